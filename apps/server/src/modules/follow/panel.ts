import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import {
  CHART_TYPE_NAMES,
  chinaDayStart,
  DAY_MS,
  formatAppPrice,
  formatDate,
  genreName,
  type AppPanel,
  type FollowTarget,
} from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import {
  androidCatalogApps,
  androidDownloadDays,
  androidRanking,
  appChartRanks,
  catalogApp,
  appCoverageSeries,
  appEstimateSeries,
  appRankHistory,
  reviewStars,
  type AndroidMarket,
} from '@bangyan/market';
import { OVERALL_CHART_NAME, placesOf } from './cards.ts';
import { appPlaces } from './places.ts';

type Db = Kysely<Database>;

/** The panel's charts cover the last 7 days (spec 2.4: yesterday and the 7-day average). */
const PANEL_DAYS = 7;

const day = (now: Date, back: number) => formatDate(new Date(now.getTime() - back * DAY_MS));
const dayMs = (d: string) => chinaDayStart(d).getTime();

/** Where the app is downloaded: its App Store page, or the Android market intent for its package. */
function downloadUrl(target: FollowTarget): string {
  return target.market === 'ios'
    ? `https://apps.apple.com/${target.country}/app/id${target.appId}`
    : `market://details?id=${encodeURIComponent(target.appId)}`;
}

/**
 * Home's panel of one app (spec 2.4 chart mode, 3 'App detail response') at `now`: the app, its
 * ranks on each chart with the last 7 days of history, keyword coverage, downloads and rating; null
 * when the data engine does not know the app in that storefront or market.
 */
export async function appPanel(db: Db, target: FollowTarget, now: Date): Promise<AppPanel | null> {
  const places = (await appPlaces(db, [target]))(target);
  const qrcodeUrl = await QRCode.toDataURL(downloadUrl(target), { margin: 1, width: 160 });
  const base = {
    platform: target.market === 'ios' ? ('ios' as const) : ('android' as const),
    market: target.market,
    country: target.country,
    downloadUrl: downloadUrl(target),
    qrcodeUrl,
    ...places,
  };
  return target.market === 'ios' ? iosPanel(db, target, now, base) : androidPanel(db, target, now, base);
}

type PanelBase = Omit<
  AppPanel['detailModule']['detail'],
  | 'trackId'
  | 'trackName'
  | 'artworkUrl60'
  | 'sellerName'
  | 'genreName'
  | 'priceStr'
  | 'versionName'
  | 'versionDate'
  | 'status'
  | 'is_book'
>;

async function iosPanel(db: Db, target: FollowTarget, now: Date, base: PanelBase): Promise<AppPanel | null> {
  if (!/^\d{1,15}$/.test(target.appId)) return null;
  const appId = Number(target.appId);
  const row = await catalogApp(db, { country: target.country, appId });
  if (!row) return null;
  const price = row.price;
  const ranks = (await appChartRanks(db, { country: target.country, appIds: [appId], at: now })).get(appId) ?? [];
  const main = placesOf(ranks, price, row.primaryGenreId);
  const shown = [main.all, main.genre].filter((r) => r !== null);
  const chartName = (r: { chartType: keyof typeof CHART_TYPE_NAMES; genre: number }) =>
    `${CHART_TYPE_NAMES[r.chartType]}·${r.genre === 0 ? OVERALL_CHART_NAME : (genreName(r.genre) ?? String(r.genre))}`;
  const [history, coverage, estimates, stars] = await Promise.all([
    appRankHistory(db, {
      country: target.country,
      appId,
      charts: shown,
      from: new Date(now.getTime() - PANEL_DAYS * DAY_MS),
      to: now,
    }),
    appCoverageSeries(db, { country: target.country, appId, from: day(now, PANEL_DAYS), to: day(now, 0) }),
    appEstimateSeries(db, { country: target.country, appId, from: day(now, PANEL_DAYS), to: day(now, 1) }),
    reviewStars(db, { country: target.country, appId, day: day(now, 1) }),
  ]);
  const latestCoverage = coverage.at(-1);
  const downloads = estimates.filter((e) => e.downloads !== null);
  const reviewCount = stars.stars.reduce((sum, s) => sum + s.count, 0);
  return {
    detailModule: {
      detail: {
        ...base,
        trackId: target.appId,
        trackName: row.name,
        artworkUrl60: row.iconUrl,
        sellerName: row.developerName,
        genreName: genreName(row.primaryGenreId) ?? '',
        priceStr: formatAppPrice(price),
        versionName: row.version,
        versionDate: row.currentVersionDate ? formatDate(row.currentVersionDate) : '',
        status: row.status,
        is_book: row.isPreOrder,
      },
    },
    rankModule: {
      appGenres: [...ranks]
        .sort((a, b) => a.chartType.localeCompare(b.chartType) || a.genre - b.genre)
        .map((r) => ({ genreName: chartName(r), ranking: r.rank, rankChange: r.change })),
      rankChart: {
        points: history.map((h) => ({
          name: chartName(h),
          data: h.points.map((p) => [p.at.getTime(), p.rank] as [number, number | null]),
        })),
      },
    },
    keywordCoverModule: {
      summary: latestCoverage
        ? {
            total: { total: latestCoverage.total.total, diff: latestCoverage.total.diff },
            top3: { total: latestCoverage.top3.total, diff: latestCoverage.top3.diff },
          }
        : null,
      points: [
        { name: '覆盖关键词', data: coverage.map((c) => [dayMs(c.day), c.total.total] as [number, number | null]) },
        { name: 'Top3关键词', data: coverage.map((c) => [dayMs(c.day), c.top3.total] as [number, number | null]) },
      ],
    },
    downLoadsModule: {
      downloadsYesterday: estimates.find((e) => e.day === day(now, 1))?.downloads?.value ?? null,
      downloadsSeven:
        downloads.length === 0
          ? null
          : Math.round(downloads.reduce((sum, e) => sum + e.downloads!.value, 0) / downloads.length),
      points: [
        {
          name: '下载量',
          data: estimates.map((e) => [dayMs(e.day), e.downloads?.value ?? null] as [number, number | null]),
        },
      ],
    },
    ratingModule: {
      ratingAllAvg: row.rating,
      ratingCountYesterday: stars.onDay,
      stars: stars.stars.map((s) => ({
        star: s.star,
        percent: reviewCount === 0 ? 0 : Math.round((s.count / reviewCount) * 1000) / 10,
      })),
    },
  };
}

async function androidPanel(db: Db, target: FollowTarget, now: Date, base: PanelBase): Promise<AppPanel | null> {
  const [row] = await androidCatalogApps(db, { market: target.market, appIds: [target.appId] });
  if (!row) return null;
  const market = target.market as AndroidMarket;
  const charts = [
    { type: 'hot', name: '热门榜' },
    { type: 'download', name: '下载榜' },
    { type: 'new', name: '新品榜' },
  ] as const;
  const rankings = await Promise.all(
    charts.map(async (c) => ({ ...c, ranking: await androidRanking(db, { market, chartType: c.type, at: now }) })),
  );
  const on = rankings.flatMap((c) => {
    const entry = c.ranking?.entries.find((e) => e.appId === target.appId);
    return entry ? [{ genreName: c.name, ranking: entry.rank, rankChange: entry.change }] : [];
  });
  const days = await androidDownloadDays(db, { appId: target.appId, from: day(now, PANEL_DAYS), to: day(now, 1) });
  const daily = (days.get(market) ?? []).flatMap((d) => (d.daily === null ? [] : [{ day: d.day, downloads: d.daily }]));
  return {
    detailModule: {
      detail: {
        ...base,
        trackId: target.appId,
        trackName: row.name,
        artworkUrl60: row.iconUrl,
        sellerName: row.developerName,
        genreName: row.category,
        priceStr: '免费',
        versionName: row.version,
        versionDate: row.updatedAt ? formatDate(row.updatedAt) : '',
        status: 1,
        is_book: false,
      },
    },
    rankModule: { appGenres: on, rankChart: { points: [] } },
    keywordCoverModule: { summary: null, points: [] },
    downLoadsModule: {
      downloadsYesterday: daily.find((d) => d.day === day(now, 1))?.downloads ?? null,
      downloadsSeven:
        daily.length === 0 ? null : Math.round(daily.reduce((sum, d) => sum + d.downloads, 0) / daily.length),
      points: [{ name: '下载量', data: daily.map((d) => [dayMs(d.day), d.downloads] as [number, number | null]) }],
    },
    ratingModule: { ratingAllAvg: row.rating, ratingCountYesterday: 0, stars: [] },
  };
}
