/**
 * The ranking analysis pages that digest every chart of a day (pages.md "Rankings": summary, vshow,
 * hotindustry, hotartist, featured; spec 7 /v1/bang/ summary, hotIndustry, hotCompany and
 * /v1/chart/top10VolatilityCharts): each chart's leaders and movement, how each chart's top 10
 * moves, genres and developers ranked by their charts, and the apps the store features.
 *
 * Days are China days ('YYYYMMDD', default today); a day stands as its latest snapshot (today: the
 * latest so far). Rank changes follow spec 4: previous rank 0 = 新上榜, ±99999 = entered / left.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { RANKING_CHART_TYPES } from '../constants/charts.ts';
import { GENRE_KINDS, HOT_COMPANY_TYPES, RANKING_VIEW_TEXTS, VOLATILITY_SPANS } from '../constants/rankingViews.ts';
import { viewApp } from '../fields/apps.ts';
import { chartGenreParam as genre, chartTypeParam as type } from '../fields/charts.ts';
import { dayParam, daysField } from '../fields/dates.ts';
import { countryParam as country } from '../fields/stores.ts';

const date = dayParam.optional();

/** An app's place on a chart with its change against 24 h earlier (spec 4). */
export const rankedViewApp = viewApp.extend({
  rank: z.number().int(),
  /** Rank 24 h earlier; 0 = not on that chart (新上榜); null when there is no chart 24 h earlier. */
  preRank: z.number().int().nullable(),
  /** preRank − rank (positive = climbed); +99999 newly listed; 0 without an earlier chart. */
  rankChange: z.number().int(),
});
export type RankedViewApp = z.infer<typeof rankedViewApp>;

/* ---- summary, vshow, hotindustry ---- */

/** How a chart moved in the 24 h before its snapshot (market analytics `chartMovement`). */
export const chartMovementSchema = z.object({
  size: z.number().int(),
  entered: z.number().int(),
  left: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
  /** 0..100: the mean places its apps moved (a newcomer from just below the chart) as a share of its depth. */
  index: z.number(),
});
export type ChartMovementView = z.infer<typeof chartMovementSchema>;

/** One chart of the day's digest. */
export const chartDigest = z.object({
  genre: z.number().int(),
  genreName: z.string(),
  type: z.enum(RANKING_CHART_TYPES),
  /** Its snapshot ('YYYY-MM-DD HH:mm'), and the one compared with ('' without one). */
  time: z.string(),
  previousTime: z.string(),
  /** Null without a chart 24 h earlier. */
  movement: chartMovementSchema.nullable(),
  /** Its first places (3 for the main charts, 1 for the others). */
  leaders: z.array(rankedViewApp),
  /** The biggest climber among the apps on both charts; null when none climbed. */
  riser: rankedViewApp.nullable(),
});
export type ChartDigest = z.infer<typeof chartDigest>;

export const bangSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/summary',
  tag: 'ranking',
  summary: '榜单汇总：某天全部榜单的榜首、进出榜与波动',
  query: z.object({ country, date }),
  data: z.object({
    date: z.string(),
    /** The overall, games and apps charts of each type (top 3 each). */
    main: z.array(chartDigest),
    /** Every other genre's charts (leader only), by genre. */
    genres: z.array(chartDigest),
  }),
});

export const volatilityRow = z.object({
  genre: z.number().int(),
  genreName: z.string(),
  /** 0..100 each day against the day before (market analytics `top10Volatility`); null without both days' charts. */
  values: z.array(z.number().nullable()),
  /** The last day's value, the mean and the highest over the days with one; null without any. */
  latest: z.number().nullable(),
  average: z.number().nullable(),
  max: z.number().nullable(),
});
export type VolatilityRow = z.infer<typeof volatilityRow>;

export const top10VolatilityCharts = defineEndpoint({
  method: 'GET',
  path: '/v1/chart/top10VolatilityCharts',
  tag: 'ranking',
  summary: '榜单波动：每个分类榜单前10名逐日的波动指数',
  query: z.object({ country, type, date, days: daysField(VOLATILITY_SPANS, VOLATILITY_SPANS[0]) }),
  data: z.object({
    /** The days, oldest first ('YYYYMMDD'). */
    days: z.array(z.string()),
    /** One chart per genre, the most volatile on the last day first. */
    list: z.array(volatilityRow),
  }),
});

export const bangHotIndustry = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/hotIndustry',
  tag: 'ranking',
  summary: '热门行业：按榜单变动排列的分类',
  query: z.object({ country, type, date, kind: z.enum(GENRE_KINDS, RANKING_VIEW_TEXTS.genreKind).default('all') }),
  data: z.object({
    date: z.string(),
    /** Genres (not the overall, games and apps charts) with a comparison, most movement first. */
    list: z.array(chartDigest),
  }),
});

/* ---- hotartist ---- */

export const hotCompanyRow = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** Distinct apps on the charts, of them in a top 10, the best place. */
  apps: z.number().int(),
  top10: z.number().int(),
  bestRank: z.number().int(),
  /** Its apps on the same charts 24 h earlier; null without earlier charts. */
  previousApps: z.number().int().nullable(),
  /** Its best-placed apps, each with its place and chart. */
  topApps: z.array(viewApp.extend({ rank: z.number().int(), type: z.enum(RANKING_CHART_TYPES) })),
});
export type HotCompanyRow = z.infer<typeof hotCompanyRow>;

export const bangHotCompany = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/hotCompany',
  tag: 'ranking',
  summary: '热门开发者：按上榜应用数排列的开发者',
  query: z.object({
    country,
    genre,
    date,
    type: z.enum(HOT_COMPANY_TYPES, RANKING_VIEW_TEXTS.companyType).default('all'),
  }),
  data: z.object({
    /** The latest snapshot read ('YYYY-MM-DD HH:mm'); '' without any. */
    time: z.string(),
    list: z.array(hotCompanyRow),
  }),
});

/* ---- featured ---- */

export const featuredRow = viewApp.extend({
  /** 'app' or 'game', and the store's editorial label (新品推荐, 编辑推荐). */
  kind: z.enum(['app', 'game']),
  label: z.string(),
  /** When the store put it up ('YYYY-MM-DD HH:mm'). */
  featuredAt: z.string(),
  /** Still featured at the day's last collection. */
  current: z.boolean(),
  /**
   * Its rank on the overall chart of its price before it was put up and at the end of the day:
   * 0 = not on it; null = no chart then.
   */
  rankBefore: z.number().int().nullable(),
  rankAfter: z.number().int().nullable(),
});
export type FeaturedRow = z.infer<typeof featuredRow>;

export const bangFeatured = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/featured',
  tag: 'ranking',
  summary: '今日推荐：App Store 当天推荐的应用，以及推荐前后的总榜排名',
  query: z.object({ country, date }),
  data: z.object({
    date: z.string(),
    /** The day's last collection of the Today page ('YYYY-MM-DD HH:mm'); '' when none ran. */
    time: z.string(),
    /** Every app featured that day, the most recently put up first. */
    list: z.array(featuredRow),
  }),
});
