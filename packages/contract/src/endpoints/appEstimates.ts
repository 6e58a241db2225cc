/**
 * An iOS app's download and income estimates (pages.md "iOS app detail" downloadestimate,
 * incomeestimate; spec 7 /v1/apps/estimateLimitCheck, downloadEstimate(Line), incomeEstimate(Line);
 * data.md "Download estimate"): the daily estimates with their confidence band, totals over 7, 30
 * and 90 days, and the power-law models they came from. How many days a span may cover is the
 * tier's history depth (TIER_HISTORY_DAYS), enforced by the server.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { RANKING_CHART_TYPES } from '../constants/charts.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appQuery } from '../fields/apps.ts';
import { numberChoice } from '../fields/dates.ts';

/** The spans (days) the estimate chart can show; each ends at the latest estimated day. */
export const ESTIMATE_SPANS = [7, 30, 90, 180, 365] as const;
/** The spans the totals are given for. */
export const ESTIMATE_TOTAL_SPANS = [7, 30, 90] as const;

export const ESTIMATE_TEXTS = {
  days: FIELD_TEXTS.days(ESTIMATE_SPANS),
} as const;

const spanQuery = appQuery.extend({ days: numberChoice(ESTIMATE_SPANS, ESTIMATE_TEXTS.days, 30) });

/** An estimate and its confidence band (value·e^(∓z·sd)). */
const band = { value: z.number(), low: z.number(), high: z.number() };

/** A total over the span's estimated days; `locked` (and no figures) when the span is beyond the requester's tier. */
const totalSchema = z.object({
  days: z.number().int(),
  locked: z.boolean(),
  value: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** Days of the span on which the app had an estimate (it was on a chart the model covers). */
  estimatedDays: z.number().int(),
});

/** One fitted power law D = b·R^(−a) of a chart the app was on (overall or its genre) on the latest day. */
const modelSchema = z.object({
  chartType: z.enum(RANKING_CHART_TYPES),
  genre: z.number().int(),
  genreName: z.string(),
  a: z.number(),
  b: z.number(),
  /** Calibration points the fit used. */
  n: z.number().int(),
  /** Standard deviation of the fit's log residuals. */
  residualSd: z.number(),
  /** The median relative error the residuals imply: e^(0.6745·sd) − 1. */
  medianError: z.number(),
});

const summaryData = z.object({
  /** False when the storefront does not have the app. */
  found: z.boolean(),
  /** The latest day the storefront has estimates for ('YYYY-MM-DD'); '' when none yet. */
  through: z.string(),
  /** The app's estimate on that day; null when it had none (off the charts the models cover). */
  latest: z.object(band).nullable(),
  totals: z.array(totalSchema),
  models: z.array(modelSchema),
  /** The band's coverage (0.9) and its z (1.645). */
  confidence: z.number(),
  z: z.number(),
});

const lineData = z.object({
  /** The span's last day ('YYYY-MM-DD', the latest estimated day); '' when the storefront has no estimates. */
  through: z.string(),
  /** Every day of the span, oldest first; value, low and high null on a day without an estimate. */
  points: z.array(
    z.object({
      day: z.string(),
      value: z.number().nullable(),
      low: z.number().nullable(),
      high: z.number().nullable(),
      /**
       * Whether the day's refit estimate model moved the estimate: the overall chart's model gives a value at the
       * estimate's rank more than ±30% away from the day before's (the page notes the day).
       */
      calibrationMoved: z.boolean(),
    }),
  ),
});

/**
 * Whether the requester may see a span of `days` days: code 0 when the tier's history depth covers
 * it, else the tier's limit (code 2 free, 3 VIP, with the way up) for the limit dialog.
 */
export const estimateLimitCheck = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/estimateLimitCheck',
  tag: 'apps',
  summary: '下载量/收入预估的查看天数权限',
  query: spanQuery,
  data: z.object({ days: z.number().int(), maxDays: z.number().int().nullable() }),
});

/** The app's latest daily download estimate, totals over 7/30/90 days and the models behind them. */
export const downloadEstimate = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/downloadEstimate',
  tag: 'apps',
  summary: '下载量预估概况（最新一天、近7/30/90天总计、模型）',
  query: appQuery,
  data: summaryData,
});

/** The app's daily download estimates with their band over the last `days` estimated days. */
export const downloadEstimateLine = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/downloadEstimateLine',
  tag: 'apps',
  summary: '每日下载量预估及置信区间',
  query: spanQuery,
  data: lineData,
});

/** The same as downloadEstimate for income (from grossing ranks). */
export const incomeEstimate = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/incomeEstimate',
  tag: 'apps',
  summary: '收入预估概况（最新一天、近7/30/90天总计、模型）',
  query: appQuery,
  data: summaryData,
});

/** The app's daily income estimates with their band. */
export const incomeEstimateLine = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/incomeEstimateLine',
  tag: 'apps',
  summary: '每日收入预估及置信区间',
  query: spanQuery,
  data: lineData,
});
