import type { SourceHttp } from '../http.ts';
import { chinaTime, huaweiSchemas } from './formats.ts';
import { androidSource, starsOf, type AndroidSource } from './source.ts';

/**
 * Huawei AppGallery. Its cards date an update by day only (updatedAt is that day's midnight, China
 * time) and print the score to one decimal; comments give the star as a digit string.
 */
export function huaweiSource(http: SourceHttp, base: string): AndroidSource {
  return androidSource(
    'huawei',
    {
      ...huaweiSchemas,
      chartOf: (body) => ({
        at: new Date(body.rankTime),
        appIds: body.layoutData.flatMap((l) => l.dataList.map((c) => c.package)),
      }),
      appsOf: (body) =>
        body.layoutData.flatMap((l) =>
          l.dataList.map((c) => ({
            appId: c.package,
            name: c.name,
            developerName: c.developer,
            iconUrl: c.icon,
            category: c.kindName,
            version: c.version,
            updatedAt: chinaTime(c.releaseDate),
            totalDownloads: Number(c.downloads),
            rating: c.score === undefined ? null : Number(c.score),
            iosAppId: c.iosAppId ?? null,
          })),
        ),
      searchOf: (body) => body.layoutData.flatMap((l) => l.dataList.map((c) => c.package)),
      reviewsOf: (body) => ({
        reviews: body.list.map((c) => ({
          reviewId: c.commentId,
          rating: starsOf(Number(c.rating)),
          content: c.commentInfo,
          author: c.nickName,
          version: c.versionName,
          createdAt: chinaTime(c.operTime),
        })),
        hasMore: body.hasNextPage === 1,
      }),
    },
    http,
    base,
  );
}
