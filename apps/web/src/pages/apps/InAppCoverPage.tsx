import { useMemo, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Segmented, Tag, type TableColumnsType } from 'antd';
import {
  formatNumber,
  INAPP_SPANS,
  NO_VALUE,
  type DataOf,
  type InAppEventRow,
  type InAppItemRow,
  type InAppKeywordRow,
  type subscribeKeywordSummary,
} from '@bangyan/contract';
import {
  useInAppEventKeywordsQuery,
  useInAppEventsQuery,
  useInAppEventSummaryQuery,
  useInAppItemKeywordsQuery,
  useInAppItemsQuery,
  useInAppItemSummaryQuery,
} from '../../api/appInApp.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import type { CsvColumn } from '../../lib/csv.ts';
import { intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { DiffCell } from '../../components/data/RankCell.tsx';
import { KeywordLink } from '../../components/search/KeywordLink.tsx';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer, type ViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import styles from './AppAso.module.css';

type Span = (typeof INAPP_SPANS)[number];
type Summary = DataOf<typeof subscribeKeywordSummary>;
type Params = { appId: string; country: string };
type Entry = InAppItemRow | InAppEventRow;

const PARAMS = { ...APP_PARAMS, days: intParam(30, (n) => (INAPP_SPANS as readonly number[]).includes(n)), id: textParam(() => '', (s) => /^\d{1,16}$/.test(s)) };

/** What differs between the two pages: names, texts, and the answers they read. */
interface Kind {
  title: string;
  testId: string;
  entry: string;
  empty: string;
  definition: string;
  useEntries: (params: Params) => UseQueryResult<{ list: Entry[] }, unknown>;
  useKeywords: typeof useInAppItemKeywordsQuery;
  useSummary: typeof useInAppItemSummaryQuery;
}

const NOT_COLLECTED = '暂无数据：该国家/地区的关键词暂未采集，无法查看搜索结果中的内购项目与活动';
const SOURCE = '数据来源：每天采集各关键词的 App Store 搜索结果，其中除应用外还展示 App 内购买项目与 App 内活动。';
const COVERAGE = '覆盖关键词：热度≥4605、且当前搜索结果展示该应用至少一个{x}的关键词；Top3 / Top10：其中该应用的{x}排在该关键词{x}结果前 3 / 前 10 位的关键词；排名为在该关键词{x}结果中的位置；热度、结果数为该关键词最近一次采集的数值。';

const ITEMS: Kind = {
  title: '内购项目',
  testId: 'app-subscribe-page',
  entry: '内购项目',
  empty: '暂无内购项目：该应用的 App 内购买项目尚未在所采集关键词的搜索结果中出现',
  definition: SOURCE + COVERAGE.replaceAll('{x}', '内购项目'),
  useEntries: useInAppItemsQuery,
  useKeywords: useInAppItemKeywordsQuery,
  useSummary: useInAppItemSummaryQuery,
};

const EVENTS: Kind = {
  title: '应用内活动',
  testId: 'app-activity-page',
  entry: '活动',
  empty: '暂无应用内活动：该应用的 App 内活动尚未在所采集关键词的搜索结果中出现',
  definition: SOURCE + COVERAGE.replaceAll('{x}', '活动'),
  useEntries: useInAppEventsQuery,
  useKeywords: useInAppEventKeywordsQuery,
  useSummary: useInAppEventSummaryQuery,
};

/** subscribekeywordcover: keyword coverage of the app's in-app purchase items. */
export function SubscribeKeywordCoverPage() {
  return <InAppCoverPage kind={ITEMS} />;
}

/** activitykeywordcover: keyword coverage of the app's in-app events. */
export function ActivityKeywordCoverPage() {
  return <InAppCoverPage kind={EVENTS} />;
}

/**
 * subscribekeywordcover / activitykeywordcover (pages.md "iOS app detail"): the coverage of the app's
 * in-app purchase items or events in App Store search (latest day with its change, history over 7,
 * 30 or 90 days), the entries search has shown, and the keywords each shows for (one entry's when
 * chosen).
 */
function InAppCoverPage({ kind }: { kind: Kind }) {
  const [v, set] = useUrlParams(PARAMS);
  const params = { appId: v.appId, country: v.country };
  return (
    <AppFrame appId={v.appId} country={v.country} onCountry={(country) => set({ country, id: '' })} title={kind.title} testId={kind.testId}>
      {() => <InAppCover kind={kind} params={params} days={v.days as Span} id={v.id} set={set} />}
    </AppFrame>
  );
}

function InAppCover({ kind, params, days, id, set }: { kind: Kind; params: Params; days: Span; id: string; set: (changes: { days?: number; id?: string }) => void }) {
  const summary = useViewAnswer(kind.useSummary({ ...params, days }));
  // No collected day at all: the storefront's keywords are not collected, so nothing can be seen.
  const empty = summary.data?.history.length === 0 ? NOT_COLLECTED : kind.empty;
  return (
    <>
      <SummaryBlock kind={kind} answer={summary} empty={empty} days={days} onDays={(d) => set({ days: d })} />
      <EntriesBlock kind={kind} params={params} empty={empty} onPick={(picked) => set({ id: picked })} />
      <KeywordsBlock kind={kind} params={params} empty={empty} id={id} onAll={() => set({ id: '' })} />
    </>
  );
}

function SummaryBlock({ kind, answer, empty, days, onDays }: { kind: Kind; answer: ViewAnswer<Summary>; empty: string; days: Span; onDays: (days: Span) => void }) {
  const s = answer.data;
  return (
    <DataBlock
      title="关键词覆盖"
      extra={<Segmented<Span> value={days} onChange={onDays} options={INAPP_SPANS.map((n) => ({ value: n, label: `${n}天` }))} data-testid="inapp-days" />}
      testId="inapp-summary"
    >
      {answer.failure ?? (s && <SummaryStats s={s} stale={answer.stale} />)}
      <HistoryChart answer={answer} empty={empty} />
      <p className={styles.muted}>{kind.definition}</p>
    </DataBlock>
  );
}

function SummaryStats({ s, stale }: { s: Summary; stale: boolean }) {
  const figure = (f: { total: number; diff: number } | undefined) => <DiffCell value={f?.total ?? 0} diff={f?.diff ?? 0} />;
  return (
    <div className={`${styles.stats} ${stale ? styles.stale : ''}`} data-testid="inapp-stats">
      <Stat label={`覆盖关键词${s.summary ? `（${s.summary.day}）` : ''}`} value={figure(s.summary?.total)} testId="inapp-stat-total" />
      <Stat label="Top3" value={figure(s.summary?.top3)} testId="inapp-stat-top3" />
      <Stat label="Top10" value={figure(s.summary?.top10)} testId="inapp-stat-top10" />
    </div>
  );
}

function HistoryChart({ answer, empty }: { answer: ViewAnswer<Summary>; empty: string }) {
  const list = answer.data?.history;
  const option = useMemo(() => {
    if (!list || list.every((d) => d.total === 0)) return null;
    const line = (name: string, data: number[]) => ({ name, type: 'line', data, showSymbol: list.length <= 31 });
    return {
      color: SERIES_COLORS,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 24, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: list.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1, name: '关键词数' },
      series: [line('覆盖关键词', list.map((d) => d.total)), line('Top10', list.map((d) => d.top10)), line('Top3', list.map((d) => d.top3))],
    };
  }, [list]);
  return <ChartBox option={option} height={260} loading={answer.loading} error={answer.error} empty={option === null} emptyText={empty} testId="inapp-history-chart" />;
}

const rankText = (rank: number | null) => (rank === null ? NO_VALUE : rank);

function EntriesBlock({ kind, params, empty, onPick }: { kind: Kind; params: Params; empty: string; onPick: (id: string) => void }) {
  const answer = useViewAnswer(kind.useEntries(params));
  const list = answer.data?.list ?? [];
  const pick = (e: { id: number; keywords: number }) => (
    <Button size="small" type="link" disabled={e.keywords === 0} onClick={() => onPick(String(e.id))} data-testid="inapp-pick">
      查看关键词
    </Button>
  );
  const described: TableColumnsType<Entry> =
    kind === ITEMS
      ? [{ key: 'price', title: '价格', width: 100, render: (_, e) => ('formattedPrice' in e ? e.formattedPrice : NO_VALUE) }]
      : [
          { key: 'kind', title: '类型', width: 110, render: (_, e) => ('kind' in e ? <Tag>{e.kind}</Tag> : NO_VALUE) },
          { key: 'time', title: '活动时间', width: 260, render: (_, e) => ('start' in e ? `${e.start} 至 ${e.end}` : NO_VALUE) },
          { key: 'running', title: '状态', width: 90, render: (_, e) => ('running' in e && e.running ? <Tag color="green">进行中</Tag> : <span className={styles.muted}>已结束</span>) },
        ];
  const columns: TableColumnsType<Entry> = [
    { key: 'name', title: kind.entry, render: (_, e) => e.name },
    ...described,
    { key: 'keywords', title: '覆盖关键词', width: 110, sorter: (a, b) => a.keywords - b.keywords, render: (_, e) => formatNumber(e.keywords) },
    { key: 'best', title: '最佳排名', width: 100, render: (_, e) => rankText(e.bestRank) },
    { key: 'seen', title: '最近出现', width: 150, render: (_, e) => e.lastSeen },
    { key: 'pick', title: '', width: 110, render: (_, e) => pick(e) },
  ];
  return (
    <DataBlock title={`${kind.title}（${list.length}）`} testId="inapp-entries">
      <ViewTable answer={answer} rows={list} columns={columns} rowKey="id" rowTestId="inapp-entry-row" empty={empty} pageSize={20} />
    </DataBlock>
  );
}

const CSV_COLUMNS = (entry: string): CsvColumn<InAppKeywordRow>[] => [
  { title: '关键词', value: (k) => k.keyword },
  { title: entry, value: (k) => k.entryName },
  { title: '排名', value: (k) => k.rank },
  { title: '热度', value: (k) => k.heat },
  { title: '结果数', value: (k) => k.resultCount },
  { title: '更新时间', value: (k) => k.listAt },
];

function KeywordsBlock({ kind, params, empty, id, onAll }: { kind: Kind; params: Params; empty: string; id: string; onAll: () => void }) {
  const answer = useViewAnswer(kind.useKeywords(id === '' ? params : { ...params, id }));
  const list = answer.data?.list ?? [];
  const columns: TableColumnsType<InAppKeywordRow> = [
    { key: 'keyword', title: '关键词', render: (_, k) => <KeywordLink keyword={k.keyword} country={params.country} /> },
    { key: 'entry', title: kind.entry, render: (_, k) => k.entryName },
    { key: 'rank', title: '排名', width: 80, sorter: (a, b) => a.rank - b.rank, render: (_, k) => k.rank },
    { key: 'heat', title: '热度', width: 90, sorter: (a, b) => (a.heat ?? 0) - (b.heat ?? 0), render: (_, k) => k.heat ?? NO_VALUE },
    { key: 'results', title: '结果数', width: 100, sorter: (a, b) => (a.resultCount ?? 0) - (b.resultCount ?? 0), render: (_, k) => (k.resultCount === null ? NO_VALUE : formatNumber(k.resultCount)) },
    { key: 'at', title: '更新时间', width: 150, render: (_, k) => k.listAt },
  ];
  const chosen = id === '' ? null : (list.find((k) => String(k.entryId) === id)?.entryName ?? id);
  const extra: ReactNode = (
    <>
      {chosen !== null && (
        <Button size="small" onClick={onAll} data-testid="inapp-all">
          查看全部{kind.entry}
        </Button>
      )}
      {list.length > 0 && <ExportButton filename={`${kind.title}关键词_${params.appId}_${params.country}`} columns={CSV_COLUMNS(kind.entry)} rows={() => list} />}
    </>
  );
  return (
    <DataBlock title={`覆盖关键词（${list.length}）${chosen === null ? '' : ` · ${chosen}`}`} extra={extra} testId="inapp-keywords">
      <ViewTable<InAppKeywordRow> answer={answer} rows={list} columns={columns} rowKey={(k) => `${k.keywordId}:${k.entryId}`} rowTestId="inapp-keyword-row" empty={empty} pageSize={20} />
    </DataBlock>
  );
}
