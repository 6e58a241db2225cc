import { lazy, Suspense } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { errorMessage } from '../../api/client.ts';
import styles from './ChartBox.module.css';

const EChart = lazy(() => import('./EChart.tsx'));

/** Spec 8's chart states. */
export const CHART_TEXTS = { loading: '数据加载中…', empty: '暂无数据', notOnChart: '不在当前榜单' } as const;

/**
 * A chart with the spec's states: loading while its data (or the chart code) loads, the API's
 * message on failure, 'no data yet' (or the page's own text, e.g. 不在当前榜单) when there is
 * nothing to draw, else the chart.
 */
export function ChartBox({ option, height = 320, loading, error, empty, emptyText = CHART_TEXTS.empty, testId }: {
  option: EChartsCoreOption | null;
  height?: number;
  loading: boolean;
  error?: unknown;
  empty: boolean;
  emptyText?: string;
  testId?: string;
}) {
  const state = (text: string, kind: string, id = testId) => (
    <div className={styles.state} style={{ height }} data-testid={id || undefined} data-state={kind}>
      {text}
    </div>
  );
  if (loading) return state(CHART_TEXTS.loading, 'loading');
  if (error) return state(errorMessage(error), 'error');
  if (empty || option === null) return state(emptyText, 'empty');
  return (
    <div data-testid={testId} data-state="ready">
      <Suspense fallback={state(CHART_TEXTS.loading, 'loading', '')}>
        <EChart option={option} height={height} />
      </Suspense>
    </div>
  );
}
