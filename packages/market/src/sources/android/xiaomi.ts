import type { SourceHttp } from '../http.ts';
import { xiaomiSchemas } from './formats.ts';
import { androidSource, starsOf, type AndroidSource } from './source.ts';

/** Xiaomi GetApps. It scores apps and comments out of 10; records carry the usual 0..5 and 1..5 stars. */
export function xiaomiSource(http: SourceHttp, base: string): AndroidSource {
  return androidSource(
    'xiaomi',
    {
      ...xiaomiSchemas,
      chartOf: (body) => ({ at: new Date(body.timestamp), appIds: body.list.map((a) => a.packageName) }),
      appsOf: (body) =>
        body.list.map((a) => ({
          appId: a.packageName,
          name: a.displayName,
          developerName: a.publisherName,
          iconUrl: a.icon,
          category: a.level1CategoryName,
          version: a.versionName,
          updatedAt: new Date(a.updateTime),
          totalDownloads: a.downloadCount,
          rating: a.ratingScore === undefined ? null : a.ratingScore / 2,
          iosAppId: a.iosAppId ?? null,
        })),
      searchOf: (body) => body.list.map((a) => a.packageName),
      reviewsOf: (body) => ({
        reviews: body.list.map((c) => ({
          reviewId: c.commentId,
          rating: starsOf(c.pointValue / 2),
          content: c.commentValue,
          author: c.userName,
          version: c.versionName,
          createdAt: new Date(c.updateTime),
        })),
        hasMore: body.hasMore,
      }),
    },
    http,
    base,
  );
}
