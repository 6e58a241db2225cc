import type { MonitorKind } from '../analytics/monitors/types.ts';
import type { Db } from '../db.ts';
import { readMonitorData } from './monitors.ts';

/**
 * An app's status timeline in a storefront (pages.md "iOS app detail" appstatus): the monitors'
 * events (data.md "Monitors": offline, online, new, booked, clear-chart, clear-words) and the
 * lookup's change points (app_status_changes) that no event explains: a first miss that two
 * consecutive misses have not (yet) confirmed as offline ('missing'), or a return without an
 * 'online' event.
 */

export type AppStatusKind = MonitorKind | 'missing';

export interface AppStatusEvent {
  kind: AppStatusKind;
  at: Date;
  /** offline: best overall rank in the 24 h before (null: not charted); clear-chart: the rank before. */
  rank: number | null;
  /** clear-chart: the chart it was cleared from. */
  chartType: string | null;
  /** clear-words: keyword coverage before and after. */
  coverageBefore: number | null;
  coverageAfter: number | null;
  /** new, booked: the price. */
  price: number | null;
  /** booked: the expected release. */
  expectedReleaseAt: Date | null;
}

const blank = {
  rank: null,
  chartType: null,
  coverageBefore: null,
  coverageAfter: null,
  price: null,
  expectedReleaseAt: null,
};

/** One stored monitor event as a timeline entry with the figures its kind keeps. */
function fromMonitor(kind: MonitorKind, at: Date, data: Record<string, unknown>): AppStatusEvent {
  const event = { ...blank, kind, at };
  if (kind === 'offline') return { ...event, rank: readMonitorData('offline', data).offlineRank };
  if (kind === 'clear-chart') {
    const d = readMonitorData('clear-chart', data);
    return { ...event, rank: d.rankBefore, chartType: d.chartType };
  }
  if (kind === 'clear-words') return { ...event, ...readMonitorData('clear-words', data) };
  if (kind === 'new') return { ...event, price: readMonitorData('new', data).price };
  if (kind === 'booked') {
    const d = readMonitorData('booked', data);
    return { ...event, price: d.price, expectedReleaseAt: d.expectedReleaseAt };
  }
  return event;
}

/** The app's timeline, newest first (events at one time by kind). */
export async function appStatusTimeline(db: Db, input: { country: string; appId: number }): Promise<AppStatusEvent[]> {
  const appId = String(input.appId);
  const [events, changes] = await Promise.all([
    db
      .selectFrom('monitor_events')
      .select(['kind', 'at', 'data'])
      .where('country', '=', input.country)
      .where('app_id', '=', appId)
      .execute(),
    db
      .selectFrom('app_status_changes')
      .select(['at', 'on_sale'])
      .where('country', '=', input.country)
      .where('app_id', '=', appId)
      .execute(),
  ]);
  const timeline = events.map((e) => fromMonitor(e.kind as MonitorKind, e.at, e.data));
  const has = (kind: MonitorKind, at: Date) => timeline.some((e) => e.kind === kind && e.at.getTime() === at.getTime());
  for (const c of changes) {
    if (c.on_sale && !has('online', c.at)) timeline.push({ ...blank, kind: 'online', at: c.at });
    if (!c.on_sale && !has('offline', c.at)) timeline.push({ ...blank, kind: 'missing', at: c.at });
  }
  return timeline.sort((x, y) => y.at.getTime() - x.at.getTime() || x.kind.localeCompare(y.kind));
}
