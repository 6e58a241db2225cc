import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { DATA_TEXTS, DataState, type DataStatus } from '../data/DataState.tsx';
import styles from '../data/DataState.module.css';

type EChartComponent = ComponentType<{ option: EChartsCoreOption; height: number }>;

/** The chart code once it has arrived, and its one fetch. */
let loadedEChart: EChartComponent | null = null;
let echartLoad: Promise<EChartComponent> | null = null;
function loadEChart(): Promise<EChartComponent> {
  echartLoad ??= import('./EChart.tsx').then((m) => (loadedEChart = m.default));
  return echartLoad;
}
const LazyEChart = lazy(async () => ({ default: await loadEChart() }));
// A page that shows a chart fetches the chart code with its own, beside its data.
void loadEChart();

/**
 * The chart, drawn at once when its code is there (fetched when this module loads, so usually before the chart's data):
 * a chart that suspends is revealed late, as React holds a Suspense boundary's content back up to 300 ms.
 */
function EChartWhenLoaded(props: { option: EChartsCoreOption; height: number }) {
  const [Chart] = useState<EChartComponent>(() => loadedEChart ?? LazyEChart);
  return <Chart {...props} />;
}

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
            <EChartWhenLoaded option={chart} height={height} />
          </Suspense>
        </div>
      )}
    </DataState>
  );
}
