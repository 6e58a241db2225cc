import { QueryClient } from '@tanstack/react-query';
import { MINUTE_MS } from '@bangyan/contract';

/** The app's one query cache: pages read it through their hooks, routes fill it ahead of their pages (pageQuery.ts). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Public dashboards change at most every few minutes; refetching on every focus only costs.
      staleTime: 5 * MINUTE_MS,
      refetchOnWindowFocus: false,
      retry: 1,
    },
  },
});
