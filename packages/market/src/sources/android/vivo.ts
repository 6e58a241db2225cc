import type { SourceHttp } from '../http.ts';
import { vivoSchemas } from './formats.ts';
import { androidSource, type AndroidSource } from './source.ts';

/** vivo 应用商店. */
export function vivoSource(http: SourceHttp, base: string): AndroidSource {
  return androidSource(
    'vivo',
    {
      ...vivoSchemas,
      chartOf: (body) => ({
        at: new Date(body.value.update_time * 1000),
        appIds: body.value.app_list.map((a) => a.package_name),
      }),
      appsOf: (body) =>
        body.value.app_list.map((a) => ({
          appId: a.package_name,
          name: a.title,
          developerName: a.developer,
          iconUrl: a.icon_url,
          category: a.type_name,
          version: a.version_name,
          updatedAt: new Date(a.upload_time * 1000),
          totalDownloads: a.download_count,
          rating: a.score ?? null,
          iosAppId: a.ios_app_id ?? null,
        })),
      searchOf: (body) => body.value.app_list.map((a) => a.package_name),
      reviewsOf: (body) => ({
        reviews: body.value.comment_list.map((c) => ({
          reviewId: c.comment_id,
          rating: c.score,
          content: c.content,
          author: c.user_name,
          version: c.app_version,
          createdAt: new Date(c.comment_time * 1000),
        })),
        hasMore: body.value.has_next,
      }),
    },
    http,
    base,
  );
}
