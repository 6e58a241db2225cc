import { ALERT_KIND_LABELS, type AlertChannel, type AlertKind, type FollowedAppDeep } from '@bangyan/contract';
import type { ExportColumn } from '../../lib/export.ts';
import { followPlace } from './followPlaces.ts';

/**
 * A followed app with the name of its group ('' ungrouped) and its alert rule: kinds (none: off), the rank kind's N and
 * the channels, as the page lists it.
 */
export type GroupedFollow = FollowedAppDeep & {
  groupName: string;
  alertKinds: AlertKind[];
  alertRankTop: number;
  alertChannels: AlertChannel[];
};

/** What 提醒设置 edits of a followed app: where it is, its name and its alert rule. */
export type FollowAlertRule = Pick<
  GroupedFollow,
  'trackId' | 'trackName' | 'market' | 'country' | 'alertKinds' | 'alertRankTop' | 'alertChannels'
>;

/** An alert kind by name, the rank kind with its N ('排名进出前 10 名'). */
export const alertKindName = (kind: AlertKind, rankTop: number): string =>
  kind === 'rank' ? `排名进出前 ${rankTop} 名` : ALERT_KIND_LABELS[kind];

/** The app's alert kinds by name, joined with 、. */
export const alertKindNames = (a: Pick<GroupedFollow, 'alertKinds' | 'alertRankTop'>): string =>
  a.alertKinds.map((k) => alertKindName(k, a.alertRankTop)).join('、');

/** 我的关注's export (the rating with one decimal, downloads whole): the app, its place and group, and the figures the table shows. */
export const FOLLOW_EXPORT_COLUMNS: readonly ExportColumn<GroupedFollow>[] = [
  { title: '应用ID', value: (a) => a.trackId },
  { title: '应用名称', value: (a) => a.trackName },
  { title: '开发者', value: (a) => a.sellerName },
  { title: '平台', value: (a) => followPlace(a) },
  { title: '分组', value: (a) => a.groupName || '未分组' },
  { title: '分类', value: (a) => a.genreName1 },
  { title: '总榜排名', value: (a) => a.bangAll?.rank },
  { title: '分类排名', value: (a) => a.bangGenre?.rank },
  { title: '昨日下载量', value: (a) => a.yesterdayDownloads, digits: 0 },
  { title: '关键词覆盖数', value: (a) => a.keywordCoverAll },
  { title: 'Top3关键词数', value: (a) => a.keywordCoverTop3 },
  { title: '评分', value: (a) => a.averageUserRating, digits: 1 },
  { title: '版本', value: (a) => a.versionName },
  { title: '提醒', value: alertKindNames },
  { title: '状态', value: (a) => (a.status === 0 ? '已下架' : a.is_book ? '预订' : '在架') },
];
