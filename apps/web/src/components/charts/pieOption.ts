import type { EChartsCoreOption } from 'echarts/core';
import { SERIES_COLORS } from './chartOptions.ts';

/** Spec 9: a pie chart is 400 px high, its slices' radii from 30 to 150 px (a rose by size). */
export const PIE_HEIGHT = 400;
export const PIE_MIN_RADIUS = 30;
export const PIE_MAX_RADIUS = 150;
/** Slices a pie shows before the rest are added up as 其他. */
export const PIE_SLICES = 11;

export interface Slice {
  name: string;
  value: number;
}

/** The largest `keep` slices, the rest added up as one 其他 slice. */
export function topSlices(slices: readonly Slice[], keep = PIE_SLICES): Slice[] {
  const sorted = [...slices].sort((x, y) => y.value - x.value);
  const rest = sorted.slice(keep).reduce((sum, s) => sum + s.value, 0);
  return rest > 0 ? [...sorted.slice(0, keep), { name: '其他', value: rest }] : sorted.slice(0, keep);
}

/**
 * A rose pie of named counts (spec 9's sizes: radii 30 to 150 by value, each slice the same angle so
 * every label has room), each slice labelled with its name and count, its share in the tooltip.
 */
export function pieOption(slices: readonly Slice[], seriesName: string): EChartsCoreOption {
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    series: [
      {
        name: seriesName,
        type: 'pie',
        roseType: 'area',
        radius: [PIE_MIN_RADIUS, PIE_MAX_RADIUS],
        itemStyle: { borderRadius: 4, borderColor: '#fff', borderWidth: 1 },
        label: { formatter: '{b} {c}' },
        data: topSlices(slices),
      },
    ],
  };
}
