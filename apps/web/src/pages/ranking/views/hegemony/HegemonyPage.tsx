import { useMemo } from 'react';
import { Segmented, type TableColumnsType } from 'antd';
import { engineDay, HEGEMONY_SPANS, type HegemonyRow } from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage, Filter } from '../../../../components/page/DataPage.tsx';
import type { ExportColumn } from '../../../../lib/export.ts';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { RankBadge } from '../../../../components/boards/RankBadge.tsx';
import { chartTitle } from '../../index/rankParams.ts';
import { barsOption } from '../../../../components/charts/chartOptions.ts';
import { AppCell } from '../../../../components/apps/AppCell.tsx';
import { ChartTypeTitle } from '../parts/ChartTypeTitle.tsx';
import { CountryFilter } from '../../../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { GenreFilter } from '../../../../components/filters/GenreFilter.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import { hegemonyQuery } from '../viewQueries.ts';
import styles from '../parts/Views.module.css';

/** The apps drawn in the chart. */
const CHART_APPS = 10;

type Row = HegemonyRow & { place: number };

/** The figures of a row, as the table and the export name them. */
const FIGURES = [
  { key: 'daysTop1', title: '登顶天数' },
  { key: 'daysTop3', title: '前三天数' },
  { key: 'daysTop10', title: '前十天数' },
  { key: 'currentStreak', title: '当前连续登顶' },
  { key: 'longestStreak', title: '最长连续登顶' },
] as const;

function columns(country: string): TableColumnsType<Row> {
  return [
    { key: 'place', title: '排名', width: 72, align: 'center', render: (_, r) => <RankBadge rank={r.place} /> },
    { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
    ...FIGURES.map((f): TableColumnsType<Row>[number] => ({
      key: f.key,
      title: f.title,
      width: 116,
      align: 'center',
      sorter: (a, b) => a[f.key] - b[f.key],
      render: (_, r) => <span className={styles.num}>{r[f.key]} 天</span>,
    })),
  ];
}

const EXPORT_COLUMNS: ExportColumn<Row>[] = [
  { title: '排名', value: (r) => r.place },
  { title: '应用ID', value: (r) => r.appId },
  { title: '应用名称', value: (r) => r.trackName },
  { title: '开发者', value: (r) => r.developerName },
  ...FIGURES.map((f): ExportColumn<Row> => ({ title: f.title, value: (r) => r[f.key] })),
];

/**
 * 霸榜分析 (pages.md hegemony): over the last 7, 30 or 90 days up to the picked day, the apps that
 * held a chart's first places longest (each day standing as its latest snapshot): days at #1, in
 * the top 3 and top 10, and runs at #1; the first ten as a chart.
 */
export function HegemonyPage() {
  const [v, set] = useUrlParams(hegemonyQuery.spec);
  const today = useMarketToday();
  const answer = useViewAnswer(hegemonyQuery.useQuery(v));
  const rows = useMemo(() => (answer.data?.list ?? []).map((r, i) => ({ ...r, place: i + 1 })), [answer.data]);
  const option = useMemo(() => {
    const top = rows.slice(0, CHART_APPS);
    if (top.length === 0) return null;
    return barsOption(
      top.map((r) => r.trackName || r.appId),
      FIGURES.slice(0, 3).map((f) => ({ name: f.title, data: top.map((r) => r[f.key]) })),
      { unit: '天', horizontal: true },
    );
  }, [rows]);
  const span = answer.data ? `${engineDay(answer.data.from)} 至 ${engineDay(answer.data.to)}` : '';

  return (
    <DataPage
      title="霸榜分析"
      intro="一段时间内占据榜首与前列最久的应用：登顶天数、进入前三与前十的天数，以及连续登顶的天数。"
      testId="hegemony-page"
      extra={
        <ExportButton
          filename={`霸榜分析_${v.country}_${v.type}_${v.genre}_${answer.data?.from ?? ''}_${answer.data?.to ?? ''}`}
          columns={EXPORT_COLUMNS}
          rows={() => rows}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <GenreFilter value={v.genre} onChange={(genre) => set({ genre })} />
          <DayFilter
            label="截止日期"
            value={v.date}
            today={today}
            onChange={(date) => set({ date })}
            testId="day-filter"
          />
          <Filter label="时间范围">
            <Segmented
              value={v.days}
              onChange={(days) => set({ days })}
              options={HEGEMONY_SPANS.map((n) => ({ value: n, label: `近${n}天` }))}
              data-testid="days-switch"
            />
          </Filter>
        </>
      }
    >
      <DataBlock
        title={<ChartTypeTitle type={v.type} onChange={(type) => set({ type })} note={chartTitle(v.type, v.genre)} />}
        extra={
          span && (
            <span className={styles.legendNote} data-testid="hegemony-span">
              {span}
            </span>
          )
        }
        testId="hegemony-chart"
      >
        <ChartBox
          option={option}
          height={340}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="hegemony-bars"
        />
      </DataBlock>
      <DataBlock title="霸榜应用" testId="hegemony-table">
        <ViewTable<Row>
          answer={answer}
          rows={rows}
          columns={columns(v.country)}
          rowKey="appId"
          rowTestId="hegemony-row"
          empty="所选时间范围暂无榜单数据"
        />
      </DataBlock>
    </DataPage>
  );
}
