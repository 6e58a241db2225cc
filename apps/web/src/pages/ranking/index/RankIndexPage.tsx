import { ChartPage } from './ChartPage.tsx';

/**
 * 实时排行榜 (spec 2.1 RankIndex, also reached as RankOversea): one App Store chart, whole, at its
 * latest snapshot or a chosen day and time, with rank changes, the apps' ranks elsewhere and
 * keyword coverage: the free, paid and grossing charts side by side (the default), or one chart as
 * cards or a list (the choice remembered, useChartLayout).
 */
export function RankIndexPage() {
  return (
    <ChartPage
      title="实时排行榜"
      intro="App Store 各国家和地区的免费榜、付费榜、畅销榜，每小时更新：排名变化、在其他榜单的排名与关键词覆盖。"
      testId="rank-index-page"
      latestLabel={(pastDay) => (pastDay ? '当日最新' : '最新')}
      emptyText="暂无数据"
      layouts
    />
  );
}
