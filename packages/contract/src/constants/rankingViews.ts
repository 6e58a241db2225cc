/**
 * The ranking analysis pages' limits, kinds and wording (pages.md "Rankings": vsbang, seven_day,
 * summary, vshow, hegemony, hotartist, hotindustry, globalranking, featured).
 */
import { RANKING_CHART_TYPES, RANKING_TEXTS } from './charts.ts';
import { FIELD_TEXTS } from './fieldTexts.ts';

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

/** The store's featuring labels: a new release the editors picked, or an editors' choice. */
export const FEATURED_LABELS = { newRelease: '新品推荐', editorsChoice: '编辑推荐' } as const;

export const RANKING_VIEW_TEXTS = {
  ...RANKING_TEXTS,
  kind: '对比类型只能是 all、entered、left、up 或 down',
  vsOrder: FIELD_TEXTS.vsOrder,
  companyType: '榜单类型只能是 all、free、charge 或 grossing',
  genreKind: '分类只能是 all、app 或 game',
  appId: FIELD_TEXTS.appId,
  appIds: `请选择1-${SEVEN_DAY_MAX_APPS}个应用`,
  top: FIELD_TEXTS.top,
  days: FIELD_TEXTS.days,
} as const;
