import { Tooltip } from 'antd';
import { Link } from 'react-router';
import { NO_VALUE } from '@bangyan/contract';
import { useAsoListQuery } from '../../api/homeBoards.ts';
import { BoardCard, BoardEmpty, BoardLoading, BoardTitle } from './BoardParts.tsx';
import { RankBadge } from '../../components/boards/RankBadge.tsx';
import { AppIcon } from '../../components/AppIcon.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import styles from './HotSearchSection.module.css';

/** Spec 2.4: what the ASO index means. */
export const ASO_INDEX_TIP =
  'ASO指数是综合应用的关键词覆盖、关键词热度及关键词属性等因素计算得出的指数，反映应用在App Store搜索中获取流量的能力。';

/** Spec 2.4 'ASO index top 5': app, overall rank ('-' when 0) and ASO index. */
export function AsoIndexCard() {
  const query = useAsoListQuery();
  const rows = query.data?.list ?? [];
  return (
    <BoardCard
      testId="aso-index"
      head={
        <BoardTitle>
          ASO指数 TOP5
          <Tooltip title={ASO_INDEX_TIP} placement="top">
            <span className={styles.tipIcon} role="img" aria-label="ASO指数说明" data-testid="aso-tip">
              ⓘ
            </span>
          </Tooltip>
        </BoardTitle>
      }
    >
      {rows.length === 0 ? (
        query.isPending ? (
          <BoardLoading height={360} />
        ) : (
          <BoardEmpty />
        )
      ) : (
        <>
          <div className={styles.asoHead}>
            <span>应用</span>
            <span className={styles.asoRankCol}>总榜排名</span>
            <span className={styles.asoIndexCol}>ASO指数</span>
          </div>
          <ol className={styles.asoList}>
            {rows.map((item, i) => (
              <li key={item.appId} className={styles.asoRow} data-testid="aso-row">
                <RankBadge rank={i + 1} />
                <Link to={iosAppPath(item.appId)} className={styles.asoApp}>
                  <AppIcon src={item.artworkUrl60} name={item.trackName} appId={item.appId} size={36} />
                  <span className={styles.asoText}>
                    <span className={styles.asoName} title={item.trackName}>
                      {item.trackName || item.appId}
                    </span>
                    <span className={styles.asoDev} title={item.artistName}>
                      {item.artistName || NO_VALUE}
                    </span>
                  </span>
                </Link>
                <span className={styles.asoRankCol} data-testid="aso-rank">
                  {item.rankAll.ranking > 0 ? item.rankAll.ranking : NO_VALUE}
                </span>
                <span className={styles.asoIndexCol} data-testid="aso-value">
                  {item.asoIndex.toFixed(1)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </BoardCard>
  );
}
