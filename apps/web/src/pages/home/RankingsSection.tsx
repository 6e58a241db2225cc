import { useState } from 'react';
import {
  CHART_TYPE_NAMES,
  GENRE_GAMES,
  RANKING_CHART_TYPES,
  type RankingChartType,
  type RankingList,
} from '@bangyan/contract';
import { useBangRankingQuery } from '../../api/homeBoards.ts';
import { BoardAppLink, BoardCard, BoardEmpty, BoardLoading, BoardTabs, BoardTitle, MoreLink } from './BoardParts.tsx';
import { RankBadge } from '../../components/boards/RankBadge.tsx';
import { rankingIndexPath } from './boardLinks.ts';
import { RANKING_GENRE_TABS } from './boardTabs.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './RankingsSection.module.css';

/** One chart's column: title with the chart's time, the '全部' link, its top 10 or 暂无数据. */
function RankingColumn({
  type,
  genre,
  data,
  loading,
}: {
  type: RankingChartType;
  genre: number;
  data: RankingList | undefined;
  loading: boolean;
}) {
  const rows = data?.list ?? [];
  return (
    <BoardCard
      testId={`ranking-${type}`}
      head={
        <>
          <BoardTitle note={data?.timeFormat ? <span data-testid="ranking-time">{data.timeFormat}</span> : null}>
            <span className={`${styles.chartMark} ${styles[type]}`} aria-hidden="true" />
            {`${CHART_TYPE_NAMES[type]}榜`}
          </BoardTitle>
          <MoreLink to={rankingIndexPath(genre, type)} testId="ranking-more" />
        </>
      }
    >
      {rows.length === 0 ? (
        loading ? (
          <BoardLoading height={560} />
        ) : (
          <BoardEmpty minHeight={280} />
        )
      ) : (
        <ol className={styles.list}>
          {rows.map((item) => (
            <li key={item.appId} className={styles.row} data-testid="ranking-row">
              <RankBadge rank={item.ranking} />
              <BoardAppLink
                appId={item.appId}
                name={item.trackName}
                developer={item.sellerName}
                iconUrl={item.artworkUrl60}
                size={40}
                testId="ranking-app"
              />
            </li>
          ))}
        </ol>
      )}
    </BoardCard>
  );
}

/** Spec 2.4 'Real-time iOS rankings': genre tabs and the free, paid and grossing top 10s. */
export function RankingsSection() {
  const [genre, setGenre] = useState(GENRE_GAMES);
  const query = useBangRankingQuery(genre);
  const lists = query.data?.list;
  return (
    <HomeSection
      section="rankings"
      extra={
        <BoardTabs
          options={RANKING_GENRE_TABS}
          value={genre}
          onChange={setGenre}
          label="榜单分类"
          testId="ranking-genre-tabs"
        />
      }
    >
      <div className={query.isPlaceholderData ? `${styles.grid} ${styles.stale}` : styles.grid}>
        {RANKING_CHART_TYPES.map((type) => (
          <RankingColumn key={type} type={type} genre={genre} data={lists?.[type]} loading={query.isPending} />
        ))}
      </div>
    </HomeSection>
  );
}
