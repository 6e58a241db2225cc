/** Each Android market's responses, in the formats `sources/android/formats.ts` defines. */
import type { AndroidAppRecord, AndroidChartSnapshot, AndroidMarket, AndroidReviewPage } from '../model.ts';
import type { HuaweiFormat, OppoFormat, VivoFormat, XiaomiFormat } from '../sources/android/formats.ts';
import { chinaDate, chinaDateTime, chinaIsoTime } from './formats-time.ts';

export interface MarketBodies {
  chart(snapshot: AndroidChartSnapshot): unknown;
  apps(apps: readonly AndroidAppRecord[]): unknown;
  search(appIds: readonly string[]): unknown;
  reviews(page: AndroidReviewPage): unknown;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** OPPO's display text: three significant digits in 万 / 亿, as its store pages print counts. */
export function chineseCount(n: number): string {
  const scaled = (value: number, unit: string) => `${Number(value.toPrecision(3))}${unit}次`;
  if (n >= 1e8) return scaled(n / 1e8, '亿');
  if (n >= 1e4) return scaled(n / 1e4, '万');
  return `${n}次`;
}

const huawei: MarketBodies = {
  chart: (s): HuaweiFormat['chart'] => ({
    rtnCode: 0,
    rankTime: chinaIsoTime(s.at),
    layoutData: [{ dataList: s.appIds.map((id) => ({ package: id })) }],
  }),
  apps: (apps): HuaweiFormat['apps'] => ({
    rtnCode: 0,
    layoutData: [
      {
        dataList: apps.map((a) => ({
          package: a.appId,
          name: a.name,
          developer: a.developerName,
          icon: a.iconUrl,
          kindName: a.category,
          version: a.version,
          releaseDate: chinaDate(a.updatedAt),
          downloads: String(a.totalDownloads),
          ...(a.rating === null ? {} : { score: a.rating.toFixed(1) }),
          iosAppId: a.iosAppId,
        })),
      },
    ],
  }),
  search: (ids): HuaweiFormat['search'] => ({
    rtnCode: 0,
    layoutData: [{ dataList: ids.map((id) => ({ package: id })) }],
  }),
  reviews: (p): HuaweiFormat['reviews'] => ({
    rtnCode: 0,
    hasNextPage: p.hasMore ? 1 : 0,
    list: p.reviews.map((r) => ({
      commentId: r.reviewId,
      nickName: r.author,
      rating: String(r.rating) as `${typeof r.rating}`,
      commentInfo: r.content,
      versionName: r.version,
      operTime: chinaDateTime(r.createdAt),
    })),
  }),
};

const xiaomi: MarketBodies = {
  chart: (s): XiaomiFormat['chart'] => ({
    timestamp: s.at.getTime(),
    list: s.appIds.map((packageName) => ({ packageName })),
  }),
  apps: (apps): XiaomiFormat['apps'] => ({
    list: apps.map((a) => ({
      packageName: a.appId,
      displayName: a.name,
      publisherName: a.developerName,
      icon: a.iconUrl,
      level1CategoryName: a.category,
      versionName: a.version,
      updateTime: a.updatedAt.getTime(),
      downloadCount: a.totalDownloads,
      ...(a.rating === null ? {} : { ratingScore: a.rating * 2 }),
      iosAppId: a.iosAppId,
    })),
  }),
  search: (ids): XiaomiFormat['search'] => ({ list: ids.map((packageName) => ({ packageName })) }),
  reviews: (p): XiaomiFormat['reviews'] => ({
    hasMore: p.hasMore,
    list: p.reviews.map((r) => ({
      commentId: r.reviewId,
      userName: r.author,
      pointValue: (r.rating * 2) as 2 | 4 | 6 | 8 | 10,
      commentValue: r.content,
      versionName: r.version,
      updateTime: r.createdAt.getTime(),
    })),
  }),
};

const oppo: MarketBodies = {
  chart: (s): OppoFormat['chart'] => ({
    code: 200,
    data: { updateTime: chinaDateTime(s.at), items: s.appIds.map((pkgName) => ({ pkgName })) },
  }),
  apps: (apps): OppoFormat['apps'] => ({
    code: 200,
    data: {
      items: apps.map((a) => ({
        pkgName: a.appId,
        appName: a.name,
        developer: a.developerName,
        iconUrl: a.iconUrl,
        categoryName: a.category,
        verName: a.version,
        updateTime: chinaDateTime(a.updatedAt),
        dlCount: String(a.totalDownloads),
        dlDesc: chineseCount(a.totalDownloads),
        ...(a.rating === null ? {} : { grade: a.rating }),
        iosAppId: a.iosAppId,
      })),
    },
  }),
  search: (ids): OppoFormat['search'] => ({ code: 200, data: { items: ids.map((pkgName) => ({ pkgName })) } }),
  reviews: (p): OppoFormat['reviews'] => ({
    code: 200,
    data: {
      isEnd: !p.hasMore,
      items: p.reviews.map((r) => ({
        id: r.reviewId,
        userNickName: r.author,
        grade: r.rating,
        content: r.content,
        appVersion: r.version,
        createTime: chinaDateTime(r.createdAt),
      })),
    },
  }),
};

const vivo: MarketBodies = {
  chart: (s): VivoFormat['chart'] => ({
    code: 0,
    msg: 'ok',
    value: { update_time: seconds(s.at), app_list: s.appIds.map((id) => ({ package_name: id })) },
  }),
  apps: (apps): VivoFormat['apps'] => ({
    code: 0,
    msg: 'ok',
    value: {
      app_list: apps.map((a) => ({
        package_name: a.appId,
        title: a.name,
        developer: a.developerName,
        icon_url: a.iconUrl,
        type_name: a.category,
        version_name: a.version,
        upload_time: seconds(a.updatedAt),
        download_count: a.totalDownloads,
        ...(a.rating === null ? {} : { score: a.rating }),
        ios_app_id: a.iosAppId,
      })),
    },
  }),
  search: (ids): VivoFormat['search'] => ({
    code: 0,
    msg: 'ok',
    value: { app_list: ids.map((id) => ({ package_name: id })) },
  }),
  reviews: (p): VivoFormat['reviews'] => ({
    code: 0,
    msg: 'ok',
    value: {
      has_next: p.hasMore,
      comment_list: p.reviews.map((r) => ({
        comment_id: r.reviewId,
        user_name: r.author,
        score: r.rating,
        content: r.content,
        app_version: r.version,
        comment_time: seconds(r.createdAt),
      })),
    },
  }),
};

export const MARKET_BODIES: Readonly<Record<AndroidMarket, MarketBodies>> = { huawei, xiaomi, oppo, vivo };
