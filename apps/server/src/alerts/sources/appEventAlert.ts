import {
  CHART_TYPE_NAMES,
  formatDateTime,
  formatNumber,
  type AlertChannel,
  type MonitorAlertKind,
  type RankingChartType,
} from '@bangyan/contract';
import type { MonitorEventData, MonitorEventRow } from '@bangyan/market';
import type { DueAlert } from '../due.ts';
import { appName, appPage, appTitle, inStore } from './alertText.ts';

/** An engine event an alert reports: the app's summary, the kind, when, and the kind's figures. */
export type AlertEvent = MonitorEventRow<MonitorAlertKind>;

/** What one kind says: the notice's title after the app's name, and its sentence. */
const SAYS: {
  [K in MonitorAlertKind]: (name: string, when: string, data: MonitorEventData[K]) => [string, string];
} = {
  offline: (name, when, d) => [
    '已下架',
    `「${name}」于 ${when} 从 App Store 下架` +
      (d.offlineRank === null ? '。' : `，下架前24小时总榜最高排名第 ${d.offlineRank} 名。`),
  ],
  online: (name, when) => ['已恢复上架', `「${name}」于 ${when} 重新上架。`],
  'clear-chart': (name, when, d) => [
    '被清榜',
    `「${name}」于 ${when} 从${CHART_TYPE_NAMES[d.chartType as RankingChartType] ?? ''}总榜消失` +
      `（此前排名第 ${d.rankBefore} 名），且仍在架。`,
  ],
  'clear-words': (name, when, d) => [
    '被清词',
    `「${name}」的关键词覆盖数于 ${when} 由 ${formatNumber(d.coverageBefore)} 降至 ${formatNumber(d.coverageAfter)}。`,
  ],
};

/**
 * The alert of an event for the user `uid` on the rule's `channels`, once per user and event (its dedupe key names the
 * kind, storefront, app and time).
 */
export function appEventAlert(
  uid: string,
  country: string,
  event: AlertEvent,
  channels: readonly AlertChannel[],
): DueAlert {
  const name = appName(event);
  const when = formatDateTime(event.at);
  const [what, sentence] = (SAYS[event.kind] as (n: string, w: string, d: unknown) => [string, string])(
    name,
    when,
    event.data,
  );
  return {
    uid,
    title: appTitle(name, what),
    lines: [inStore(sentence, country)],
    link: appPage(country, event.appId),
    channels,
    dedupeKey: `alert:${event.kind}:${country}:${event.appId}:${event.at.toISOString()}`,
  };
}
