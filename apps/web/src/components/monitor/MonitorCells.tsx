import { Link } from 'react-router';
import { formatNumber, NO_VALUE } from '@bangyan/contract';
import { AppIcon } from '../AppIcon.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import styles from './MonitorCells.module.css';

export interface AppCellRow {
  trackId: string;
  trackName: string;
  artistName: string;
  sellerName: string;
  artworkUrl60: string;
}

/** Icon, name linking to the app page, developer; an optional status tag beside the name (spec 4). */
export function AppCell({ row, tag }: { row: AppCellRow; tag?: { text: string; tone: 'grey' | 'blue' } | null }) {
  const to = iosAppPath(row.trackId);
  return (
    <div className={styles.app}>
      <Link to={to} className={styles.iconLink} tabIndex={-1} aria-hidden="true">
        <AppIcon src={row.artworkUrl60} name={row.trackName} appId={row.trackId} size={44} />
      </Link>
      <div className={styles.appText}>
        <div className={styles.appNameLine}>
          <Link to={to} className={styles.appName} title={row.trackName} data-testid="monitor-app-link">
            {row.trackName || row.trackId}
          </Link>
          {tag && <span className={tag.tone === 'grey' ? styles.tagGrey : styles.tagBlue}>{tag.text}</span>}
        </div>
        <div className={styles.developer} title={row.artistName || row.sellerName}>
          {row.artistName || row.sellerName || NO_VALUE}
        </div>
      </div>
    </div>
  );
}

/** A count in spec 9's format (万 / 亿). */
export const Count = ({ n }: { n: number }) => <span className={styles.num}>{formatNumber(n)}</span>;

/** A chart rank, or '-' when the app was on no chart. */
export const Rank = ({ rank }: { rank: number | null }) =>
  rank === null || rank <= 0 ? (
    <span className={styles.muted}>{NO_VALUE}</span>
  ) : (
    <span className={styles.rank}>{rank}</span>
  );

/** 'YYYY-MM-DD HH:mm' as a date line and a time line. */
export function DateTime({ value }: { value: string }) {
  const [date, time] = value.split(' ');
  if (!date) return <span className={styles.muted}>{NO_VALUE}</span>;
  return (
    <span className={styles.dateTime}>
      <span>{date}</span>
      {time && <span className={styles.time}>{time}</span>}
    </span>
  );
}

/** Release and latest update dates, one a line ('-' for a date the store never gave). */
export function ReleaseUpdate({ releaseDate, updateDate }: { releaseDate: string; updateDate: string }) {
  return (
    <span className={styles.dates}>
      <span>
        <em>发布</em>
        {releaseDate || NO_VALUE}
      </span>
      <span>
        <em>更新</em>
        {updateDate || NO_VALUE}
      </span>
    </span>
  );
}
