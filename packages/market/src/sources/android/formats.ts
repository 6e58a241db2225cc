/**
 * The four Android markets' formats, served by the simulated store. They differ the way the real
 * markets do: envelopes (`rtnCode`/`layoutData`, `code`/`data`, `code`/`value`), field names,
 * camelCase or snake_case, dates as day strings, China-time strings, milliseconds or seconds,
 * ratings on 0..5 or 0..10, download counts as numbers or digit strings. Download counts are
 * cumulative and differenced into daily downloads, so every market's format carries an exact count:
 * OPPO also sends a display text ("1.2亿次") that rounds to three digits, and the adapter ignores it.
 * `iosAppId` / `ios_app_id` is the simulated store's extension naming the product's App Store twin.
 * Where each market serves them: routes.ts.
 */
import { CHINA_UTC_OFFSET_MS } from '@bangyan/contract';
import { z } from 'zod';
import { decimalString, digitString, isoDateTime } from '../schema.ts';

const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * Reads 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' in China time, as the markets print times; an invalid Date if no such
 * time.
 */
export function chinaTime(text: string): Date {
  const m = CHINA_TIME.exec(text);
  if (!m) return new Date(NaN);
  const [year, month, day, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .flatMap((part) => (part === undefined ? [] : [Number(part)]));
  if (year === undefined || month === undefined || day === undefined) return new Date(NaN);
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const valid = utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  return new Date(valid ? utc.getTime() - CHINA_UTC_OFFSET_MS : NaN);
}

function chinaTimeText(pattern: RegExp, example: string) {
  const error = (issue: { input: unknown }) =>
    `expected ${example} (China time), received ${JSON.stringify(issue.input)}`;
  return z
    .string()
    .regex(pattern, { error })
    .refine((text) => !Number.isNaN(chinaTime(text).getTime()), { error });
}
const chinaDate = chinaTimeText(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const chinaDateTime = chinaTimeText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss');
const epoch = z.number().int().nonnegative();

const iosAppId = z.number().int().positive().nullable().optional();
const stars = z.literal([1, 2, 3, 4, 5]);

// Huawei AppGallery: cards inside layout blocks; numbers as strings; the update as a day.
const huaweiCard = z.object({
  package: z.string(),
  name: z.string(),
  developer: z.string(),
  icon: z.string(),
  kindName: z.string(),
  version: z.string(),
  releaseDate: chinaDate,
  downloads: digitString,
  /** 0..5 with one decimal; absent while unrated. */
  score: decimalString.optional(),
  iosAppId,
});
const huaweiLayout = <T extends z.ZodType>(card: T) => z.array(z.object({ dataList: z.array(card) }));
export const huaweiSchemas = {
  chart: z.object({
    rtnCode: z.literal(0),
    rankTime: isoDateTime,
    layoutData: huaweiLayout(z.object({ package: z.string() })),
  }),
  apps: z.object({ rtnCode: z.literal(0), layoutData: huaweiLayout(huaweiCard) }),
  search: z.object({ rtnCode: z.literal(0), layoutData: huaweiLayout(z.object({ package: z.string() })) }),
  // Comments: the star as a digit string, the time in China time to the second.
  reviews: z.object({
    rtnCode: z.literal(0),
    hasNextPage: z.literal([0, 1]),
    list: z.array(
      z.object({
        commentId: z.string(),
        nickName: z.string(),
        rating: z.literal(['1', '2', '3', '4', '5']),
        commentInfo: z.string(),
        versionName: z.string(),
        operTime: chinaDateTime,
      }),
    ),
  }),
};

// Xiaomi: flat lists; times in milliseconds; rating on 0..10.
const xiaomiApp = z.object({
  packageName: z.string(),
  displayName: z.string(),
  publisherName: z.string(),
  icon: z.string(),
  level1CategoryName: z.string(),
  versionName: z.string(),
  updateTime: epoch,
  downloadCount: z.number().int().nonnegative(),
  ratingScore: z.number().min(0).max(10).optional(),
  iosAppId,
});
export const xiaomiSchemas = {
  chart: z.object({ timestamp: epoch, list: z.array(z.object({ packageName: z.string() })) }),
  apps: z.object({ list: z.array(xiaomiApp) }),
  search: z.object({ list: z.array(z.object({ packageName: z.string() })) }),
  // Comments score on 2..10 like the apps; times in milliseconds.
  reviews: z.object({
    hasMore: z.boolean(),
    list: z.array(
      z.object({
        commentId: z.string(),
        userName: z.string(),
        pointValue: z.literal([2, 4, 6, 8, 10]),
        commentValue: z.string(),
        versionName: z.string(),
        updateTime: epoch,
      }),
    ),
  }),
};

// OPPO: `code` 200 envelope; China-time strings; the exact count as digits beside a display text.
const oppoItem = z.object({
  pkgName: z.string(),
  appName: z.string(),
  developer: z.string(),
  iconUrl: z.string(),
  categoryName: z.string(),
  verName: z.string(),
  updateTime: chinaDateTime,
  dlCount: digitString,
  dlDesc: z.string(),
  grade: z.number().min(0).max(5).optional(),
  iosAppId,
});
export const oppoSchemas = {
  chart: z.object({
    code: z.literal(200),
    data: z.object({ updateTime: chinaDateTime, items: z.array(z.object({ pkgName: z.string() })) }),
  }),
  apps: z.object({ code: z.literal(200), data: z.object({ items: z.array(oppoItem) }) }),
  search: z.object({ code: z.literal(200), data: z.object({ items: z.array(z.object({ pkgName: z.string() })) }) }),
  reviews: z.object({
    code: z.literal(200),
    data: z.object({
      isEnd: z.boolean(),
      items: z.array(
        z.object({
          id: z.string(),
          userNickName: z.string(),
          grade: stars,
          content: z.string(),
          appVersion: z.string(),
          createTime: chinaDateTime,
        }),
      ),
    }),
  }),
};

// vivo: `code` 0 / `value` envelope; snake_case; Unix seconds.
const vivoApp = z.object({
  package_name: z.string(),
  title: z.string(),
  developer: z.string(),
  icon_url: z.string(),
  type_name: z.string(),
  version_name: z.string(),
  upload_time: epoch,
  download_count: z.number().int().nonnegative(),
  score: z.number().min(0).max(5).optional(),
  ios_app_id: iosAppId,
});
export const vivoSchemas = {
  chart: z.object({
    code: z.literal(0),
    msg: z.string(),
    value: z.object({ update_time: epoch, app_list: z.array(z.object({ package_name: z.string() })) }),
  }),
  apps: z.object({ code: z.literal(0), msg: z.string(), value: z.object({ app_list: z.array(vivoApp) }) }),
  search: z.object({
    code: z.literal(0),
    msg: z.string(),
    value: z.object({ app_list: z.array(z.object({ package_name: z.string() })) }),
  }),
  reviews: z.object({
    code: z.literal(0),
    msg: z.string(),
    value: z.object({
      has_next: z.boolean(),
      comment_list: z.array(
        z.object({
          comment_id: z.string(),
          user_name: z.string(),
          score: stars,
          content: z.string(),
          app_version: z.string(),
          comment_time: epoch,
        }),
      ),
    }),
  }),
};

type Bodies<S extends Record<'chart' | 'apps' | 'search' | 'reviews', z.ZodType>> = { [K in keyof S]: z.input<S[K]> };
export type HuaweiFormat = Bodies<typeof huaweiSchemas>;
export type XiaomiFormat = Bodies<typeof xiaomiSchemas>;
export type OppoFormat = Bodies<typeof oppoSchemas>;
export type VivoFormat = Bodies<typeof vivoSchemas>;
