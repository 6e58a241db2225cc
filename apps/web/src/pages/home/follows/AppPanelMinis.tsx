import { lazy, Suspense, type ReactNode } from 'react';
import { formatNumber, type AppPanel as Panel } from '@bangyan/contract';
import { DiffCell, RankCell } from '../../../components/data/RankCell.tsx';
import { DATA_TEXTS } from '../../../components/data/DataState.tsx';
import styles from './AppPanel.module.css';

/** The four small charts of an app's chart-mode panel: ranks, keyword coverage, downloads, ratings. */

const MiniChart = lazy(() => import('./MiniChart.tsx'));

/** The five star colours of the rating bar, 5 stars first. */
const STAR_COLORS = ['#22b573', '#7ccf5a', '#f5c342', '#ff9d4d', '#ff5b5b'];

function Mini({
  title,
  figures,
  children,
  testId,
}: {
  title: string;
  figures: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className={styles.mini} data-testid={testId}>
      <div className={styles.miniTitle}>{title}</div>
      <div className={styles.miniFigures}>{figures}</div>
      <div className={styles.miniChart}>
        <Suspense fallback={<div className={styles.chartLoading}>{DATA_TEXTS.loading}</div>}>{children}</Suspense>
      </div>
    </div>
  );
}

const NoData = ({ text = DATA_TEXTS.empty }: { text?: string }) => <div className={styles.chartEmpty}>{text}</div>;

export function RankMini({ panel }: { panel: Panel }) {
  const { appGenres, rankChart } = panel.rankModule;
  const hasPoints = rankChart.points.some((s) => s.data.some(([, v]) => v !== null));
  return (
    <Mini
      title="排名"
      testId="mini-rank"
      figures={
        appGenres.length === 0 ? (
          <span className={styles.muted}>{DATA_TEXTS.notOnChart}</span>
        ) : (
          appGenres.slice(0, 2).map((g) => (
            <span key={g.genreName} className={styles.figure}>
              <em>{g.genreName}</em>
              <RankCell rank={g.ranking} change={g.rankChange} />
            </span>
          ))
        )
      }
    >
      {hasPoints ? (
        <MiniChart series={rankChart.points} kind="line" ranks />
      ) : (
        <NoData text={appGenres.length === 0 ? DATA_TEXTS.notOnChart : DATA_TEXTS.empty} />
      )}
    </Mini>
  );
}

export function CoverageMini({ panel }: { panel: Panel }) {
  const { summary, points } = panel.keywordCoverModule;
  return (
    <Mini
      title="关键词覆盖"
      testId="mini-coverage"
      figures={
        summary ? (
          <>
            <span className={styles.figure}>
              <em>覆盖数</em>
              <DiffCell value={summary.total.total} diff={summary.total.diff} />
            </span>
            <span className={styles.figure}>
              <em>Top3</em>
              <DiffCell value={summary.top3.total} diff={summary.top3.diff} />
            </span>
          </>
        ) : (
          <span className={styles.muted}>-</span>
        )
      }
    >
      {summary && points.some((s) => s.data.length > 0) ? <MiniChart series={points} kind="line" daily /> : <NoData />}
    </Mini>
  );
}

export function DownloadsMini({ panel }: { panel: Panel }) {
  const { downloadsYesterday, downloadsSeven, points } = panel.downLoadsModule;
  return (
    <Mini
      title="下载量"
      testId="mini-downloads"
      figures={
        <>
          <span className={styles.figure}>
            <em>昨日</em>
            <strong data-testid="downloads-yesterday">{formatNumber(downloadsYesterday)}</strong>
          </span>
          <span className={styles.figure}>
            <em>近7日日均</em>
            <strong>{formatNumber(downloadsSeven)}</strong>
          </span>
        </>
      }
    >
      {points.some((s) => s.data.some(([, v]) => v !== null)) ? (
        <MiniChart series={points} kind="bar" daily />
      ) : (
        <NoData />
      )}
    </Mini>
  );
}

export function RatingMini({ panel }: { panel: Panel }) {
  const { ratingAllAvg, ratingCountYesterday, stars } = panel.ratingModule;
  const rated = stars.some((s) => s.percent > 0);
  return (
    <Mini
      title="评分"
      testId="mini-rating"
      figures={
        <>
          <span className={styles.figure}>
            <em>平均分</em>
            <strong>{ratingAllAvg === null ? '-' : ratingAllAvg.toFixed(1)}</strong>
          </span>
          <span className={styles.figure}>
            <em>昨日新增评论</em>
            <strong>{formatNumber(ratingCountYesterday)}</strong>
          </span>
        </>
      }
    >
      {rated ? (
        <div className={styles.stars}>
          <div className={styles.starBar} data-testid="star-bar">
            {stars.map((s, i) => (
              <span
                key={s.star}
                style={{ width: `${s.percent}%`, background: STAR_COLORS[i] }}
                title={`${s.star}星 ${s.percent}%`}
              />
            ))}
          </div>
          <ul className={styles.starLegend}>
            {stars.map((s, i) => (
              <li key={s.star}>
                <i style={{ background: STAR_COLORS[i] }} />
                {`${s.star}星 ${s.percent}%`}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <NoData />
      )}
    </Mini>
  );
}
