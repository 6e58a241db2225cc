import { useMemo } from 'react';
import { Segmented } from 'antd';
import { ASA_SPANS, ASA_TOP, formatNumber, type AsaKeyword, type asaSummary, type DataOf } from '@bangyan/contract';
import {
  useAsaCountriesQuery,
  useAsaHistoryQuery,
  useAsaKeywordsQuery,
  useAsaSummaryQuery,
  useAsaTopKeywordsQuery,
} from '../../api/appAso.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { intParam, useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { EXPORT_COLUMNS, keywordColumns, percent } from './asaColumns.tsx';
import styles from './AppAso.module.css';

type Span = (typeof ASA_SPANS)[number];
type Summary = DataOf<typeof asaSummary>;

const PARAMS = { ...APP_PARAMS, days: intParam(30, (n) => (ASA_SPANS as readonly number[]).includes(n)) };
const NO_ADS = '暂无数据：统计期内未发现该应用的搜索广告投放';
const NOT_COLLECTED = '暂无数据：该国家/地区的关键词暂未采集，无法查看搜索广告投放';

/** How the page's figures are made (the contract's and the engine's definitions). */
const DEFINITIONS =
  '数据来源：每天采集各关键词的 App Store 搜索结果及其顶部广告位（每个关键词一个广告位）。投放关键词：统计期内该应用至少有一天占据其广告位的关键词；' +
  '声量份额：统计期内该应用占据某关键词广告位的天数 ÷ 该关键词被采集的天数；热度为关键词在统计期内最近一天的热度；竞争应用：统计期内占据过同一广告位的其他应用数。';

/**
 * asa (pages.md "iOS app detail"): the keywords an app buys in Apple Search Ads over 7, 30 or 90
 * days, derived from the ad slot of every collected keyword search: a summary, the ad keywords per
 * day, the hottest ones, the storefronts (only those whose keywords are collected) and every ad
 * keyword with its share of voice.
 */
export function AsaPage() {
  const [v, set] = useUrlParams(PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="ASA投放"
      testId="app-asa-page"
    >
      {() => <Asa appId={v.appId} country={v.country} days={v.days as Span} onDays={(days) => set({ days })} />}
    </AppFrame>
  );
}

function Asa({
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
  const params = { appId, country, days };
  const summary = useViewAnswer(useAsaSummaryQuery(params));
  const s = summary.data;
  const emptyText = s?.days === 0 ? NOT_COLLECTED : NO_ADS;
  return (
    <>
      <DataBlock
        title="投放概况"
        extra={
          <Segmented<Span>
            value={days}
            onChange={onDays}
            options={ASA_SPANS.map((n) => ({ value: n, label: `${n}天` }))}
            data-testid="asa-days"
          />
        }
        testId="asa-summary"
      >
        {summary.failure ?? (s && <SummaryStats s={s} stale={summary.stale} />)}
        <p className={styles.muted}>{DEFINITIONS}</p>
      </DataBlock>
      <HistoryBlock params={params} emptyText={emptyText} />
      <TopBlock params={params} emptyText={emptyText} />
      <CountriesBlock appId={appId} days={days} />
      <KeywordsBlock params={params} emptyText={emptyText} />
    </>
  );
}

function SummaryStats({ s, stale }: { s: Summary; stale: boolean }) {
  return (
    <>
      <div className={`${styles.stats} ${stale ? styles.stale : ''}`} data-testid="asa-stats">
        <Stat label="投放关键词" value={formatNumber(s.keywords)} testId="asa-stat-keywords" />
        <Stat label="热门投放词（热度≥4605）" value={formatNumber(s.hotKeywords)} testId="asa-stat-hot" />
        <Stat
          label={`最近一天在投${s.latestDay ? `（${s.latestDay}）` : ''}`}
          value={formatNumber(s.latestCount)}
          testId="asa-stat-latest"
        />
        <Stat label="日均投放词数" value={s.averageDaily} testId="asa-stat-daily" />
        <Stat label="平均声量份额" value={percent(s.averageShare)} testId="asa-stat-share" />
      </div>
      <p className={styles.muted} data-testid="asa-span">
        统计期 {s.from} 至 {s.to}，其中 {s.days} 天有关键词采集数据。
      </p>
    </>
  );
}

type Params = { appId: string; country: string; days: Span };

function HistoryBlock({ params, emptyText }: { params: Params; emptyText: string }) {
  const answer = useViewAnswer(useAsaHistoryQuery(params));
  const list = answer.data?.list;
  const option = useMemo(() => {
    if (!list || list.every((d) => d.count === 0)) return null;
    return {
      color: SERIES_COLORS,
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 24, top: 32, bottom: 28 },
      xAxis: { type: 'category', data: list.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1, name: '关键词数' },
      series: [
        {
          name: '投放关键词数',
          type: 'line',
          data: list.map((d) => d.count),
          showSymbol: list.length <= 31,
          areaStyle: { opacity: 0.08 },
        },
      ],
    };
  }, [list]);
  return (
    <DataBlock title="每日投放关键词数" testId="asa-history">
      <ChartBox
        option={option}
        height={260}
        loading={answer.loading}
        error={answer.error}
        empty={option === null}
        emptyText={emptyText}
        testId="asa-history-chart"
      />
    </DataBlock>
  );
}

function TopBlock({ params, emptyText }: { params: Params; emptyText: string }) {
  const answer = useViewAnswer(useAsaTopKeywordsQuery(params));
  const list = answer.data?.list;
  const option = useMemo(() => {
    if (!list || list.length === 0) return null;
    const rows = [...list].reverse();
    return {
      color: SERIES_COLORS,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 110, right: 48, top: 32, bottom: 24 },
      xAxis: [
        { type: 'value', name: '热度', position: 'bottom' },
        { type: 'value', name: '声量份额%', position: 'top', max: 100 },
      ],
      yAxis: { type: 'category', data: rows.map((k) => k.keyword) },
      series: [
        { name: '热度', type: 'bar', data: rows.map((k) => k.heat ?? 0), barMaxWidth: 14 },
        { name: '声量份额%', type: 'bar', xAxisIndex: 1, data: rows.map((k) => k.share), barMaxWidth: 14 },
      ],
    };
  }, [list]);
  return (
    <DataBlock title={`热门投放词 TOP${ASA_TOP}（按热度）`} testId="asa-top">
      <ChartBox
        option={option}
        height={Math.max(220, (list?.length ?? 0) * 36 + 60)}
        loading={answer.loading}
        error={answer.error}
        empty={option === null}
        emptyText={emptyText}
        testId="asa-top-chart"
      />
    </DataBlock>
  );
}

function CountriesBlock({ appId, days }: { appId: string; days: Span }) {
  const answer = useViewAnswer(useAsaCountriesQuery({ appId, days }));
  const list = answer.data?.list ?? [];
  const advertised = list.filter((c) => c.keywords > 0);
  return (
    <DataBlock title="投放国家/地区" testId="asa-countries">
      {answer.failure ?? (
        <>
          {answer.data && advertised.length === 0 && (
            <p className={styles.muted}>暂无数据：统计期内在已采集的国家/地区未发现该应用的搜索广告投放</p>
          )}
          <ul className={styles.countries}>
            {advertised.map((c) => (
              <li key={c.country} data-testid="asa-country">
                {c.countryName}：{formatNumber(c.keywords)} 个投放关键词
              </li>
            ))}
          </ul>
          <p className={styles.muted}>
            仅统计已采集关键词的国家/地区
            {list.length > 0 ? `（目前：${list.map((c) => c.countryName).join('、')}）` : ''}
            ，其他国家/地区的投放无法观测。
          </p>
        </>
      )}
    </DataBlock>
  );
}

function KeywordsBlock({ params, emptyText }: { params: Params; emptyText: string }) {
  const answer = useViewAnswer(useAsaKeywordsQuery(params));
  const list = answer.data?.list ?? [];
  return (
    <DataBlock
      title={`投放关键词（${list.length}）`}
      extra={
        list.length > 0 && (
          <ExportButton
            filename={`ASA投放关键词_${params.appId}_${params.country}_${answer.data?.from ?? ''}_${answer.data?.to ?? ''}`}
            columns={EXPORT_COLUMNS}
            rows={() => list}
          />
        )
      }
      testId="asa-keywords"
    >
      <ViewTable<AsaKeyword>
        answer={answer}
        rows={list}
        columns={keywordColumns(params.country)}
        rowKey="keywordId"
        rowTestId="asa-keyword-row"
        empty={emptyText}
        pageSize={20}
      />
    </DataBlock>
  );
}
