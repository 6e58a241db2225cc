/**
 * The charts (spec 2.1, 7, 9; data.md "Chart", "Android markets"): the App Store's real-time charts
 * and what each is called, the Android markets' charts, the monthly boards' types, and the wording
 * of the chart query fields.
 */
import { FIELD_TEXTS } from './fieldTexts.ts';

/** The three real-time charts in Home's column order. */
export const RANKING_CHART_TYPES = ['free', 'charge', 'grossing'] as const;
export type RankingChartType = (typeof RANKING_CHART_TYPES)[number];

/** What each chart is called: 免费 / 付费 / 畅销 (榜 added where a chart's title is shown). */
export const CHART_TYPE_NAMES: Record<RankingChartType, string> = { free: '免费', charge: '付费', grossing: '畅销' };

/** The Android markets' charts (data.md "Android markets"): 热门榜, 下载榜, 新品榜. */
export const ANDROID_CHART_TYPES = ['hot', 'download', 'new'] as const;
export type AndroidChartTypeKey = (typeof ANDROID_CHART_TYPES)[number];
export const ANDROID_CHART_TYPE_NAMES: Record<AndroidChartTypeKey, string> = {
  hot: '热门榜',
  download: '下载榜',
  new: '新品榜',
};

/** Monthly board types: downloads or income (spec 7 monthlyList). */
export const MONTHLY_TYPES = ['download', 'income'] as const;
export type MonthlyType = (typeof MONTHLY_TYPES)[number];

/** What the chart query fields answer when one is missing or not valid. */
export const RANKING_TEXTS = {
  country: FIELD_TEXTS.country,
  genre: FIELD_TEXTS.genre,
  type: FIELD_TEXTS.chartType,
  date: FIELD_TEXTS.date,
  future: FIELD_TEXTS.future,
  time: '时间格式不正确，应为HH:mm',
  deep: '榜单深度参数只能是 0 或 1',
  market: FIELD_TEXTS.market,
  androidType: '安卓榜单类型只能是 hot、download 或 new',
} as const;
