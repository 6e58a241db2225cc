import { formatDate, parseYmd } from '@bangyan/contract';
import styles from './RankIndex.module.css';

/** What the chart endpoints answer of their snapshot (lists, androidList). */
interface Snapshot {
  date: string;
  time: string;
  previousTime: string;
  list: readonly unknown[];
}

/** The latest-data time (spec 9: HH:mm; a past day's snapshot with its date). */
export function DataTime({ data, today }: { data: Snapshot | undefined; today: string | undefined }) {
  if (!data?.time) return null;
  const when = data.date === today ? data.time : `${formatDate(parseYmd(data.date)!)} ${data.time}`;
  return (
    <span data-testid="data-time">
      数据时间 <strong className={styles.dataTime}>{when}</strong>
    </span>
  );
}

/** How many apps, and what the rank changes compare with: the snapshot 24 h earlier, or that there is none. */
export function ChartNote({ data }: { data: Snapshot | undefined }) {
  if (!data?.time) return null;
  return (
    <p className={styles.note} data-testid="chart-note">
      共 {data.list.length} 款应用 ·{' '}
      {data.previousTime
        ? `排名变化对比 ${data.previousTime} 的榜单（24 小时前）`
        : '24 小时前无榜单可对比，暂无排名变化'}
    </p>
  );
}
