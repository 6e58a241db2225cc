import {
  appsCompareKeywordCount,
  appsCompareKeywordList,
  asoCountry,
  coverHistory,
  coverSearchHistory,
  keywordCoverLists,
  keywordCoverReviseWord,
  keywordCoverSummary,
  keywordCoverTop,
  keywordCoverTopBatch,
  reportKeywordList,
  reportKeywordSummary,
} from '@bangyan/contract';
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
