/** An iOS app's download and income estimate pages from the market engine, in the contract's shapes. */
import {
  ESTIMATE_TOTAL_SPANS,
  genreName,
  type DataOf,
  type downloadEstimate,
  type downloadEstimateLine,
} from '@bangyan/contract';
import { appEstimateLine, appEstimateSummary, catalogApp, type EstimateMetric } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';

type Db = Deps['db'];
type Summary = DataOf<typeof downloadEstimate>;
type Line = DataOf<typeof downloadEstimateLine>;

/** Whether the storefront's catalog has the app. */
async function appFound(db: Db, input: { appId: string; country: string }): Promise<boolean> {
  return (await catalogApp(db, { country: input.country, appId: Number(input.appId) })) !== null;
}

/**
 * The summary of an app's `metric` estimates: the latest day's, totals over 7/30/90 days (a span
 * beyond the tier's depth `maxDays` locked, without figures) and the models behind them.
 */
export async function estimateSummary(
  db: Db,
  input: { appId: string; country: string; metric: EstimateMetric; maxDays: number | null },
): Promise<Summary> {
  const open = ESTIMATE_TOTAL_SPANS.filter((d) => input.maxDays === null || d <= input.maxDays);
  const found = await appFound(db, input);
  const summary = await appEstimateSummary(db, {
    country: input.country,
    appId: Number(input.appId),
    metric: input.metric,
    spans: found ? open : [],
  });
  return {
    found,
    through: summary.through ?? '',
    latest: found ? summary.latest : null,
    totals: ESTIMATE_TOTAL_SPANS.map((days) => {
      const t = summary.totals.find((x) => x.days === days);
      return {
        days,
        locked: !open.includes(days),
        value: t?.total?.value ?? null,
        low: t?.total?.low ?? null,
        high: t?.total?.high ?? null,
        estimatedDays: t?.estimatedDays ?? 0,
      };
    }),
    models: found
      ? summary.models.map((m) => ({
          ...m,
          chartType: m.chartType as Summary['models'][number]['chartType'],
          genreName: m.genre === 0 ? '总榜' : (genreName(m.genre) ?? String(m.genre)),
        }))
      : [],
    confidence: summary.confidence,
    z: summary.z,
  };
}

/** An app's daily `metric` estimates over the span, every day of it (figures null on a day without one). */
export async function estimateLine(
  db: Db,
  input: { appId: string; country: string; metric: EstimateMetric; days: number },
): Promise<Line> {
  const line = await appEstimateLine(db, {
    country: input.country,
    appId: Number(input.appId),
    metric: input.metric,
    days: input.days,
  });
  return {
    through: line.through ?? '',
    points: line.points.map((p) => ({
      day: p.day,
      value: p.band?.value ?? null,
      low: p.band?.low ?? null,
      high: p.band?.high ?? null,
      calibrationMoved: p.calibrationMoved,
    })),
  };
}
