import type { EChartsCoreOption } from 'echarts/core';
import { chartUnit, chartValue, formatNumber } from '@bangyan/contract';
import { SERIES_COLORS } from '../../../components/charts/chartOptions.ts';

/** What a day without data reads as, in the tooltip and over the chart. */
export const NO_DATA_TEXT = '暂无数据';

/** The runs of consecutive days (first, last index) where every series is without data. */
function noDataRuns(days: number, series: readonly { data: readonly (number | null)[] }[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < days; i++) {
    if (!series.every((s) => s.data[i] === null)) continue;
    const last = runs.at(-1);
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  }
  return runs;
}

/**
 * Lines of daily counts, one per series; values over ten thousand in 万 (spec 9). A day without data
 * (null) is a gap, never joined over nor drawn as 0; days where no series has data are shaded and
 * labelled 暂无数据.
 */
export function dailyLinesOption(
  days: readonly string[],
  series: readonly { name: string; data: readonly (number | null)[] }[],
): EChartsCoreOption {
  const unit = chartUnit(Math.max(0, ...series.flatMap((s) => s.data.map((v) => v ?? 0))));
  const gaps = noDataRuns(days.length, series);
  return {
    color: SERIES_COLORS,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number | null | undefined) =>
        v === null || v === undefined || Number.isNaN(v) ? NO_DATA_TEXT : formatNumber(v),
    },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: days.length > 31 ? 56 : 28 },
    xAxis: { type: 'category', data: days, boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1, name: unit ? `应用数（${unit}）` : '应用数' },
    dataZoom: days.length > 31 ? [{ type: 'slider', height: 18, bottom: 8 }, { type: 'inside' }] : [],
    series: series.map((s, n) => ({
      name: s.name,
      type: 'line',
      symbolSize: 5,
      connectNulls: false,
      data: s.data.map((v) => chartValue(v, unit)),
      ...(n === 0 && gaps.length > 0
        ? {
            markArea: {
              silent: true,
              itemStyle: { color: 'rgba(0, 0, 0, 0.04)' },
              label: { color: '#8c8c8c', position: 'inside' },
              data: gaps.map(([from, to]) => [{ name: NO_DATA_TEXT, xAxis: days[from] }, { xAxis: days[to] }]),
            },
          }
        : {}),
    })),
  };
}
