import { APP_RANK_SPANS } from '@bangyan/contract';
import { useAsoDiagnosisQuery } from '../../api/appAso.ts';
import {
  useAppleRecommendQuery,
  useAppStatusListQuery,
  useAppStatusSummaryQuery,
  useReviewSummaryQuery,
  useSameDeveloperQuery,
} from '../../api/appFigures.ts';
import { useVersionSummaryQuery } from '../../api/appMeta.ts';
import {
  useAppGlobalRankQuery,
  useAppInfoQuery,
  useAppRankHistoryQuery,
  useAppRankListQuery,
  useAppViewQuery,
  useCompetitorInfoQuery,
  useCompetitorListQuery,
} from '../../api/apps.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { intParam, type UrlValues } from '../../lib/urlParams.ts';
import { APP_PARAMS } from './appParams.ts';

// The first queries of an iOS app's pages: the header's (every page) and each page's first block. Their routes start
// them with the page's code; an address without an app asks for none.

type AppValues = UrlValues<typeof APP_PARAMS>;
const app = (v: AppValues) => ({ appId: v.appId, country: v.country });
const asked = (v: AppValues) => v.appId !== '';

/** The header's app (AppFrame). */
export const appInfoQuery = pageQuery(APP_PARAMS, useAppInfoQuery, app, asked);

/** AppRank: the span of its rank history (days). */
export const APP_RANK_PARAMS = {
  ...APP_PARAMS,
  days: intParam(7, (n) => (APP_RANK_SPANS as readonly number[]).includes(n)),
};
export type AppRankSpan = (typeof APP_RANK_SPANS)[number];
export const appRankListQuery = pageQuery(APP_PARAMS, useAppRankListQuery, app, asked);
export const appRankHistoryQuery = pageQuery(
  APP_RANK_PARAMS,
  useAppRankHistoryQuery,
  (v) => ({ ...app(v), days: v.days as AppRankSpan }),
  asked,
);
export const appGlobalRankQuery = pageQuery(APP_PARAMS, useAppGlobalRankQuery, (v) => ({ appId: v.appId }), asked);

export const appViewQuery = pageQuery(APP_PARAMS, useAppViewQuery, app, asked);
export const appStatusSummaryQuery = pageQuery(APP_PARAMS, useAppStatusSummaryQuery, app, asked);
export const appStatusListQuery = pageQuery(APP_PARAMS, useAppStatusListQuery, app, asked);
export const versionSummaryQuery = pageQuery(APP_PARAMS, useVersionSummaryQuery, app, asked);
export const reviewSummaryQuery = pageQuery(APP_PARAMS, useReviewSummaryQuery, app, asked);
export const competitorListQuery = pageQuery(APP_PARAMS, useCompetitorListQuery, app, asked);
export const competitorInfoQuery = pageQuery(APP_PARAMS, useCompetitorInfoQuery, app, asked);
export const sameDeveloperQuery = pageQuery(APP_PARAMS, useSameDeveloperQuery, app, asked);
export const appleRecommendQuery = pageQuery(APP_PARAMS, useAppleRecommendQuery, app, asked);
export const asoDiagnosisQuery = pageQuery(APP_PARAMS, useAsoDiagnosisQuery, app, asked);
