import { useMemo } from 'react';
import { Button, Segmented, type TableColumnsType } from 'antd';
import {
  CHART_TYPE_NAMES,
  engineDay,
  GENRE_ALL,
  GENRE_APPS,
  GENRE_GAMES,
  NO_VALUE,
  VOLATILITY_SPANS,
  type RankingChartType,
  type VolatilityRow,
} from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage, Filter } from '../../../../components/page/DataPage.tsx';
import type { ExportColumn } from '../../../../lib/export.ts';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { volatilityQuery } from '../viewQueries.ts';
import { SERIES_COLORS } from '../../../../components/charts/chartOptions.ts';
import { chartPath } from '../parts/chartPath.ts';
import { ChartTypeTitle } from '../parts/ChartTypeTitle.tsx';
import { CountryFilter } from '../../../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { GenreFilter } from '../../../../components/filters/GenreFilter.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import styles from '../parts/Views.module.css';

/** The charts always drawn. */
const MAIN_GENRES = [GENRE_ALL, GENRE_GAMES, GENRE_APPS];

const value = (n: number | null) =>
  n === null ? <span className={styles.muted}>{NO_VALUE}</span> : <span className={styles.num}>{n}</span>;
const order = (n: number | null) => n ?? -1;

/** The volatility lines of the main charts and the picked genre's, day by day. */
function linesOption(days: readonly string[], rows: readonly VolatilityRow[], genre: number) {
  const place = (g: number) => (MAIN_GENRES.includes(g) ? MAIN_GENRES.indexOf(g) : MAIN_GENRES.length);
  const drawn = rows
    .filter((r) => MAIN_GENRES.includes(r.genre) || r.genre === genre)
    .sort((a, b) => place(a.genre) - place(b.genre));
  if (drawn.every((r) => r.values.every((v) => v === null))) return null;
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 44, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => engineDay(d).slice(5)), boundaryGap: false },
    yAxis: { type: 'value', min: 0, name: '波动指数' },
    series: drawn.map((r) => ({
      name: r.genreName,
      type: 'line',
      data: r.values,
      connectNulls: false,
      lineStyle: { width: r.genre === genre && !MAIN_GENRES.includes(genre) ? 3 : 2 },
    })),
  };
}

function columns(
  country: string,
  type: RankingChartType,
  onDraw: (genre: number) => void,
  drawn: number,
): TableColumnsType<VolatilityRow> {
  return [
    {
      key: 'genre',
      title: '分类榜单',
      render: (_, r) => (
        <a
          href={chartPath({ genre: r.genre, type, country })}
          className={styles.genreLink}
          onClick={(e) => (e.preventDefault(), onDraw(r.genre))}
          title="在图中查看走势"
        >
          {r.genreName}
        </a>
      ),
    },
    {
      key: 'latest',
      title: '最新波动',
      width: 110,
      align: 'center',
      sorter: (a, b) => order(a.latest) - order(b.latest),
      defaultSortOrder: 'descend',
      render: (_, r) => value(r.latest),
    },
    {
      key: 'average',
      title: '平均波动',
      width: 110,
      align: 'center',
      sorter: (a, b) => order(a.average) - order(b.average),
      render: (_, r) => value(r.average),
    },
    {
      key: 'max',
      title: '最高波动',
      width: 110,
      align: 'center',
      sorter: (a, b) => order(a.max) - order(b.max),
      render: (_, r) => value(r.max),
    },
    {
      key: 'draw',
      title: '',
      width: 110,
      align: 'center',
      render: (_, r) =>
        MAIN_GENRES.includes(r.genre) ? (
          <span className={styles.muted}>已在图中</span>
        ) : (
          <Button size="small" type={drawn === r.genre ? 'primary' : 'default'} onClick={() => onDraw(r.genre)}>
            查看走势
          </Button>
        ),
    },
  ];
}

function exportColumns(days: readonly string[]): ExportColumn<VolatilityRow>[] {
  return [
    { title: '分类', value: (r) => r.genreName },
    { title: '最新波动', value: (r) => r.latest },
    { title: '平均波动', value: (r) => r.average },
    { title: '最高波动', value: (r) => r.max },
    ...days.map((d, i): ExportColumn<VolatilityRow> => ({ title: engineDay(d), value: (r) => r.values[i] })),
  ];
}

/**
 * 榜单波动 (pages.md vshow; spec 7 top10VolatilityCharts): how much each chart's top 10 changed
 * day by day over 7 or 30 days (0 the same top 10, 100 all replaced): the overall, games and apps
 * charts and one picked genre as lines, every genre's latest, mean and highest in a table.
 */
export function VolatilityPage() {
  const [v, set] = useUrlParams(volatilityQuery.spec);
  const today = useMarketToday();
  const answer = useViewAnswer(volatilityQuery.useQuery(v));
  const rows = answer.data?.list ?? [];
  const days = answer.data?.days ?? [];
  const option = useMemo(
    () => (answer.data ? linesOption(answer.data.days, answer.data.list, v.genre) : null),
    [answer.data, v.genre],
  );

  return (
    <DataPage
      title="榜单波动"
      intro="各分类榜单前 10 名逐日的波动指数：0 表示前 10 名与前一天相同，100 表示前 10 名全部更替。"
      testId="vshow-page"
      extra={
        <ExportButton
          filename={`榜单波动_${v.country}_${v.type}_${days.at(-1) ?? ''}`}
          columns={exportColumns(days)}
          rows={() => rows}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
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
              options={VOLATILITY_SPANS.map((n) => ({ value: n, label: `近${n}天` }))}
              data-testid="days-switch"
            />
          </Filter>
          <GenreFilter label="对比分类" value={v.genre} onChange={(genre) => set({ genre })} />
        </>
      }
    >
      <DataBlock
        title={
          <ChartTypeTitle
            type={v.type}
            onChange={(type) => set({ type })}
            note={`${CHART_TYPE_NAMES[v.type]}榜前 10 名波动指数`}
          />
        }
        testId="vshow-chart"
      >
        <ChartBox
          option={option}
          height={360}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="vshow-lines"
        />
      </DataBlock>
      <DataBlock title="各分类榜单波动" testId="vshow-table">
        <ViewTable<VolatilityRow>
          answer={answer}
          rows={rows}
          columns={columns(v.country, v.type, (genre) => set({ genre }), v.genre)}
          rowKey="genre"
          rowTestId="vshow-row"
          empty="暂无榜单数据"
        />
      </DataBlock>
    </DataPage>
  );
}
