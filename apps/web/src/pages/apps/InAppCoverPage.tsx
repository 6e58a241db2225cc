import { useMemo } from 'react';
import { Segmented } from 'antd';
import { INAPP_SPANS, type DataOf, type subscribeKeywordSummary } from '@bangyan/contract';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { DiffCell } from '../../components/data/RankCell.tsx';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer, type ViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { EntriesBlock, KeywordsBlock } from './InAppCoverBlocks.tsx';
import { EVENTS, ITEMS, NOT_COLLECTED, type Kind, type Params } from './inAppKinds.ts';
import styles from './AppAso.module.css';

type Span = (typeof INAPP_SPANS)[number];
type Summary = DataOf<typeof subscribeKeywordSummary>;

const PARAMS = {
  ...APP_PARAMS,
  days: intParam(30, (n) => (INAPP_SPANS as readonly number[]).includes(n)),
  id: textParam(
    () => '',
    (s) => /^\d{1,16}$/.test(s),
  ),
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
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country, id: '' })}
      title={kind.title}
      testId={kind.testId}
    >
      {() => <InAppCover kind={kind} params={params} days={v.days as Span} id={v.id} set={set} />}
    </AppFrame>
  );
}

function InAppCover({
  kind,
  params,
  days,
  id,
  set,
}: {
  kind: Kind;
  params: Params;
  days: Span;
  id: string;
  set: (changes: { days?: number; id?: string }) => void;
}) {
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

function SummaryBlock({
  kind,
  answer,
  empty,
  days,
  onDays,
}: {
  kind: Kind;
  answer: ViewAnswer<Summary>;
  empty: string;
  days: Span;
  onDays: (days: Span) => void;
}) {
  const s = answer.data;
  return (
    <DataBlock
      title="关键词覆盖"
      extra={
        <Segmented<Span>
          value={days}
          onChange={onDays}
          options={INAPP_SPANS.map((n) => ({ value: n, label: `${n}天` }))}
          data-testid="inapp-days"
        />
      }
      testId="inapp-summary"
    >
      {answer.failure ?? (s && <SummaryStats s={s} stale={answer.stale} />)}
      <HistoryChart answer={answer} empty={empty} />
      <p className={styles.muted}>{kind.definition}</p>
    </DataBlock>
  );
}

function SummaryStats({ s, stale }: { s: Summary; stale: boolean }) {
  const figure = (f: { total: number; diff: number } | undefined) => (
    <DiffCell value={f?.total ?? 0} diff={f?.diff ?? 0} />
  );
  return (
    <div className={`${styles.stats} ${stale ? styles.stale : ''}`} data-testid="inapp-stats">
      <Stat
        label={`覆盖关键词${s.summary ? `（${s.summary.day}）` : ''}`}
        value={figure(s.summary?.total)}
        testId="inapp-stat-total"
      />
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
      series: [
        line(
          '覆盖关键词',
          list.map((d) => d.total),
        ),
        line(
          'Top10',
          list.map((d) => d.top10),
        ),
        line(
          'Top3',
          list.map((d) => d.top3),
        ),
      ],
    };
  }, [list]);
  return (
    <ChartBox
      option={option}
      height={260}
      loading={answer.loading}
      error={answer.error}
      empty={option === null}
      emptyText={empty}
      testId="inapp-history-chart"
    />
  );
}
