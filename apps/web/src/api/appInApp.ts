import {
  appEventKeywordList,
  appEventList,
  appSubscribeKeywordList,
  appSubscribeList,
  eventKeywordSummary,
  subscribeKeywordSummary,
} from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** An iOS app's in-app purchase items and in-app events in search (subscribekeywordcover, activitykeywordcover). */
const appQuery = endpointQueries('apps');

export const useInAppItemsQuery = appQuery(appSubscribeList);
export const useInAppItemKeywordsQuery = appQuery(appSubscribeKeywordList);
export const useInAppItemSummaryQuery = appQuery(subscribeKeywordSummary);
export const useInAppEventsQuery = appQuery(appEventList);
export const useInAppEventKeywordsQuery = appQuery(appEventKeywordList);
export const useInAppEventSummaryQuery = appQuery(eventKeywordSummary);
