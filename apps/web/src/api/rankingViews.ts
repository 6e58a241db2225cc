import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ApiFailure,
  bangFeatured,
  bangGlobalRanking,
  bangHegemony,
  bangHotCompany,
  bangHotIndustry,
  bangListVs,
  bangListVsDetail,
  bangSevenDay,
  bangSevenDayPoint,
  bangSummary,
  top10VolatilityCharts,
  type EndpointDef,
  type QueryOf,
} from '@bangyan/contract';
import { fetchData } from './client.ts';

/**
 * The ranking analysis pages (vsbang, seven_day, summary, vshow, hegemony, hotartist, hotindustry,
 * globalranking, featured). A filter change keeps the previous answer on screen until the next arrives; a
 * refusal (bad input, tier limit) is not retried.
 */
const VIEWS_KEY = 'rankingViews';
const retryTransport = (failures: number, error: unknown) => !(error instanceof ApiFailure) && failures < 1;

/** One endpoint's query hook: its answer for `params`, fetched while `enabled`. */
function viewQuery<E extends EndpointDef>(endpoint: E) {
  return function useViewQuery(params: QueryOf<E>, enabled = true) {
    return useQuery({
      queryKey: [VIEWS_KEY, endpoint.path, params],
      queryFn: ({ signal }) => fetchData(endpoint, params, { signal }),
      placeholderData: keepPreviousData,
      retry: retryTransport,
      enabled,
    });
  };
}

export const useListVsQuery = viewQuery(bangListVs);
export const useListVsDetailQuery = viewQuery(bangListVsDetail);
export const useSevenDayQuery = viewQuery(bangSevenDay);
export const useSevenDayPointQuery = viewQuery(bangSevenDayPoint);
export const useDaySummaryQuery = viewQuery(bangSummary);
export const useVolatilityQuery = viewQuery(top10VolatilityCharts);
export const useHotIndustryQuery = viewQuery(bangHotIndustry);
export const useHegemonyQuery = viewQuery(bangHegemony);
export const useHotCompanyQuery = viewQuery(bangHotCompany);
export const useGlobalRankingQuery = viewQuery(bangGlobalRanking);
export const useFeaturedQuery = viewQuery(bangFeatured);
