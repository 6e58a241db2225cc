import { useMemo } from 'react';
import { Segmented } from 'antd';
import { engineDay, KEYWORD_HISTORY_SPANS } from '@bangyan/contract';
import { usePopularityHistoryQuery, useResultHistoryQuery } from '../../api/keyword.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import styles from './Search.module.css';

type Span = (typeof KEYWORD_HISTORY_SPANS)[number];

/** One daily line, or null when every day is without a value (the chart then says 暂无数据). */
function lineOption(days: readonly string[], name: string, values: readonly (number | null)[], color: string) {
  if (values.every((v) => v === null)) return null;
  return {
    color: [color],
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 24, top: 24, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => engineDay(d).slice(5)), boundaryGap: false },
    yAxis: { type: 'value', scale: true, minInterval: 1, name },
    series: [{ name, type: 'line', data: values, connectNulls: false, showSymbol: days.length <= 30 }],
  };
}

/**
 * 热度趋势 and 搜索结果数趋势 (popularityHistory, keywordresulthistory) over 7, 30 or 90 days; a span beyond the
 * tier's history opens the limit dialog.
 */
export function KeywordTrends({
  keyword,
  country,
  days,
  onDays,
}: {
  keyword: string;
  country: string;
  days: Span;
  onDays: (days: Span) => void;
}) {
  const params = { keyword, country, days };
  const heat = useViewAnswer(usePopularityHistoryQuery(params));
  const results = useViewAnswer(useResultHistoryQuery(params));
  const heatOption = useMemo(
    () => (heat.data ? lineOption(heat.data.days, '热度', heat.data.heat, SERIES_COLORS[0]!) : null),
    [heat.data],
  );
  const resultOption = useMemo(
    () => (results.data ? lineOption(results.data.days, '结果数', results.data.resultCount, SERIES_COLORS[1]!) : null),
    [results.data],
  );
  return (
    <DataBlock
      title="热度与搜索结果数趋势"
      extra={
        <Segmented<Span>
          value={days}
          onChange={onDays}
          options={KEYWORD_HISTORY_SPANS.map((n) => ({ value: n, label: `近${n}天` }))}
          data-testid="trend-days"
        />
      }
      testId="keyword-trends"
    >
      <div className={styles.twoCols}>
        <ChartBox
          option={heatOption}
          height={260}
          loading={heat.loading}
          error={heat.error}
          empty={heatOption === null}
          testId="heat-chart"
        />
        <ChartBox
          option={resultOption}
          height={260}
          loading={results.loading}
          error={results.error}
          empty={resultOption === null}
          testId="result-count-chart"
        />
      </div>
    </DataBlock>
  );
}
