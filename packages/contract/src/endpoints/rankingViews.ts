/**
 * The ranking analysis pages (pages.md "Rankings": vsbang, seven_day, summary, vshow, hegemony,
 * hotartist, hotindustry, globalranking, featured; spec 7 /v1/bang/ listVs, listVsDetail, sevenDay,
 * sevenDayPoint, hotCompany, hotIndustry and /v1/chart/top10VolatilityCharts): one chart at two
 * times, a chart over seven days, every chart of a day, how each chart's top 10 moves, who held the
 * top longest, developers and genres ranked by their charts, one chart across the storefronts,
 * the apps the store features.
 *
 * Days are China days ('YYYYMMDD', default today), times China wall-clock times ('HH:mm'); a day
 * without a time stands as its latest snapshot (today: the latest so far). Rank changes follow
 * spec 4: previous rank 0 = 新上榜, ±99999 = entered / left the chart.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { DEFAULT_COUNTRY, isCountryCode } from '../constants/countries.ts';
import { GENRE_ALL, GENRE_APP_STORE_ROOT, isGenreId } from '../constants/genres.ts';
import { parseYmd } from '../time/format.ts';
import { isHm, RANKING_TEXTS } from './ranking.ts';
import { RANKING_CHART_TYPES } from './temple.ts';

/** vsbang: the biggest movers shown each way. */
export const VS_MOVERS_TOP = 10;
/** seven_day: the days one view covers, the apps listed by default and at most, the apps drawn at once. */
export const SEVEN_DAYS = 7;
export const SEVEN_DAY_TOP = 100;
export const SEVEN_DAY_TOP_MAX = 500;
export const SEVEN_DAY_MAX_APPS = 10;
/** vshow and hegemony: the spans of days one may look at. */
export const VOLATILITY_SPANS = [7, 30] as const;
export const HEGEMONY_SPANS = [7, 30, 90] as const;
/** hegemony: the apps listed. */
export const HEGEMONY_TOP = 50;
/** hotartist: the developers listed, and the apps shown with each. */
export const HOT_COMPANY_TOP = 100;
export const HOT_COMPANY_APPS = 3;
/** globalranking: apps shown per country by default and at most. */
export const GLOBAL_TOP = 3;
export const GLOBAL_TOP_MAX = 10;
/** Spec 9: the world map's colour axis runs from rank 1 to 1500. */
export const MAP_RANK_RANGE = [1, 1500] as const;

/** vsbang's filter of its rows: every app, or those that entered, left, climbed or fell. */
export const VS_KINDS = ['all', 'entered', 'left', 'up', 'down'] as const;
export type VsKind = (typeof VS_KINDS)[number];
/** hotartist's charts: every chart type of the genre, or one. */
export const HOT_COMPANY_TYPES = ['all', ...RANKING_CHART_TYPES] as const;
export type HotCompanyType = (typeof HOT_COMPANY_TYPES)[number];
/** hotindustry's genre families (contract `classifyGenre`: app or game genres). */
export const GENRE_KINDS = ['all', 'app', 'game'] as const;
export type GenreKindFilter = (typeof GENRE_KINDS)[number];

export const RANKING_VIEW_TEXTS = {
  ...RANKING_TEXTS,
  kind: '对比类型只能是 all、entered、left、up 或 down',
  vsOrder: '对比的第一个时间不能晚于第二个时间',
  companyType: '榜单类型只能是 all、free、charge 或 grossing',
  genreKind: '分类只能是 all、app 或 game',
  appId: '应用ID格式不正确',
  appIds: `请选择1-${SEVEN_DAY_MAX_APPS}个应用`,
  top: (max: number) => `数量需为1到${max}之间的整数`,
  days: (spans: readonly number[]) => `天数只能是 ${spans.join('、')}`,
} as const;

const country = z
  .string(RANKING_VIEW_TEXTS.country)
  .trim()
  .toLowerCase()
  .refine(isCountryCode, { message: RANKING_VIEW_TEXTS.country })
  .default(DEFAULT_COUNTRY);
/** A chart's genre; Apple's root id 36 names the overall charts, stored as 0. */
const genre = z.coerce
  .number(RANKING_VIEW_TEXTS.genre)
  .int(RANKING_VIEW_TEXTS.genre)
  .refine(isGenreId, { message: RANKING_VIEW_TEXTS.genre })
  .default(GENRE_ALL)
  .transform((g) => (g === GENRE_APP_STORE_ROOT ? GENRE_ALL : g));
const type = z.enum(RANKING_CHART_TYPES, RANKING_VIEW_TEXTS.type).default('free');
const date = z
  .string(RANKING_VIEW_TEXTS.date)
  .trim()
  .refine((s) => parseYmd(s) !== null, { message: RANKING_VIEW_TEXTS.date })
  .optional();
const time = z.string(RANKING_VIEW_TEXTS.time).trim().refine(isHm, { message: RANKING_VIEW_TEXTS.time }).optional();
const appId = z.string(RANKING_VIEW_TEXTS.appId).trim().regex(/^\d{1,12}$/, RANKING_VIEW_TEXTS.appId);
const top = (max: number, fallback: number) =>
  z.coerce.number(RANKING_VIEW_TEXTS.top(max)).int(RANKING_VIEW_TEXTS.top(max)).min(1, RANKING_VIEW_TEXTS.top(max)).max(max, RANKING_VIEW_TEXTS.top(max)).default(fallback);
const span = <S extends readonly number[]>(spans: S, fallback: S[number]) =>
  z.coerce
    .number(RANKING_VIEW_TEXTS.days(spans))
    .refine((d) => spans.includes(d), { message: RANKING_VIEW_TEXTS.days(spans) })
    .default(fallback);

/** One chart of a storefront on a day. */
const chartDay = { country, genre, type, date };

/** What a row shows of an app (as RankIndex's rows name it). */
export const viewApp = z.object({
  appId: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  /** The developer (company) id for /new/company/app?companyId=…; '' when not known yet. */
  developerId: z.string(),
  developerName: z.string(),
  /** The app's primary genre and its name. */
  genre: z.number().int(),
  genreName: z.string(),
  /** In the storefront's currency; 0 free. */
  price: z.number(),
});
export type ViewApp = z.infer<typeof viewApp>;

/** An app's place on a chart with its change against 24 h earlier (spec 4). */
export const rankedViewApp = viewApp.extend({
  rank: z.number().int(),
  /** Rank 24 h earlier; 0 = not on that chart (新上榜); null when there is no chart 24 h earlier. */
  preRank: z.number().int().nullable(),
  /** preRank − rank (positive = climbed); +99999 newly listed; 0 without an earlier chart. */
  rankChange: z.number().int(),
});
export type RankedViewApp = z.infer<typeof rankedViewApp>;

/** A snapshot shown: its day 'YYYYMMDD' and time 'HH:mm'. */
export const snapshotTime = z.object({ date: z.string(), time: z.string() });
export type SnapshotTime = z.infer<typeof snapshotTime>;

/* ---- vsbang ---- */

/** An app of either side of a comparison. */
export const vsRow = viewApp.extend({
  /** Its rank at the earlier and the later time; 0 = not on the chart then. */
  rankBefore: z.number().int(),
  rankAfter: z.number().int(),
  /** rankBefore − rankAfter; +99999 entered, −99999 left. */
  rankChange: z.number().int(),
  kind: z.enum(['entered', 'left', 'up', 'down', 'same']),
});
export type VsRow = z.infer<typeof vsRow>;

/** The chart and the two times: date1 / time1 the earlier (default: the day before date2), date2 / time2 the later (default today). */
const vsQuery = { country, genre, type, date1: date, time1: time, date2: date, time2: time };
/** The snapshots compared (null: none at that time; then there are no rows). */
const vsSides = { before: snapshotTime.nullable(), after: snapshotTime.nullable() };

export const bangListVs = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/listVs',
  tag: 'ranking',
  summary: '榜单对比：一个榜单在两个时间的进榜、出榜、上升、下降数与变化最大的应用',
  query: z.object(vsQuery),
  data: z.object({
    ...vsSides,
    counts: z.object({ entered: z.number().int(), left: z.number().int(), up: z.number().int(), down: z.number().int(), same: z.number().int() }),
    /** The biggest climbs and falls among apps on both (VS_MOVERS_TOP each). */
    risers: z.array(vsRow),
    fallers: z.array(vsRow),
  }),
});

export const bangListVsDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/listVsDetail',
  tag: 'ranking',
  summary: '榜单对比明细：两个时间的全部应用（可只看进榜、出榜、上升或下降）',
  query: z.object({ ...vsQuery, kind: z.enum(VS_KINDS, RANKING_VIEW_TEXTS.kind).default('all') }),
  data: z.object({ ...vsSides, list: z.array(vsRow) }),
});

/* ---- seven_day ---- */

export const sevenDayRow = viewApp.extend({
  /** Rank on each day: 0 = not on the chart; null = no chart that day. */
  ranks: z.array(z.number().int().nullable()),
  /** Its rank on the last day with a chart against the first (computeRankChange; 0 when only one day has a chart). */
  rankChange: z.number().int(),
});
export type SevenDayRow = z.infer<typeof sevenDayRow>;

export const bangSevenDay = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/sevenDay',
  tag: 'ranking',
  summary: '七日排名：榜单前列应用在最近七天每天的排名',
  query: z.object({ ...chartDay, top: top(SEVEN_DAY_TOP_MAX, SEVEN_DAY_TOP) }),
  data: z.object({
    /** The seven days, oldest first ('YYYYMMDD'), and each one's snapshot time ('HH:mm'; '' without a chart that day). */
    days: z.array(z.string()),
    times: z.array(z.string()),
    /** The first `top` apps of the last day with a chart. */
    list: z.array(sevenDayRow),
  }),
});

export const bangSevenDayPoint = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/sevenDayPoint',
  tag: 'ranking',
  summary: '七日排名曲线：所选应用在最近七天每个快照的排名',
  query: z.object({
    ...chartDay,
    /** Comma-joined app ids, 1 to SEVEN_DAY_MAX_APPS. */
    appIds: z
      .string(RANKING_VIEW_TEXTS.appIds)
      .transform((s) => [...new Set(s.split(',').map((p) => p.trim()).filter((p) => p !== ''))])
      .refine((ids) => ids.length >= 1 && ids.length <= SEVEN_DAY_MAX_APPS, { message: RANKING_VIEW_TEXTS.appIds })
      .refine((ids) => ids.every((id) => /^\d{1,12}$/.test(id)), { message: RANKING_VIEW_TEXTS.appId }),
  }),
  data: z.object({
    /** Every snapshot time of the seven days ('YYYY-MM-DD HH:mm'). */
    times: z.array(z.string()),
    /** Each app's rank at those times (null: not on the chart), in the order asked. */
    list: z.array(z.object({ appId: z.string(), trackName: z.string(), artworkUrl60: z.string(), ranks: z.array(z.number().int().nullable()) })),
  }),
});

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
  query: z.object({ country, type, date, days: span(VOLATILITY_SPANS, VOLATILITY_SPANS[0]) }),
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

/* ---- hegemony, hotartist, globalranking ---- */

export const hegemonyRow = viewApp.extend({
  daysTop1: z.number().int(),
  daysTop3: z.number().int(),
  daysTop10: z.number().int(),
  /** Days at #1 in a row up to the last day (0 when not #1 then), and the longest such run. */
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
});
export type HegemonyRow = z.infer<typeof hegemonyRow>;

export const bangHegemony = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/hegemony',
  tag: 'ranking',
  summary: '霸榜分析：一段时间内占据榜首与前列最久的应用',
  query: z.object({ ...chartDay, days: span(HEGEMONY_SPANS, 30) }),
  data: z.object({
    /** The days looked at ('YYYYMMDD', both included). */
    from: z.string(),
    to: z.string(),
    list: z.array(hegemonyRow),
  }),
});

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
  query: z.object({ country, genre, date, type: z.enum(HOT_COMPANY_TYPES, RANKING_VIEW_TEXTS.companyType).default('all') }),
  data: z.object({
    /** The latest snapshot read ('YYYY-MM-DD HH:mm'); '' without any. */
    time: z.string(),
    list: z.array(hotCompanyRow),
  }),
});

export const globalCountryRow = z.object({
  /** Lowercase ISO code, and the storefront's name. */
  country: z.string(),
  countryName: z.string(),
  time: z.string(),
  size: z.number().int(),
  top: z.array(viewApp.extend({ rank: z.number().int() })),
  /** The app's rank there; 0 = not on that chart. */
  appRank: z.number().int(),
});
export type GlobalCountryRow = z.infer<typeof globalCountryRow>;

export const bangGlobalRanking = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/globalRanking',
  tag: 'ranking',
  summary: '全球排名：同一榜单在各国家或地区的前列应用与某应用的排名',
  query: z.object({ genre, type, date, appId: appId.optional(), top: top(GLOBAL_TOP_MAX, GLOBAL_TOP) }),
  data: z.object({
    /** The app whose rank each country shows: the one asked for, else China's #1 (else the first country's); null without any chart. */
    app: viewApp.nullable(),
    list: z.array(globalCountryRow),
  }),
});

/* ---- featured ---- */

/** The store's featuring labels: a new release the editors picked, or an editors' choice. */
export const FEATURED_LABELS = { newRelease: '新品推荐', editorsChoice: '编辑推荐' } as const;

export const featuredRow = viewApp.extend({
  /** 'app' or 'game', and the store's editorial label (新品推荐, 编辑推荐). */
  kind: z.enum(['app', 'game']),
  label: z.string(),
  /** When the store put it up ('YYYY-MM-DD HH:mm'). */
  featuredAt: z.string(),
  /** Still featured at the day's last collection. */
  current: z.boolean(),
  /** Its rank on the overall chart of its price before it was put up and at the end of the day: 0 = not on it; null = no chart then. */
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
