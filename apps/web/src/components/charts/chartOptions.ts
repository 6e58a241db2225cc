import type { EChartsCoreOption } from 'echarts/core';

/** ECharts options the data pages share: series colours, rank lines, bars, signed bars. */

/** Series colours, one per line or bar group. */
export const SERIES_COLORS = [
  '#1a6cff',
  '#ff8a3d',
  '#8c6cf2',
  '#20a8c9',
  '#e6a23c',
  '#f0607e',
  '#2fb383',
  '#5b6b8c',
  '#b5651d',
  '#0f4fd6',
];
type Axis = Record<string, unknown> & { axisLabel?: Record<string, unknown> };

/** A day-and-time category label ('11-20 12:00', '2026-11-20 12:00'): drawn on two lines, the time under the day. */
const DAY_TIME = /^(\d{4}-)?\d{2}-\d{2} \d{2}:\d{2}$/;
const dayTimeLines = (value: string) => (DAY_TIME.test(value) ? value.replace(' ', '\n') : value);

/**
 * Every chart's axes, whoever wrote the option, made readable (EChart applies it): a label that would overlap another
 * label or its neighbour's tick is left out (`hideOverlap`; with `interval: 0` every label that fits still shows); on
 * a horizontal axis whose first and last labels sit on the axis ends (time, or categories without a boundary gap) they
 * are aligned inwards, clear of the value axis's labels and the chart's edge, and day-and-time labels take two lines.
 * Labels stay inside the chart by ECharts 6's default outer bounds (the canvas).
 */
export function readableAxes(option: EChartsCoreOption): EChartsCoreOption {
  const label = (a: Axis, more: Record<string, unknown> = {}): Axis => ({
    ...a,
    axisLabel: { ...more, ...a.axisLabel, hideOverlap: true },
  });
  const xAxis = (a: Axis): Axis => {
    const atEnds = a.type === 'time' || (a.type === 'category' && a.boundaryGap === false);
    return label(a, {
      ...(atEnds ? { alignMinLabel: 'left', alignMaxLabel: 'right' } : {}),
      ...(a.type === 'category' ? { formatter: dayTimeLines } : {}),
    });
  };
  const axes = (a: unknown, fix: (a: Axis) => Axis) => (Array.isArray(a) ? a.map((x: Axis) => fix(x)) : fix(a as Axis));
  return {
    ...option,
    ...(option.xAxis === undefined ? {} : { xAxis: axes(option.xAxis, xAxis) }),
    ...(option.yAxis === undefined ? {} : { yAxis: axes(option.yAxis, (a) => label(a)) }),
  };
}

/** Below this width a chart's legend keeps to one scrolling row, clear of the value axis's name under it. */
export const NARROW_CHART_WIDTH = 560;

/**
 * A chart `width` px wide whose horizontal legend would wrap onto a second row over the plot (a phone's card): the
 * legend scrolls in one row instead (ECharts' 'scroll' legend, with paging arrows). Wider charts are unchanged.
 */
export function narrowLegend(option: EChartsCoreOption, width: number): EChartsCoreOption {
  if (width >= NARROW_CHART_WIDTH || option.legend === undefined || Array.isArray(option.legend)) return option;
  const legend = option.legend as Record<string, unknown>;
  if (legend.orient === 'vertical') return option;
  return { ...option, legend: { ...legend, type: 'scroll' } };
}

/** Spec 4's colours: up red, down green, as Chinese markets colour them. */
export const UP_COLOR = '#f5483b';
export const DOWN_COLOR = '#16a34a';

/**
 * Ranks over time, one line per app, on a time axis (`times` as epoch ms, so daily and hourly
 * snapshots sit where they were taken): rank 1 at the top, a gap where the app was off the chart
 * (null).
 */
export function rankLinesOption(
  times: readonly number[],
  series: readonly { name: string; ranks: readonly (number | null)[] }[],
): EChartsCoreOption {
  const many = times.length > 48;
  return {
    color: SERIES_COLORS,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (v === null || v === undefined || v === '-' ? '不在榜' : `第${String(v)}名`),
    },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 48, right: 24, top: 56, bottom: many ? 64 : 28 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', inverse: true, min: 1, minInterval: 1, name: '排名', nameLocation: 'start' },
    dataZoom: many ? [{ type: 'slider', height: 18, bottom: 8 }, { type: 'inside' }] : [],
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      data: times.map((t, i) => [t, s.ranks[i] ?? null]),
      connectNulls: false,
      symbolSize: 5,
      showSymbol: !many,
    })),
  };
}

/**
 * Bars per category, one colour per series; `stack` stacks them. `horizontal` lays the categories
 * down the left (long names: apps, developers), the first at the top.
 */
export function barsOption(
  categories: readonly string[],
  series: readonly { name: string; data: readonly (number | null)[]; color?: string }[],
  options: { stack?: boolean; unit?: string; horizontal?: boolean } = {},
): EChartsCoreOption {
  const legend = series.length > 1;
  const bars = (order: <T>(xs: readonly T[]) => readonly T[]) =>
    series.map((s) => ({
      name: s.name,
      type: 'bar',
      stack: options.stack ? 'all' : undefined,
      barMaxWidth: options.horizontal ? 14 : 32,
      itemStyle: s.color ? { color: s.color } : undefined,
      data: order(s.data),
    }));
  const value = { type: 'value', minInterval: 1, name: options.unit };
  if (options.horizontal) {
    const reversed = <T>(xs: readonly T[]) => [...xs].reverse();
    return {
      color: SERIES_COLORS,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: legend ? { top: 0 } : undefined,
      grid: { left: 180, right: 32, top: legend ? 36 : 8, bottom: 24 },
      xAxis: value,
      yAxis: { type: 'category', data: reversed(categories), axisLabel: { width: 168, overflow: 'truncate' } },
      series: bars(reversed),
    };
  }
  const many = categories.length > 10;
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: legend ? { top: 0 } : undefined,
    grid: { left: 48, right: 16, top: legend ? 40 : 24, bottom: many ? 72 : 28 },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: { interval: 0, rotate: many ? 35 : 0, width: many ? 96 : 120, overflow: 'truncate' },
    },
    yAxis: value,
    series: bars((xs) => xs),
  };
}

/** Horizontal bars of named values (largest at the top), coloured by sign: climbs red, falls green. */
export function signedBarsOption(
  items: readonly { name: string; value: number }[],
  valueName: string,
): EChartsCoreOption {
  const rows = [...items].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 48, top: 8, bottom: 8 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { width: 120, overflow: 'truncate' } },
    series: [
      {
        name: valueName,
        type: 'bar',
        barMaxWidth: 16,
        data: rows.map((r) => ({
          value: r.value,
          itemStyle: { color: r.value >= 0 ? UP_COLOR : DOWN_COLOR },
          label: { position: r.value >= 0 ? 'right' : 'left' },
        })),
        label: { show: true, formatter: ({ value }: { value: number }) => (value > 0 ? `↑${value}` : `↓${-value}`) },
      },
    ],
  };
}
