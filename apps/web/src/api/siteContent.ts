import { useQuery } from '@tanstack/react-query';
import { announcements, MINUTE_MS, siteProducts, siteSettings } from '@bangyan/contract';
import { fetchData } from './client.ts';

/**
 * Site content editors change in the console: read fresh a minute after the last read (not the dashboards' five), so
 * an edit reaches open pages soon and new visits at once.
 */
const FRESH = MINUTE_MS;

/** The product matrix and the games site, only entries with a link. */
export const useSiteProductsQuery = () =>
  useQuery({
    queryKey: [siteProducts.path],
    queryFn: ({ signal }) => fetchData(siteProducts, undefined, { signal }),
    staleTime: FRESH,
  });

/** The footer's filing number and licence notice. */
export const useSiteSettingsQuery = () =>
  useQuery({
    queryKey: [siteSettings.path],
    queryFn: ({ signal }) => fetchData(siteSettings, undefined, { signal }),
    staleTime: FRESH,
  });

/** The announcements running now. */
export const useAnnouncementsQuery = () =>
  useQuery({
    queryKey: [announcements.path],
    queryFn: ({ signal }) => fetchData(announcements, undefined, { signal }),
    staleTime: FRESH,
  });
