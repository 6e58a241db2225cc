import { formatDate, DAY_MS, chinaDayStart, HOUR_MS, chinaDayEnd } from '@bangyan/contract';
import type { Db } from './db.ts';
import type { SimEvent, SimEventKind, World } from './simulator/world-api.ts';

/** How an engine figure compares with the simulated store's truth (data.md targets). */
export interface AccuracyReport {
  days: string[];
  downloads: { apps: number; medianApe: number | null };
  revenue: { apps: number; medianApe: number | null };
  monitors: {
    kind: string;
    truth: number;
    detected: number;
    precision: number | null;
    recall: number | null;
    /** Truth events outside the monitor's rule (not scored), and the recall were they counted. */
    outOfRule?: { events: number; recall: number | null };
  }[];
  heatSpearman: { keywords: number; rho: number | null };
}

/** Truth event kinds each monitor should find; a detection matches a truth event of the same app within a day. */
const MONITOR_TRUTH: Readonly<Record<string, SimEventKind>> = {
  offline: 'offline',
  new: 'release',
  'clear-chart': 'clear-chart',
  'clear-words': 'clear-words',
  booked: 'preorder',
};
const MATCH_WINDOW_MS = DAY_MS + 2 * HOUR_MS;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Spearman's rank correlation (average ranks for ties). */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 3 || ys.length !== n) return null;
  const rank = (v: readonly number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(n);
    for (let i = 0; i < n;) {
      let j = i;
      while (j + 1 < n && order[j + 1]![0] === order[i]![0]) j++;
      for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  const rx = rank(xs);
  const ry = rank(ys);
  const mean = (n + 1) / 2;
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < n; i++) {
    num += (rx[i]! - mean) * (ry[i]! - mean);
    dx += (rx[i]! - mean) ** 2;
    dy += (ry[i]! - mean) ** 2;
  }
  return dx === 0 || dy === 0 ? null : num / Math.sqrt(dx * dy);
}

/**
 * The accuracy report over the days the engine has estimated (up to 30): median absolute
 * percentage error of daily downloads for apps in the top 200 of the overall free chart and of
 * revenue for the top 200 grossing, each monitor's precision and recall against the event log,
 * and Spearman's correlation of heat with true search volume on the latest keyword day.
 */
export async function accuracyReport(db: Db, world: World, now: Date, country = 'cn'): Promise<AccuracyReport> {
  const estimatedDays = await db
    .selectFrom('app_estimates')
    .select('day')
    .distinct()
    .where('country', '=', country)
    .orderBy('day', 'desc')
    .limit(30)
    .execute();
  const days = estimatedDays.map((d) => d.day).reverse();
  const dlErrors: number[] = [];
  const revErrors: number[] = [];
  for (const day of days) {
    const truth = new Map(world.truth.days(country, day).map((t) => [t.appId, t]));
    const top = await topOfDay(db, country, day);
    const estimates = await db
      .selectFrom('app_estimates')
      .select(['app_id', 'downloads', 'revenue'])
      .where('country', '=', country)
      .where('day', '=', day)
      .execute();
    for (const e of estimates) {
      const appId = Number(e.app_id);
      const t = truth.get(appId);
      if (!t) continue;
      if (top.free.has(appId) && e.downloads !== null && t.downloads > 0)
        dlErrors.push(Math.abs(Number(e.downloads) - t.downloads) / t.downloads);
      if (top.grossing.has(appId) && e.revenue !== null && t.revenue > 0)
        revErrors.push(Math.abs(Number(e.revenue) - t.revenue) / t.revenue);
    }
  }

  // Monitors are scored from the day after lookups became (at least) daily: the first daily checks
  // of a backfill follow weekly ones, so what they find can lie days back. Detections in the window
  // are matched with truth events of any time (one a few hours before the window is found in it);
  // truth events are scored until one match window before the last lookup (a later one cannot be
  // confirmed yet: right after a backfill, whose last lookup is the day's, that is well before now).
  const { from, lastCheck } = await lookupChecks(db, now);
  const until = Math.min(now.getTime(), lastCheck.getTime()) - MATCH_WINDOW_MS;
  const truthEvents = world.truth.events(new Date(from.getTime() - MATCH_WINDOW_MS), now);
  const detected = await db
    .selectFrom('monitor_events')
    .select(['kind', 'app_id', 'at'])
    .where('country', '=', country)
    .execute();
  const onOverallChart = await overallChartPresence(db, country, new Date(from.getTime() - 2 * DAY_MS));
  const monitors = Object.entries(MONITOR_TRUTH).map(([kind, truthKind]) => {
    const truthAll = truthEvents.filter((e) => e.kind === truthKind);
    const scored = truthAll.filter((e) => e.at >= from && e.at.getTime() <= until);
    // The clear-chart rule (data.md) is about apps on an overall chart: the store clearing an app
    // that was on category charts only is outside it.
    const inRule = (e: SimEvent) => kind !== 'clear-chart' || onOverallChart(e.appId, e.at);
    const truthList = scored.filter(inRule);
    const outside = scored.filter((e) => !inRule(e));
    const foundAll = detected.filter((d) => d.kind === kind).map((d) => ({ appId: Number(d.app_id), at: d.at }));
    const found = foundAll.filter((d) => d.at >= from);
    const matches = (a: { appId: number; at: Date }, b: { appId: number; at: Date }) =>
      a.appId === b.appId && Math.abs(a.at.getTime() - b.at.getTime()) <= MATCH_WINDOW_MS;
    const truePositives = found.filter((f) => truthAll.some((t) => matches(f, t))).length;
    const recall = (list: readonly SimEvent[]) =>
      list.length ? list.filter((t) => foundAll.some((f) => matches(f, t))).length / list.length : null;
    return {
      kind,
      truth: truthList.length,
      detected: found.length,
      precision: found.length ? truePositives / found.length : null,
      recall: recall(truthList),
      ...(outside.length > 0 ? { outOfRule: { events: outside.length, recall: recall(scored) } } : {}),
    };
  });

  const lastKeywordDay = await db
    .selectFrom('keyword_daily')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('heat', 'is not', null)
    .executeTakeFirst();
  let heatSpearman: AccuracyReport['heatSpearman'] = { keywords: 0, rho: null };
  if (lastKeywordDay?.day) {
    const day = String(lastKeywordDay.day);
    const volume = new Map(world.truth.searchVolume(country, day).map((v) => [v.term, v.volume]));
    const heats = await db
      .selectFrom('keyword_daily')
      .innerJoin('keywords', 'keywords.keyword_id', 'keyword_daily.keyword_id')
      .select(['keywords.term', 'keyword_daily.heat'])
      .where('keyword_daily.day', '=', day)
      .where('keywords.country', '=', country)
      .where('keyword_daily.heat', 'is not', null)
      .execute();
    const pairs = heats.filter((h) => volume.has(h.term));
    heatSpearman = {
      keywords: pairs.length,
      rho: spearman(
        pairs.map((p) => p.heat!),
        pairs.map((p) => volume.get(p.term)!),
      ),
    };
  }
  return {
    days,
    downloads: { apps: dlErrors.length, medianApe: median(dlErrors) },
    revenue: { apps: revErrors.length, medianApe: median(revErrors) },
    monitors,
    heatSpearman,
  };
}

/**
 * The lookups the monitors could use: `from`, the start of the China day after the first of the
 * latest run of at most daily lookups, and `lastCheck`, the latest lookup (now when there is none).
 */
async function lookupChecks(db: Db, now: Date): Promise<{ from: Date; lastCheck: Date }> {
  const runs = await db
    .selectFrom('ingest_runs')
    .select('target_at')
    .where('job', '=', 'apps')
    .where('status', '=', 'done')
    .orderBy('target_at', 'desc')
    .execute();
  const lastCheck = runs[0]?.target_at ?? now;
  let first = lastCheck;
  for (const run of runs.slice(1)) {
    if (first.getTime() - run.target_at.getTime() > DAY_MS) break;
    first = run.target_at;
  }
  return { from: new Date(chinaDayStart(formatDate(first)).getTime() + DAY_MS), lastCheck };
}

/**
 * Whether an app was on an overall chart (genre 0 or 36, any type) of the store in the day before
 * a time, by the chart snapshots collected since `since` (exact copies of the store's charts).
 */
async function overallChartPresence(
  db: Db,
  country: string,
  since: Date,
): Promise<(appId: number, at: Date) => boolean> {
  const rows = await db
    .selectFrom('chart_snapshots')
    .select(['at', 'app_ids'])
    .where('country', '=', country)
    .where('genre', 'in', [0, 36])
    .where('at', '>=', since)
    .execute();
  const snapshots = rows.map((r) => ({ at: r.at.getTime(), ids: new Set(r.app_ids.map(Number)) }));
  return (appId, at) => snapshots.some((s) => s.at < at.getTime() && s.at >= at.getTime() - DAY_MS && s.ids.has(appId));
}

async function topOfDay(db: Db, country: string, day: string): Promise<{ free: Set<number>; grossing: Set<number> }> {
  const rows = await db
    .selectFrom('chart_snapshots')
    .select(['chart_type', 'app_ids'])
    .where('country', '=', country)
    .where('genre', '=', 0)
    .where('chart_type', 'in', ['free', 'grossing'])
    .where('at', '>=', chinaDayStart(day))
    .where('at', '<', chinaDayEnd(day))
    .execute();
  const free = new Set<number>();
  const grossing = new Set<number>();
  for (const r of rows)
    for (const id of r.app_ids.slice(0, 200)) (r.chart_type === 'free' ? free : grossing).add(Number(id));
  return { free, grossing };
}

const pct = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)}%`);
const num = (v: number | null) => (v === null ? '-' : v.toFixed(3));

/** The report as the table `npm run market -- accuracy` prints, with each target. */
export function formatAccuracy(r: AccuracyReport): string {
  const lines = [
    `Accuracy over ${r.days.length} estimated days (${r.days[0] ?? '-'} .. ${r.days.at(-1) ?? '-'}), ` +
      `as of ${formatDate(new Date())}`,
    `downloads  median APE ${pct(r.downloads.medianApe)} over ${r.downloads.apps} app-days in the ` +
      `top 200 (target ≤ 20%)`,
    `revenue    median APE ${pct(r.revenue.medianApe)} over ${r.revenue.apps} app-days in the top 200 (target ≤ 30%)`,
    `heat       Spearman ${num(r.heatSpearman.rho)} with true search volume over ` +
      `${r.heatSpearman.keywords} keywords (target ≥ 0.9)`,
    'monitor      truth  detected  precision  recall   (targets ≥ 0.95)',
    ...r.monitors.map(
      (m) =>
        `${m.kind.padEnd(12)} ${String(m.truth).padStart(5)} ${String(m.detected).padStart(9)} ` +
        `${num(m.precision).padStart(10)} ${num(m.recall).padStart(7)}`,
    ),
    ...r.monitors
      .filter((m) => m.outOfRule)
      .map(
        (m) =>
          `${m.kind}: ${m.outOfRule!.events} more truth events are outside the monitor's rule (the app was ` +
          `on no overall chart in the day before); counting them, recall ${num(m.outOfRule!.recall)}`,
      ),
  ];
  return lines.join('\n');
}
