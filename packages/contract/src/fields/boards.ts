/**
 * What Home's boards share with the market pages (spec 3, 7): the iOS version of a hot-search list,
 * a hot-search group, and a monthly top entry.
 */
import { z } from 'zod';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { DEFAULT_IOS_VERSION, IOS_VERSIONS } from '../constants/iosVersions.ts';

/** The hot-search list's iOS version: 13 (the default) or 12. */
export const iosVersionParam = z.coerce
  .number(FIELD_TEXTS.iosVersion)
  .pipe(
    z.literal(
      IOS_VERSIONS.map((v) => v.value),
      FIELD_TEXTS.iosVersion,
    ),
  )
  .default(DEFAULT_IOS_VERSION);

/** Spec 3 'Hot search group'. */
export const hotSearchGroupSchema = z.object({
  /** 'HH:mm' when the list went up today (China time), else a relative time ('昨日 21:00'). */
  updateTimeStr: z.string(),
  keywordList: z.array(z.object({ keyword: z.string(), priority: z.number().int() })),
  /** Recommended apps (iOS 13 tab only): the app id and what the block shows of it. */
  appList: z.array(
    z.object({
      app: z.string(),
      appDetail: z.object({ artworkUrl60: z.string(), trackName: z.string(), subtitle: z.string() }),
    }),
  ),
});
export type HotSearchGroup = z.infer<typeof hotSearchGroupSchema>;

/** Spec 3 'Monthly ranking response' item. */
export const monthlyItemSchema = z.object({
  rank: z.number().int(),
  appId: z.string(),
  trackName: z.string(),
  artistName: z.string(),
  artworkUrl60: z.string(),
  /** The month's summed estimate: downloads, or income in yuan. */
  monthTotal: z.number(),
  /** Rank the month before; 0 = 新上榜. */
  preRank: z.number().int(),
  /** preRank − rank (+99999 when newly listed). */
  rankChange: z.number().int(),
});
export type MonthlyItem = z.infer<typeof monthlyItemSchema>;
