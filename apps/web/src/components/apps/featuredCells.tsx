import { computeRankChange, NO_VALUE, type FeaturedRow } from '@bangyan/contract';
import styles from './featuredCells.module.css';

/** The cells a featuring's row shows, on the Today page's list and an app's featuring history. */

export const KIND_NAMES: Record<FeaturedRow['kind'], string> = { app: '应用', game: '游戏' };

/** The lift: its overall rank before against after (spec 4: 新上榜 when it was not on the chart); 0 without both. */
export const lift = (r: Pick<FeaturedRow, 'rankBefore' | 'rankAfter'>) =>
  r.rankBefore === null || r.rankAfter === null ? 0 : computeRankChange(r.rankAfter, r.rankBefore);

/** A place on the overall chart: '-' off it, blank without a chart then. */
export const Place = ({ rank }: { rank: number | null }) =>
  rank === null ? (
    <span className={styles.muted}>无榜单</span>
  ) : rank > 0 ? (
    <span className={styles.num}>{rank}</span>
  ) : (
    <span className={styles.muted}>{NO_VALUE}</span>
  );

/** Sort order of a place: off the chart last. */
export const placeOrder = (rank: number | null) => (rank ? rank : Infinity);
