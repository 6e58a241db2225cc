/** An iOS app's pages (header, AppRank) from the market engine, in the contract's shapes. */
import { CHART_COUNTRIES, findCountry, formatDate, formatDateTime, genreName, APP_RANK_HOURLY_MAX_DAYS, type AppInfo } from '@bangyan/contract';
import { appProfile, appRankGenres, appRankPage, chartAcrossCountries } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { viewApp } from '../rankingViews/present.ts';

type Db = Deps['db'];
const DAY_MS = 86_400_000;

/** Spec 4's status tag: offline first, then pre-order. */
export const statusTag = (onSale: boolean, isBook: boolean): string => (!onSale ? '已下架' : isBook ? '预订' : '');

/** The app's header, or null when the storefront's catalog does not have it. */
export async function appHeader(db: Db, input: { appId: string; country: string }): Promise<AppInfo | null> {
  const app = await appProfile(db, { country: input.country, appId: Number(input.appId) });
  if (app === null) return null;
  return {
    ...viewApp(app),
    subtitle: app.subtitle,
    rating: app.averageUserRating,
    ratingCount: app.userRatingCount,
    version: app.version,
    releaseDate: app.releaseDate === null ? '' : formatDate(app.releaseDate),
    updateDate: app.currentVersionReleaseDate === null ? '' : formatDate(app.currentVersionReleaseDate),
    onSale: app.onSale,
    isBook: app.isPreOrder,
    statusTag: statusTag(app.onSale, app.isPreOrder),
  };
}

/**
 * AppRank's history over the last `days` days up to the market's now: every snapshot up to 7 days,
 * the last of each China day beyond; China's charts of the app's own genre, elsewhere its family's.
 */
export async function rankHistoryData(db: Db, input: { appId: string; country: string; days: number }, now: Date) {
  // Only the app's genre is needed here (its versions are read with the history).
  const app = await db.selectFrom('market_apps').select('primary_genre_id').where('country', '=', input.country).where('app_id', '=', input.appId).executeTakeFirst();
  const hourly = input.days <= APP_RANK_HOURLY_MAX_DAYS;
  const empty = { hourly, times: [], series: [], versions: [], offline: [] };
  if (app === undefined || !(CHART_COUNTRIES as readonly string[]).includes(input.country)) return empty;
  const genres = appRankGenres(app.primary_genre_id, input.country === CHART_COUNTRIES[0]);
  const history = await appRankPage(db, { country: input.country, appId: Number(input.appId), genres, from: new Date(now.getTime() - input.days * DAY_MS), to: now, hourly });
  return {
    hourly,
    times: history.times.map((t) => formatDateTime(t)),
    series: history.series.map((s) => ({ chartType: s.chartType, genre: s.genre, genreName: s.genre === 0 ? '总榜' : (genreName(s.genre) ?? String(s.genre)), ranks: s.ranks })),
    versions: history.versions.map((v) => ({ time: formatDateTime(v.at), version: v.version })),
    offline: history.offline.map((o) => ({ from: formatDateTime(o.from), to: o.to === null ? '' : formatDateTime(o.to) })),
  };
}

/** baseinfo: the app's store metadata. */
export async function appViewData(db: Db, input: { appId: string; country: string }) {
  const app = await appProfile(db, { country: input.country, appId: Number(input.appId) });
  if (app === null) return { app: null };
  const day = (d: Date | null) => (d === null ? '' : formatDate(d));
  return {
    app: {
      description: app.description,
      releaseNotes: app.releaseNotes,
      screenshotUrls: app.screenshotUrls,
      sellerName: app.sellerName,
      releaseDate: day(app.releaseDate),
      updateDate: day(app.currentVersionReleaseDate),
      version: app.version,
    },
  };
}

/** version: the app's versions, newest first. */
export async function versionList(db: Db, input: { appId: string; country: string }) {
  const app = await appProfile(db, { country: input.country, appId: Number(input.appId) });
  return { found: app !== null, list: (app?.versions ?? []).map((v) => ({ version: v.version, time: formatDateTime(v.releasedAt), releaseNotes: v.releaseNotes })) };
}

/** AppRank's world map: the app's rank on each storefront's overall charts as they last stood in the day up to `now`. */
export async function globalRankData(db: Db, appId: string, now: Date) {
  const window = { from: new Date(now.getTime() - DAY_MS), to: now };
  const types = ['free', 'charge', 'grossing'] as const;
  const charts = await Promise.all(types.map((chartType) => chartAcrossCountries(db, { chartType, genre: 0, window, top: 0, appId: Number(appId) })));
  const rankIn = (i: number, country: string) => charts[i]!.find((c) => c.country === country)?.appRank ?? null;
  const countries = [...new Set(charts.flat().map((c) => c.country))].sort();
  return {
    list: countries.map((country) => ({ country, countryName: findCountry(country)?.text ?? country, free: rankIn(0, country), charge: rankIn(1, country), grossing: rankIn(2, country) })),
  };
}
