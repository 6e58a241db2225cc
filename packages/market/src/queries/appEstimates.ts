import { sql } from 'kysely';
import { formatDate, DAY_MS, chinaDayStart, daysBetween } from '@bangyan/contract';
import { ESTIMATE_CONFIDENCE, ESTIMATE_CONFIDENCE_Z } from '../analytics/config.ts';
import { medianRelativeError, sumEstimates } from '../analytics/estimates.ts';
import { estimateMovedByCalibration } from '../analytics/calibration.ts';
import type { Db } from '../db.ts';
import { catalogApp } from './catalog.ts';
import { appEstimateSeries, type EstimateBand, type EstimateMetric } from './estimates.ts';

/** The figures of an iOS app's download and income estimate pages (data.md "Download estimate"). */

export interface EstimateModelRow {
  chartType: string;
  genre: number;
  a: number;
  b: number;
  n: number;
  residualSd: number;
  /** medianRelativeError(residualSd): the typical error the fit implies. */
  medianError: number;
}

export interface EstimateTotal {
  days: number;
  /** The summed estimates and bands (analytics `sumEstimates`); null when no day of the span had one. */
  total: EstimateBand | null;
  estimatedDays: number;
}

export interface AppEstimateSummary {
  /** The storefront's latest day with fitted models ('YYYY-MM-DD'); null when it has none yet. */
  through: string | null;
  /** The app's estimate on `through`; null without one. */
  latest: EstimateBand | null;
  /** One per asked span, each the span's days ending at `through`. */
  totals: EstimateTotal[];
  /** The models of the charts the app was on that day, by chart type then genre. */
  models: EstimateModelRow[];
  /** The bands' coverage (0.9) and z (1.645): value·e^(∓z·sd). */
  confidence: number;
  z: number;
}

/** The first day of a span of `days` days ending at `through` ('YYYY-MM-DD'). */
const spanStart = (through: string, days: number): string =>
  formatDate(chinaDayStart(through).getTime() - (days - 1) * DAY_MS);

/** The storefront's latest day with fitted estimate models of `metric` ('YYYY-MM-DD'), or null. */
export async function latestEstimateDay(
  db: Db,
  input: { country: string; metric: EstimateMetric },
): Promise<string | null> {
  const row = await db
    .selectFrom('estimate_models')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('country', '=', input.country)
    .where('metric', '=', input.metric)
    .executeTakeFirst();
  return row?.day ? String(row.day) : null;
}

/**
 * The app's daily estimates of `metric` from `from` to `to` ('YYYY-MM-DD'), one entry per day (null without an
 * estimate).
 */
async function dailyBands(
  db: Db,
  input: { country: string; appId: number; metric: EstimateMetric; from: string; to: string },
): Promise<{ day: string; band: EstimateBand | null }[]> {
  const series = await appEstimateSeries(db, {
    country: input.country,
    appId: input.appId,
    from: input.from,
    to: input.to,
  });
  const byDay = new Map(series.map((d) => [d.day, d[input.metric]]));
  return daysBetween(input.from, input.to).map((day) => ({ day, band: byDay.get(day) ?? null }));
}

/**
 * Summary of an app's estimates of `metric` in a storefront: its estimate on the latest estimated
 * day, totals over each of `spans` (days ending that day; analytics `sumEstimates`), and the fitted
 * power laws of the charts it was on that day with the typical error each implies.
 */
export async function appEstimateSummary(
  db: Db,
  input: { country: string; appId: number; metric: EstimateMetric; spans: readonly number[] },
): Promise<AppEstimateSummary> {
  const through = await latestEstimateDay(db, input);
  if (through === null)
    return {
      through: null,
      latest: null,
      totals: input.spans.map((days) => ({ days, total: null, estimatedDays: 0 })),
      models: [],
      confidence: ESTIMATE_CONFIDENCE,
      z: ESTIMATE_CONFIDENCE_Z,
    };
  const longest = Math.max(1, ...input.spans);
  const days = await dailyBands(db, { ...input, from: spanStart(through, longest), to: through });
  const totals = input.spans.map((span) => {
    const bands = days.slice(days.length - span).flatMap((d) => (d.band ? [d.band] : []));
    return { days: span, total: sumEstimates(bands), estimatedDays: bands.length };
  });
  const start = chinaDayStart(through);
  const { rows } = await sql<{
    chart_type: string;
    genre: number;
    a: number;
    b: number;
    n: number;
    residual_sd: number;
  }>`
    SELECT m.chart_type, m.genre, m.a, m.b, m.n, m.residual_sd FROM estimate_models m
    WHERE m.country = ${input.country} AND m.day = ${through}::date AND m.metric = ${input.metric}
      AND EXISTS (SELECT 1 FROM chart_snapshots s WHERE s.country = m.country AND s.chart_type = m.chart_type
        AND s.genre = m.genre
        AND s.at >= ${start} AND s.at < ${new Date(start.getTime() + DAY_MS)}
          AND ${String(input.appId)}::bigint = ANY(s.app_ids))
    ORDER BY m.chart_type, m.genre`.execute(db);
  return {
    through,
    latest: days.at(-1)?.band ?? null,
    totals,
    models: rows.map((r) => ({
      chartType: r.chart_type,
      genre: r.genre,
      a: r.a,
      b: r.b,
      n: r.n,
      residualSd: r.residual_sd,
      medianError: medianRelativeError(r.residual_sd),
    })),
    confidence: ESTIMATE_CONFIDENCE,
    z: ESTIMATE_CONFIDENCE_Z,
  };
}

/** A day's estimate, and whether the day's refit model moved it (analytics `estimateMovedByCalibration`). */
export interface EstimateLinePoint {
  day: string;
  band: EstimateBand | null;
  calibrationMoved: boolean;
}

/**
 * The overall models (genre 0) of the chart that carries an app's `metric` estimate, by day from
 * `from` to `to`: grossing for income, free or paid by the app's price for downloads.
 */
async function overallModels(
  db: Db,
  input: { country: string; appId: number; metric: EstimateMetric; from: string; to: string },
): Promise<Map<string, { a: number; b: number }>> {
  const price = (await catalogApp(db, input))?.price ?? 0;
  const chartType = input.metric === 'revenue' ? 'grossing' : price > 0 ? 'charge' : 'free';
  const rows = await db
    .selectFrom('estimate_models')
    .select(['day', 'a', 'b'])
    .where('country', '=', input.country)
    .where('metric', '=', input.metric)
    .where('chart_type', '=', chartType)
    .where('genre', '=', 0)
    .where('day', '>=', input.from)
    .where('day', '<=', input.to)
    .execute();
  return new Map(rows.map((r) => [String(r.day), { a: r.a, b: r.b }]));
}

/**
 * An app's daily estimates of `metric` over the `days` days ending at the latest estimated day; no days when there is
 * none. Each day says whether the calibration moved its estimate: the overall chart's refit model gives a value at the
 * estimate's rank more than ±30% away from the day before's (the page explains a jump there).
 */
export async function appEstimateLine(
  db: Db,
  input: { country: string; appId: number; metric: EstimateMetric; days: number },
): Promise<{ through: string | null; points: EstimateLinePoint[] }> {
  const through = await latestEstimateDay(db, input);
  if (through === null) return { through: null, points: [] };
  const from = spanStart(through, input.days);
  const bands = await dailyBands(db, { ...input, from, to: through });
  const models = await overallModels(db, { ...input, from: spanStart(from, 2), to: through });
  return {
    through,
    points: bands.map((p) => ({
      ...p,
      calibrationMoved: estimateMovedByCalibration(
        models.get(spanStart(p.day, 2)),
        models.get(p.day),
        p.band?.value ?? null,
      ),
    })),
  };
}
