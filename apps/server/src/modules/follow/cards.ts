import type { Kysely } from 'kysely';
import {
  DAY_MS,
  formatAppPrice,
  formatDate,
  genreName,
  type FollowedApp,
  type FollowedAppDeep,
} from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import {
  androidCatalogApps,
  androidDayDownloads,
  androidRanking,
  appChartRanks,
  appDayFigures,
  catalogApps,
  type AppChartRank,
  type AndroidMarket,
} from '@bangyan/market';
import { appPlaces } from './places.ts';

type Db = Kysely<Database>;

/** The overall chart's name in lists (spec 3 genreName of bangAll). */
export const OVERALL_CHART_NAME = '总榜';

/** The chart an app's overall and genre places are read from: the paid chart for a paid app, else the free one. */
export function placesOf(
  ranks: readonly AppChartRank[],
  price: number,
  genre: number,
): { all: AppChartRank | null; genre: AppChartRank | null } {
  const type = price > 0 ? 'charge' : 'free';
  return {
    all: ranks.find((r) => r.chartType === type && r.genre === 0) ?? null,
    genre: ranks.find((r) => r.chartType === type && r.genre === genre) ?? null,
  };
}

/**
 * Followed apps with their list-mode figures (spec 2.4 list mode, 3 'Followed app'): where they
 * stand on the overall and genre charts now with the change, yesterday's downloads, keyword
 * coverage and its change, rating, price, version and state; where else they are. iOS figures at
 * `now` in each app's storefront; Android apps from their market's 'hot' chart and published counts.
 */
export async function deepCards(db: Db, apps: readonly FollowedApp[], now: Date): Promise<FollowedAppDeep[]> {
  const ios = apps.filter((a) => a.platform === 'ios');
  const android = apps.filter((a) => a.platform === 'android');
  const yesterday = formatDate(new Date(now.getTime() - DAY_MS));
  const countries = [...new Set(ios.map((a) => a.country))];
  const places = await appPlaces(
    db,
    apps.map((a) => ({ market: a.market, appId: a.trackId })),
  );

  const iosRows = await catalogApps(db, { appIds: ios.map((a) => Number(a.trackId)) });
  const iosRow = new Map(iosRows.map((r) => [`${r.country} ${r.appId}`, r]));
  const byCountry = new Map(
    await Promise.all(
      countries.map(async (country) => {
        const ids = ios.filter((a) => a.country === country).map((a) => Number(a.trackId));
        return [
          country,
          {
            ranks: await appChartRanks(db, { country, appIds: ids, at: now }),
            figures: await appDayFigures(db, { country, appIds: ids, day: yesterday }),
          },
        ] as const;
      }),
    ),
  );

  const markets = [...new Set(android.map((a) => a.market))] as AndroidMarket[];
  const androidRows = await androidCatalogApps(db, { appIds: android.map((a) => a.trackId) });
  const androidRow = new Map(androidRows.map((r) => [`${r.market} ${r.appId}`, r]));
  const hot = new Map(
    await Promise.all(
      markets.map(async (m) => [m, await androidRanking(db, { market: m, chartType: 'hot', at: now })] as const),
    ),
  );
  /** Yesterday's downloads: the difference of the market's published cumulative counts (data.md "Android markets"). */
  const androidYesterday = await androidDayDownloads(db, { appIds: android.map((a) => a.trackId), day: yesterday });

  return apps.map((app): FollowedAppDeep => {
    const where = places({ market: app.market, appId: app.trackId });
    if (app.platform === 'ios') {
      const row = iosRow.get(`${app.country} ${app.trackId}`);
      const price = Number(row?.price ?? 0);
      const genre = row?.primaryGenreId ?? 0;
      const data = byCountry.get(app.country);
      const place = placesOf(data?.ranks.get(Number(app.trackId)) ?? [], price, genre);
      const figures = data?.figures(Number(app.trackId));
      return {
        ...app,
        ...where,
        genreName1: genreName(genre) ?? '',
        genreIds1: genre,
        bangAll: place.all && { rank: place.all.rank, rankChange: place.all.change, genreName: OVERALL_CHART_NAME },
        bangGenre: place.genre && {
          rank: place.genre.rank,
          rankChange: place.genre.change,
          genreName: genreName(genre) ?? '',
        },
        yesterdayDownloads: figures?.downloads ?? null,
        keywordCoverAll: figures?.coverage?.total ?? null,
        keywordCoverAllChange: figures?.coverage?.totalChange ?? 0,
        keywordCoverTop3: figures?.coverage?.top3 ?? null,
        keywordCoverTop3Change: figures?.coverage?.top3Change ?? 0,
        averageUserRating: row?.rating ?? null,
        status: row?.status ?? 0,
        is_book: row?.isPreOrder ?? false,
        priceStr: formatAppPrice(price),
        versionName: row?.version ?? '',
        versionDate: row?.currentVersionDate ? formatDate(row.currentVersionDate) : '',
      };
    }
    const row = androidRow.get(`${app.market} ${app.trackId}`);
    const entry = hot.get(app.market as AndroidMarket)?.entries.find((e) => e.appId === app.trackId);
    return {
      ...app,
      ...where,
      genreName1: row?.category ?? '',
      genreIds1: 0,
      bangAll: entry ? { rank: entry.rank, rankChange: entry.change, genreName: '热门榜' } : null,
      bangGenre: null,
      yesterdayDownloads: androidYesterday(app.market, app.trackId),
      keywordCoverAll: null,
      keywordCoverAllChange: 0,
      keywordCoverTop3: null,
      keywordCoverTop3Change: 0,
      averageUserRating: row?.rating ?? null,
      status: row ? 1 : 0,
      is_book: false,
      priceStr: '免费',
      versionName: row?.version ?? '',
      versionDate: row?.updatedAt ? formatDate(row.updatedAt) : '',
    };
  });
}
