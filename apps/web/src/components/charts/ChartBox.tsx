import { lazy, Suspense } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { DATA_TEXTS, DataState, type DataStatus } from '../data/DataState.tsx';
import styles from '../data/DataState.module.css';

const EChart = lazy(() => import('./EChart.tsx'));

/**
 * A chart with the spec's states (DataState): loading while its data (or the chart code) loads, the
 * API's message on failure, 'no data yet' (or the page's own text, e.g. 不在当前榜单) when there is
 * nothing to draw, else the chart. Each state is as tall as the chart and names itself in data-state.
 */
export function ChartBox({
  option,
  height = 320,
  loading,
  error,
  empty,
  emptyText = DATA_TEXTS.empty,
  testId,
}: {
  option: EChartsCoreOption | null;
  height?: number;
  loading: boolean;
  error?: unknown;
  empty: boolean;
  emptyText?: string;
  testId?: string;
}) {
  const state = (text: string, kind: DataStatus, id = testId) => (
    <div className={styles.state} style={{ height }} data-testid={id || undefined} data-state={kind}>
      {text}
    </div>
  );
  return (
    <DataState
      source={{ data: option ?? undefined, loading, error }}
      isEmpty={() => empty}
      emptyText={emptyText}
      placeholder={state}
    >
      {(chart) => (
        <div data-testid={testId} data-state="ready">
          <Suspense fallback={state(DATA_TEXTS.loading, 'loading', '')}>
            <EChart option={chart} height={height} />
          </Suspense>
        </div>
      )}
    </DataState>
  );
}
