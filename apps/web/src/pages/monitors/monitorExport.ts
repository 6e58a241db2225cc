import { BANG_STATUS_NAMES, formatAppPrice, type MonitorKindKey } from '@bangyan/contract';
import type { RowOf } from '../../components/monitor/MonitorColumns.tsx';
import type { ExportColumn } from '../../lib/export.ts';

const app: ExportColumn<{ trackId: string; trackName: string; artistName: string; sellerName: string }>[] = [
  { title: '应用ID', value: (r) => r.trackId },
  { title: '应用名称', value: (r) => r.trackName },
  { title: '开发者', value: (r) => r.artistName || r.sellerName },
];
const genre: ExportColumn<{ genreName: string }> = { title: '分类', value: (r) => r.genreName };
const status: ExportColumn<{ status: 0 | 1 }> = { title: '状态', value: (r) => (r.status === 1 ? '在线' : '已下架') };
const dates: ExportColumn<{ releaseDate: string; updateDate: string }>[] = [
  { title: '发布日期', value: (r) => r.releaseDate },
  { title: '更新日期', value: (r) => r.updateDate },
];

/**
 * Each monitor page's export: the table's columns (spec 2.4) as plain figures, the app split into id,
 * name and developer.
 */
export const MONITOR_EXPORT: { [K in MonitorKindKey]: ExportColumn<RowOf<K>>[] } = {
  offline: [
    ...app,
    genre,
    { title: '下架时间', value: (r) => r.offlineDate },
    { title: '近期最高排名', value: (r) => r.offlineRank },
    { title: '评论数', value: (r) => r.userRatingCount },
    ...dates,
  ],
  new: [
    ...app,
    genre,
    status,
    { title: '价格', value: (r) => formatAppPrice(r.price) },
    { title: '是否有预订版本', value: (r) => (r.is_book === 1 ? '是' : '否') },
    { title: '上线时间', value: (r) => r.onlineDateFull },
  ],
  'clear-chart': [
    ...app,
    status,
    { title: '清榜前排名', value: (r) => r.hisRank },
    { title: '榜单分类', value: (r) => BANG_STATUS_NAMES[r.bangStatus] },
    { title: '评论数', value: (r) => r.userRatingCount },
    { title: '清榜时间', value: (r) => r.clearDateFull },
    ...dates,
  ],
  'clear-words': [
    ...app,
    status,
    { title: '总榜排名', value: (r) => r.rank },
    { title: '清词前覆盖数', value: (r) => r.countYesterday },
    { title: '清词后覆盖数', value: (r) => r.countToday },
    { title: '覆盖数变化', value: (r) => r.countDiff },
    { title: '评论数', value: (r) => r.userRatingCount },
    { title: '清词时间', value: (r) => r.clearDateFull },
    ...dates,
  ],
  booked: [
    ...app,
    genre,
    { title: '价格', value: (r) => formatAppPrice(r.price) },
    { title: '预订时间', value: (r) => r.bookDateFull },
    { title: '预计上线时间', value: (r) => r.release_time },
  ],
};
