import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TableColumnsType } from 'antd';
import {
  CHART_TYPE_NAMES,
  NO_VALUE,
  RANKING_CHART_TYPES,
  type ChartDigest,
  type RankingChartType,
} from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage } from '../../../../components/page/DataPage.tsx';
import { RankChange } from '../../../../components/RankChange.tsx';
import type { ExportColumn } from '../../../../lib/export.ts';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { RankBadge } from '../../../../components/boards/RankBadge.tsx';
import { daySummaryQuery } from '../viewQueries.ts';
import { barsOption } from '../../../../components/charts/chartOptions.ts';
import { chartPath } from '../parts/chartPath.ts';
import { CountryFilter } from '../../../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { emptyText } from '../../../../components/data/DataState.tsx';
import { MiniApp } from '../../../../components/apps/MiniApp.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import styles from '../parts/Views.module.css';

/** The genres drawn in the new-entries chart: the most active ones. */
const CHART_GENRES = 20;

/** One genre's three charts. */
interface GenreRow {
  genre: number;
  genreName: string;
  charts: Partial<Record<RankingChartType, ChartDigest>>;
}

const entered = (c: ChartDigest | undefined) => c?.movement?.entered ?? null;
const enteredTotal = (r: GenreRow) => RANKING_CHART_TYPES.reduce((sum, t) => sum + (entered(r.charts[t]) ?? 0), 0);

/** The other genres' digests, one row per genre, in the order the server sent them (the store's). */
function byGenre(digests: readonly ChartDigest[]): GenreRow[] {
  const rows = new Map<number, GenreRow>();
  for (const d of digests) {
    const row = rows.get(d.genre) ?? { genre: d.genre, genreName: d.genreName, charts: {} };
    row.charts[d.type] = d;
    rows.set(d.genre, row);
  }
  return [...rows.values()];
}

/** A main chart: its top 3 with their changes, how it moved and its biggest climber. */
function ChartCard({ chart, country, date }: { chart: ChartDigest; country: string; date: string }) {
  const m = chart.movement;
  return (
    <div className={styles.card} data-testid="summary-card">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <Link to={chartPath({ genre: chart.genre, type: chart.type, country, date })} className={styles.genreLink}>
            {CHART_TYPE_NAMES[chart.type]}榜 · {chart.genreName}
          </Link>
        </h3>
        <span className={styles.cardTime}>{chart.time.slice(11)}</span>
      </div>
      {chart.leaders.map((app) => (
        <div key={app.appId} className={styles.leader}>
          <RankBadge rank={app.rank} />
          <MiniApp app={app} country={country} />
          <RankChange change={app.rankChange} preRank={app.preRank} />
        </div>
      ))}
      <div className={styles.cardFoot}>
        {m ? (
          <>
            <span>
              新进 <strong>{m.entered}</strong>
            </span>
            <span>
              跌出 <strong>{m.left}</strong>
            </span>
            <span>
              上升 <strong>{m.up}</strong>
            </span>
            <span>
              下降 <strong>{m.down}</strong>
            </span>
            <span title="榜单应用平均变动名次占榜单深度的百分比">
              变动指数 <strong>{m.index}</strong>
            </span>
          </>
        ) : (
          <span>24 小时前无榜单可对比</span>
        )}
        {chart.riser && (
          <span>
            最大升幅 <strong>{chart.riser.trackName}</strong> <RankChange change={chart.riser.rankChange} />
          </span>
        )}
      </div>
    </div>
  );
}

function leaderCell(c: ChartDigest | undefined, country: string) {
  const app = c?.leaders[0];
  return app ? <MiniApp app={app} country={country} /> : <span className={styles.muted}>{NO_VALUE}</span>;
}

function columns(country: string, date: string): TableColumnsType<GenreRow> {
  return [
    {
      key: 'genre',
      title: '分类',
      width: 120,
      render: (_, r) => (
        <Link to={chartPath({ genre: r.genre, type: 'free', country, date })} className={styles.genreLink}>
          {r.genreName}
        </Link>
      ),
    },
    ...RANKING_CHART_TYPES.flatMap((t): TableColumnsType<GenreRow> => [
      { key: `${t}-leader`, title: `${CHART_TYPE_NAMES[t]}榜榜首`, render: (_, r) => leaderCell(r.charts[t], country) },
      {
        key: `${t}-entered`,
        title: '新进',
        width: 72,
        align: 'center',
        sorter: (a, b) => (entered(a.charts[t]) ?? -1) - (entered(b.charts[t]) ?? -1),
        render: (_, r) => entered(r.charts[t]) ?? <span className={styles.muted}>{NO_VALUE}</span>,
      },
    ]),
  ];
}

const EXPORT_COLUMNS: ExportColumn<GenreRow>[] = [
  { title: '分类', value: (r) => r.genreName },
  ...RANKING_CHART_TYPES.flatMap((t): ExportColumn<GenreRow>[] => [
    { title: `${CHART_TYPE_NAMES[t]}榜榜首`, value: (r) => r.charts[t]?.leaders[0]?.trackName },
    { title: `${CHART_TYPE_NAMES[t]}榜新进`, value: (r) => entered(r.charts[t]) },
    { title: `${CHART_TYPE_NAMES[t]}榜变动指数`, value: (r) => r.charts[t]?.movement?.index },
  ]),
];

/**
 * 榜单汇总 (pages.md summary): every chart of a storefront on a day: the overall, apps and games
 * charts with their top 3, how each moved in 24 h and its biggest climber; every other genre's
 * leaders and new entries, and the genres with the most new entries as a chart.
 */
export function SummaryPage() {
  const [v, set] = useUrlParams(daySummaryQuery.spec);
  const today = useMarketToday();
  const answer = useViewAnswer(daySummaryQuery.useQuery(v));
  const data = answer.data;
  const rows = useMemo(() => byGenre(data?.genres ?? []), [data]);
  const option = useMemo(() => {
    const active = [...rows]
      .sort((a, b) => enteredTotal(b) - enteredTotal(a))
      .slice(0, CHART_GENRES)
      .filter((r) => enteredTotal(r) > 0);
    if (active.length === 0) return null;
    return barsOption(
      active.map((r) => r.genreName),
      RANKING_CHART_TYPES.map((t) => ({
        name: `${CHART_TYPE_NAMES[t]}榜`,
        data: active.map((r) => entered(r.charts[t])),
      })),
      { stack: true, unit: '款' },
    );
  }, [rows]);
  const date = v.date;

  return (
    <DataPage
      title="榜单汇总"
      intro="一天之内全部榜单的概况：主要榜单前三名与变动，各分类榜首与新进榜应用数。"
      testId="summary-page"
      extra={
        <ExportButton
          filename={`榜单汇总_${v.country}_${data?.date ?? ''}`}
          columns={EXPORT_COLUMNS}
          rows={() => rows}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <DayFilter value={v.date} today={today} onChange={(d) => set({ date: d })} testId="day-filter" />
        </>
      }
    >
      <DataBlock title="主要榜单" testId="summary-main">
        {answer.failure ??
          (data && data.main.length > 0 ? (
            <div className={`${styles.cards} ${answer.stale ? styles.stale : ''}`}>
              {data.main.map((c) => (
                <ChartCard key={`${c.genre}-${c.type}`} chart={c} country={v.country} date={date} />
              ))}
            </div>
          ) : (
            emptyText(answer.loading, '该日暂无榜单数据')
          ))}
      </DataBlock>
      <DataBlock title="各分类新进榜应用数" testId="summary-chart">
        <ChartBox
          option={option}
          height={340}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="summary-bars"
        />
      </DataBlock>
      <DataBlock title="分类榜单" testId="summary-genres">
        <ViewTable<GenreRow>
          answer={answer}
          rows={rows}
          columns={columns(v.country, date)}
          rowKey="genre"
          rowTestId="summary-row"
          empty="该日暂无榜单数据"
        />
      </DataBlock>
    </DataPage>
  );
}
