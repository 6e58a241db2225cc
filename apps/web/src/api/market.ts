import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import {
  ApiFailure,
  asoHotSearch,
  coverRank,
  genresAppsCnt,
  hotAppList,
  iosScaleCake,
  keywordRank,
  rankTop,
  TREND_COUNTS,
  TREND_ENDPOINTS,
  type EndpointDef,
  type QueryOf,
} from '@bangyan/contract';
import { fetchData } from './client.ts';

/**
 * The market pages (RankOverview, RankHotApp, RankTop, ASO lists). Changing a filter keeps the
 * previous answer on screen until the next arrives; a refusal (bad input, tier limit) is not retried.
 */
const MARKET_KEY = 'market';
const retryTransport = (failures: number, error: unknown) => !(error instanceof ApiFailure) && failures < 1;

/** One market endpoint's answer for `params`. */
function useMarketQuery<E extends EndpointDef>(endpoint: E, params: QueryOf<E>) {
  return useQuery({
    queryKey: [MARKET_KEY, endpoint.path, params],
    queryFn: ({ signal }) => fetchData(endpoint, params as never, { signal }),
    placeholderData: keepPreviousData,
    retry: retryTransport,
  });
}

export type TrendParams = QueryOf<(typeof TREND_ENDPOINTS)['releaseAppsCnt']>;

/** The five daily count series of the market trend chart (spec 7's /v1/chart/ calls), one request each. */
export const useTrendQueries = (params: TrendParams) =>
  useQueries({
    queries: TREND_COUNTS.map((name) => ({
      queryKey: [MARKET_KEY, TREND_ENDPOINTS[name].path, params],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchData(TREND_ENDPOINTS[name], params, { signal }),
      placeholderData: keepPreviousData,
      retry: retryTransport,
    })),
  });

export const useGenresAppsCntQuery = (params: QueryOf<typeof genresAppsCnt>) => useMarketQuery(genresAppsCnt, params);
export const useIosScaleCakeQuery = (params: QueryOf<typeof iosScaleCake>) => useMarketQuery(iosScaleCake, params);
export const useHotAppListQuery = (params: QueryOf<typeof hotAppList>) => useMarketQuery(hotAppList, params);
export const useRankTopQuery = (params: QueryOf<typeof rankTop>) => useMarketQuery(rankTop, params);
export const useAsoHotSearchQuery = (params: QueryOf<typeof asoHotSearch>) => useMarketQuery(asoHotSearch, params);
export const useKeywordRankQuery = (params: QueryOf<typeof keywordRank>) => useMarketQuery(keywordRank, params);
export const useCoverRankQuery = (params: QueryOf<typeof coverRank>) => useMarketQuery(coverRank, params);

/** Rows fetched a page at a time for an export. */
export const EXPORT_PAGE_SIZE = 100;

/** Every row of a paged list, for export (members): pages of 100 until the total. */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ total: number; list: readonly T[] }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const data = await fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...data.list);
    if (data.list.length === 0 || rows.length >= data.total) return rows;
  }
}
