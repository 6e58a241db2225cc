import type { SourceHttp } from '../http.ts';
import { chinaTime, oppoSchemas } from './formats.ts';
import { androidSource, type AndroidSource } from './source.ts';

/** OPPO 软件商店. Downloads come from the exact `dlCount`, never the rounded `dlDesc` text. */
export function oppoSource(http: SourceHttp, base: string): AndroidSource {
  return androidSource(
    'oppo',
    {
      ...oppoSchemas,
      chartOf: (body) => ({ at: chinaTime(body.data.updateTime), appIds: body.data.items.map((i) => i.pkgName) }),
      appsOf: (body) =>
        body.data.items.map((i) => ({
          appId: i.pkgName,
          name: i.appName,
          developerName: i.developer,
          iconUrl: i.iconUrl,
          category: i.categoryName,
          version: i.verName,
          updatedAt: chinaTime(i.updateTime),
          totalDownloads: Number(i.dlCount),
          rating: i.grade ?? null,
          iosAppId: i.iosAppId ?? null,
        })),
      searchOf: (body) => body.data.items.map((i) => i.pkgName),
      reviewsOf: (body) => ({
        reviews: body.data.items.map((c) => ({
          reviewId: c.id,
          rating: c.grade,
          content: c.content,
          author: c.userNickName,
          version: c.appVersion,
          createdAt: chinaTime(c.createTime),
        })),
        hasMore: !body.data.isEnd,
      }),
    },
    http,
    base,
  );
}
