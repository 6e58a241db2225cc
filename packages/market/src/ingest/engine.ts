import { CHART_COUNTRIES, GENRES, formatDate, DAY_MS, MINUTE_MS } from '@bangyan/contract';
import { CHART_TYPES } from '../model.ts';
import type { Sources } from '../sources/index.ts';
import { analyzeDay } from './analyze.ts';
import {
  collectApps,
  collectCalibration,
  collectCharts,
  collectKeywords,
  collectTrending,
  MAIN_GENRES,
  type CollectContext,
} from './collect.ts';
import { collectAndroidKeywords } from './collectAndroidKeywords.ts';
import { collectAndroidReviews } from './collectAndroidReviews.ts';
import { collectFeatured } from './collectFeatured.ts';
import { collectAndroid, collectReviews } from './collectMore.ts';
import type { Db } from '../db.ts';
import { vacuumAnalyze } from './maintain.ts';
import { ensurePartitionsBetween } from './partitions.ts';
import { dueSteps, newestFirst, planBackfill, type BackfillWindow, type JobKind, type Step } from './plan.ts';
import { runLanes } from './lanes.ts';
import { withRun } from './runs.ts';

/** Every genre with a chart: overall, the apps pseudo-genre 5000 and the real genres in use. */
export const CHART_GENRES: readonly number[] = [0, 5000, ...GENRES.filter((g) => g.id >= 6000).map((g) => g.id)];

export interface Engine extends CollectContext {
  log(message: string): void;
}

export function createEngine(
  db: Db,
  sources: Sources,
  options: Partial<Pick<CollectContext, 'countries' | 'worldCountries' | 'chartGenres' | 'concurrency'>> & {
    log?: (m: string) => void;
  } = {},
): Engine {
  const countries = options.countries ?? ['cn'];
  return {
    db,
    sources,
    countries,
    worldCountries: options.worldCountries ?? CHART_COUNTRIES.filter((c) => !countries.includes(c)),
    chartGenres: options.chartGenres ?? CHART_GENRES,
    concurrency: options.concurrency ?? 16,
    log: options.log ?? (() => undefined),
  };
}

/**
 * The keyword universe to sweep: the store's keyword recommendations, kept in `keywords`, the known
 * ones in the order they were first kept (not the order a scan happens to return, which a plan over
 * the term index would make the database collation's): the day's ASO index sums each app's
 * floating-point keyword visibilities in this order.
 */
async function keywordUniverse(engine: Engine, at: Date): Promise<string[]> {
  const country = engine.countries[0]!;
  const recommended = await engine.sources.ads.keywordRecommendations(country, at);
  const known = await engine.db
    .selectFrom('keywords')
    .select('term')
    .where('country', '=', country)
    .orderBy('keyword_id')
    .execute();
  return [...new Set([...known.map((k) => k.term), ...recommended])];
}

/** One step, recorded in ingest_runs (skipped when already done for that time). Returns rows written. */
export async function runStep(engine: Engine, step: Step): Promise<number> {
  const job: Record<JobKind, () => Promise<number>> = {
    'charts-main': () => collectCharts(engine, step.at, MAIN_GENRES),
    'charts-all': () => collectCharts(engine, step.at, engine.chartGenres),
    'charts-world': () => collectCharts({ ...engine, countries: engine.worldCountries }, step.at, MAIN_GENRES),
    apps: () => collectApps(engine, step.at),
    keywords: async () => collectKeywords(engine, step.at, await keywordUniverse(engine, step.at)),
    'android-keywords': () => collectAndroidKeywords(engine, step.at),
    'android-reviews': () => collectAndroidReviews(engine, step.at),
    trending: () => collectTrending(engine, step.at),
    featured: () => collectFeatured(engine, step.at),
    reviews: () => collectReviews(engine, step.at),
    android: () => collectAndroid(engine, step.at),
    calibration: () => collectCalibration(engine, step.at),
    // An analytics run completes the China day before the one holding its step.
    analytics: () => {
      const day = formatDate(step.at.getTime() - DAY_MS);
      return analyzeDay(engine.db, engine.countries[0]!, day, engine.chartGenres.length * CHART_TYPES.length, step.at);
    },
    maintenance: () => vacuumAnalyze(engine.db),
  };
  const outcome = await withRun(engine.db, step.job, step.at, job[step.job]);
  return outcome.rows;
}

export interface Progress {
  done: number;
  total: number;
  step: Step;
}

/**
 * Backfills history (data.md "A clock"): every step of the plan not yet done, the jobs side by side
 * (lanes.ts), the newest day's order-free steps first (`newestFirst`) and the ordered jobs' oldest
 * first. A crash leaves the finished steps recorded, so the next
 * call resumes with the rest.
 */
export async function backfill(
  engine: Engine,
  now: Date,
  window: BackfillWindow,
  onProgress: (p: Progress) => void = () => undefined,
): Promise<void> {
  const steps = planBackfill(now, window);
  if (steps.length === 0) return;
  await ensurePartitionsBetween(engine.db, 'chart_snapshots', steps[0]!.at, now);
  await ensurePartitionsBetween(engine.db, 'keyword_results', steps[0]!.at, now);
  let done = 0;
  await runLanes(
    newestFirst(steps, now),
    async (step) => {
      await runStep(engine, step);
    },
    (step) => onProgress({ done: ++done, total: steps.length, step }),
  );
}

/** The steps the live schedule owes at `now`, run in order. Returns the steps run. */
export async function collectDue(engine: Engine, now: Date): Promise<Step[]> {
  const last = await engine.db
    .selectFrom('ingest_runs')
    .select(['job', (eb) => eb.fn.max('target_at').as('last')])
    .where('status', '=', 'done')
    .groupBy('job')
    .execute();
  const lastRun = new Map(last.map((r) => [r.job as JobKind, new Date(r.last)]));
  const steps = dueSteps(now, lastRun);
  for (const step of steps) {
    try {
      await runStep(engine, step);
    } catch (err) {
      engine.log(`collection ${step.job} at ${step.at.toISOString()} failed: ${(err as Error).message}`);
    }
  }
  return steps;
}

/** Collects on schedule as time passes: a tick every `intervalMs`. Returns a stop function. */
export function startScheduler(
  engine: Engine,
  intervalMs = MINUTE_MS,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => collectDue(engine, now()))
      .catch((err: unknown) => engine.log(`scheduler: ${(err as Error).message}`));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
