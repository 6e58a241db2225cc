import type { ReactNode } from 'react';
import { BANG_STATUS_NAMES, formatAppPrice, formatNumber, type MonitorKindKey } from '@bangyan/contract';
import type { MonitorRows } from '../../api/monitor.ts';
import { AppCell, Count, DateTime, Rank, ReleaseUpdate } from './MonitorCells.tsx';
import styles from './MonitorCells.module.css';

/** The rows of one monitor. */
export type RowOf<K extends MonitorKindKey> = Extract<MonitorRows, { kind: K }>['list'][number];

export interface MonitorColumn<T> {
  title: string;
  /** Its CSS grid track. */
  width: string;
  align?: 'left' | 'center';
  render: (row: T) => ReactNode;
}

const OFFLINE_TAG = { text: '已下架', tone: 'grey' } as const;
const genreCell = (row: { genreName: string }) => <span className={styles.genre}>{row.genreName || '-'}</span>;
const BANG_CLASS = { 2: styles.bangFree, 3: styles.bangPaid, 4: styles.bangGrossing } as const;

/** Each tab's columns (spec 2.4), the app first. */
export const MONITOR_COLUMNS: { [K in MonitorKindKey]: MonitorColumn<RowOf<K>>[] } = {
  offline: [
    { title: '应用', width: 'minmax(0, 2.6fr)', align: 'left', render: (r) => <AppCell row={r} /> },
    { title: '分类', width: '1fr', render: genreCell },
    { title: '下架时间', width: '1.2fr', render: (r) => <DateTime value={r.offlineDate} /> },
    { title: '近期最高排名', width: '1fr', render: (r) => <Rank rank={r.offlineRank} /> },
    { title: '评论数', width: '1fr', render: (r) => <Count n={r.userRatingCount} /> },
    {
      title: '发布/更新时间',
      width: '1.4fr',
      render: (r) => <ReleaseUpdate releaseDate={r.releaseDate} updateDate={r.updateDate} />,
    },
  ],
  new: [
    { title: '应用', width: 'minmax(0, 2.6fr)', align: 'left', render: (r) => <AppCell row={r} /> },
    { title: '分类', width: '1fr', render: genreCell },
    {
      title: '状态',
      width: '1fr',
      render: (r) =>
        r.status === 1 ? <span className={styles.stateOn}>在线</span> : <span className={styles.stateOff}>已下架</span>,
    },
    { title: '价格', width: '1fr', render: (r) => <span className={styles.price}>{formatAppPrice(r.price)}</span> },
    {
      title: '是否有预订版本',
      width: '1.1fr',
      render: (r) =>
        r.is_book === 1 ? <span className={styles.yes}>是</span> : <span className={styles.muted}>否</span>,
    },
    { title: '上线时间', width: '1.2fr', render: (r) => <DateTime value={r.onlineDateFull} /> },
  ],
  'clear-chart': [
    {
      title: '应用',
      width: 'minmax(0, 2.6fr)',
      align: 'left',
      render: (r) => <AppCell row={r} tag={r.status === 0 ? OFFLINE_TAG : null} />,
    },
    { title: '清榜前排名', width: '1fr', render: (r) => <Rank rank={r.hisRank} /> },
    {
      title: '榜单分类',
      width: '1fr',
      render: (r) => <span className={BANG_CLASS[r.bangStatus]}>{BANG_STATUS_NAMES[r.bangStatus]}</span>,
    },
    { title: '评论数', width: '1fr', render: (r) => <Count n={r.userRatingCount} /> },
    { title: '清榜时间', width: '1.2fr', render: (r) => <DateTime value={r.clearDateFull} /> },
    {
      title: '发布/更新日期',
      width: '1.4fr',
      render: (r) => <ReleaseUpdate releaseDate={r.releaseDate} updateDate={r.updateDate} />,
    },
  ],
  'clear-words': [
    {
      title: '应用',
      width: 'minmax(0, 2.4fr)',
      align: 'left',
      render: (r) => <AppCell row={r} tag={r.status === 0 ? OFFLINE_TAG : null} />,
    },
    { title: '总榜排名', width: '0.9fr', render: (r) => <Rank rank={r.rank} /> },
    { title: '清词前覆盖数', width: '1fr', render: (r) => <Count n={r.countYesterday} /> },
    {
      title: '清词后覆盖数',
      width: '1fr',
      render: (r) => (
        <span className={styles.coverAfter}>
          <Count n={r.countToday} />
          {r.countDiff !== 0 && (
            <span
              className={r.countDiff < 0 ? styles.down : styles.up}
            >{`${r.countDiff < 0 ? '↓' : '↑'}${formatNumber(Math.abs(r.countDiff))}`}</span>
          )}
        </span>
      ),
    },
    { title: '评论数', width: '0.9fr', render: (r) => <Count n={r.userRatingCount} /> },
    { title: '清词时间', width: '1.1fr', render: (r) => <DateTime value={r.clearDateFull} /> },
    {
      title: '发布/更新',
      width: '1.3fr',
      render: (r) => <ReleaseUpdate releaseDate={r.releaseDate} updateDate={r.updateDate} />,
    },
  ],
  booked: [
    {
      title: '应用',
      width: 'minmax(0, 2.6fr)',
      align: 'left',
      render: (r) => <AppCell row={r} tag={{ text: '预订', tone: 'blue' }} />,
    },
    { title: '分类', width: '1fr', render: genreCell },
    { title: '价格', width: '1fr', render: (r) => <span className={styles.price}>{formatAppPrice(r.price)}</span> },
    {
      title: '开发者',
      width: 'minmax(0, 1.6fr)',
      render: (r) => (
        <span className={styles.seller} title={r.sellerName}>
          {r.sellerName || r.artistName || '-'}
        </span>
      ),
    },
    { title: '预计上线时间', width: '1.2fr', render: (r) => <DateTime value={r.release_time} /> },
  ],
};
