import { Segmented } from 'antd';
import { CHART_TYPE_NAMES, RANKING_CHART_TYPES, type RankingChartType } from '@bangyan/contract';

/** Free / paid / grossing (spec 2.1 type=free|charge|grossing). */
export function ChartTypeTabs({
  value,
  onChange,
}: {
  value: RankingChartType;
  onChange: (type: RankingChartType) => void;
}) {
  return (
    <Segmented<RankingChartType>
      value={value}
      onChange={onChange}
      options={RANKING_CHART_TYPES.map((t) => ({ value: t, label: `${CHART_TYPE_NAMES[t]}榜` }))}
      data-testid="chart-type-tabs"
    />
  );
}
