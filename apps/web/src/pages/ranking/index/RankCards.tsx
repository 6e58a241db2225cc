import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber, type RankIndexItem } from '@bangyan/contract';
import { AppIcon } from '../../../components/AppIcon.tsx';
import { RankChange } from '../../../components/RankChange.tsx';
import { iosAppPath } from '../../../lib/appPaths.ts';
import { RankBadge } from '../../../components/boards/RankBadge.tsx';
import { RANK_PAGE_SIZE } from './RankTable.tsx';
import { ChartPager, pageWithin } from './ChartPager.tsx';
import styles from './RankIndex.module.css';

/** One app as a card: rank and change, icon, name, developer, genre and coverage. */
function RankCard({ row, country }: { row: RankIndexItem; country: string }) {
  const to = iosAppPath(row.appId, country);
  return (
    <Link to={to} className={styles.card} data-testid="rank-card">
      <span className={styles.cardTop}>
        <RankBadge rank={row.rank} />
        <RankChange change={row.rankChange} preRank={row.preRank} />
      </span>
      <AppIcon src={row.artworkUrl60} name={row.trackName} appId={row.appId} size={64} />
      <span className={styles.cardName} title={row.trackName} data-testid="rank-card-name">
        {row.trackName || row.appId}
      </span>
      <span className={styles.cardDeveloper} title={row.developerName}>
        {row.developerName}
      </span>
      <span className={styles.cardMeta}>
        {row.genreName}
        {row.coverage && ` · 覆盖 ${formatNumber(row.coverage.total)}`}
      </span>
    </Link>
  );
}

/** The chart as a grid of app cards (spec 2.1 RankIndex card layout), 100 a page; `empty` without rows. */
export function RankCards({
  rows,
  country,
  empty,
}: {
  rows: readonly RankIndexItem[];
  country: string;
  empty: ReactNode;
}) {
  const [page, setPage] = useState(1);
  // The page (keyed by chart) keeps its page while the same chart reloads; never past the last.
  const current = pageWithin(page, rows.length);
  if (rows.length === 0) return empty;
  return (
    <>
      <div className={styles.cards} data-testid="rank-cards">
        {rows.slice((current - 1) * RANK_PAGE_SIZE, current * RANK_PAGE_SIZE).map((row) => (
          <RankCard key={row.appId} row={row} country={country} />
        ))}
      </div>
      <ChartPager current={current} count={rows.length} onChange={setPage} total={(n) => `共 ${n} 款应用`} />
    </>
  );
}
