import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  androidKeywordRankHistory,
  androidKeywordResultHistory,
  androidSearchIndex,
  followSearchKeyword,
  keywordExtend,
  keywordResultHistory,
  popularityHistory,
  searchIndex,
  searchRelated,
  searchSummary,
  searchVs,
  subscribeDetail,
  subscribeKeyword,
  subscribeKeywordList,
  userKeywordAll,
  userKeywordDeep,
} from '@bangyan/contract';
import { fetchData, request } from './client.ts';
import { endpointQueries, retryTransport } from './endpointQuery.ts';

/**
 * The keyword's pages (Search, vs, summary30, AndroidSearch, subscribedetail). A changed keyword or filter keeps the
 * previous
 * answer on screen until the next arrives; a refusal (bad input, tier limit) is not retried.
 */
const KEYWORD_KEY = 'keyword';
const keywordQuery = endpointQueries(KEYWORD_KEY);

export const useSearchIndexQuery = keywordQuery(searchIndex);
export const usePopularityHistoryQuery = keywordQuery(popularityHistory);
export const useResultHistoryQuery = keywordQuery(keywordResultHistory);
export const useRelatedQuery = keywordQuery(searchRelated);
export const useExtendQuery = keywordQuery(keywordExtend);
export const useKeywordVsQuery = keywordQuery(searchVs);
export const useKeywordSummaryQuery = keywordQuery(searchSummary);
export const useAndroidSearchQuery = keywordQuery(androidSearchIndex);
export const useAndroidResultHistoryQuery = keywordQuery(androidKeywordResultHistory);
export const useAndroidRankHistoryQuery = keywordQuery(androidKeywordRankHistory);

const SAVED_KEY = [KEYWORD_KEY, userKeywordAll.path] as const;

/** A logged-in user's saved keywords and quota (none asked for a visitor). */
export function useSavedKeywordsQuery(loggedIn: boolean) {
  return useQuery({
    queryKey: SAVED_KEY,
    queryFn: ({ signal }) => fetchData(userKeywordAll, {}, { signal }),
    enabled: loggedIn,
    retry: retryTransport,
  });
}

const SAVED_DEEP_KEY = [KEYWORD_KEY, userKeywordDeep.path] as const;

/** The account centre's list: the saved keywords with their newest figures and top apps. */
export function useSavedKeywordsDeepQuery() {
  return useQuery({
    queryKey: SAVED_DEEP_KEY,
    queryFn: ({ signal }) => fetchData(userKeywordDeep, {}, { signal }),
    retry: retryTransport,
  });
}

/**
 * Saves or drops a keyword; the envelope goes back to the caller (limit codes open the limit dialog there). Both
 * lists of saved keywords (the keyword pages' and the account centre's) are fetched afresh.
 */
export function useSaveKeyword() {
  const client = useQueryClient();
  return async (keyword: string, country: string, save: boolean) => {
    const envelope = await request(followSearchKeyword, { keyword, country, isFollow: save ? '1' : '-1' });
    if (envelope.code === 0)
      await Promise.all([SAVED_KEY, SAVED_DEEP_KEY].map((queryKey) => client.invalidateQueries({ queryKey })));
    return envelope;
  };
}

const MONITORS_KEY = [KEYWORD_KEY, subscribeKeywordList.path] as const;

/** A logged-in user's keyword monitors, quota and push time (none asked for a visitor). */
export function useMonitorsQuery(loggedIn: boolean) {
  return useQuery({
    queryKey: MONITORS_KEY,
    queryFn: ({ signal }) => fetchData(subscribeKeywordList, {}, { signal }),
    enabled: loggedIn,
    retry: retryTransport,
  });
}

/** One monitor's detail (a preview when not subscribed). */
export const useSubscribeDetailQuery = keywordQuery(subscribeDetail);

/** Subscribes to or drops a keyword monitor; the envelope goes back to the caller (spec 8 outcomes are shown there). */
export function useSubscribeKeyword() {
  const client = useQueryClient();
  return async (keyword: string, country: string, on: boolean) => {
    const envelope = await request(subscribeKeyword, { keyword, country, isMonitor: on ? '1' : '-1' });
    if (envelope.code === 0) await client.invalidateQueries({ queryKey: [KEYWORD_KEY] });
    return envelope;
  };
}
