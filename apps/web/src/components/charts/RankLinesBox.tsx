import type { EChartsCoreOption } from 'echarts/core';
import { ChartBox } from './ChartBox.tsx';
import { DATA_TEXTS } from '../data/DataState.tsx';
import { SERIES_COLORS } from './chartOptions.ts';
import type { ViewAnswer } from '../data/useViewAnswer.tsx';

/** A rank axis: 1 at the top, at least down to 10; its name above the top (the inverse axis's start), clear of the
 * horizontal axis's labels at the bottom. */
export const RANK_Y_AXIS = {
  type: 'value',
  inverse: true,
  min: 1,
  max: (extent: { max: number }) => Math.max(extent.max, 10),
  minInterval: 1,
  name: '排名',
  nameLocation: 'start',
} as const;

/** Named rank lines day by day ('YYYY-MM-DD' days; null off the chart or unranked). */
export function dailyRankOption(
  days: readonly string[],
  series: readonly { name: string; ranks: readonly (number | null)[] }[],
) {
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 48, right: 24, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
    yAxis: RANK_Y_AXIS,
    series: series.map((s) => ({ name: s.name, type: 'line', data: s.ranks, connectNulls: false })),
  };
}

/**
 * An app's rank lines (iOS AppRank, Android rankchart) with the chart's states: loading, failure,
 * 暂无数据 without points, 不在当前榜单 when the app is off every chart at every point.
 */
export function RankLinesBox({
  history,
  option,
  series,
  testId,
}: {
  history: ViewAnswer<unknown>;
  option: EChartsCoreOption | null;
  series: readonly { ranks: readonly (number | null)[] }[] | undefined;
  testId: string;
}) {
  const offChart = option !== null && series !== undefined && series.every((s) => s.ranks.every((r) => r === null));
  return (
    <ChartBox
      option={option}
      height={380}
      loading={history.loading}
      error={history.error}
      empty={option === null || offChart}
      emptyText={offChart ? DATA_TEXTS.notOnChart : DATA_TEXTS.empty}
      testId={testId}
    />
  );
}
