import type { ReactNode } from 'react';
import { Segmented } from 'antd';
import { BANG_STATUS_NAMES, engineDay, MONITOR_PAGE_SIZE, type MonitorKindKey } from '@bangyan/contract';
import { useLimitNotice } from '../../api/limits.ts';
import {
  fetchAllMonitorRows,
  useMarketToday,
  useMonitorPageQuery,
  useMonitorSummaryQuery,
  type MonitorQuery,
  type MonitorRows,
} from '../../api/monitor.ts';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DayPicker } from '../../components/filters/DayPicker.tsx';
import { GenreSelect } from '../../components/filters/GenreSelect.tsx';
import { DataBlock, DataPage, Filter } from '../../components/page/DataPage.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { useUrlParams } from '../../lib/urlParams.ts';
import { DayCountStrip } from './DayCountStrip.tsx';
import { DayRangePicker } from '../../components/filters/DayRangePicker.tsx';
import { MONITOR_EXPORT } from './monitorExport.ts';
import { CLEAR_CHART_PARAMS, DAY_PAGE_PARAMS, MONITOR_PAGES, SPANS } from './monitorPages.ts';
import { MonitorTable } from './MonitorTable.tsx';
import styles from './Monitors.module.css';

type DayKind = Exclude<MonitorKindKey, 'clear-chart'>;
type Span = (typeof SPANS)[number];

/** Clear-chart's chart filter: every chart, or one overall chart (bangStatus 2 / 3 / 4). */
const CHART_OPTIONS = [
  { value: 0, label: '全部' },
  ...Object.entries(BANG_STATUS_NAMES).map(([value, label]) => ({ value: Number(value), label })),
];

/**
 * What every monitor page shows under its filters: the daily counts (for the days `from`..`to`
 * the table lists), then the list, a page at a time, with export for members.
 */
function MonitorView({
  kind,
  query,
  filters,
  from,
  to,
  span,
  onSpan,
  onPickDay,
  onPage,
}: {
  kind: MonitorKindKey;
  query: MonitorQuery;
  filters: ReactNode;
  /** The days listed, YYYYMMDD; undefined until the market's today is known. */
  from: string | undefined;
  to: string | undefined;
  span: Span;
  onSpan: (span: Span) => void;
  onPickDay: (day: string) => void;
  onPage: (page: number) => void;
}) {
  const monitor = MONITOR_PAGES[kind];
  const today = useMarketToday();
  const summary = useMonitorSummaryQuery();
  const rows = useMonitorPageQuery(kind, query);
  const limited = useLimitNotice(rows.error);
  const data = rows.isError ? undefined : rows.data;
  const days = from && to ? (from === to ? engineDay(to) : `${engineDay(from)} 至 ${engineDay(to)}`) : '';
  const exportName = `${monitor.title}_${from === to ? to : `${from}-${to}`}`;

  return (
    <DataPage
      title={monitor.title}
      intro={monitor.intro}
      testId={`monitor-page-${kind}`}
      extra={
        <>
          {summary.data?.updateTime && <span>今日数据更新于 {summary.data.updateTime}</span>}
          <ExportButton
            filename={exportName}
            columns={MONITOR_EXPORT[kind] as ExportColumn<MonitorRows['list'][number]>[]}
            rows={() =>
              fetchAllMonitorRows(kind, { genre: query.genre, date: query.date, date1: query.date1, type: query.type })
            }
          />
        </>
      }
      filters={filters}
    >
      {today && from && to && (
        <DayCountStrip
          monitor={monitor}
          genre={query.genre}
          today={today}
          from={from}
          to={to}
          span={span}
          onSpan={onSpan}
          onPick={onPickDay}
        />
      )}
      <DataBlock
        title={
          <>
            {days} {monitor.label}应用
            {data && (
              <span className={styles.total} data-testid="monitor-total">
                共 {data.total} 款
              </span>
            )}
          </>
        }
        testId="monitor-list"
      >
        {rows.isError ? (
          <LoadFailure
            error={rows.error}
            limited={limited}
            onRetry={() => void rows.refetch()}
            className={styles.failure}
            testId="monitor-error"
          />
        ) : (
          <MonitorTable
            kind={kind}
            rows={data?.kind === kind ? data.list : []}
            total={data?.total ?? 0}
            page={query.page}
            loading={rows.isFetching}
            empty={rows.isPending ? '' : `${days} 暂无${monitor.label}应用`}
            onPage={onPage}
          />
        )}
      </DataBlock>
    </DataPage>
  );
}

/** 下架 / 新品 / 清词 / 预订监控: one day (default the market's today) of one genre. */
export function DayMonitorPage({ kind }: { kind: DayKind }) {
  const [p, set] = useUrlParams(DAY_PAGE_PARAMS);
  const today = useMarketToday();
  const day = p.date || today;
  /** A day of the picker or the strip; today is left out of the address. */
  const pick = (d: string) => set({ date: d === today ? '' : d, page: 1 });
  return (
    <MonitorView
      kind={kind}
      query={{ genre: p.genre, date: p.date || undefined, page: p.page, pageSize: MONITOR_PAGE_SIZE }}
      from={day}
      to={day}
      span={p.span}
      onSpan={(span) => set({ span })}
      onPickDay={pick}
      onPage={(page) => set({ page })}
      filters={
        <>
          <Filter label="日期">
            {today && day ? (
              <DayPicker value={day} max={today} onChange={pick} />
            ) : (
              <span className={styles.pickerPlaceholder} />
            )}
          </Filter>
          <Filter label="分类">
            <GenreSelect value={p.genre} onChange={(genre) => set({ genre, page: 1 })} />
          </Filter>
        </>
      }
    />
  );
}

/** 清榜监控: a range of days (date1..date2, default today) of one genre and chart (type 0 / 2 / 3 / 4). */
export function ClearChartPage() {
  const [p, set] = useUrlParams(CLEAR_CHART_PARAMS);
  const today = useMarketToday();
  const to = p.date2 || today;
  const from = p.date1 || to;
  const pickRange = (d1: string, d2: string) =>
    set({ date1: d1 === d2 ? '' : d1, date2: d2 === today ? '' : d2, page: 1 });
  return (
    <MonitorView
      kind="clear-chart"
      query={{
        genre: p.genre,
        date1: p.date1 || undefined,
        date: p.date2 || undefined,
        type: p.type,
        page: p.page,
        pageSize: MONITOR_PAGE_SIZE,
      }}
      from={from}
      to={to}
      span={p.span}
      onSpan={(span) => set({ span })}
      onPickDay={(d) => pickRange(d, d)}
      onPage={(page) => set({ page })}
      filters={
        <>
          <Filter label="日期">
            {today && from && to ? (
              <DayRangePicker from={from} to={to} max={today} onChange={pickRange} />
            ) : (
              <span className={styles.pickerPlaceholder} />
            )}
          </Filter>
          <Filter label="分类">
            <GenreSelect value={p.genre} onChange={(genre) => set({ genre, page: 1 })} />
          </Filter>
          <Filter label="榜单">
            <Segmented
              value={p.type}
              onChange={(type) => set({ type, page: 1 })}
              options={CHART_OPTIONS}
              data-testid="chart-filter"
            />
          </Filter>
        </>
      }
    />
  );
}

export const DelistPage = () => <DayMonitorPage kind="offline" />;
export const ReleasePage = () => <DayMonitorPage kind="new" />;
export const ClearWordsPage = () => <DayMonitorPage kind="clear-words" />;
export const BookPage = () => <DayMonitorPage kind="booked" />;
