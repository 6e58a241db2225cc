import { useQueryClient } from '@tanstack/react-query';
import {
  addAsoKeyword,
  appsCompareKeywordCount,
  appsCompareKeywordList,
  asoCountry,
  coverHistory,
  coverSearchHistory,
  getAddAsoKeywordLimit,
  keywordCoverLists,
  keywordCoverReviseWord,
  keywordCoverSummary,
  keywordCoverTop,
  keywordCoverTopBatch,
  reportKeywordList,
  reportKeywordSummary,
  type BodyOf,
} from '@bangyan/contract';
import { request } from './client.ts';
import { endpointQueries } from './endpointQuery.ts';

/**
 * An iOS app's keyword coverage pages (table, summary, coverage and keyword rank charts, the report
 * by band, the comparison of apps; core keywords, revision words, coverage per storefront).
 */
const coverQuery = endpointQueries('appCoverage');

export const useKeywordCoverListsQuery = coverQuery(keywordCoverLists);
export const useKeywordCoverSummaryQuery = coverQuery(keywordCoverSummary);
export const useCoverHistoryQuery = coverQuery(coverHistory);
export const useCoverSearchHistoryQuery = coverQuery(coverSearchHistory);
export const useReportSummaryQuery = coverQuery(reportKeywordSummary);
export const useReportListQuery = coverQuery(reportKeywordList);
export const useCompareCountQuery = coverQuery(appsCompareKeywordCount);
export const useCompareListQuery = coverQuery(appsCompareKeywordList);
export const useKeywordTopQuery = coverQuery(keywordCoverTop);
export const useKeywordTopBatchQuery = coverQuery(keywordCoverTopBatch);
export const useReviseWordQuery = coverQuery(keywordCoverReviseWord);
export const useAsoCountryQuery = coverQuery(asoCountry);

/** 添加关键词: the day's quota and the user's added keywords of an app. */
const addedQuery = endpointQueries('asoKeywordAdd');

export const useAsoKeywordLimitQuery = addedQuery(getAddAsoKeywordLimit);

/** Adds keywords for the app; the envelope goes back to the caller (login, limits and refusals are shown there). */
export const addAsoKeywords = (body: BodyOf<typeof addAsoKeyword>) => request(addAsoKeyword, body);

/** After adding: the quota and the added keywords are fetched afresh. */
export function useRefreshAsoKeywords() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['asoKeywordAdd'] });
}
