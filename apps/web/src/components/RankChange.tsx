import { describeRankChange, NO_VALUE } from '@bangyan/contract';
import styles from './RankChange.module.css';

/**
 * A chart rank change as spec 4 shows it: 新上榜 (preRank 0, or +99999 entering the chart), ↑N
 * climbed, ↓N fell (absolute value), '-' unchanged or nothing to compare with.
 */
export function RankChange({ change, preRank }: { change: number; preRank?: number | null }) {
  const view = describeRankChange(change, preRank);
  switch (view.kind) {
    case 'new':
    case 'entered':
      return (
        <span className={styles.new} data-kind="new">
          新上榜
        </span>
      );
    case 'up':
      return (
        <span className={styles.up} data-kind="up">
          ↑{view.value}
        </span>
      );
    case 'down':
      return (
        <span className={styles.down} data-kind="down">
          ↓{view.value}
        </span>
      );
    case 'dropped':
      return (
        <span className={styles.down} data-kind="dropped">
          {view.text}
        </span>
      );
    default:
      return (
        <span className={styles.flat} data-kind="flat">
          {NO_VALUE}
        </span>
      );
  }
}
