import { useMemo } from 'react';
import { Segmented, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { CHART_TYPE_NAMES, COMPETITOR_CHART_SPANS, formatNumber, NO_VALUE, type CompetitorFigures } from '@bangyan/contract';
import { useCompetitorDownloadsQuery, useCompetitorInfoQuery } from '../../api/apps.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { RankChange } from '../../components/RankChange.tsx';
import { intParam, useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../ranking/views/parts/charts.ts';
import { AppCell, useViewAnswer, ViewTable } from '../ranking/views/parts/ViewParts.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import styles from './AppDetail.module.css';

type Span = (typeof COMPETITOR_CHART_SPANS)[number];
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
    { key: 'downloads', title: '昨日下载量（预估）', width: 140, align: 'right', render: (_, a) => <span data-testid="competitor-downloads">{orNone(a.downloads)}</span> },
    { key: 'coverage', title: '关键词覆盖（前3名）', width: 150, align: 'right', render: (_, a) => (a.coverage === null ? NO_VALUE : `${formatNumber(a.coverage)}（${formatNumber(a.coverageTop3 ?? 0)}）`) },
    { key: 'rating', title: '评分', width: 150, align: 'right', render: (_, a) => (a.rating === null ? NO_VALUE : `${a.rating.toFixed(1)}（${formatNumber(a.ratingCount)}）`) },
  ];
}

/**
 * competitorInfo (pages.md): the app beside its competitors (a visitor's, or a user's without any:
 * the suggested ones): ranks, yesterday's download estimate, keyword coverage and rating, and their
 * daily download estimates over 7 or 30 days.
 */
export function CompetitorInfoPage() {
  const [v, set] = useUrlParams(PARAMS);
  return (
    <AppFrame appId={v.appId} country={v.country} onCountry={(country) => set({ country })} title="竞品对比" testId="app-competitor-info-page">
      {() => <Comparison appId={v.appId} country={v.country} days={v.days as Span} onDays={(days) => set({ days })} />}
    </AppFrame>
  );
}

function Comparison({ appId, country, days, onDays }: { appId: string; country: string; days: Span; onDays: (days: Span) => void }) {
  const info = useViewAnswer(useCompetitorInfoQuery({ appId, country }));
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
      series: data.series.map((s) => ({ name: s.trackName || s.appId, type: 'line', data: s.downloads, connectNulls: false })),
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
        <ViewTable<CompetitorFigures> answer={info} rows={info.data?.apps ?? []} columns={columns(country)} rowKey="appId" rowTestId="compare-row" empty="暂无数据" pageSize={false} />
      </DataBlock>
      <DataBlock
        title="下载量预估趋势"
        extra={<Segmented<Span> value={days} onChange={onDays} options={COMPETITOR_CHART_SPANS.map((n) => ({ value: n, label: `${n}天` }))} data-testid="competitor-days" />}
        testId="competitor-chart-block"
      >
        <ChartBox option={option} height={320} loading={chart.loading} error={chart.error} empty={option === null} testId="competitor-chart" />
      </DataBlock>
    </>
  );
}
