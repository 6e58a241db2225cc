import { useMemo } from 'react';
import { Segmented } from 'antd';
import {
  COVER_HISTORY_SPANS,
  NO_VALUE,
  type coverHistory,
  type DataOf,
  type keywordCoverSummary,
  KEYWORD_HEAT_TEXTS,
} from '@bangyan/contract';
import { useCoverHistoryQuery, useKeywordCoverSummaryQuery } from '../../../api/appCoverage.ts';
import { ChartBox } from '../../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../../components/page/DataPage.tsx';
import { SERIES_COLORS } from '../../../components/charts/chartOptions.ts';
import { Stat } from '../../../components/data/Stat.tsx';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import styles from './Coverage.module.css';

export type CoverSpan = (typeof COVER_HISTORY_SPANS)[number];
type Figure = DataOf<typeof keywordCoverSummary>['total'];

/** Total, top 3 and top 10 per collected day. */
function coverageOption(h: DataOf<typeof coverHistory>) {
  const lines = [
    { name: '覆盖数', data: h.total },
    { name: '前三名', data: h.top3 },
    { name: '前十名', data: h.top10 },
  ];
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 24, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: h.days.map((d) => d.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1, name: '关键词数' },
    series: lines.map((l) => ({ ...l, type: 'line', showSymbol: h.days.length <= 31 })),
  };
}

/** A coverage figure with its change against the day before. */
const withDiff = (f: Figure) => (
  <>
    {f.total}
    <span className={styles.diff} data-tone={f.diff > 0 ? 'up' : f.diff < 0 ? 'down' : undefined}>
      {f.diff > 0 ? `+${f.diff}` : f.diff < 0 ? String(f.diff) : '持平'}
    </span>
  </>
);

/**
 * The summary strip (coverage of the latest collected day, data.md: keywords with heat ≥ 4605, and
 * how the app's ranked keywords moved in 24 h) over the coverage chart (total / top 3 / top 10 over
 * 7, 30 or 90 days; a span beyond the tier's history opens the limit dialog).
 */
export function CoverHistory({
  appId,
  country,
  days,
  onDays,
}: {
  appId: string;
  country: string;
  days: CoverSpan;
  onDays: (days: CoverSpan) => void;
}) {
  const summary = useViewAnswer(useKeywordCoverSummaryQuery({ appId, country }));
  const history = useViewAnswer(useCoverHistoryQuery({ appId, country, days }));
  const data = history.data;
  const option = useMemo(() => (data && data.days.length > 0 ? coverageOption(data) : null), [data]);
  const s = summary.data;
  return (
    <DataBlock
      title="关键词覆盖趋势"
      extra={
        <Segmented<CoverSpan>
          value={days}
          onChange={onDays}
          options={COVER_HISTORY_SPANS.map((n) => ({ value: n, label: `近${n}天` }))}
          data-testid="cover-days"
        />
      }
      testId="cover-history"
    >
      {summary.failure ?? (
        <div className={`${styles.stats} ${summary.stale ? styles.stale : ''}`} data-testid="cover-summary">
          <Stat
            label={`覆盖数${s?.day ? `（${s.day}）` : ''}`}
            value={s ? withDiff(s.total) : NO_VALUE}
            testId="cover-total"
          />
          <Stat label="前三名" value={s ? withDiff(s.top3) : NO_VALUE} testId="cover-top3" />
          <Stat label="前十名" value={s ? withDiff(s.top10) : NO_VALUE} testId="cover-top10" />
          <Stat label="有排名的关键词" value={s ? s.ranked : NO_VALUE} testId="cover-ranked" />
          <Stat label="排名上升" value={s ? s.up : NO_VALUE} tone="up" testId="cover-up" />
          <Stat label="排名下降" value={s ? s.down : NO_VALUE} tone="down" testId="cover-down" />
          <Stat label="新进" value={s ? s.entered : NO_VALUE} tone="new" testId="cover-entered" />
        </div>
      )}
      <p className={styles.note}>
        覆盖数：热度 ≥ 4605 且应用排在搜索结果前 200 名的关键词数，括号内为较前一天的变化；升降与新进为当前排名相对 24
        小时前。
        {KEYWORD_HEAT_TEXTS.heat}
      </p>
      {history.failure ?? (
        <ChartBox
          option={option}
          height={300}
          loading={history.loading}
          error={history.error}
          empty={option === null}
          testId="cover-chart"
        />
      )}
    </DataBlock>
  );
}
