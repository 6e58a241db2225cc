import { useMemo, useState } from 'react';
import { Segmented, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  CHART_TYPE_NAMES,
  COMPETITOR_CHART_SPANS,
  COMPETITOR_TOTAL_SPANS,
  formatNumber,
  NO_VALUE,
  type competitorDownloadTotals,
  type CompetitorFigures,
  type DataOf,
  type RankingChartType,
} from '@bangyan/contract';
import { useCompetitorDownloadsQuery, useCompetitorRanksQuery, useCompetitorTotalsQuery } from '../../api/apps.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { ChartTypeTabs } from '../../components/filters/ChartTypeTabs.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { RankChange } from '../../components/RankChange.tsx';
import { intParam, useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { AppCell } from '../../components/apps/AppCell.tsx';
import { MiniApp } from '../../components/apps/MiniApp.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { competitorInfoQuery } from './appQueries.ts';
import { dailyRankOption, RankLinesBox } from '../../components/charts/RankLinesBox.tsx';
import styles from '../../components/appDetail/AppDetail.module.css';

type Span = (typeof COMPETITOR_CHART_SPANS)[number];
type TotalSpan = (typeof COMPETITOR_TOTAL_SPANS)[number];
type Total = DataOf<typeof competitorDownloadTotals>['list'][number];
const PARAMS = { ...APP_PARAMS, days: intParam(7, (n) => (COMPETITOR_CHART_SPANS as readonly number[]).includes(n)) };

const orNone = (n: number | null) => (n === null ? NO_VALUE : formatNumber(n));

function columns(country: string): TableColumnsType<CompetitorFigures> {
  return [
    { key: 'app', title: '应用', render: (_, a) => <AppCell app={a} country={country} /> },
    {
      key: 'ranks',
      title: '当前排名',
      width: 220,
      render: (_, a) =>
        a.ranks.length === 0 ? (
          <span className={styles.muted}>不在榜</span>
        ) : (
          <div className={styles.rankList} data-testid="competitor-ranks">
            {a.ranks.map((r) => (
              <span key={`${r.chartType}-${r.genre}`}>
                {r.genreName}·{CHART_TYPE_NAMES[r.chartType]} 第 {r.rank} 名 <RankChange change={r.change} />
              </span>
            ))}
          </div>
        ),
    },
    {
      key: 'downloads',
      title: '昨日下载量（预估）',
      width: 140,
      align: 'right',
      render: (_, a) => <span data-testid="competitor-downloads">{orNone(a.downloads)}</span>,
    },
    {
      key: 'coverage',
      title: '关键词覆盖（前3名）',
      width: 150,
      align: 'right',
      render: (_, a) =>
        a.coverage === null ? NO_VALUE : `${formatNumber(a.coverage)}（${formatNumber(a.coverageTop3 ?? 0)}）`,
    },
    {
      key: 'rating',
      title: '评分',
      width: 150,
      align: 'right',
      render: (_, a) => (a.rating === null ? NO_VALUE : `${a.rating.toFixed(1)}（${formatNumber(a.ratingCount)}）`),
    },
  ];
}

/**
 * competitorInfo (pages.md): the app beside its competitors (a visitor's, or a user's without any:
 * the suggested ones): ranks, yesterday's download estimate, keyword coverage and rating; their daily
 * best ranks on one chart (overall or the app's genre; free, paid or grossing) over 7 or 30 days; their
 * daily download estimates over 7 or 30 days, and their totals and shares over 7, 30 or 90 days.
 */
export function CompetitorInfoPage() {
  const [v, set] = useUrlParams(PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="竞品对比"
      testId="app-competitor-info-page"
    >
      {() => <Comparison appId={v.appId} country={v.country} days={v.days as Span} onDays={(days) => set({ days })} />}
    </AppFrame>
  );
}

function Comparison({
  appId,
  country,
  days,
  onDays,
}: {
  appId: string;
  country: string;
  days: Span;
  onDays: (days: Span) => void;
}) {
  const info = useViewAnswer(competitorInfoQuery.useQuery({ appId, country }));
  const chart = useViewAnswer(useCompetitorDownloadsQuery({ appId, country, days }));
  const data = chart.data;
  const option = useMemo(() => {
    if (!data || data.series.every((s) => s.downloads.every((d) => d === null))) return null;
    return {
      color: SERIES_COLORS,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 64, right: 24, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: data.days.map((d) => d.slice(5)) },
      yAxis: { type: 'value', name: '下载量' },
      series: data.series.map((s) => ({
        name: s.trackName || s.appId,
        type: 'line',
        data: s.downloads,
        connectNulls: false,
      })),
    };
  }, [data]);
  const competitorsPath = `/new/apps/competitor?${new URLSearchParams({ appId, country })}`;
  return (
    <>
      <DataBlock title={`竞品对比${info.data ? `（${info.data.day}）` : ''}`} testId="competitor-compare">
        {info.data?.suggested && (
          <p className={styles.note} data-testid="competitor-suggested-note">
            尚未添加竞品，以下为推荐竞品。<Link to={competitorsPath}>管理竞品</Link>
          </p>
        )}
        <ViewTable<CompetitorFigures>
          answer={info}
          rows={info.data?.apps ?? []}
          columns={columns(country)}
          rowKey="appId"
          rowTestId="compare-row"
          empty="暂无数据"
          pageSize={false}
        />
      </DataBlock>
      <RankComparison appId={appId} country={country} />
      <DataBlock
        title="下载量预估趋势"
        extra={
          <Segmented<Span>
            value={days}
            onChange={onDays}
            options={COMPETITOR_CHART_SPANS.map((n) => ({ value: n, label: `${n}天` }))}
            data-testid="competitor-days"
          />
        }
        testId="competitor-chart-block"
      >
        <ChartBox
          option={option}
          height={320}
          loading={chart.loading}
          error={chart.error}
          empty={option === null}
          testId="competitor-chart"
        />
        <DownloadTotals appId={appId} country={country} />
      </DataBlock>
    </>
  );
}

/** The rank comparison: each app's best rank of every day on the chosen chart. */
function RankComparison({ appId, country }: { appId: string; country: string }) {
  const [chartType, setChartType] = useState<RankingChartType>('free');
  const [genre, setGenre] = useState(0);
  const [days, setDays] = useState<Span>(7);
  const ranks = useViewAnswer(useCompetitorRanksQuery({ appId, country, chartType, genre, days }));
  const data = ranks.data;
  const option = useMemo(
    () =>
      data && data.days.length > 0
        ? dailyRankOption(
            data.days,
            data.series.map((s) => ({ name: s.trackName || s.appId, ranks: s.ranks })),
          )
        : null,
    [data],
  );
  return (
    <DataBlock
      title="排名对比"
      extra={
        <span className={styles.headActions}>
          <ChartTypeTabs value={chartType} onChange={setChartType} />
          <Segmented<number>
            value={genre}
            onChange={setGenre}
            options={(data?.genres ?? [{ genre: 0, genreName: '总榜' }]).map((g) => ({
              value: g.genre,
              label: g.genreName,
            }))}
            data-testid="competitor-rank-genre"
          />
          <Segmented<Span>
            value={days}
            onChange={setDays}
            options={COMPETITOR_CHART_SPANS.map((n) => ({ value: n, label: `${n}天` }))}
            data-testid="competitor-rank-days"
          />
        </span>
      }
      testId="competitor-rank-block"
    >
      <p className={styles.note}>每天取当天的最高排名，未上榜的日子为空。</p>
      <RankLinesBox history={ranks} option={option} series={data?.series} testId="competitor-rank-chart" />
    </DataBlock>
  );
}

const totalColumns = (country: string): TableColumnsType<Total> => [
  {
    key: 'app',
    title: '应用',
    render: (_, a) => (
      <MiniApp app={{ appId: a.appId, trackName: a.trackName, artworkUrl60: a.iconUrl }} country={country} />
    ),
  },
  { key: 'yesterday', title: '昨日下载量', width: 140, align: 'right', render: (_, a) => orNone(a.yesterday) },
  {
    key: 'total',
    title: '期间下载量',
    width: 140,
    align: 'right',
    render: (_, a) => <span data-testid="total-downloads">{orNone(a.total)}</span>,
  },
  {
    key: 'share',
    title: '占比',
    width: 100,
    align: 'right',
    render: (_, a) => (
      <span data-testid="total-share">{a.share === null ? NO_VALUE : `${(a.share * 100).toFixed(1)}%`}</span>
    ),
  },
];

/** The download totals of the span (a span beyond the tier's history depth shows its limit) and each app's share. */
function DownloadTotals({ appId, country }: { appId: string; country: string }) {
  const [days, setDays] = useState<TotalSpan>(7);
  const totals = useViewAnswer(useCompetitorTotalsQuery({ appId, country, days }));
  return (
    <div className={styles.subBlock} data-testid="competitor-totals">
      <div className={styles.subHead}>
        <span>下载量预估合计{totals.data ? `（截至 ${totals.data.day}）` : ''}</span>
        <Segmented<TotalSpan>
          value={days}
          onChange={setDays}
          options={COMPETITOR_TOTAL_SPANS.map((n) => ({ value: n, label: `${n}天` }))}
          data-testid="competitor-total-days"
        />
      </div>
      <ViewTable<Total>
        answer={totals}
        rows={totals.data?.list ?? []}
        columns={totalColumns(country)}
        rowKey="appId"
        rowTestId="total-row"
        empty="暂无数据"
        pageSize={false}
      />
    </div>
  );
}
