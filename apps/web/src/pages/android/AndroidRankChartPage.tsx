import { useMemo } from 'react';
import { ANDROID_CHART_TYPE_NAMES, type androidRankHistory, type DataOf } from '@bangyan/contract';
import { useAndroidRankHistoryQuery } from '../../api/android.ts';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { RANK_Y_AXIS, RankLinesBox } from '../../components/charts/RankLinesBox.tsx';
import { AndroidAppFrame } from './AndroidAppFrame.tsx';
import { ANDROID_SPAN_PARAMS } from './androidParams.ts';
import { SpanSwitch } from './SpanSwitch.tsx';
import styles from './AndroidApp.module.css';

/** The rank lines of the market's three charts (1 at the top), one point a day. */
function rankOption(h: DataOf<typeof androidRankHistory>) {
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 32, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: h.times.map((t) => t.slice(5)), boundaryGap: false },
    yAxis: RANK_Y_AXIS,
    series: h.series.map((s) => ({
      name: ANDROID_CHART_TYPE_NAMES[s.chartType],
      type: 'line',
      data: s.ranks,
      connectNulls: false,
      showSymbol: h.times.length <= 31,
    })),
  };
}

/** rankchart (pages.md "Android app detail"): the app's rank on the market's 热门榜, 下载榜 and 新品榜 over 7, 30 or 90 days. */
export function AndroidRankChartPage() {
  const [v, set] = useUrlParams(ANDROID_SPAN_PARAMS);
  return (
    <AndroidAppFrame
      appId={v.appId}
      market={v.market}
      onMarket={(market, appId) => set({ market, appId })}
      title="榜单排名"
      testId="android-rank-page"
    >
      {(app) => (
        <RankBlock
          appId={v.appId}
          market={v.market}
          marketName={app.marketName}
          days={v.days}
          onDays={(days) => set({ days })}
        />
      )}
    </AndroidAppFrame>
  );
}

function RankBlock({
  appId,
  market,
  marketName,
  days,
  onDays,
}: {
  appId: string;
  market: string;
  marketName: string;
  days: number;
  onDays: (days: number) => void;
}) {
  const history = useViewAnswer(useAndroidRankHistoryQuery({ appId, market, days }));
  const data = history.data;
  const option = useMemo(() => (data && data.times.length > 0 ? rankOption(data) : null), [data]);
  return (
    <DataBlock
      title={`${marketName}榜单排名`}
      extra={<SpanSwitch value={days} onChange={onDays} />}
      testId="android-rank-block"
    >
      <p className={styles.note}>每天取当天最后一次榜单；断开处为当天不在该榜单。</p>
      <RankLinesBox history={history} option={option} series={data?.series} testId="android-rank-chart" />
    </DataBlock>
  );
}
