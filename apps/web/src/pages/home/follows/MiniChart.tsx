import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { DAY_MS, formatMonthDay, formatNumber } from '@bangyan/contract';
import { narrowLegend } from '../../../components/charts/chartOptions.ts';

const monthDay = (ms: number) => formatMonthDay(ms);

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface MiniSeries {
  name: string;
  data: [number, number | null][];
}

const COLORS = ['#1a6cff', '#ff8a3d', '#22b573'];

/**
 * A small time chart of Home's app panel (spec 2.4: height 180): lines or bars over time; ranks
 * run with 1 at the top. Loaded with the panel, never with the first page.
 */
export default function MiniChart({
  series,
  kind,
  ranks = false,
  daily = false,
  height = 180,
}: {
  series: MiniSeries[];
  kind: 'line' | 'bar';
  ranks?: boolean;
  daily?: boolean;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    const option = {
      color: COLORS,
      animation: false,
      grid: { left: 36, right: 8, top: series.length > 1 ? 26 : 10, bottom: 22 },
      legend: series.length > 1 ? { top: 0, itemWidth: 10, itemHeight: 6, textStyle: { fontSize: 11 } } : undefined,
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) => (typeof v === 'number' ? (ranks ? `第${v}名` : formatNumber(v)) : '-'),
      },
      // Daily figures on one label per day; snapshot times (ranks) on a time axis.
      xAxis: daily
        ? {
            type: 'category',
            data: (series[0]?.data ?? []).map(([ms]) => monthDay(ms)),
            axisLabel: { fontSize: 10, color: '#8a93a3', hideOverlap: true },
            axisLine: { lineStyle: { color: '#e8ebf0' } },
            axisTick: { show: false },
          }
        : {
            type: 'time',
            minInterval: DAY_MS,
            axisLabel: { fontSize: 10, color: '#8a93a3', hideOverlap: true, formatter: monthDay },
            axisLine: { lineStyle: { color: '#e8ebf0' } },
            splitLine: { show: false },
          },
      yAxis: {
        type: 'value',
        inverse: ranks,
        min: ranks ? 1 : undefined,
        minInterval: 1,
        axisLabel: { fontSize: 10, color: '#8a93a3', formatter: (v: number) => (ranks ? String(v) : formatNumber(v)) },
        splitLine: { lineStyle: { color: '#f0f2f6' } },
      },
      series: series.map((s) => ({
        name: s.name,
        type: kind,
        data: daily ? s.data.map(([, v]) => v) : s.data,
        showSymbol: daily,
        symbolSize: 5,
        connectNulls: false,
        barMaxWidth: 18,
        itemStyle: { borderRadius: kind === 'bar' ? [3, 3, 0, 0] : 0 },
        lineStyle: { width: 2 },
      })),
    };
    // A phone's two-series card is too narrow for both legend items on one row: they scroll in it.
    chart.setOption(narrowLegend(option, box.current.clientWidth));
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [series, kind, ranks, daily]);
  return <div ref={box} style={{ height }} data-testid="mini-chart" />;
}
