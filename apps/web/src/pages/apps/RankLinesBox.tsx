import type { EChartsCoreOption } from 'echarts/core';
import { ChartBox, CHART_TEXTS } from '../../components/charts/ChartBox.tsx';
import type { ViewAnswer } from '../ranking/views/parts/ViewParts.tsx';

/**
 * An app's rank lines (iOS AppRank, Android rankchart) with the chart's states: loading, failure,
 * 暂无数据 without points, 不在当前榜单 when the app is off every chart at every point.
 */
export function RankLinesBox({ history, option, series, testId }: {
  history: ViewAnswer<unknown>;
  option: EChartsCoreOption | null;
  series: readonly { ranks: readonly (number | null)[] }[] | undefined;
  testId: string;
}) {
  const offChart = option !== null && series !== undefined && series.every((s) => s.ranks.every((r) => r === null));
  return (
    <ChartBox
      option={option}
      height={380}
      loading={history.loading}
      error={history.error}
      empty={option === null || offChart}
      emptyText={offChart ? CHART_TEXTS.notOnChart : CHART_TEXTS.empty}
      testId={testId}
    />
  );
}
