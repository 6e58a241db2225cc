import { useMemo } from 'react';
import { Segmented, Select, type TableColumnsType } from 'antd';
import {
  dayBefore,
  engineDay,
  NO_VALUE,
  RANK_SENTINEL,
  VS_KINDS,
  type RankingChartType,
  type SnapshotTime,
  type VsKind,
  type VsRow,
} from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { useBangPointQuery } from '../../../../api/ranking.ts';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage } from '../../../../components/page/DataPage.tsx';
import { RankChange } from '../../../../components/RankChange.tsx';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { chartTitle } from '../../index/rankParams.ts';
import { signedBarsOption } from '../../../../components/charts/chartOptions.ts';
import { AppCell } from '../../../../components/apps/AppCell.tsx';
import { ChartTypeTitle } from '../parts/ChartTypeTitle.tsx';
import { CountryFilter } from '../../../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { GenreFilter } from '../../../../components/filters/GenreFilter.tsx';
import { Stat } from '../../../../components/data/Stat.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import { compareDetailQuery, compareSummaryQuery } from '../viewQueries.ts';
import styles from '../parts/Views.module.css';

const KIND_LABELS: Record<VsKind, string> = {
  all: '全部',
  entered: '新进榜',
  left: '跌出榜',
  up: '排名上升',
  down: '排名下降',
};

/** A place, '-' when off the chart then. */
const Place = ({ rank }: { rank: number }) =>
  rank > 0 ? <span className={styles.num}>{rank}</span> : <span className={styles.muted}>{NO_VALUE}</span>;
/** Off the chart sorts after every place. */
const placeOrder = (rank: number) => (rank > 0 ? rank : Infinity);
/** Entering first, then the biggest climbs, down to leaving. */
const changeOrder = (r: VsRow) => (r.kind === 'entered' ? RANK_SENTINEL : r.rankChange);

function columns(country: string): TableColumnsType<VsRow> {
  return [
    { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
    { key: 'genre', title: '分类', width: 96, align: 'center', render: (_, r) => r.genreName || NO_VALUE },
    {
      key: 'before',
      title: '对比前排名',
      width: 110,
      align: 'center',
      sorter: (a, b) => placeOrder(a.rankBefore) - placeOrder(b.rankBefore),
      render: (_, r) => <Place rank={r.rankBefore} />,
    },
    {
      key: 'after',
      title: '对比后排名',
      width: 110,
      align: 'center',
      sorter: (a, b) => placeOrder(a.rankAfter) - placeOrder(b.rankAfter),
      render: (_, r) => <Place rank={r.rankAfter} />,
    },
    {
      key: 'change',
      title: '排名变化',
      width: 110,
      align: 'center',
      sorter: (a, b) => changeOrder(a) - changeOrder(b),
      render: (_, r) => <RankChange change={r.rankChange} preRank={r.kind === 'entered' ? 0 : undefined} />,
    },
  ];
}

const EXPORT_COLUMNS = [
  { title: '应用ID', value: (r: VsRow) => r.appId },
  { title: '应用名称', value: (r: VsRow) => r.trackName },
  { title: '开发者', value: (r: VsRow) => r.developerName },
  { title: '分类', value: (r: VsRow) => r.genreName },
  { title: '对比前排名', value: (r: VsRow) => r.rankBefore || '' },
  { title: '对比后排名', value: (r: VsRow) => r.rankAfter || '' },
  {
    title: '变化',
    value: (r: VsRow) => (r.kind === 'entered' ? '新进榜' : r.kind === 'left' ? '跌出榜' : r.rankChange),
  },
];

/**
 * One side of the comparison: a day (`value` '' = `day`, its default) and one of its snapshot times
 * (default the day's latest).
 */
function SideFilter({
  label,
  chart,
  value,
  day,
  time,
  today,
  onChange,
  testId,
}: {
  label: string;
  chart: { genre: number; country: string; type: RankingChartType };
  value: string;
  day: string | undefined;
  time: string;
  today: string | undefined;
  onChange: (side: { date: string; time: string }) => void;
  testId: string;
}) {
  const points = useBangPointQuery({ ...chart, date: day });
  return (
    <span className={styles.filterGroup} data-testid={testId}>
      <DayFilter
        label={label}
        value={value}
        fallback={day}
        today={today}
        onChange={(d) => onChange({ date: d, time: '' })}
      />
      <Select
        value={time}
        onChange={(t) => onChange({ date: value, time: t })}
        options={[{ value: '', label: '当日最新' }, ...(points.data?.list ?? []).map((t) => ({ value: t, label: t }))]}
        loading={points.isFetching}
        style={{ width: 110 }}
        aria-label={`${label}时间`}
        data-testid={`${testId}-time`}
      />
    </span>
  );
}

const sideText = (s: SnapshotTime | null | undefined) => (s ? `${engineDay(s.date)} ${s.time}` : '无榜单');

/**
 * 榜单对比 (pages.md vsbang): one chart at two times (each a day and a snapshot time; by default
 * yesterday's latest against today's), who entered it, who left, who moved most, and every app of
 * either time side by side (spec 7 listVs, listVsDetail).
 */
export function ChartComparePage() {
  const [v, set] = useUrlParams(compareSummaryQuery.spec);
  const today = useMarketToday();
  const chart = { genre: v.genre, country: v.country, type: v.type };
  const summary = useViewAnswer(compareSummaryQuery.useQuery(v));
  const detail = useViewAnswer(compareDetailQuery.useQuery(v));
  const s = summary.data;
  const day2 = v.date2 || today;
  // The earlier side defaults to the day before the later one (as the server has it).
  const day1 = v.date1 || (day2 ? dayBefore(day2) : undefined);
  const option = useMemo(
    () =>
      s && s.risers.length + s.fallers.length > 0
        ? signedBarsOption(
            [...s.risers, ...s.fallers].map((r) => ({ name: r.trackName || r.appId, value: r.rankChange })),
            '排名变化',
          )
        : null,
    [s],
  );
  const rows = detail.data?.list ?? [];
  const noChart = s !== undefined && (s.before === null || s.after === null);
  const title = chartTitle(v.type, v.genre);

  return (
    <DataPage
      title="榜单对比"
      intro="同一榜单在两个时间点的对比：哪些应用新进榜、跌出榜，哪些应用排名变化最大。"
      testId="vsbang-page"
      extra={
        <ExportButton
          filename={`榜单对比_${v.country}_${v.type}_${v.genre}_${day1 ?? ''}_${day2 ?? ''}`}
          columns={EXPORT_COLUMNS}
          rows={() => rows}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <GenreFilter value={v.genre} onChange={(genre) => set({ genre })} />
          <SideFilter
            label="对比时间"
            chart={chart}
            value={v.date1}
            day={day1}
            time={v.time1}
            today={today}
            onChange={(x) => set({ date1: x.date, time1: x.time })}
            testId="side-before"
          />
          <SideFilter
            label="与"
            chart={chart}
            value={v.date2}
            day={day2}
            time={v.time2}
            today={today}
            onChange={(x) => set({ date2: x.date, time2: x.time })}
            testId="side-after"
          />
        </>
      }
    >
      <DataBlock
        title={<ChartTypeTitle type={v.type} onChange={(type) => set({ type })} note={title} />}
        extra={
          s && (
            <span className={styles.legendNote} data-testid="vs-times">
              {sideText(s.before)} → {sideText(s.after)}
            </span>
          )
        }
        testId="vs-summary"
      >
        {summary.failure ?? (
          <div className={`${styles.stats} ${summary.stale ? styles.stale : ''}`}>
            {(['entered', 'left', 'up', 'down'] as const).map((k) => (
              <Stat
                key={k}
                label={KIND_LABELS[k]}
                value={s ? s.counts[k] : NO_VALUE}
                tone={k === 'entered' ? 'new' : k === 'up' ? 'up' : k === 'down' ? 'down' : undefined}
                active={v.kind === k}
                onClick={() => set({ kind: v.kind === k ? 'all' : k })}
                testId={`vs-count-${k}`}
              />
            ))}
            <Stat label="排名未变" value={s ? s.counts.same : NO_VALUE} testId="vs-count-same" />
          </div>
        )}
      </DataBlock>
      <DataBlock title="排名变化最大的应用" testId="vs-movers">
        <ChartBox
          option={option}
          height={420}
          loading={summary.loading}
          error={summary.error}
          empty={option === null}
          testId="vs-chart"
        />
      </DataBlock>
      <DataBlock title="对比明细" testId="vs-detail">
        <Segmented<VsKind>
          className={styles.tabs}
          value={v.kind}
          onChange={(kind) => set({ kind })}
          options={VS_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          data-testid="vs-kind"
        />
        <ViewTable<VsRow>
          answer={detail}
          rows={rows}
          columns={columns(v.country)}
          rowKey="appId"
          rowTestId="vs-row"
          empty={noChart ? '所选时间暂无榜单数据' : '没有符合条件的应用'}
          total={(n) => `共 ${n} 款应用`}
        />
      </DataBlock>
    </DataPage>
  );
}
