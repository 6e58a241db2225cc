import { useMemo } from 'react';
import { Link } from 'react-router';
import { Segmented, Table } from 'antd';
import {
  engineDay,
  formatMonthDay,
  formatNumber,
  isGenreId,
  MONITOR_KINDS,
  MONITOR_WEEK_TOP,
  NO_VALUE,
  parseYmd,
  type MonitorKindKey,
  type NewTopItem,
} from '@bangyan/contract';
import { useLimitNotice } from '../../api/limits.ts';
import { useMarketToday, useMonitorWeekQuery } from '../../api/monitor.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { DayPicker } from '../../components/filters/DayPicker.tsx';
import { GenreSelect } from '../../components/filters/GenreSelect.tsx';
import { Rank } from '../../components/monitor/MonitorCells.tsx';
import { MONITOR_COLUMNS, type MonitorColumn } from '../../components/monitor/MonitorColumns.tsx';
import { DataBlock, DataPage, Filter } from '../../components/page/DataPage.tsx';
import { dayParam, enumParam, intParam, useUrlParams } from '../../lib/urlParams.ts';
import { MONITOR_TABS } from '../../lib/monitorTabs.ts';
import { monitorDayLink, MONITOR_PAGES, WEEK_TITLE } from './monitorPages.ts';
import { tableColumns } from './MonitorTable.tsx';
import styles from './Monitors.module.css';

const PARAMS = { genre: intParam(0, isGenreId), date: dayParam, top: enumParam(MONITOR_KINDS, 'offline') };

type WeekData = NonNullable<ReturnType<typeof useMonitorWeekQuery>['data']>;
type DayRow = WeekData['days'][number];

/** How each monitor's notable apps are ranked (contract monitorTrendSummary). */
const TOP_ORDER: Record<MonitorKindKey, string> = {
  offline: '按下架前最高排名',
  new: '按本周末总榜排名',
  'clear-chart': '按清榜前排名',
  'clear-words': '按减少的覆盖关键词数',
  booked: '按预计上线时间',
};

/** The week's top list of a monitor, keyed as the API answers it (the summary's count keys). */
const topRows = (data: WeekData, kind: MonitorKindKey) => data.top[MONITOR_PAGES[kind].count];

/** The new apps' columns with their overall rank at the end of the week after the app. */
const [newApp, ...newRest] = MONITOR_COLUMNS.new;
const NEW_TOP_COLUMNS: MonitorColumn<NewTopItem>[] = [
  newApp!,
  { title: '总榜排名', width: '1fr', render: (r) => <Rank rank={r.rank} /> },
  ...newRest,
];

const TOP_COLUMNS = {
  offline: MONITOR_COLUMNS.offline,
  new: NEW_TOP_COLUMNS,
  'clear-chart': MONITOR_COLUMNS['clear-chart'],
  'clear-words': MONITOR_COLUMNS['clear-words'],
  booked: MONITOR_COLUMNS.booked,
} as Record<MonitorKindKey, MonitorColumn<unknown>[]>;

/** Each day's counts as stacked bars, a colour per monitor. */
function weekChart(days: readonly DayRow[]) {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, itemWidth: 12, itemHeight: 12 },
    grid: { left: 48, right: 16, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => formatMonthDay(parseYmd(d.date)!)) },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => formatNumber(v) } },
    series: MONITOR_TABS.map((t) => ({
      name: t.label,
      type: 'bar',
      stack: 'monitors',
      barMaxWidth: 40,
      itemStyle: { color: t.color },
      data: days.map((d) => d[t.count]),
    })),
  };
}

/**
 * 本周动态: the 7 days ending on the picked day (default the market's today) in one call
 * (monitorTrendSummary): the week's apps per monitor, each day's counts as a chart and a table
 * (each count links to that monitor's page on that day), and each monitor's notable apps.
 */
export function WeekPage() {
  const [p, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const week = useMonitorWeekQuery(p.genre, p.date || undefined);
  useLimitNotice(week.error);
  const data = week.isError ? undefined : week.data;
  const end = p.date || today;
  const option = useMemo(() => (data ? weekChart(data.days) : null), [data]);
  const top = MONITOR_PAGES[p.top];

  const failure = week.isError && <LoadFailure error={week.error} className={styles.failure} testId="week-error" />;
  const link = (kind: MonitorKindKey, day: string) => monitorDayLink(kind, day, today, p.genre);

  return (
    <DataPage
      title={WEEK_TITLE}
      intro="近 7 天 App Store 各项监控的每日变化，以及本周最值得关注的下架、新品、清榜、清词与预订应用。"
      testId="monitor-page-week"
      extra={data && <span data-testid="week-range">{`${engineDay(data.date1)} 至 ${engineDay(data.date2)}`}</span>}
      filters={
        <>
          <Filter label="截止日期">
            {today && end ? (
              <DayPicker value={end} max={today} onChange={(d) => set({ date: d === today ? '' : d })} />
            ) : (
              <span className={styles.pickerPlaceholder} />
            )}
          </Filter>
          <Filter label="分类">
            <GenreSelect value={p.genre} onChange={(genre) => set({ genre })} />
          </Filter>
        </>
      }
    >
      <div className={styles.tiles} data-testid="week-totals">
        {MONITOR_TABS.map((t) => (
          <Link
            key={t.kind}
            to={data ? link(t.kind, data.date2) : t.allPath}
            className={styles.tile}
            style={{ ['--tile-color' as string]: t.color }}
            data-testid={`week-total-${t.kind}`}
          >
            <span className={styles.tileLabel}>本周{t.label}</span>
            <span className={styles.tileCount}>
              {data ? formatNumber(data.week[t.count]) : '-'}
              <small>款</small>
            </span>
          </Link>
        ))}
      </div>

      <DataBlock title="每日变化" testId="week-days">
        <ChartBox
          option={option}
          height={280}
          loading={week.isPending}
          error={week.error}
          empty={!data || data.days.every((d) => !d.total)}
          testId="week-chart"
        />
        {data && (
          <Table<DayRow>
            className={styles.weekTable}
            rowKey="date"
            dataSource={[...data.days].reverse()}
            pagination={false}
            size="small"
            data-testid="week-table"
            columns={[
              { key: 'date', title: '日期', render: (_, d) => engineDay(d.date) },
              ...MONITOR_TABS.map((t) => ({
                key: t.kind,
                title: t.label,
                align: 'center' as const,
                render: (_: unknown, d: DayRow) =>
                  d[t.count] === null ? (
                    <span className={styles.zero} title="暂无数据">
                      {NO_VALUE}
                    </span>
                  ) : (
                    <Link to={link(t.kind, d.date)} className={d[t.count] === 0 ? styles.zero : styles.countLink}>
                      {formatNumber(d[t.count])}
                    </Link>
                  ),
              })),
              { key: 'total', title: '合计', align: 'center', render: (_, d) => <b>{formatNumber(d.total)}</b> },
            ]}
          />
        )}
      </DataBlock>

      <DataBlock
        title={`本周重点${top.label}应用`}
        extra={
          <Segmented
            value={p.top}
            onChange={(kind) => set({ top: kind })}
            options={MONITOR_TABS.map((t) => ({ value: t.kind, label: t.label }))}
            data-testid="top-switch"
          />
        }
        testId="week-top"
      >
        {failure || (
          <>
            <p className={styles.topNote}>
              {TOP_ORDER[p.top]}，取前 {MONITOR_WEEK_TOP} 款（每款应用取其本周最近一次）
            </p>
            <Table<unknown>
              className={styles.table}
              rowKey={(r) => (r as { trackId: string }).trackId}
              columns={[
                {
                  key: 'no',
                  title: '#',
                  width: 48,
                  align: 'center',
                  render: (_, __, i) => <span className={styles.topNo}>{i + 1}</span>,
                },
                ...tableColumns(TOP_COLUMNS[p.top]),
              ]}
              dataSource={data ? topRows(data, p.top) : []}
              loading={week.isFetching}
              pagination={false}
              size="middle"
              locale={{
                emptyText: <div className={styles.tableEmpty}>{week.isPending ? '' : `本周暂无${top.label}应用`}</div>,
              }}
              data-testid="week-top-table"
            />
          </>
        )}
      </DataBlock>
    </DataPage>
  );
}
