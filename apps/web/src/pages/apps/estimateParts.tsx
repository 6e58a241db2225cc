import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import {
  CHART_TYPE_NAMES,
  chartUnit,
  formatNumber,
  NO_VALUE,
  type DataOf,
  type downloadEstimate,
  type downloadEstimateLine,
} from '@bangyan/contract';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import styles from '../../components/appDetail/AppFigures.module.css';

/** The estimate pages' pieces: a summary figure, the daily line in its band, the models' table. */

type Summary = DataOf<typeof downloadEstimate>;
export type Line = DataOf<typeof downloadEstimateLine>;
export type Model = Summary['models'][number];

/** 0.224 → '22.4%'. */
export const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The estimate with its band below, as a summary card shows it. */
export function Figure({
  label,
  value,
  low,
  high,
  format,
  testId,
  note,
}: {
  label: string;
  value: number | null;
  low: number | null;
  high: number | null;
  format: (n: number) => string;
  testId: string;
  note?: ReactNode;
}) {
  return (
    <div className={styles.stat} data-testid={testId}>
      <span className={styles.statValue} data-testid={`${testId}-value`}>
        {value === null ? NO_VALUE : format(value)}
      </span>
      <span className={styles.band} data-testid={`${testId}-band`}>
        {value === null || low === null || high === null ? '暂无预估' : `区间 ${format(low)} ~ ${format(high)}`}
      </span>
      <span className={styles.statLabel}>
        {label}
        {note}
      </span>
    </div>
  );
}

/** 'YYYY-MM-DD' → the note on a day whose estimate the day's recalibration moved (data.md "Download estimate"). */
export const calibrationNote = (day: string) =>
  `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日 估算模型按最新校准数据更新，估算值变化较大`;

/**
 * The daily estimates as a line inside its band: the band is drawn as the low line (invisible)
 * with the band's width stacked on it as an area; values over 10,000 in 万 (spec 9); a dashed line
 * marks each day the recalibration moved the estimate.
 */
export function lineOption(line: Line, noun: string, format: (n: number) => string) {
  const max = Math.max(0, ...line.points.map((p) => p.high ?? 0));
  const unit = chartUnit(max);
  const scale = (n: number | null) => (n === null ? null : unit === '万' ? Math.round(n / 1000) / 10 : Math.round(n));
  return {
    color: SERIES_COLORS,
    tooltip: {
      trigger: 'axis',
      formatter: (items: { dataIndex: number }[]) => {
        const p = line.points[items[0]?.dataIndex ?? 0];
        if (!p) return '';
        return p.value === null || p.low === null || p.high === null
          ? `${p.day}<br/>暂无预估`
          : `${p.day}<br/>${noun}：${format(p.value)}<br/>置信区间：${format(p.low)} ~ ${format(p.high)}` +
              (p.calibrationMoved ? '<br/>估算模型按最新校准数据更新' : '');
      },
    },
    legend: { top: 0, data: [`预估${noun}`, '置信区间'] },
    grid: { left: 56, right: 24, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: line.points.map((p) => p.day.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', name: unit === '万' ? `${noun}（万）` : noun, min: 0 },
    series: [
      {
        name: '区间下限',
        type: 'line',
        data: line.points.map((p) => scale(p.low)),
        lineStyle: { opacity: 0 },
        symbol: 'none',
        stack: 'band',
        connectNulls: false,
      },
      {
        name: '置信区间',
        type: 'line',
        data: line.points.map((p) =>
          p.low === null || p.high === null ? null : (scale(p.high) ?? 0) - (scale(p.low) ?? 0),
        ),
        lineStyle: { opacity: 0 },
        areaStyle: { color: 'rgba(26, 108, 255, 0.15)' },
        itemStyle: { color: 'rgba(26, 108, 255, 0.3)' },
        symbol: 'none',
        stack: 'band',
        connectNulls: false,
      },
      {
        name: `预估${noun}`,
        type: 'line',
        data: line.points.map((p) => scale(p.value)),
        connectNulls: false,
        showSymbol: line.points.length <= 31,
        itemStyle: { color: SERIES_COLORS[0] },
        // A dashed line on each day whose estimate the recalibration moved (the note below the chart says why).
        markLine: {
          symbol: 'none',
          silent: true,
          lineStyle: { type: 'dashed', color: '#fa8c16' },
          label: { formatter: '模型更新', color: '#fa8c16' },
          data: line.points.filter((p) => p.calibrationMoved).map((p) => ({ xAxis: p.day.slice(5) })),
        },
      },
    ],
  };
}

export const modelColumns: TableColumnsType<Model> = [
  { key: 'chart', title: '榜单', render: (_, m) => `${m.genreName}·${CHART_TYPE_NAMES[m.chartType]}榜` },
  { key: 'a', title: '衰减指数 a', align: 'right', render: (_, m) => m.a.toFixed(3) },
  { key: 'b', title: '第1名日值 b', align: 'right', render: (_, m) => formatNumber(Math.round(m.b)) },
  { key: 'n', title: '校准样本数', align: 'right', render: (_, m) => m.n },
  { key: 'sd', title: '残差标准差 sd', align: 'right', render: (_, m) => m.residualSd.toFixed(3) },
  { key: 'error', title: '典型误差', align: 'right', render: (_, m) => percent(m.medianError) },
];
