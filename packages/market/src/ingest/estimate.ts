import { chinaDayEnd, chinaDayStart } from '@bangyan/contract';
import { chartDepth } from '../analytics/chartDepth.ts';
import {
  estimateAppDay,
  fitModels,
  type CalibrationPoint,
  type ChartModel,
  type ChartRanks,
} from '../analytics/estimates.ts';
import type { Db } from '../db.ts';

/** Charts whose ranks speak for downloads, and for revenue. */
const METRIC_CHARTS = { downloads: ['free', 'charge'], revenue: ['grossing'] } as const;
type Metric = keyof typeof METRIC_CHARTS;

interface DaySnapshots {
  chartType: string;
  genre: number;
  /** Each snapshot of the day as app id → rank. */
  snapshots: Map<number, number>[];
}

/**
 * The day's snapshots by chart, in one order whatever order the rows were written in (many charts
 * share a time): the models' fits and each app's combined estimate sum floating-point terms in it.
 */
async function loadDaySnapshots(db: Db, country: string, day: string): Promise<DaySnapshots[]> {
  const rows = await db
    .selectFrom('chart_snapshots')
    .select(['chart_type', 'genre', 'app_ids'])
    .where('country', '=', country)
    .where('at', '>=', chinaDayStart(day))
    .where('at', '<', chinaDayEnd(day))
    .orderBy('at')
    .orderBy('chart_type')
    .orderBy('genre')
    .execute();
  const charts = new Map<string, DaySnapshots>();
  for (const row of rows) {
    const key = `${row.chart_type}|${row.genre}`;
    let chart = charts.get(key);
    if (!chart) charts.set(key, (chart = { chartType: row.chart_type, genre: row.genre, snapshots: [] }));
    chart.snapshots.push(new Map(row.app_ids.map((id, i) => [Number(id), i + 1])));
  }
  return [...charts.values()];
}

/**
 * Fits the day's download and revenue models on the calibration apps and estimates every app that
 * was on a chart that day (data.md "Download estimate"): each calibration app's rank in each
 * snapshot paired with its true value is a point; `estimateAppDay` combines an app's charts.
 * Idempotent: re-running a day rewrites the same rows. Returns the apps estimated.
 */
export async function estimateDay(db: Db, country: string, day: string): Promise<number> {
  const charts = await loadDaySnapshots(db, country, day);
  const truth = await db
    .selectFrom('calibration_points')
    .select(['app_id', 'downloads', 'revenue'])
    .where('country', '=', country)
    .where('day', '=', day)
    .orderBy('app_id')
    .execute();
  if (charts.length === 0 || truth.length === 0) return 0;
  const trueValue = {
    downloads: new Map(truth.map((t) => [Number(t.app_id), Number(t.downloads)])),
    revenue: new Map(truth.map((t) => [Number(t.app_id), Number(t.revenue)])),
  };

  const models = {} as Record<Metric, ChartModel[]>;
  for (const metric of ['downloads', 'revenue'] as const) {
    const points: CalibrationPoint[] = [];
    for (const chart of charts) {
      if (!(METRIC_CHARTS[metric] as readonly string[]).includes(chart.chartType)) continue;
      for (const snapshot of chart.snapshots) {
        for (const [appId, value] of trueValue[metric]) {
          const rank = snapshot.get(appId);
          if (rank !== undefined && value > 0)
            points.push({ appId, chartType: chart.chartType, genre: chart.genre, rank, value });
        }
      }
    }
    models[metric] = fitModels(points);
    await db
      .deleteFrom('estimate_models')
      .where('country', '=', country)
      .where('day', '=', day)
      .where('metric', '=', metric)
      .execute();
    if (models[metric].length > 0) {
      await db
        .insertInto('estimate_models')
        .values(
          models[metric].map((m) => ({
            country,
            day,
            metric,
            chart_type: m.chartType,
            genre: m.genre,
            a: m.a,
            b: m.b,
            n: m.n,
            residual_sd: m.residualSd,
          })),
        )
        .execute();
    }
  }

  // Per app, the charts it was on that day (in the order of `charts`) with its rank in each of
  // the chart's snapshots (null where it was absent): one pass over the snapshots.
  const onCharts = new Map<number, ChartRanks[]>();
  for (const c of charts) {
    const ranksOf = new Map<number, (number | null)[]>();
    c.snapshots.forEach((snapshot, k) => {
      for (const [appId, rank] of snapshot) {
        let ranks = ranksOf.get(appId);
        if (!ranks) ranksOf.set(appId, (ranks = new Array<number | null>(c.snapshots.length).fill(null)));
        ranks[k] = rank;
      }
    });
    const depth = chartDepth({ country, type: c.chartType, genre: c.genre });
    for (const [appId, ranks] of ranksOf) {
      let list = onCharts.get(appId);
      if (!list) onCharts.set(appId, (list = []));
      list.push({ chartType: c.chartType, genre: c.genre, ranks, depth });
    }
  }
  const rows = [];
  for (const [appId, list] of onCharts) {
    const ranksOn = (types: readonly string[]): ChartRanks[] => list.filter((c) => types.includes(c.chartType));
    const downloads = estimateAppDay(models.downloads, ranksOn(METRIC_CHARTS.downloads));
    const revenue = estimateAppDay(models.revenue, ranksOn(METRIC_CHARTS.revenue));
    if (!downloads && !revenue) continue;
    rows.push({
      country,
      day,
      app_id: appId,
      downloads: downloads ? Math.round(downloads.value) : null,
      downloads_low: downloads ? Math.round(downloads.low) : null,
      downloads_high: downloads ? Math.round(downloads.high) : null,
      revenue: revenue ? revenue.value.toFixed(2) : null,
      revenue_low: revenue ? revenue.low.toFixed(2) : null,
      revenue_high: revenue ? revenue.high.toFixed(2) : null,
    });
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await db
      .insertInto('app_estimates')
      .values(rows.slice(i, i + 5000))
      .onConflict((oc) =>
        oc.columns(['country', 'day', 'app_id']).doUpdateSet((eb) => ({
          downloads: eb.ref('excluded.downloads'),
          downloads_low: eb.ref('excluded.downloads_low'),
          downloads_high: eb.ref('excluded.downloads_high'),
          revenue: eb.ref('excluded.revenue'),
          revenue_low: eb.ref('excluded.revenue_low'),
          revenue_high: eb.ref('excluded.revenue_high'),
        })),
      )
      .execute();
  }
  return rows.length;
}
