import { appGlobalRank, appInfo, appRankHistory, appVersionList, appView } from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** An iOS app's pages (header, AppRank, baseinfo, version). */
const appQuery = endpointQueries('apps');

export const useAppInfoQuery = appQuery(appInfo);
export const useAppRankHistoryQuery = appQuery(appRankHistory);
export const useAppViewQuery = appQuery(appView);
export const useAppVersionsQuery = appQuery(appVersionList);
export const useAppGlobalRankQuery = appQuery(appGlobalRank);
