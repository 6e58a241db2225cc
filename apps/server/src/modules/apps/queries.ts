/** An iOS app's pages (header, AppRank) from the market engine, in the contract's shapes. */
import {
  DAY_MS,
  findCountry,
  formatDate,
  formatDateTime,
  APP_RANK_HOURLY_MAX_DAYS,
  RANK_SENTINEL,
  RANKING_CHART_TYPES,
  type AppInfo,
} from '@bangyan/contract';
import {
  appBestRanks,
  appChartRanks,
  appProfile,
  appRankPage,
  chartAcrossCountries,
  appChartGenres,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { statusTag, viewApp } from '../../present/apps.ts';
import { chartGenreName, ownChartRanks } from '../../present/charts.ts';

type Db = Deps['db'];

/**
 * AppRank's 当前排名: the app's own charts it is on as they last stood at `now`, then those it was
 * on within the 24 h before and has left (dropped off: rank null, −99999), each with its best rank
 * over the 7 days before `now` and the latest time it held it.
 */
export async function rankListData(db: Db, input: { appId: string; country: string }, now: Date) {
  const id = Number(input.appId);
  const genres = await appChartGenres(db, { country: input.country, appId: id });
  const charts = genres.flatMap((genre) => RANKING_CHART_TYPES.map((chartType) => ({ chartType, genre })));
  const [ranks, best] = await Promise.all([
    appChartRanks(db, { country: input.country, appIds: genres.length ? [id] : [], at: now }),
    appBestRanks(db, {
      country: input.country,
      appIds: [id],
      charts,
      from: new Date(now.getTime() - 7 * DAY_MS),
      to: now,
    }),
  ]);
  const key = (c: { chartType: string; genre: number }) => `${c.chartType} ${c.genre}`;
  const bestOf = new Map(best.map((b) => [key(b), b]));
  const on = ownChartRanks(ranks.get(id) ?? [], genres);
  const onCharts = new Set(on.map(key));
  const left = charts
    .filter((c) => !onCharts.has(key(c)) && (bestOf.get(key(c))?.lastAt.getTime() ?? 0) > now.getTime() - DAY_MS)
    .map((c) => ({ ...c, genreName: chartGenreName(c.genre), rank: null, change: -RANK_SENTINEL }));
  return {
    // A chart it is on now was taken within the day before `now`, so inside the 7 days: it has a best rank.
    list: [...on, ...left].map((r) => ({
      ...r,
      bestRank7d: bestOf.get(key(r))!.rank,
      bestRank7dTime: formatDateTime(bestOf.get(key(r))!.at),
    })),
  };
}

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
  const hourly = input.days <= APP_RANK_HOURLY_MAX_DAYS;
  const genres = await appChartGenres(db, { country: input.country, appId: Number(input.appId) });
  if (genres.length === 0) return { hourly, times: [], series: [], versions: [], offline: [] };
  const history = await appRankPage(db, {
    country: input.country,
    appId: Number(input.appId),
    genres,
    from: new Date(now.getTime() - input.days * DAY_MS),
    to: now,
    hourly,
  });
  return {
    hourly,
    times: history.times.map((t) => formatDateTime(t)),
    series: history.series.map((s) => ({
      chartType: s.chartType,
      genre: s.genre,
      genreName: chartGenreName(s.genre),
      ranks: s.ranks,
    })),
    versions: history.versions.map((v) => ({ time: formatDateTime(v.at), version: v.version })),
    offline: history.offline.map((o) => ({
      from: formatDateTime(o.from),
      to: o.to === null ? '' : formatDateTime(o.to),
    })),
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
  return {
    found: app !== null,
    list: (app?.versions ?? []).map((v) => ({
      version: v.version,
      time: formatDateTime(v.releasedAt),
      releaseNotes: v.releaseNotes,
    })),
  };
}

/**
 * AppRank's world map: the app's rank on each storefront's overall charts as they last stood in the day up to `now`.
 */
export async function globalRankData(db: Db, appId: string, now: Date) {
  const window = { from: new Date(now.getTime() - DAY_MS), to: now };
  const types = ['free', 'charge', 'grossing'] as const;
  const charts = await Promise.all(
    types.map((chartType) => chartAcrossCountries(db, { chartType, genre: 0, window, top: 0, appId: Number(appId) })),
  );
  const rankIn = (i: number, country: string) => charts[i]!.find((c) => c.country === country)?.appRank ?? null;
  const countries = [...new Set(charts.flat().map((c) => c.country))].sort();
  return {
    list: countries.map((country) => ({
      country,
      countryName: findCountry(country)?.text ?? country,
      free: rankIn(0, country),
      charge: rankIn(1, country),
      grossing: rankIn(2, country),
    })),
  };
}
