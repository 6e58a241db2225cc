import { useState, type ReactNode } from 'react';
import { CHART_TYPE_NAMES, RANKING_CHART_TYPES, type RankIndexItem, type RankingChartType } from '@bangyan/contract';
import { useBangListsQuery, type ListsParams } from '../../../api/ranking.ts';
import { RankAppCell } from '../../../components/apps/RankAppCell.tsx';
import { RankBadge } from '../../../components/boards/RankBadge.tsx';
import { Stale } from '../../../components/data/Stale.tsx';
import { RankChange } from '../../../components/RankChange.tsx';
import { iosAppPath } from '../../../lib/appPaths.ts';
import { RANK_PAGE_SIZE } from './RankTable.tsx';
import { ChartPager, pageWithin } from './ChartPager.tsx';
import styles from './ChartBoard.module.css';

/** One chart's app at a rank: icon, name, developer, and its change. */
function BoardCell({
  row,
  type,
  country,
}: {
  row: RankIndexItem | undefined;
  type: RankingChartType;
  country: string;
}) {
  if (!row) return <td className={styles.cell} data-testid={`board-cell-${type}`} />;
  return (
    <td className={styles.cell} data-testid={`board-cell-${type}`}>
      <div className={styles.app}>
        <RankAppCell
          to={iosAppPath(row.appId, country)}
          appId={row.appId}
          name={row.trackName}
          iconUrl={row.artworkUrl60}
          developerName={row.developerName}
          developerId={row.developerId}
          size={32}
        />
        <span className={styles.change}>
          <RankChange change={row.rankChange} preRank={row.preRank} />
        </span>
      </div>
    </td>
  );
}

/**
 * The real-time chart's default layout (as 七麦's): the free, paid and grossing charts of the same
 * storefront, genre and snapshot side by side, one row per rank, 100 ranks a page. While a new
 * storefront, genre or day loads, the previous rows stay dimmed under a loading sign.
 */
export function ChartBoard({ params, empty }: { params: Omit<ListsParams, 'type'>; empty: ReactNode }) {
  const free = useBangListsQuery({ ...params, type: 'free' });
  const charge = useBangListsQuery({ ...params, type: 'charge' });
  const grossing = useBangListsQuery({ ...params, type: 'grossing' });
  const charts: Record<RankingChartType, RankIndexItem[]> = {
    free: free.data?.list ?? [],
    charge: charge.data?.list ?? [],
    grossing: grossing.data?.list ?? [],
  };
  // The page goes back to the first for another storefront or genre; the board stays mounted, so its
  // queries keep the previous charts (dimmed) while the next load.
  const scope = `${params.country}-${params.genre}`;
  const [paging, setPaging] = useState({ scope, page: 1 });
  const ranks = Math.max(...RANKING_CHART_TYPES.map((t) => charts[t].length));
  const current = pageWithin(paging.scope === scope ? paging.page : 1, ranks);
  const stale = [free, charge, grossing].some((q) => q.isPlaceholderData);
  if (ranks === 0) return empty;
  const first = (current - 1) * RANK_PAGE_SIZE;
  const rows = Array.from({ length: Math.min(RANK_PAGE_SIZE, ranks - first) }, (_, i) => first + i);
  return (
    <Stale stale={stale}>
      <table className={styles.board} data-testid="rank-board">
        <colgroup>
          <col className={styles.rankCol} />
          {RANKING_CHART_TYPES.map((t) => (
            <col key={t} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th className={styles.rankHead}>排名</th>
            {RANKING_CHART_TYPES.map((t) => (
              <th key={t} data-testid={`board-head-${t}`}>
                {`${CHART_TYPE_NAMES[t]}榜`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i} data-testid="board-row">
              <td className={styles.rank}>
                <RankBadge rank={i + 1} />
              </td>
              {RANKING_CHART_TYPES.map((t) => (
                <BoardCell key={t} row={charts[t][i]} type={t} country={params.country ?? ''} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ChartPager
        current={current}
        count={ranks}
        onChange={(page) => setPaging({ scope, page })}
        total={(n) => `共 ${n} 名`}
      />
    </Stale>
  );
}
