import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import {
  engineDay,
  KEYWORD_SUMMARY_DAYS,
  keywordTitle,
  NO_VALUE,
  type KeywordMover,
  type ViewApp,
} from '@bangyan/contract';
import { useKeywordSummaryQuery } from '../../api/keyword.ts';
import { useMarketToday } from '../../api/monitor.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { AppCell } from '../../components/apps/AppCell.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../components/filters/DayFilter.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { BackToKeyword } from './BackToKeyword.tsx';
import { dayParam, KEYWORD_PARAMS } from './searchParams.ts';
import styles from './Search.module.css';

const PARAMS = { ...KEYWORD_PARAMS, date: dayParam };

const rank = (n: number) =>
  n === 0 ? <span className={styles.muted}>未在结果中</span> : <span className={styles.num}>{n}</span>;

const moverColumns = (country: string, dayTitle: string, rankTitle: string): TableColumnsType<KeywordMover> => [
  { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
  { key: 'day', title: dayTitle, width: 120, render: (_, r) => engineDay(r.date) },
  { key: 'rank', title: rankTitle, width: 110, align: 'center', render: (_, r) => rank(r.rank) },
  { key: 'now', title: '当前排名', width: 110, align: 'center', render: (_, r) => rank(r.rankNow) },
];

/** The top apps' ranks day by day, rank 1 at the top; a day out of the results is a gap. */
function topOption(days: readonly string[], top: readonly (ViewApp & { ranks: number[] })[]) {
  if (top.length === 0) return null;
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 48, right: 24, top: 48, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => engineDay(d).slice(5)), boundaryGap: false },
    yAxis: { type: 'value', inverse: true, min: 1, minInterval: 1, name: '排名' },
    series: top.map((a) => ({
      name: a.trackName || a.appId,
      type: 'line',
      data: a.ranks.map((r) => (r === 0 ? null : r)),
      connectNulls: false,
    })),
  };
}

/**
 * 30天概况 (pages.md "Search" summary30): the keyword's results over 30 days: the apps that came into
 * them, the apps cleared out of them, and how today's top 10 ranked day by day.
 */
export function KeywordSummaryPage() {
  const [v, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const answer = useViewAnswer(
    useKeywordSummaryQuery({ keyword: v.keyword, country: v.country, date: v.date || undefined }, v.keyword !== ''),
  );
  const data = answer.data;
  const option = useMemo(() => (data ? topOption(data.days, data.top) : null), [data]);
  return (
    <DataPage
      title={keywordTitle('summary30', v.keyword)}
      intro={`该关键词近 ${KEYWORD_SUMMARY_DAYS} 天的搜索结果：新进入结果的应用、被清出结果的应用，以及当前前 10 名的逐日排名。`}
      testId="keyword-summary-page"
      extra={<BackToKeyword keyword={v.keyword} country={v.country} />}
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <DayFilter
            label="截止日期"
            value={v.date}
            today={today}
            onChange={(date) => set({ date })}
            testId="day-filter"
          />
        </>
      }
    >
      <DataBlock title="前 10 名排名走势" testId="summary-top">
        <ChartBox
          option={option}
          height={340}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="summary-top-chart"
        />
      </DataBlock>
      <div className={styles.twoCols}>
        <DataBlock title={`新进应用 (${data?.entered.length ?? NO_VALUE})`} testId="summary-entered">
          <ViewTable<KeywordMover>
            answer={answer}
            rows={data?.entered ?? []}
            columns={moverColumns(v.country, '进入日期', '进入时排名')}
            rowKey="appId"
            rowTestId="entered-row"
            empty="近30天没有新进入结果的应用"
            pageSize={10}
          />
        </DataBlock>
        <DataBlock title={`清出应用 (${data?.cleared.length ?? NO_VALUE})`} testId="summary-cleared">
          <ViewTable<KeywordMover>
            answer={answer}
            rows={data?.cleared ?? []}
            columns={moverColumns(v.country, '清出日期', '清出前排名')}
            rowKey="appId"
            rowTestId="cleared-row"
            empty="近30天没有被清出结果的应用"
            pageSize={10}
          />
        </DataBlock>
      </div>
    </DataPage>
  );
}
