/**
 * An Android app's pages (pages.md "Android app detail", /new/android/...: query appId = package
 * name and market; country fixed to cn) and the iOS-to-Android match (spec 7 POST
 * /v1/android/appMatch; /v1/androidchart/rankHistory and coverHistory). Every figure is one market's
 * as the engine collected it: the market's details (each change kept), its daily charts, its
 * cumulative download counts (daily downloads are their differences, data.md "Android markets") and
 * its search results for China's hottest keywords (the only keywords the engine searches).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ANDROID_CHART_TYPES } from '../constants/charts.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { androidPackage, appQuery } from '../fields/apps.ts';
import { numberChoice } from '../fields/dates.ts';
import { pagedSchema } from '../fields/paging.ts';
import { reviewPageParam, reviewStarParam } from '../fields/reviews.ts';
import { androidMarket } from '../fields/stores.ts';

/** The spans (days) the Android app pages' histories look back over: one point a day. */
export const ANDROID_APP_SPANS = [7, 30, 90] as const;

/** The review list's page sizes (reviewList). */
export const ANDROID_REVIEW_PAGE_SIZES = [10, 20, 50] as const;

export const ANDROID_APP_TEXTS = {
  days: FIELD_TEXTS.days(ANDROID_APP_SPANS),
  pageSize: `每页条数只能是 ${ANDROID_REVIEW_PAGE_SIZES.join('、')}`,
} as const;

/** One app in one market: the package and the market. */
const androidAppQuery = z.object({ appId: androidPackage, market: androidMarket });
const androidSpanQuery = androidAppQuery.extend({ days: numberChoice(ANDROID_APP_SPANS, ANDROID_APP_TEXTS.days, 30) });

/** An Android app as one market lists it. */
export const androidAppSchema = z.object({
  market: z.string(),
  marketName: z.string(),
  /** The package name. */
  appId: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  developerName: z.string(),
  category: z.string(),
  version: z.string(),
  /** The current version's release day as the market gives it, 'YYYY-MM-DD'; '' when not given. */
  updateDate: z.string(),
  /** 0..5; null when the market shows no rating. */
  rating: z.number().nullable(),
  /** The latest cumulative download count the market published, and its day ('YYYY-MM-DD'; '' when none). */
  totalDownloads: z.number(),
  totalDate: z.string(),
  /** The App Store twin's id when the market names one; '' otherwise. */
  iosAppId: z.string(),
  /** The day the engine first saw the app in the market. */
  firstSeen: z.string(),
});
export type AndroidAppInfo = z.infer<typeof androidAppSchema>;

/** The header: the app in the chosen market (null when the market does not have it) and every market that has it. */
export const androidAppInfo = defineEndpoint({
  method: 'GET',
  path: '/v1/android/appInfo',
  tag: 'android',
  summary: '安卓应用基本信息（详情页头部）与上架该应用的市场',
  query: androidAppQuery,
  data: z.object({
    app: androidAppSchema.nullable(),
    /** The markets that have the app; `appId` is its package there (an operator may have linked another). */
    markets: z.array(z.object({ market: z.string(), marketName: z.string(), appId: z.string() })),
  }),
});

/** The fields of the details' change history, by their names on the page. */
export const ANDROID_CHANGE_FIELDS: Record<string, string> = { name: '名称', version: '版本', rating: '评分' };

/**
 * baseinfo: the app in every market that has it, and the chosen market's changes of name, version and
 * rating, newest first.
 */
export const androidAppView = defineEndpoint({
  method: 'GET',
  path: '/v1/android/appView',
  tag: 'android',
  summary: '安卓应用各市场信息与变更历史',
  query: androidAppQuery,
  data: z.object({
    markets: z.array(androidAppSchema),
    /** 'YYYY-MM-DD HH:mm' China time (the check that saw the change); `field` a key of ANDROID_CHANGE_FIELDS. */
    changes: z.array(z.object({ time: z.string(), field: z.string(), oldValue: z.string(), newValue: z.string() })),
  }),
});

/** version: the app's versions in the market as the engine saw them appear, newest first. */
export const androidVersionList = defineEndpoint({
  method: 'GET',
  path: '/v1/android/appVersionList',
  tag: 'android',
  summary: '安卓应用版本历史',
  query: androidAppQuery,
  data: z.object({
    found: z.boolean(),
    /**
     * `time`: when the engine first saw the version ('YYYY-MM-DD HH:mm'); `updateDate`: the release day
     * the market gave ('YYYY-MM-DD' or '').
     */
    list: z.array(z.object({ version: z.string(), time: z.string(), updateDate: z.string() })),
  }),
});

/** rankchart: the app's rank on the market's 热门 / 下载 / 新品 charts, one point a China day (the day's last chart). */
export const androidRankHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/androidchart/rankHistory',
  tag: 'android',
  summary: '安卓应用在市场榜单中的排名历史',
  query: androidSpanQuery,
  data: z.object({
    /** China days 'YYYY-MM-DD' with a chart, oldest first. */
    times: z.array(z.string()),
    /** Rank at each day; null when off that chart (or the chart has no snapshot that day). */
    series: z.array(z.object({ chartType: z.enum(ANDROID_CHART_TYPES), ranks: z.array(z.number().int().nullable()) })),
  }),
});

/**
 * keyword (history): per day the market was searched, how many of the collected keywords have the
 * app in their results, in the top 3 and top 10.
 */
export const androidCoverHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/androidchart/coverHistory',
  tag: 'android',
  summary: '安卓应用关键词覆盖历史（采集的热门关键词）',
  query: androidSpanQuery,
  data: z.object({
    list: z.array(
      z.object({
        date: z.string(),
        collected: z.number().int(),
        total: z.number().int(),
        top3: z.number().int(),
        top10: z.number().int(),
      }),
    ),
  }),
});

/** keyword (list): the collected keywords the app ranks for in the market's search on the latest collected day. */
export const androidAppKeywords = defineEndpoint({
  method: 'GET',
  path: '/v1/android/appKeywords',
  tag: 'android',
  summary: '安卓应用覆盖的关键词（最近一次采集）',
  query: androidAppQuery,
  data: z.object({
    /** The collected day, 'YYYY-MM-DD'; '' when the market was not searched lately. */
    date: z.string(),
    /** How many keywords the market was searched for that day. */
    collected: z.number().int(),
    /**
     * preRank: the rank the day before (0 not in the results, null not collected); rankChange as spec 4
     * (+99999 newly in).
     */
    list: z.array(
      z.object({
        keyword: z.string(),
        heat: z.number().int().nullable(),
        resultCount: z.number().int(),
        rank: z.number().int(),
        preRank: z.number().int().nullable(),
        rankChange: z.number().int(),
      }),
    ),
  }),
});

/** review: the market's rating of the app over time. */
export const androidRatingHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/android/ratingHistory',
  tag: 'android',
  summary: '安卓应用评分历史（各市场当前评分与所选市场评分变化）',
  query: androidAppQuery,
  data: z.object({
    /** The current rating in every market that has the app. */
    markets: z.array(z.object({ market: z.string(), marketName: z.string(), rating: z.number().nullable() })),
    /** The chosen market's rating from each check that saw it change, oldest first ('YYYY-MM-DD HH:mm'). */
    list: z.array(z.object({ time: z.string(), rating: z.number().nullable() })),
    /** The day of the market's latest check of the app (the rating held until then); '' when none. */
    checkedDate: z.string(),
  }),
});

/**
 * review (list): the app's reviews in the market as the engine collected them (each market's newest
 * pages, daily): every collected review counted per star, and a page of those of one star (0 all), newest first.
 */
export const androidReviewList = defineEndpoint({
  method: 'GET',
  path: '/v1/android/reviewList',
  tag: 'android',
  summary: '安卓应用用户评论（按星级筛选）与星级分布',
  query: androidAppQuery.extend({
    star: reviewStarParam,
    page: reviewPageParam,
    pageSize: numberChoice(ANDROID_REVIEW_PAGE_SIZES, ANDROID_APP_TEXTS.pageSize, 20),
  }),
  data: z.object({
    /**
     * Every collected review of the app in the market: how many, their average star, per star (5
     * first), the newest's time ('YYYY-MM-DD HH:mm'; '' none).
     */
    reviews: z.number().int(),
    average: z.number().nullable(),
    stars: z.array(z.object({ star: z.number().int(), count: z.number().int() })),
    latestAt: z.string(),
    /** The reviews of the chosen star: how many, and the page ('time' 'YYYY-MM-DD HH:mm' China time). */
    ...pagedSchema(
      z.object({
        id: z.string(),
        rating: z.number().int(),
        content: z.string(),
        author: z.string(),
        version: z.string(),
        time: z.string(),
      }),
    ).shape,
  }),
});

/** download (AndroidAppRank): the app's downloads per day in every market that publishes counts for it. */
export const androidDownloadHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/android/downloadHistory',
  tag: 'android',
  summary: '安卓应用各市场每日下载量（累计下载量之差）',
  query: androidSpanQuery,
  data: z.object({
    /** The span's China days, oldest first ('YYYY-MM-DD'). */
    dates: z.array(z.string()),
    markets: z.array(
      z.object({
        market: z.string(),
        marketName: z.string(),
        /** Per day of `dates`: the published cumulative count and the day's downloads (null: a reading is missing). */
        totals: z.array(z.number().nullable()),
        daily: z.array(z.number().nullable()),
      }),
    ),
  }),
});

/**
 * How an Android app matched the iOS app: 已核实关联 (an operator approved a link-app request), then analytics appMatch:
 * 市场标注 twin, 同名同开发者, 名称相近同开发者.
 */
export const APP_MATCH_KINDS = ['linked', 'twin', 'name', 'partial'] as const;
export const APP_MATCH_NAMES: Record<(typeof APP_MATCH_KINDS)[number], string> = {
  linked: '已核实关联',
  twin: '市场标注',
  name: '同名同开发者',
  partial: '名称相近同开发者',
};

/** The Android apps per market that match an iOS app of a storefront (by name and developer; analytics appMatch). */
export const androidAppMatch = defineEndpoint({
  method: 'POST',
  path: '/v1/android/appMatch',
  tag: 'android',
  summary: 'iOS 应用匹配安卓应用（按名称与开发者）',
  body: appQuery,
  data: z.object({
    /** False when the storefront does not have the iOS app. */
    found: z.boolean(),
    list: z.array(androidAppSchema.extend({ matchedBy: z.enum(APP_MATCH_KINDS) })),
  }),
});
