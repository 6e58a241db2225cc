/**
 * An iOS app's competitors: the user's set (app_competitors), suggestions from the charts, and their figures side by
 * side.
 */
import {
  CHART_COUNTRIES,
  COMPETITOR_SUGGESTIONS,
  DAY_MS,
  formatDate,
  formatDateYmd,
  parseYmd,
  type CompetitorFigures,
  type RankingChartType,
} from '@bangyan/contract';
import {
  appBestRanks,
  appChartRanks,
  appDayFigures,
  appRankGenres,
  appSummaries,
  chartRanking,
  type AppSummary,
  appChartGenres,
  appsDownloadSeries,
  catalogApps,
  downloadTotals,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { viewApp } from '../../present/apps.ts';
import { chartGenreName, ownChartRanks } from '../../present/charts.ts';

type Db = Deps['db'];

export interface CompetitorKey {
  uid: string;
  country: string;
  appId: string;
}

/** The user's competitors of the app, newest first. */
export async function competitorRows(db: Db, key: CompetitorKey) {
  return db
    .selectFrom('app_competitors')
    .select(['competitor_id', 'created_at'])
    .where('uid', '=', key.uid)
    .where('country', '=', key.country)
    .where('app_id', '=', key.appId)
    .orderBy('created_at', 'desc')
    .orderBy('competitor_id')
    .execute();
}

export async function addCompetitor(db: Db, key: CompetitorKey, competitorId: string): Promise<void> {
  await db
    .insertInto('app_competitors')
    .values({ uid: key.uid, country: key.country, app_id: key.appId, competitor_id: competitorId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeCompetitor(db: Db, key: CompetitorKey, competitorId: string): Promise<void> {
  await db
    .deleteFrom('app_competitors')
    .where('uid', '=', key.uid)
    .where('country', '=', key.country)
    .where('app_id', '=', key.appId)
    .where('competitor_id', '=', competitorId)
    .execute();
}

/**
 * Suggested competitors: the apps next to the app on its genre's free chart, then its grossing
 * chart (nearest first), else those charts' first places; never the app itself or `exclude`.
 */
export async function suggestCompetitors(
  db: Db,
  input: { country: string; appId: string; now: Date; exclude: ReadonlySet<string> },
) {
  const genres = await appChartGenres(db, { country: input.country, appId: Number(input.appId) });
  if (genres.length === 0) return [];
  const genre = genres.at(-1)!;
  const picked = new Map<number, string>();
  for (const chartType of ['free', 'grossing'] as const) {
    const chart = await chartRanking(db, { country: input.country, chartType, genre, at: input.now });
    if (chart === null) continue;
    const ids = chart.entries.map((e) => e.appId);
    const at = ids.indexOf(Number(input.appId));
    // Nearest ranks first around the app's place, or from the top when it is not on the chart.
    const order =
      at === -1
        ? ids.map((_, i) => i)
        : ids.map((_, i) => i).sort((a, b) => Math.abs(a - at) - Math.abs(b - at) || a - b);
    const chartName = `${chartGenreName(genre)}${chartType === 'free' ? '免费榜' : '畅销榜'}`;
    for (const i of order) {
      if (picked.size >= COMPETITOR_SUGGESTIONS) break;
      const id = ids[i]!;
      if (String(id) === input.appId || input.exclude.has(String(id)) || picked.has(id)) continue;
      picked.set(id, `${chartName}第 ${i + 1} 名`);
    }
  }
  const summary = await appSummaries(db, input.country, [...picked.keys()]);
  return [...picked].map(([id, reason]) => ({ ...viewApp(summary(id)), reason }));
}

/** Each app's figures now (competitorInfo's columns), in the order given. */
export async function competitorFigures(
  db: Db,
  input: { country: string; appIds: readonly string[]; now: Date },
): Promise<{ day: string; apps: CompetitorFigures[] }> {
  const ids = input.appIds.map(Number);
  const day = formatDate(input.now.getTime() - DAY_MS);
  const [summary, ratings, ranks, figures] = await Promise.all([
    appSummaries(db, input.country, ids),
    catalogApps(db, { country: input.country, appIds: ids }),
    appChartRanks(db, { country: input.country, appIds: ids, at: input.now }),
    appDayFigures(db, { country: input.country, appIds: ids, day }),
  ]);
  const ratingOf = new Map(ratings.map((r) => [String(r.appId), r]));
  return {
    day,
    apps: ids.map((id) => {
      const app = summary(id);
      const f = figures(id);
      return {
        ...viewApp(app),
        rating: ratingOf.get(String(id))?.rating ?? null,
        ratingCount: ratingOf.get(String(id))?.ratingCount ?? 0,
        ranks: ownChartRanks(
          ranks.get(id) ?? [],
          appRankGenres(app.primaryGenreId, input.country === CHART_COUNTRIES[0]),
        ),
        downloads: f.downloads,
        coverage: f.coverage?.total ?? null,
        coverageTop3: f.coverage?.top3 ?? null,
      };
    }),
  };
}

/** `days` China days ('YYYY-MM-DD', oldest first) ending `throughDaysAgo` days before the day of `now`. */
const spanDays = (now: Date, days: number, throughDaysAgo: number) =>
  Array.from({ length: days }, (_, i) => formatDate(now.getTime() - (days - 1 - i + throughDaysAgo) * DAY_MS));

/** Each app's daily download estimates over the `days` China days before today's, with its summary. */
async function downloadSeries(
  db: Db,
  input: { country: string; appIds: readonly string[]; days: number; now: Date },
): Promise<{ days: string[]; apps: { app: AppSummary; downloads: (number | null)[] }[] }> {
  const days = spanDays(input.now, input.days, 1);
  const ids = input.appIds.map(Number);
  const [summary, downloads] = await Promise.all([
    appSummaries(db, input.country, ids),
    appsDownloadSeries(db, { country: input.country, appIds: ids, days }),
  ]);
  return { days, apps: ids.map((appId) => ({ app: summary(appId), downloads: downloads(appId) })) };
}

/** competitorInfo's chart: each app's daily download estimates over the `days` China days before today's. */
export async function competitorDownloadSeries(
  db: Db,
  input: { country: string; appIds: readonly string[]; days: number; now: Date },
) {
  const { days, apps } = await downloadSeries(db, input);
  return {
    days,
    series: apps.map(({ app, downloads }) => ({ appId: String(app.appId), trackName: app.name, downloads })),
  };
}

/**
 * competitorInfo's download table: each app's total over the span and yesterday's estimate, with its share, by total.
 */
export async function competitorTotals(
  db: Db,
  input: { country: string; appIds: readonly string[]; days: number; now: Date },
) {
  const { days, apps } = await downloadSeries(db, input);
  return {
    day: days.at(-1)!,
    list: downloadTotals(
      apps.map(({ app, downloads }) => ({
        appId: String(app.appId),
        trackName: app.name,
        iconUrl: app.iconUrl,
        downloads,
      })),
    ),
  };
}

/** The China day of `now` and the `days` − 1 before it, and when the first began. */
function rankSpan(now: Date, days: number): { days: string[]; from: Date } {
  const list = spanDays(now, days, 0);
  return { days: list, from: parseYmd(formatDateYmd(now.getTime() - (days - 1) * DAY_MS))! };
}

/** competitorInfo's rank comparison: each app's best rank of every China day of the span on one chart (null off it). */
export async function competitorRankSeries(
  db: Db,
  input: {
    country: string;
    appIds: readonly string[];
    chartType: RankingChartType;
    genre: number;
    days: number;
    now: Date;
  },
) {
  const span = rankSpan(input.now, input.days);
  const ids = input.appIds.map(Number);
  const [summary, best] = await Promise.all([
    appSummaries(db, input.country, ids),
    appBestRanks(db, {
      country: input.country,
      appIds: ids,
      charts: [{ chartType: input.chartType, genre: input.genre }],
      from: span.from,
      to: input.now,
      byDay: true,
    }),
  ]);
  const rankOf = new Map(best.map((b) => [`${b.appId} ${b.day}`, b.rank]));
  return {
    days: span.days,
    series: ids.map((id) => ({
      appId: String(id),
      trackName: summary(id).name,
      ranks: span.days.map((d) => rankOf.get(`${id} ${d}`) ?? null),
    })),
  };
}
