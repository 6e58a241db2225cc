import {
  GENRE_KINDS,
  GLOBAL_TOP,
  HEGEMONY_SPANS,
  HOT_COMPANY_TYPES,
  VOLATILITY_SPANS,
  VS_KINDS,
} from '@bangyan/contract';
import { pageQuery } from '../../../api/pageQuery.ts';
import {
  useDaySummaryQuery,
  useFeaturedQuery,
  useGlobalRankingQuery,
  useHegemonyQuery,
  useHotCompanyQuery,
  useHotIndustryQuery,
  useListVsDetailQuery,
  useListVsQuery,
  useSevenDayQuery,
  useVolatilityQuery,
} from '../../../api/rankingViews.ts';
import { enumParam, intParam, textParam } from '../../../lib/urlParams.ts';
import { CHART_PARAMS } from '../index/rankParams.ts';

// The ranking analysis pages' addresses and the first queries they ask for (their routes start them with the code).

/** The day the view is of: '' (left out of the address) is the market's today. */
const day = (date: string) => date || undefined;

const COMPARE_PARAMS = {
  country: CHART_PARAMS.country,
  genre: CHART_PARAMS.genre,
  type: CHART_PARAMS.type,
  date1: CHART_PARAMS.date,
  time1: CHART_PARAMS.time,
  date2: CHART_PARAMS.date,
  time2: CHART_PARAMS.time,
  kind: enumParam(VS_KINDS, 'all'),
};
/** vsbang: a chart at two times, the counts and the list of one kind of change. */
export const compareSummaryQuery = pageQuery(COMPARE_PARAMS, useListVsQuery, (v) => ({
  genre: v.genre,
  country: v.country,
  type: v.type,
  date1: day(v.date1),
  time1: v.time1 || undefined,
  date2: day(v.date2),
  time2: v.time2 || undefined,
}));
export const compareDetailQuery = pageQuery(COMPARE_PARAMS, useListVsDetailQuery, (v) => ({
  ...compareSummaryQuery.params(v),
  kind: v.kind,
}));

/** The top choices of 七日榜单. */
export const SEVEN_DAY_TOPS = [50, 100, 200] as const;
/** seven_day: a chart's apps over seven days. */
export const sevenDayQuery = pageQuery(
  {
    country: CHART_PARAMS.country,
    genre: CHART_PARAMS.genre,
    type: CHART_PARAMS.type,
    date: CHART_PARAMS.date,
    top: intParam(100, (n) => (SEVEN_DAY_TOPS as readonly number[]).includes(n)),
    /** The apps drawn, comma-joined ids; '' = the first five. */
    apps: textParam(
      () => '',
      (s) => /^\d{1,12}(,\d{1,12}){0,9}$/.test(s),
    ),
  },
  useSevenDayQuery,
  (v) => ({ country: v.country, genre: v.genre, type: v.type, date: day(v.date), top: v.top }),
);

/** summary: every chart of a storefront on a day. */
export const daySummaryQuery = pageQuery(
  { country: CHART_PARAMS.country, date: CHART_PARAMS.date },
  useDaySummaryQuery,
  (v) => ({ country: v.country, date: day(v.date) }),
);

/** vshow: top-10 volatility of the main charts (and one genre's). */
export const volatilityQuery = pageQuery(
  {
    country: CHART_PARAMS.country,
    type: CHART_PARAMS.type,
    date: CHART_PARAMS.date,
    days: intParam(VOLATILITY_SPANS[0], (n) => (VOLATILITY_SPANS as readonly number[]).includes(n)),
    /** The genre drawn next to the main charts (overall, games, apps); 0 = only those. */
    genre: CHART_PARAMS.genre,
  },
  useVolatilityQuery,
  (v) => ({ country: v.country, type: v.type, date: day(v.date), days: v.days }),
);

/** hegemony: the apps longest at the top of a chart. */
export const hegemonyQuery = pageQuery(
  {
    country: CHART_PARAMS.country,
    genre: CHART_PARAMS.genre,
    type: CHART_PARAMS.type,
    date: CHART_PARAMS.date,
    days: intParam(30, (n) => (HEGEMONY_SPANS as readonly number[]).includes(n)),
  },
  useHegemonyQuery,
  (v) => ({ country: v.country, genre: v.genre, type: v.type, date: day(v.date), days: v.days }),
);

/** hotartist: the developers with the most apps on a chart. */
export const hotCompanyQuery = pageQuery(
  {
    country: CHART_PARAMS.country,
    genre: CHART_PARAMS.genre,
    type: enumParam(HOT_COMPANY_TYPES, 'all'),
    date: CHART_PARAMS.date,
  },
  useHotCompanyQuery,
  (v) => ({ country: v.country, genre: v.genre, type: v.type, date: day(v.date) }),
);

/** hotindustry: the genres that moved most. */
export const hotIndustryQuery = pageQuery(
  {
    country: CHART_PARAMS.country,
    type: CHART_PARAMS.type,
    date: CHART_PARAMS.date,
    kind: enumParam(GENRE_KINDS, 'all'),
  },
  useHotIndustryQuery,
  (v) => ({ country: v.country, type: v.type, date: day(v.date), kind: v.kind }),
);

/** The top choices of 全球排名. */
export const GLOBAL_TOPS = [3, 5, 10] as const;
/** globalranking: a chart across storefronts. */
export const globalRankingQuery = pageQuery(
  {
    genre: CHART_PARAMS.genre,
    type: CHART_PARAMS.type,
    date: CHART_PARAMS.date,
    top: intParam(GLOBAL_TOP, (n) => (GLOBAL_TOPS as readonly number[]).includes(n)),
    /** The app placed on the map; '' = China's #1. */
    appId: textParam(
      () => '',
      (s) => /^\d{1,12}$/.test(s),
    ),
  },
  useGlobalRankingQuery,
  (v) => ({ genre: v.genre, type: v.type, date: day(v.date), top: v.top, appId: v.appId || undefined }),
);

/** featured: the store's featured apps of a day. */
export const featuredQuery = pageQuery(
  { country: CHART_PARAMS.country, date: CHART_PARAMS.date },
  useFeaturedQuery,
  (v) => ({ country: v.country, date: day(v.date) }),
);
