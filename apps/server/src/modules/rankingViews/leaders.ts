/**
 * Reads for the chart leader endpoints (hegemony, hotartist, globalranking, featured): the market's
 * hegemonyApps, chartDevelopers, chartAcrossCountries and featuredApps over the China days asked for,
 * presented in the contract's shapes.
 */
import {
  DEFAULT_COUNTRY,
  findCountry,
  engineDay,
  HEGEMONY_TOP,
  HOT_COMPANY_APPS,
  HOT_COMPANY_TOP,
  RANKING_CHART_TYPES,
  type DayWindow,
  type HotCompanyType,
  type RankingChartType,
} from '@bangyan/contract';
import { appSummaries, chartAcrossCountries, chartDevelopers, featuredApps, hegemonyApps } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { viewApp } from '../../present/apps.ts';
import { timeText } from '../../present/times.ts';
import type { ChartQuery } from './queries.ts';

type Db = Deps['db'];

export async function hegemony(db: Db, chart: ChartQuery, window: DayWindow, from: string) {
  const rows = await hegemonyApps(db, {
    country: chart.country,
    chartType: chart.type,
    genre: chart.genre,
    from: engineDay(from),
    to: engineDay(window.day),
    limit: HEGEMONY_TOP,
  });
  return {
    from,
    to: window.day,
    list: rows.map((r) => ({
      ...viewApp(r),
      daysTop1: r.daysTop1,
      daysTop3: r.daysTop3,
      daysTop10: r.daysTop10,
      currentStreak: r.currentStreak,
      longestStreak: r.longestStreak,
    })),
  };
}

export async function hotCompanies(
  db: Db,
  input: { country: string; genre: number; type: HotCompanyType },
  window: DayWindow,
) {
  const chartTypes = input.type === 'all' ? RANKING_CHART_TYPES : [input.type];
  const result = await chartDevelopers(db, {
    country: input.country,
    genre: input.genre,
    chartTypes,
    window,
    limit: HOT_COMPANY_TOP,
    appsShown: HOT_COMPANY_APPS,
  });
  return {
    time: timeText(result.at),
    list: result.developers.map((d) => ({
      companyId: String(d.developerId),
      companyName: d.developerName,
      apps: d.apps,
      top10: d.top10,
      bestRank: d.bestRank,
      previousApps: d.previousApps,
      topApps: d.topApps.map((a) => ({ ...viewApp(a), rank: a.rank, type: a.chartType })),
    })),
  };
}

/** The chart in every storefront that has it, with the app asked for (default China's #1) placed in each. */
export async function globalRanking(
  db: Db,
  input: { genre: number; type: RankingChartType; appId?: string | undefined; top: number },
  window: DayWindow,
) {
  const read = (appId: number | null) =>
    chartAcrossCountries(db, { chartType: input.type, genre: input.genre, window, top: input.top, appId });
  let countries = await read(input.appId === undefined ? null : Number(input.appId));
  let appId = input.appId === undefined ? null : Number(input.appId);
  if (appId === null) {
    const home = countries.find((c) => c.country === DEFAULT_COUNTRY) ?? countries[0];
    appId = home?.top[0]?.appId ?? null;
    if (appId !== null) countries = await read(appId);
  }
  if (appId === null) return { app: null, list: [] };
  const listed = countries.flatMap((c) => c.top).find((a) => a.appId === appId && a.name !== '');
  const app = listed ?? (await appSummaries(db, DEFAULT_COUNTRY, [appId]))(appId);
  const list = countries
    .map((c) => ({
      country: c.country,
      countryName: findCountry(c.country)?.text ?? c.country.toUpperCase(),
      time: timeText(c.at),
      size: c.size,
      top: c.top.map((a, i) => ({ ...viewApp(a), rank: i + 1 })),
      appRank: c.appRank ?? 0,
    }))
    .sort((x, y) => (x.appRank || Infinity) - (y.appRank || Infinity) || (x.country < y.country ? -1 : 1));
  return { app: viewApp(app), list };
}

/** The apps the store featured on the day, with their overall rank before and after. */
export async function featured(db: Db, country: string, window: DayWindow) {
  const { collectedAt, items } = await featuredApps(db, { country, window });
  return {
    date: window.day,
    time: timeText(collectedAt),
    list: items.map((i) => ({
      ...viewApp(i),
      kind: i.kind,
      label: i.label,
      featuredAt: timeText(i.featuredAt),
      current: i.current,
      rankBefore: i.rankBefore,
      rankAfter: i.rankAfter,
    })),
  };
}
