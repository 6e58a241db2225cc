import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import { REDUCED_MOTION } from '../../lib/motion.ts';
import { narrowLegend, readableAxes } from './chartOptions.ts';

echarts.use([
  LineChart,
  BarChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkAreaComponent,
  MarkLineComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

/**
 * An ECharts chart of a data page. Loaded lazily through ChartBox, never with a page's first
 * chunk; follows the window's size; axis labels never collide (readableAxes), a narrow chart's legend keeps to one
 * row (narrowLegend); drawn without animation for a person who asked for less motion.
 */
export default function EChart({ option, height }: { option: EChartsCoreOption; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    const readable = narrowLegend(readableAxes(option), box.current.clientWidth);
    chart.setOption(REDUCED_MOTION ? { ...readable, animation: false } : readable);
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [option]);
  return <div ref={box} style={{ height }} data-testid="echart" />;
}
