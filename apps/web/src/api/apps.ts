import { appInfo, appRankHistory } from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** An iOS app's pages (header, AppRank). */
const appQuery = endpointQueries('apps');

export const useAppInfoQuery = appQuery(appInfo);
export const useAppRankHistoryQuery = appQuery(appRankHistory);
