import { useInfiniteQuery } from '@tanstack/react-query';
import { updateLog, UPDATE_LOG_PAGE_SIZE } from '@bangyan/contract';
import { fetchData } from './client.ts';
import { retryTransport } from './endpointQuery.ts';

/** The published release notes, newest first, a page at a time (the timeline's 查看更早的版本 loads the next). */
export const useUpdateLog = () =>
  useInfiniteQuery({
    queryKey: [updateLog.path],
    queryFn: ({ pageParam, signal }) =>
      fetchData(updateLog, { page: pageParam, pageSize: UPDATE_LOG_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    retry: retryTransport,
  });
