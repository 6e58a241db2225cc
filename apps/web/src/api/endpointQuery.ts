import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiFailure, type DataOf, type EndpointDef } from '@bangyan/contract';
import { fetchData, type ParamsOf } from './client.ts';

/** A refusal (bad input, a tier limit) is the answer: only a transport failure is tried once more. */
export const retryTransport = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiFailure) && failures < 1;

/** One endpoint's query for `params`: its cache key (under `scope`) and fetcher. */
function endpointOptions<E extends EndpointDef>(scope: string, endpoint: E, params: ParamsOf<E>) {
  return queryOptions({
    queryKey: [scope, endpoint.path, params],
    queryFn: ({ signal }): Promise<DataOf<E>> => fetchData(endpoint, params, { signal }),
    retry: retryTransport,
  });
}

export type EndpointQueryOptions<E extends EndpointDef> = ReturnType<typeof endpointOptions<E>>;

/**
 * One endpoint's read hook, and `options(params)`: the key and fetcher the hook itself uses, so a route that starts
 * the query before its page's code arrives (`api/pageQuery.ts`) fills the very cache entry the page reads.
 */
export interface EndpointQueryHook<E extends EndpointDef> {
  (params: ParamsOf<E>, enabled?: boolean): UseQueryResult<DataOf<E>, unknown>;
  options: (params: ParamsOf<E>) => EndpointQueryOptions<E>;
}

/**
 * The query hooks of a group of pages (`scope` keys their cache): one per endpoint, its answer for
 * `params` (the query, or a POST endpoint's form body), fetched while `enabled`; a changed filter
 * keeps the previous answer on screen until the next arrives.
 */
export function endpointQueries(scope: string) {
  return function endpointQuery<E extends EndpointDef>(endpoint: E): EndpointQueryHook<E> {
    const options = (params: ParamsOf<E>) => endpointOptions(scope, endpoint, params);
    function useEndpointQuery(params: ParamsOf<E>, enabled = true) {
      return useQuery({ ...options(params), placeholderData: keepPreviousData, enabled });
    }
    return Object.assign(useEndpointQuery, { options });
  };
}
