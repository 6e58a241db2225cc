import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLimitNotice } from '../../api/limits.ts';
import { LoadFailure } from './DataState.tsx';

/**
 * What a page shows of its query: the answer (none after a failure), whether it is still the
 * previous filters' answer, and in place of the data on failure its message (a tier limit also
 * opens the limit dialog) with a retry unless it was a limit. A DataState source.
 */
export interface ViewAnswer<T> {
  data: T | undefined;
  loading: boolean;
  stale: boolean;
  error: unknown;
  failure: ReactNode;
}

export function useViewAnswer<T, E>(query: UseQueryResult<T, E>): ViewAnswer<T> {
  const limited = useLimitNotice(query.error);
  return {
    data: query.isError ? undefined : query.data,
    error: query.isError ? query.error : undefined,
    loading: query.isPending && query.fetchStatus !== 'idle',
    stale: query.isPlaceholderData,
    failure: query.isError ? (
      <LoadFailure error={query.error} limited={limited} onRetry={() => void query.refetch()} />
    ) : null,
  };
}
