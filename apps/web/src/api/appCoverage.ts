import { coverHistory, coverSearchHistory, keywordCoverLists, keywordCoverSummary } from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** An iOS app's keyword coverage page (table, summary, coverage and keyword rank charts). */
const coverQuery = endpointQueries('appCoverage');

export const useKeywordCoverListsQuery = coverQuery(keywordCoverLists);
export const useKeywordCoverSummaryQuery = coverQuery(keywordCoverSummary);
export const useCoverHistoryQuery = coverQuery(coverHistory);
export const useCoverSearchHistoryQuery = coverQuery(coverSearchHistory);
