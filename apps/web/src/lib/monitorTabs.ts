import type { MonitorCounts, MonitorKindKey } from '@bangyan/contract';

/**
 * One monitor as Home's monitoring section tabs it (spec 2.4) and the monitor pages and market
 * trends name it: its label, count, '全部' page and messages.
 */
export interface MonitorTab {
  kind: MonitorKindKey;
  label: string;
  /** Its count in the monitor summary. */
  count: keyof Omit<MonitorCounts, 'total'>;
  /** The monitor's own page (spec 1 routes under /new/bang/). */
  allPath: string;
  /** Shown when today has no app yet. */
  empty: string;
  /** Shown under fewer rows than a slide holds. */
  few: (n: number) => string;
  /** Accent colour of the tab. */
  color: string;
}

const empty = (noun: string) => `截至目前，今日App Store暂无${noun}`;
const few = (verb: string) => (n: number) => `今日截至目前仅有${n}款应用${verb}`;

/** In spec 2.4's order; offline is the default tab (spec 4). */
export const MONITOR_TABS: readonly MonitorTab[] = [
  {
    kind: 'offline',
    label: '下架',
    count: 'offline',
    allPath: '/new/bang/delist',
    empty: empty('下架应用'),
    few: few('下架'),
    color: '#f5475b',
  },
  {
    kind: 'new',
    label: '新品',
    count: 'new',
    allPath: '/new/bang/BangRelease',
    empty: empty('新品应用'),
    few: few('上新'),
    color: '#14b37d',
  },
  {
    kind: 'clear-chart',
    label: '清榜',
    count: 'clearChart',
    allPath: '/new/bang/clearbanglist',
    empty: empty('清榜应用'),
    few: few('被清榜'),
    color: '#ff8a1f',
  },
  {
    kind: 'clear-words',
    label: '清词',
    count: 'clearWords',
    allPath: '/new/bang/clearlist',
    empty: empty('清词应用'),
    few: few('被清词'),
    color: '#7b5cff',
  },
  {
    kind: 'booked',
    label: '预订',
    count: 'booked',
    allPath: '/new/bang/booklist',
    empty: empty('预订应用'),
    few: few('开启预订'),
    color: '#1a6cff',
  },
];
