/**
 * When the engine collects what. The backfill rebuilds history on a first start; the schedule
 * keeps collecting as time passes. Both are lists of (job, target time) steps that ingest_runs
 * records, so a crash resumes where it stopped and a repeated step is skipped.
 */
import { CHINA_UTC_OFFSET_MS, DAY_MS, HOUR_MS, chinaDayStart, formatDate } from '@bangyan/contract';
import { JOB_PERIOD_HOURS } from '../schedule.ts';

export type JobKind = keyof typeof JOB_PERIOD_HOURS;

export interface Step {
  job: JobKind;
  at: Date;
}

/** Daily snapshots are taken at 12:00 China time (04:00 UTC), when the day's charts have settled. */
const DAILY_UTC_HOUR = 4;
/** The live schedule's maintenance hour: 04:00 China time (20:00 UTC). */
const MAINTENANCE_UTC_HOUR = 20;

export interface BackfillWindow {
  /** Days of chart history (default 90). */
  days: number;
  /** The most recent days kept hourly (default 7); older days daily. */
  hourlyDays: number;
  /** Days of keyword ranks (default 30). */
  keywordDays: number;
  /**
   * The hourly rounds read every genre ('all', as the live schedule does) rather than the main
   * three ('main', the default: a first start's backfill is quicker); the bench world asks for 'all'
   * so its AppRank target has hourly points in every chart it is on.
   */
  hourlyGenres?: 'main' | 'all';
}

export const DEFAULT_BACKFILL: BackfillWindow = { days: 90, hourlyDays: 7, keywordDays: 30 };

export function floorHour(t: Date): Date {
  return new Date(Math.floor(t.getTime() / HOUR_MS) * HOUR_MS);
}

/** The daily snapshot time of the China day that is `daysAgo` days before the one holding `now`. */
export function dailyTime(now: Date, daysAgo: number): Date {
  const todayStart = chinaDayStart(formatDate(now)).getTime();
  return new Date(todayStart - daysAgo * DAY_MS + DAILY_UTC_HOUR * HOUR_MS + CHINA_UTC_OFFSET_MS);
}

/** The newest daily snapshot time at or before `now`. */
function lastDailyTime(now: Date): Date {
  return dailyTime(now, dailyTime(now, 0).getTime() > now.getTime() ? 1 : 0);
}

/**
 * The backfill, oldest first so the time series grow forward (change points need that):
 * - 'charts-all' (every genre) once a day over `days` (twice over `keywordDays`), and
 *   'charts-main' (overall, games, apps; every genre with `hourlyGenres: 'all'`) every hour over
 *   the last `hourlyDays`; 'charts-world' (the
 *   other storefronts' overall, games and apps charts) once a day over `days`;
 * - 'apps' (lookup of every known app) daily over `keywordDays`, weekly before; 'calibration' daily;
 * - 'keywords' (popularity and search order) daily over `keywordDays`, and 'android-keywords'
 *   (every Android market's results for China's hottest keywords, by that day's heat) with it;
 * - 'trending' every 4 hours over the last `hourlyDays`; 'android' daily over `days`, and
 *   'android-reviews' (every market's newest reviews of the apps it lists) once, at the last daily
 *   time: a market's reviews are a list of the newest, so older days would read much the same
 *   pages, at demo scale some 2,500 requests and 50,000 rows each;
 * - 'featured' (the store's Today page) daily over `days` and every 4 hours over the last
 *   `hourlyDays` (a featuring lasts at least a day, so a daily look sees every one);
 * - 'analytics' daily over `days`, after that day's collection;
 * - 'maintenance' (maintain.ts) once at the end, after every other step.
 */
export function planBackfill(now: Date, w: BackfillWindow = DEFAULT_BACKFILL): Step[] {
  const steps: Step[] = [];
  const lastHour = floorHour(now);
  const hourlyFrom = lastHour.getTime() - w.hourlyDays * DAY_MS;
  const lastDaily = lastDailyTime(now).getTime();
  for (let d = w.days - 1; d >= 0; d--) {
    const at = dailyTime(now, d);
    if (at.getTime() > now.getTime()) continue;
    steps.push(
      { job: 'charts-all', at },
      { job: 'charts-world', at },
      { job: 'calibration', at },
      { job: 'android', at },
      { job: 'featured', at },
    );
    // Lookups (metadata changes, offline) daily over the keyword window, weekly before it.
    if (d < w.keywordDays || d % 7 === 0) steps.push({ job: 'apps', at });
    if (d < w.keywordDays) steps.push({ job: 'keywords', at }, { job: 'android-keywords', at });
    // A second all-genre round half a day later over the keyword window, so a chart clearing of a
    // day shows on two consecutive rounds (the clear-chart monitor's rule).
    const night = new Date(at.getTime() + 12 * HOUR_MS);
    if (d < w.keywordDays && night.getTime() <= now.getTime()) steps.push({ job: 'charts-all', at: night });
    if (d < w.hourlyDays) steps.push({ job: 'reviews', at });
    if (at.getTime() === lastDaily) steps.push({ job: 'android-reviews', at });
    steps.push({ job: 'analytics', at });
  }
  const hourlyCharts = w.hourlyGenres === 'all' ? 'charts-all' : 'charts-main';
  const allGenreTimes = new Set(steps.filter((s) => s.job === 'charts-all').map((s) => s.at.getTime()));
  for (let t = hourlyFrom + HOUR_MS; t <= lastHour.getTime(); t += HOUR_MS) {
    const at = new Date(t);
    // Every genre's round at a daily or night time is the daily step's own.
    if (hourlyCharts === 'charts-main' || !allGenreTimes.has(t)) steps.push({ job: hourlyCharts, at });
    if (at.getUTCHours() % 4 === 0) steps.push({ job: 'trending', at });
    // The daily look already covers the daily time.
    if (at.getUTCHours() % 4 === 0 && at.getUTCHours() !== DAILY_UTC_HOUR) steps.push({ job: 'featured', at });
  }
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || JOB_ORDER.indexOf(a.job) - JOB_ORDER.indexOf(b.job));
  const last = steps.at(-1);
  if (last) steps.push({ job: 'maintenance', at: last.at });
  return steps;
}

/**
 * Jobs whose steps may run in any order and side by side: each writes rows keyed by its own time
 * (chart and trending snapshots, a day's calibration and figures), reviews once each, or first and
 * last sightings (featured; the charts' market_apps rows keep their earliest sighting), and reads
 * nothing of its own job's earlier steps. The other jobs compare with what they stored before (the
 * keywords' and Android results' change points, the lookups' and Android details' state and
 * history), so their steps run oldest first, one at a time. 'analytics' is order-free: a day's
 * estimates are rewritten whole, and its monitors read only the collections up to its time, which
 * `JOB_READS` has it wait for, and store each event once.
 */
export const ORDER_FREE: ReadonlySet<JobKind> = new Set<JobKind>([
  'charts-main',
  'charts-all',
  'charts-world',
  'trending',
  'featured',
  'calibration',
  'reviews',
  'analytics',
]);

/**
 * The backfill in the order to start it, so the product's newest day is live first: the order-free
 * steps of the newest day (from the daily time before the last one, so the soaring boards have a
 * snapshot 24 h before the newest) newest first, then every other step in time order (the ordered
 * jobs run oldest first whatever this order, and an order-free step an ordered one reads comes
 * before it).
 */
export function newestFirst(steps: readonly Step[], now: Date): Step[] {
  const from = Math.min(lastDailyTime(now).getTime() - DAY_MS, floorHour(now).getTime() - DAY_MS);
  const front = (s: Step) => ORDER_FREE.has(s.job) && s.at.getTime() >= from;
  return [...steps.filter(front).sort((a, b) => b.at.getTime() - a.at.getTime()), ...steps.filter((s) => !front(s))];
}

/** Within one time, collections before the analytics that read them. */
export const JOB_ORDER: readonly JobKind[] = [
  'charts-all',
  'charts-main',
  'charts-world',
  'apps',
  'calibration',
  'android',
  'keywords',
  'android-keywords',
  'android-reviews',
  'trending',
  'featured',
  'reviews',
  'analytics',
  'maintenance',
];

/**
 * The jobs whose stored output a job reads up to its own time: lookups cover the apps the charts
 * found, reviews are read for the top of the charts, the Android keyword search takes the day's
 * hottest keywords, Android reviews are read for the apps each market's details list, the keyword
 * search weighs the day's ASO index by the apps' names and subtitles as the lookups of its time
 * recorded them (coverage.ts), and the day's analytics (estimates, clear-chart, clear-words) reads
 * the charts, the lookups' on-sale state, the calibration and the keywords' coverage; maintenance
 * comes after every write of its time.
 */
export const JOB_READS: Record<JobKind, readonly JobKind[]> = {
  'charts-all': [],
  'charts-main': [],
  'charts-world': [],
  apps: ['charts-all', 'charts-main'],
  calibration: [],
  android: [],
  keywords: ['apps'],
  // The day's heat picks the keywords; packages the market's details lack are looked up.
  'android-keywords': ['keywords', 'android'],
  // The apps each market lists, from its details.
  'android-reviews': ['android'],
  trending: [],
  featured: [],
  reviews: ['charts-all', 'charts-main'],
  analytics: ['charts-all', 'charts-main', 'apps', 'calibration', 'keywords'],
  maintenance: JOB_ORDER.filter((job) => job !== 'maintenance'),
};

/**
 * The jobs whose stored output a job reads from before its own time: a lookup covers the apps the
 * keyword search found before it. With the keyword search waiting for the lookups of its time
 * (`JOB_READS`), the two alternate as the live schedule runs them (each hour's lookups, then the
 * day's search): the search of a time reads the names and subtitles of exactly the lookups up to
 * it, and a lookup covers exactly the apps found before it, however far the backfill's other lanes are.
 */
export const JOB_READS_BEFORE: Partial<Record<JobKind, readonly JobKind[]>> = { apps: ['keywords'] };

/** The steps due at `now` on the live schedule, given the last time each job ran. */
export function dueSteps(now: Date, lastRun: ReadonlyMap<JobKind, Date>): Step[] {
  const hour = floorHour(now);
  const due: Step[] = [];
  const every = (job: JobKind, at: Date) => {
    const last = lastRun.get(job);
    if (!last || at.getTime() - last.getTime() >= JOB_PERIOD_HOURS[job] * HOUR_MS) due.push({ job, at });
  };
  every('charts-main', hour);
  every('charts-all', hour);
  every('charts-world', hour);
  every('apps', hour);
  every('trending', hour);
  every('featured', hour);
  every('keywords', hour);
  every('reviews', hour);
  every('android', hour);
  // After the day's keywords (their heat) and the market's details (new packages are looked up).
  every('android-keywords', hour);
  every('android-reviews', hour);
  every('calibration', hour);
  every('analytics', hour);
  // Once a day at 04:00 China time, when the site is quietest: its ANALYZE reads every table (about
  // 10 s at the demo scale; a day the process is down then goes without).
  if (hour.getUTCHours() === MAINTENANCE_UTC_HOUR) every('maintenance', hour);
  return due;
}
