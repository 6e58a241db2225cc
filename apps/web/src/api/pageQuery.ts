import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { DataOf, EndpointDef } from '@bangyan/contract';
import { readUrlParams, type ParamSpec, type UrlValues } from '../lib/urlParams.ts';
import type { ParamsOf } from './client.ts';
import type { EndpointQueryHook } from './endpointQuery.ts';

/**
 * A query a page asks for as soon as it shows, described once for the page and its route: the endpoint's hook, the
 * page's URL parameters, and how the query's params (and whether it is asked at all) follow from their values. The
 * page reads it with `useQuery(values)`; the route starts it from the address with `prefetch` while the page's code
 * is still on its way (`prefetchLoader`), under the same key, so the page finds it in the cache or in flight.
 */
export interface PageQuery<S extends ParamSpec, E extends EndpointDef> {
  spec: S;
  /** The query's params for the page's values. */
  params: (values: UrlValues<S>) => ParamsOf<E>;
  /** The hook's answer for the page's values (`when` false: not asked). */
  useQuery: (values: UrlValues<S>) => UseQueryResult<DataOf<E>, unknown>;
  /** Starts the query for the address's `search` into `client`'s cache, unless it is there and fresh. */
  prefetch: (client: QueryClient, search: URLSearchParams) => void;
}

export function pageQuery<S extends ParamSpec, E extends EndpointDef>(
  spec: S,
  hook: EndpointQueryHook<E>,
  params: (values: UrlValues<S>) => ParamsOf<E>,
  when: (values: UrlValues<S>) => boolean = () => true,
): PageQuery<S, E> {
  return {
    spec,
    params,
    useQuery: (values) => hook(params(values), when(values)),
    prefetch: (client, search) => {
      const values = readUrlParams(spec, search);
      if (when(values)) void client.prefetchQuery(hook.options(params(values)));
    },
  };
}

/** Any page's query, as a route lists them. */
export interface RouteQuery {
  prefetch: (client: QueryClient, search: URLSearchParams) => void;
}

/**
 * A route loader that starts its page's queries and returns at once: the page's code and its data then load side by
 * side, and nothing waits for the data but the page's own loading state.
 */
export function prefetchLoader(client: QueryClient, queries: readonly RouteQuery[]) {
  return ({ request }: { request: Request }): null => {
    const search = new URL(request.url).searchParams;
    for (const query of queries) query.prefetch(client, search);
    return null;
  };
}
