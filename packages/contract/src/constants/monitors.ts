/**
 * The App Store monitors (spec 2.4, 3 "Monitor item", data.md "Monitors"): their kinds, the widest
 * date range one request may ask for, and the clear-chart item's chart codes.
 */
import { CHART_TYPE_NAMES } from './charts.ts';

/** The five monitors, in the order Home shows their tabs (offline is the default tab, spec 4). */
export const MONITOR_KINDS = ['offline', 'new', 'clear-chart', 'clear-words', 'booked'] as const;
export type MonitorKindKey = (typeof MONITOR_KINDS)[number];

/** The widest date range one request may ask for (clear-chart lists, daily counts, market trends). */
export const MONITOR_RANGE_MAX_DAYS = 90;

/**
 * bangStatus of a clear-chart item (spec 3 "2, 3, 4 pick different badges"): the overall chart
 * the app held its rank on before it was cleared (data.md: clear-chart keeps the rank before, on
 * the overall free, paid or grossing chart). The clear-chart list's `type` filter uses the same
 * codes, 0 meaning every chart.
 */
export const BANG_STATUS = { free: 2, charge: 3, grossing: 4 } as const;
export type BangStatus = (typeof BANG_STATUS)[keyof typeof BANG_STATUS];
export const BANG_STATUS_NAMES: Record<BangStatus, string> = {
  [BANG_STATUS.free]: `${CHART_TYPE_NAMES.free}榜`,
  [BANG_STATUS.charge]: `${CHART_TYPE_NAMES.charge}榜`,
  [BANG_STATUS.grossing]: `${CHART_TYPE_NAMES.grossing}榜`,
};
