import type { EChartsCoreOption } from 'echarts/core';
import { chartUnit, chartValue } from '@bangyan/contract';
import { SERIES_COLORS } from '../../../components/charts/chartOptions.ts';

/** Lines of daily counts, one per series; values over ten thousand in 万 (spec 9). */
export function dailyLinesOption(
  days: readonly string[],
  series: readonly { name: string; data: readonly number[] }[],
): EChartsCoreOption {
  const unit = chartUnit(Math.max(0, ...series.flatMap((s) => s.data)));
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: days.length > 31 ? 56 : 28 },
    xAxis: { type: 'category', data: days, boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1, name: unit ? `应用数（${unit}）` : '应用数' },
    dataZoom: days.length > 31 ? [{ type: 'slider', height: 18, bottom: 8 }, { type: 'inside' }] : [],
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      symbolSize: 5,
      data: s.data.map((v) => chartValue(v, unit)),
    })),
  };
}
