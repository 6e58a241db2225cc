import {
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
} from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/**
 * The ranking analysis pages (vsbang, seven_day, summary, vshow, hegemony, hotartist, hotindustry,
 * globalranking, featured). A filter change keeps the previous answer on screen until the next arrives; a
 * refusal (bad input, tier limit) is not retried.
 */
const viewQuery = endpointQueries('rankingViews');

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
