import styles from './RankBadge.module.css';

/** The rank number; the first three stand out. */
export function RankBadge({ rank }: { rank: number }) {
  const top = rank >= 1 && rank <= 3 ? styles[`rank${rank}`] : undefined;
  return <span className={top ? `${styles.rank} ${top}` : styles.rank}>{rank}</span>;
}
