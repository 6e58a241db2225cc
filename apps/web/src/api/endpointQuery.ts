import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiFailure, type EndpointDef } from '@bangyan/contract';
import { fetchData, type ParamsOf } from './client.ts';

/** A refusal (bad input, a tier limit) is the answer: only a transport failure is tried once more. */
export const retryTransport = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiFailure) && failures < 1;

/**
 * The query hooks of a group of pages (`scope` keys their cache): one per endpoint, its answer for
 * `params` (the query, or a POST endpoint's form body), fetched while `enabled`; a changed filter
 * keeps the previous answer on screen until the next arrives.
 */
export function endpointQueries(scope: string) {
  return function endpointQuery<E extends EndpointDef>(endpoint: E) {
    return function useEndpointQuery(params: ParamsOf<E>, enabled = true) {
      return useQuery({
        queryKey: [scope, endpoint.path, params],
        queryFn: ({ signal }) => fetchData(endpoint, params, { signal }),
        placeholderData: keepPreviousData,
        retry: retryTransport,
        enabled,
      });
    };
  };
}
