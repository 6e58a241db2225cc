import { useMemo, useState } from 'react';
import { Segmented, type TableColumnsType } from 'antd';
import {
  APP_RANK_SPANS,
  CHART_TYPE_NAMES,
  type appRankHistory,
  type appRankList,
  type DataOf,
} from '@bangyan/contract';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { rankMapOption, useWorldMap } from '../../components/charts/rankWorldMap.ts';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { RankChange } from '../../components/RankChange.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { RANK_Y_AXIS, RankLinesBox } from '../../components/charts/RankLinesBox.tsx';
import {
  APP_RANK_PARAMS,
  appGlobalRankQuery,
  appRankHistoryQuery,
  appRankListQuery,
  type AppRankSpan as Span,
} from './appQueries.ts';
import styles from '../../components/appDetail/AppDetail.module.css';

type History = DataOf<typeof appRankHistory>;
type CurrentRank = DataOf<typeof appRankList>['list'][number];

const SPAN_LABELS: Record<Span, string> = { 1: '24小时', 7: '7天', 30: '30天', 90: '90天' };

/** The rank lines (1 at the top), version releases as markers and the times off sale as bands (spec 3 chart series). */
function rankOption(h: History) {
  const labels = h.times.map((t) => (h.hourly ? t.slice(5) : t.slice(5, 10)));
  const slot = (time: string) => {
    const i = h.times.findIndex((t) => t >= time);
    return i === -1 ? labels.length - 1 : i;
  };
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 32, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    yAxis: RANK_Y_AXIS,
    series: h.series.map((s, i) => ({
      name: `${s.genreName}·${CHART_TYPE_NAMES[s.chartType]}`,
      type: 'line',
      data: s.ranks,
      connectNulls: false,
      showSymbol: h.times.length <= 48,
      ...(i === 0
        ? {
            markLine: {
              symbol: 'none',
              label: { formatter: (p: { name: string }) => p.name },
              data: h.versions.map((v) => ({ name: `V${v.version}`, xAxis: slot(v.time) })),
            },
            markArea: {
              itemStyle: { color: 'rgba(245, 34, 45, 0.08)' },
              data: h.offline.map((o) => [
                { name: '下架', xAxis: slot(o.from) },
                { xAxis: o.to ? slot(o.to) : labels.length - 1 },
              ]),
            },
          }
        : {}),
    })),
  };
}

/**
 * AppRank (pages.md "iOS app detail" view): a table of the charts the app is on now (and those it left
 * within 24 h) with the change and the best rank of 7 days; the app's rank on the overall and its genre's free, paid
 * and grossing charts over 24 hours, 7, 30 or 90 days (hourly up to 7 days, then daily), with its
 * version releases and off-sale spans, and a world map of its rank on every collected storefront's
 * overall charts; apps not found or not in the storefront get a clear state.
 */
export function AppRankPage() {
  // The blocks' answers are asked for beside the header's (by the route, appQueries.ts) rather than once it has come.
  const [v, set] = useUrlParams(APP_RANK_PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="排名趋势"
      testId="app-rank-page"
    >
      {() => (
        <>
          <CurrentRanksBlock appId={v.appId} country={v.country} />
          <RankHistoryBlock
            appId={v.appId}
            country={v.country}
            days={v.days as Span}
            onDays={(days) => set({ days })}
          />
          <GlobalRankBlock appId={v.appId} country={v.country} />
        </>
      )}
    </AppFrame>
  );
}

const CURRENT_COLUMNS: TableColumnsType<CurrentRank> = [
  { key: 'chart', title: '榜单', render: (_, r) => `${r.genreName}·${CHART_TYPE_NAMES[r.chartType]}榜` },
  {
    key: 'rank',
    title: '当前排名',
    width: 120,
    align: 'right',
    render: (_, r) => <span data-testid="current-rank">{r.rank === null ? '已离榜' : `第 ${r.rank} 名`}</span>,
  },
  {
    key: 'change',
    title: '较24小时前',
    width: 120,
    align: 'right',
    render: (_, r) => <RankChange change={r.change} />,
  },
  {
    key: 'best',
    title: '近7天最高排名',
    width: 140,
    align: 'right',
    render: (_, r) => <span data-testid="best-rank">第 {r.bestRank7d} 名</span>,
  },
  { key: 'bestTime', title: '最高排名时间', width: 170, render: (_, r) => r.bestRank7dTime },
];

/** 当前排名: the overall and own-genre charts the app is on as they last stood, then those it left within 24 h. */
function CurrentRanksBlock({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(appRankListQuery.useQuery({ appId, country }));
  return (
    <DataBlock title="当前排名" testId="app-current-ranks">
      <ViewTable<CurrentRank>
        answer={answer}
        rows={answer.data?.list ?? []}
        columns={CURRENT_COLUMNS}
        rowKey={(r) => `${r.chartType}-${r.genre}`}
        rowTestId="current-rank-row"
        empty="近24小时不在总榜与分类榜上"
        pageSize={false}
      />
    </DataBlock>
  );
}

function RankHistoryBlock({
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
  const history = useViewAnswer(appRankHistoryQuery.useQuery({ appId, country, days }));
  const data = history.data;
  const option = useMemo(() => (data && data.times.length > 0 ? rankOption(data) : null), [data]);
  return (
    <DataBlock
      title="排名趋势"
      extra={
        <Segmented<Span>
          value={days}
          onChange={onDays}
          options={APP_RANK_SPANS.map((n) => ({ value: n, label: SPAN_LABELS[n] }))}
          data-testid="rank-days"
        />
      }
      testId="app-rank-block"
    >
      <p className={styles.note}>
        {data?.hourly === false ? '每天取当天最后一次榜单' : '每小时一个点'}；竖线为版本更新，红色区间为下架期间。
      </p>
      <RankLinesBox history={history} option={option} series={data?.series} testId="rank-chart" />
    </DataBlock>
  );
}

type GlobalType = 'free' | 'charge' | 'grossing';

/** Where the app ranks, after a colon: '：美国第 3 名、日本第 12 名'; '' on no chart. */
const placesText = (ranked: readonly { countryName: string; appRank: number }[]) =>
  ranked.length > 0 ? `：${ranked.map((r) => `${r.countryName}第 ${r.appRank} 名`).join('、')}` : '';

/** The world map: the app's rank on each storefront's overall chart of the picked type, as it last stood. */
function GlobalRankBlock({ appId, country }: { appId: string; country: string }) {
  const [type, setType] = useState<GlobalType>('free');
  const answer = useViewAnswer(appGlobalRankQuery.useQuery({ appId, country }));
  const map = useWorldMap();
  // A storefront without that chart collected is left uncoloured (no row).
  const rows = useMemo(
    () =>
      (answer.data?.list ?? []).flatMap((c) =>
        c[type] === null ? [] : [{ country: c.country, countryName: c.countryName, appRank: c[type] }],
      ),
    [answer.data, type],
  );
  const option = useMemo(() => (map === 'ready' && rows.length > 0 ? rankMapOption(rows) : null), [map, rows]);
  const ranked = rows.filter((r) => r.appRank > 0);
  return (
    <DataBlock
      title="全球排名"
      extra={
        <Segmented<GlobalType>
          value={type}
          onChange={setType}
          options={(['free', 'charge', 'grossing'] as const).map((t) => ({
            value: t,
            label: `总榜·${CHART_TYPE_NAMES[t]}`,
          }))}
          data-testid="global-type"
        />
      }
      testId="app-global-block"
    >
      <p className={styles.note} data-testid="global-note">
        {rows.length === 0
          ? '暂无各国家/地区的榜单数据'
          : `已采集 ${rows.length} 个国家/地区的该榜单，应用在其中 ${ranked.length} 个上榜${placesText(ranked)}`}
      </p>
      <ChartBox
        option={option}
        height={420}
        loading={answer.loading || map === 'loading'}
        error={answer.error ?? (map instanceof Error ? map : undefined)}
        empty={rows.length === 0}
        testId="global-map-chart"
      />
    </DataBlock>
  );
}
