import { ChartPage } from '../index/ChartPage.tsx';

/**
 * 榜单快照 (spec 2.1 screenshot): a chart exactly as it stood at a chosen day and snapshot time
 * (the day's times from spec 7 point), read-only, as RankIndex's list.
 */
export function ScreenshotPage() {
  return (
    <ChartPage
      title="榜单快照"
      intro="选择日期与时间点，查看榜单在那一刻的完整排名，以及与 24 小时前相比的排名变化。"
      testId="rank-screenshot-page"
      latestLabel={() => '当日最新'}
      emptyText="该时间点暂无榜单数据"
      layouts={false}
    />
  );
}
