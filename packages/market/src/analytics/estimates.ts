/**
 * Daily download and income estimates (data.md "Download estimate"). Models are power laws
 * D = b·R^(−a) fitted per (country or market, chart type, genre) and day on calibration apps; an
 * app's day estimate combines its overall and category charts across the day's snapshots, with a
 * 90% confidence band. Income is the same functions on grossing ranks and revenue.
 */
import { CHART_DEPTH, ESTIMATE_CONFIDENCE_Z, ESTIMATE_SD_FLOOR, MIN_FIT_APPS, MIN_FIT_RANKS } from './config.ts';
import { fitPowerLaw, powerLawValue, type PowerLawModel } from './powerLaw.ts';

/** An estimate with its band: value·e^(∓z·sd), z = 1.645 → 90% of true values fall inside. */
export interface Estimate {
  value: number;
  low: number;
  high: number;
  /** The log-space standard deviation the band was drawn from (the model's residual sd). */
  sd: number;
}

/**
 * One calibration observation of one country (or market), metric and day: a calibration app's rank
 * on one chart in one of the day's snapshots, with its true value for that day (downloads, or
 * revenue for grossing charts). An app on a chart in 24 hourly snapshots gives 24 points, so the fit
 * relates one snapshot's rank to the day's value, which is what `estimateFromRanks` averages.
 */
export interface CalibrationPoint {
  appId: number;
  chartType: string;
  genre: number;
  rank: number;
  value: number;
}

/** A fitted model and the chart it belongs to (the rows of `estimate_models`). */
export interface ChartModel extends PowerLawModel {
  chartType: string;
  genre: number;
}

/** An app's ranks on one chart across the day's snapshots. */
export interface ChartRanks {
  chartType: string;
  genre: number;
  /** One entry per snapshot of the day: the rank, or null (or 0) when the app was not on the chart. */
  ranks: readonly (number | null)[];
  /** The chart's depth (see `chartDepth`): an absent snapshot counts as rank depth + 1. */
  depth: number;
}

/** The band around a value: [value·e^(−z·sd), value·e^(z·sd)]. */
function withBand(value: number, sd: number, z: number): Estimate {
  return { value, low: value * Math.exp(-z * sd), high: value * Math.exp(z * sd), sd };
}

/**
 * The day's estimate on one chart: the mean over the day's snapshots of b·R^(−a), the model's value
 * at the app's rank in each snapshot. A snapshot the app is absent from counts at rank depth + 1,
 * the best it could have had off the chart, so a short visit to the chart is not taken for a whole
 * day there. Null when the app was on the chart in no snapshot. The band is ±z residual sd in log
 * space around that mean. Example: a = 1, b = 1000, sd 0.1, ranks [1, 2, 4, absent], depth 4 →
 * (1000 + 500 + 250 + 200) / 4 = 487.5, band 487.5·e^(∓0.1645) = 413.55 .. 574.67.
 */
export function estimateFromRanks(
  model: PowerLawModel,
  ranks: readonly (number | null)[],
  depth = CHART_DEPTH,
  z = ESTIMATE_CONFIDENCE_Z,
): Estimate | null {
  const onChart = (r: number | null): r is number => r !== null && Number.isFinite(r) && r >= 1;
  if (!ranks.some(onChart)) return null;
  const total = ranks.reduce<number>((sum, r) => sum + powerLawValue(model, onChart(r) ? r : depth + 1), 0);
  return withBand(total / ranks.length, model.residualSd, z);
}

/**
 * Several charts' estimates of the same app and day combined by a weighted geometric mean:
 * ln value = Σ wᵢ·ln valueᵢ / Σ wᵢ with wᵢ = 1 / max(sdᵢ, 0.05)², so the chart whose model fits
 * better counts more (inverse variance in log space; the floor keeps a perfect fit on few points
 * from taking all the weight). The combined sd is the weighted mean Σ wᵢ·sdᵢ / Σ wᵢ, not the
 * smaller sd independent errors would give: both charts see the same app, so their errors move
 * together. Null when there is nothing to combine; one estimate is returned unchanged. Example:
 * 1000 (sd 0.1, w 100) and 4000 (sd 0.2, w 25) → 1000·4^(25/125) = 1319.51, sd 15/125 = 0.12.
 */
export function combineEstimates(
  estimates: readonly Estimate[],
  z = ESTIMATE_CONFIDENCE_Z,
  sdFloor = ESTIMATE_SD_FLOOR,
): Estimate | null {
  const [first] = estimates;
  if (first === undefined) return null;
  if (estimates.length === 1) return first;
  let weights = 0;
  let logSum = 0;
  let sdSum = 0;
  for (const e of estimates) {
    const w = 1 / Math.max(e.sd, sdFloor) ** 2;
    weights += w;
    logSum += w * Math.log(e.value);
    sdSum += w * e.sd;
  }
  return withBand(Math.exp(logSum / weights), sdSum / weights, z);
}

/**
 * One model per (chart type, genre) from the day's calibration points of one country (or market)
 * and metric, in chart type then genre order. A chart whose points cover fewer than 3 distinct
 * ranks, or come from fewer than `minApps` (3) distinct calibration apps, gets no model (see
 * `estimateAppDay` for what happens then): one app's hourly ranks give several ranks but a single
 * true value, a flat law with no residual that would outweigh the overall chart.
 */
export function fitModels(
  points: readonly CalibrationPoint[],
  minRanks = MIN_FIT_RANKS,
  minApps = MIN_FIT_APPS,
): ChartModel[] {
  const byChart = new Map<string, { chartType: string; genre: number; points: CalibrationPoint[] }>();
  for (const p of points) {
    const key = `${p.chartType}|${p.genre}`;
    const group = byChart.get(key) ?? { chartType: p.chartType, genre: p.genre, points: [] };
    group.points.push(p);
    byChart.set(key, group);
  }
  const models: ChartModel[] = [];
  for (const { chartType, genre, points: chartPoints } of byChart.values()) {
    if (new Set(chartPoints.map((p) => p.appId)).size < minApps) continue;
    const model = fitPowerLaw(chartPoints, minRanks);
    if (model !== null) models.push({ chartType, genre, ...model });
  }
  return models.sort((x, y) => (x.chartType < y.chartType ? -1 : x.chartType > y.chartType ? 1 : x.genre - y.genre));
}

/** The model of exactly this chart type and genre, or null when that chart has none. */
export function modelFor(models: readonly ChartModel[], chartType: string, genre: number): ChartModel | null {
  return models.find((m) => m.chartType === chartType && m.genre === genre) ?? null;
}

/**
 * An app's estimate for one day from every chart it is on (its overall chart and its category
 * chart, of the chart type its price puts it on; grossing charts for income): each chart's
 * `estimateFromRanks` with that chart's own model, combined by `combineEstimates`.
 * Fallback: a category with too few calibration points has no model, and a category rank read
 * through another chart's model would be off by the category's share of the market, so that chart
 * is left out and the overall model of the chart type carries the estimate alone. An app with no
 * usable chart (only on a category without a model, or no model at all) has no estimate (null):
 * no figure rather than a wrong one.
 */
export function estimateAppDay(
  models: readonly ChartModel[],
  charts: readonly ChartRanks[],
  z = ESTIMATE_CONFIDENCE_Z,
): Estimate | null {
  const parts: Estimate[] = [];
  for (const chart of charts) {
    const model = modelFor(models, chart.chartType, chart.genre);
    const estimate = model === null ? null : estimateFromRanks(model, chart.ranks, chart.depth, z);
    if (estimate !== null) parts.push(estimate);
  }
  return combineEstimates(parts, z);
}

/** The standard normal's 75% quantile: half of |N(0, 1)| lies below it. */
const HALF_NORMAL_MEDIAN = 0.6745;

/**
 * The median relative error a model's residual sd implies, the "typical error" a page quotes: with
 * log residuals ~ N(0, sd²), half of the true values lie within a factor e^(0.6745·sd) of the
 * estimate, so the median error is e^(0.6745·sd) − 1. Example: sd 0.3 → e^0.20235 − 1 = 22.4%.
 */
export function medianRelativeError(sd: number): number {
  return Math.exp(HALF_NORMAL_MEDIAN * sd) - 1;
}

/**
 * A total over several days' estimates: the values summed, and the bands' ends summed. Summing the
 * ends treats the days' errors as moving together (one model family, the same app), so the band is
 * as wide relative to the total as the days' bands are: the cautious choice, where independent
 * errors would narrow it. Null for no days. Example: 100 (80..125) + 200 (160..250) → 300 (240..375).
 */
export function sumEstimates(
  days: readonly { value: number; low: number; high: number }[],
): { value: number; low: number; high: number } | null {
  if (days.length === 0) return null;
  return days.reduce((sum, d) => ({ value: sum.value + d.value, low: sum.low + d.low, high: sum.high + d.high }), {
    value: 0,
    low: 0,
    high: 0,
  });
}
