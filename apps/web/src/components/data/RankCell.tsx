import { describeRankChange, formatNumber } from '@bangyan/contract';
import styles from './RankCell.module.css';

/** A rank with its change (spec 4: 新上榜 / ↑ / - / ↓, ±99999 entered / dropped off); '-' off the chart. */
export function RankCell({ rank, change }: { rank: number | null | undefined; change: number }) {
  if (!rank) return <span className={styles.none}>-</span>;
  const view = describeRankChange(change);
  return (
    <span className={styles.rankCell}>
      <strong>{rank}</strong>
      <span className={styles.change} data-kind={view.kind}>
        {view.kind === 'up' ? `↑${view.text}` : view.kind === 'down' ? `↓${view.text}` : view.text}
      </span>
    </span>
  );
}

/** A count with its day-over-day difference. */
export function DiffCell({ value, diff }: { value: number | null; diff: number }) {
  if (value === null) return <span className={styles.none}>-</span>;
  return (
    <span className={styles.rankCell}>
      <strong>{formatNumber(value)}</strong>
      {diff !== 0 && (
        <span className={styles.change} data-kind={diff > 0 ? 'up' : 'down'}>
          {diff > 0 ? `↑${diff}` : `↓${-diff}`}
        </span>
      )}
    </span>
  );
}
