import { useQueryClient } from '@tanstack/react-query';
import {
  appKeywordAlertRules,
  appKeywordAlertRuleSave,
  appGlobalRank,
  appInfo,
  appRankHistory,
  appRankList,
  appVersionList,
  appView,
  competitorAdd,
  competitorCount,
  competitorDel,
  competitorDownloads,
  competitorDownloadTotals,
  competitorInfo,
  competitorList,
  competitorRankHistory,
  userKeywordsMonitor,
  userWatchedApps,
  userKeywordsMonitorChange,
  userKeywordsResult,
  type BodyOf,
} from '@bangyan/contract';
import { request } from './client.ts';
import { endpointQueries } from './endpointQuery.ts';

/** An iOS app's pages (header, AppRank's current ranks, history and world map, baseinfo's metadata, version's list). */
const appQuery = endpointQueries('apps');

export const useAppInfoQuery = appQuery(appInfo);
export const useAppRankListQuery = appQuery(appRankList);
export const useAppRankHistoryQuery = appQuery(appRankHistory);
export const useAppViewQuery = appQuery(appView);
export const useAppVersionsQuery = appQuery(appVersionList);
export const useAppGlobalRankQuery = appQuery(appGlobalRank);

/**
 * The competitor pages: the set, its count and suggestions, the side-by-side, its rank and download charts and download
 * totals.
 */
const competitorQuery = endpointQueries('competitor');

export const useCompetitorListQuery = competitorQuery(competitorList);
export const useCompetitorInfoQuery = competitorQuery(competitorInfo);
export const useCompetitorCountQuery = competitorQuery(competitorCount);
export const useCompetitorDownloadsQuery = competitorQuery(competitorDownloads);
export const useCompetitorRanksQuery = competitorQuery(competitorRankHistory);
export const useCompetitorTotalsQuery = competitorQuery(competitorDownloadTotals);

/** Adds or removes a competitor; the envelope goes back to the caller (login and refusals are shown there). */
export const changeCompetitor = (add: boolean, target: BodyOf<typeof competitorAdd>) =>
  request(add ? competitorAdd : competitorDel, target);

/** After a change of the set: every competitor answer is fetched afresh. */
export function useRefreshCompetitors() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['competitor'] });
}

/** keywordsmonitor: the user's watched keywords of an app and their ranks day by day. */
const watchQuery = endpointQueries('keywordWatch');

export const useWatchedKeywordsQuery = watchQuery(userKeywordsMonitor);
export const useWatchedRanksQuery = watchQuery(userKeywordsResult);
/** The account centre's 应用关键词: every app with watched keywords. */
export const useWatchedAppsQuery = watchQuery(userWatchedApps);

/** Watches or stops watching a keyword for the app (the envelope goes back to the caller). */
export const changeWatchedKeyword = (target: BodyOf<typeof userKeywordsMonitorChange>) =>
  request(userKeywordsMonitorChange, target);

/** The user's keyword alert rules (only apps with one), for the account centre's 应用关键词. */
export const useKeywordAlertRulesQuery = watchQuery(appKeywordAlertRules);

/** Sets the keyword alerts of an app whose keywords the user watches (no move and no top-10 exit: off). */
export const saveKeywordAlertRule = (
  app: { appId: string; country: string },
  rule: { minChange: number; top10Exit: boolean; channels: readonly string[] },
) =>
  request(appKeywordAlertRuleSave, {
    ...app,
    minChange: String(rule.minChange),
    top10Exit: rule.top10Exit ? '1' : '0',
    channels: rule.channels.join(','),
  });

/** After a change of the watched keywords: their answers are fetched afresh. */
export function useRefreshWatched() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['keywordWatch'] });
}
