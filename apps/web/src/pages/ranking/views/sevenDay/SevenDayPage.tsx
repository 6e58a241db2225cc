import { useMemo } from 'react';
import { Segmented, type TableColumnsType } from 'antd';
import { engineDay, NO_VALUE, RANK_SENTINEL, SEVEN_DAY_MAX_APPS, type SevenDayRow } from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { useSevenDayPointQuery } from '../../../../api/rankingViews.ts';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage } from '../../../../components/page/DataPage.tsx';
import { RankChange } from '../../../../components/RankChange.tsx';
import type { ExportColumn } from '../../../../lib/export.ts';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { RankBadge } from '../../../../components/boards/RankBadge.tsx';
import { chartTitle } from '../../index/rankParams.ts';
import { rankLinesOption } from '../../../../components/charts/chartOptions.ts';
import { AppCell } from '../../../../components/apps/AppCell.tsx';
import { ChartTypeTitle } from '../parts/ChartTypeTitle.tsx';
import { CountryFilter } from '../../../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { GenreFilter } from '../../../../components/filters/GenreFilter.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import { SEVEN_DAY_TOPS, sevenDayQuery } from '../viewQueries.ts';
import styles from '../parts/Views.module.css';

/** The apps drawn when none were picked: the first five. */
const DEFAULT_DRAWN = 5;

type Row = SevenDayRow;

/** 'YYYYMMDD' → 'MM-DD'. */
const monthDay = (ymd: string) => `${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/** A day's rank: the place, '-' off the chart, blank without a chart that day. */
function DayRank({ rank }: { rank: number | null }) {
  if (rank === null) return null;
  return rank > 0 ? <span className={styles.num}>{rank}</span> : <span className={styles.muted}>{NO_VALUE}</span>;
}

/** The last day with a chart: where a row's current rank is. */
const lastCharted = (times: readonly string[]) => times.reduce((last, t, i) => (t !== '' ? i : last), -1);

function columns(days: readonly string[], times: readonly string[], country: string): TableColumnsType<Row> {
  const last = lastCharted(times);
  return [
    {
      key: 'rank',
      title: '排名',
      width: 72,
      align: 'center',
      render: (_, r) => <RankBadge rank={r.ranks[last] ?? 0} />,
    },
    { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
    ...days.map((d, i): TableColumnsType<Row>[number] => ({
      key: d,
      title: <span title={times[i] ? `${engineDay(d)} ${times[i]}` : '当天无榜单'}>{monthDay(d)}</span>,
      width: 76,
      align: 'center',
      sorter: (a, b) => (a.ranks[i] || Infinity) - (b.ranks[i] || Infinity),
      render: (_, r) => <DayRank rank={r.ranks[i] ?? null} />,
    })),
    {
      key: 'change',
      title: '七日变化',
      width: 96,
      align: 'center',
      sorter: (a, b) =>
        (a.rankChange >= RANK_SENTINEL ? RANK_SENTINEL : a.rankChange) -
        (b.rankChange >= RANK_SENTINEL ? RANK_SENTINEL : b.rankChange),
      render: (_, r) => <RankChange change={r.rankChange} />,
    },
  ];
}

function exportColumns(days: readonly string[]): ExportColumn<Row>[] {
  return [
    { title: '应用ID', value: (r) => r.appId },
    { title: '应用名称', value: (r) => r.trackName },
    { title: '开发者', value: (r) => r.developerName },
    ...days.map((d, i): ExportColumn<Row> => ({
      title: engineDay(d),
      value: (r) => (r.ranks[i] === null ? '' : r.ranks[i] || NO_VALUE),
    })),
    { title: '七日变化', value: (r) => (r.rankChange >= RANK_SENTINEL ? '新上榜' : r.rankChange) },
  ];
}

/**
 * 七日排名 (pages.md seven_day; spec 7 sevenDay, sevenDayPoint): the first apps of a chart on the
 * picked day with their rank on each of the seven days before, and the ranks of the apps ticked
 * (the first five by default, up to ten) at every snapshot of those days in one chart.
 */
export function SevenDayPage() {
  const [v, set] = useUrlParams(sevenDayQuery.spec);
  const today = useMarketToday();
  const table = useViewAnswer(sevenDayQuery.useQuery(v));
  const rows = table.data?.list ?? [];
  const picked = v.apps ? v.apps.split(',') : rows.slice(0, DEFAULT_DRAWN).map((r) => r.appId);
  const points = useViewAnswer(
    useSevenDayPointQuery({ ...sevenDayQuery.params(v), appIds: picked.join(',') }, picked.length > 0),
  );
  // Nothing picked (a chart without apps): the last curves must not stay on screen.
  const drawn = picked.length > 0 ? points.data : undefined;
  const option = useMemo(() => {
    const p = drawn;
    if (!p || p.times.length === 0 || p.list.length === 0) return null;
    return rankLinesOption(
      p.times.map((t) => Date.parse(`${t.replace(' ', 'T')}:00+08:00`)),
      p.list.map((s) => ({ name: s.trackName || s.appId, ranks: s.ranks })),
    );
  }, [drawn]);
  const days = table.data?.days ?? [];
  const times = table.data?.times ?? [];
  const title = chartTitle(v.type, v.genre);

  return (
    <DataPage
      title="七日排名"
      intro="榜单前列应用最近七天的每日排名，以及所选应用在每个时间点的排名走势。"
      testId="seven-day-page"
      extra={
        <ExportButton
          filename={`七日排名_${v.country}_${v.type}_${v.genre}_${days.at(-1) ?? ''}`}
          columns={exportColumns(days)}
          rows={() => rows}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country, apps: '' })} />
          <GenreFilter value={v.genre} onChange={(genre) => set({ genre, apps: '' })} />
          <DayFilter
            label="截止日期"
            value={v.date}
            today={today}
            onChange={(date) => set({ date })}
            testId="day-filter"
          />
        </>
      }
    >
      <DataBlock
        title={<ChartTypeTitle type={v.type} onChange={(type) => set({ type, apps: '' })} note={title} />}
        extra={<span className={styles.legendNote}>勾选下表中的应用（最多 {SEVEN_DAY_MAX_APPS} 款）对比走势</span>}
        testId="seven-day-chart"
      >
        <ChartBox
          option={option}
          height={380}
          loading={table.loading || points.loading}
          error={table.error ?? points.error}
          empty={option === null}
          testId="seven-day-lines"
        />
      </DataBlock>
      <DataBlock
        title="每日排名"
        extra={
          <Segmented
            value={v.top}
            onChange={(top) => set({ top })}
            options={SEVEN_DAY_TOPS.map((n) => ({ value: n, label: `前${n}名` }))}
            data-testid="top-switch"
          />
        }
        testId="seven-day-table"
      >
        <ViewTable<Row>
          answer={table}
          rows={rows}
          columns={columns(days, times, v.country)}
          rowKey="appId"
          rowTestId="seven-day-row"
          empty="该日暂无榜单数据"
          total={(n) => `共 ${n} 款应用`}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => set({ apps: keys.slice(0, SEVEN_DAY_MAX_APPS).join(',') }),
            getCheckboxProps: (r) => ({ disabled: picked.length >= SEVEN_DAY_MAX_APPS && !picked.includes(r.appId) }),
            hideSelectAll: true,
          }}
        />
      </DataBlock>
    </DataPage>
  );
}
