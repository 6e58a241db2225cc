import { useMemo } from 'react';
import { NO_VALUE, type DataOf, type androidRatingHistory } from '@bangyan/contract';
import { useAndroidRatingQuery } from '../../api/android.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../ranking/views/parts/charts.ts';
import { Stat, useViewAnswer } from '../ranking/views/parts/ViewParts.tsx';
import { AndroidAppFrame } from './AndroidAppFrame.tsx';
import { ANDROID_PARAMS } from './androidParams.ts';
import styles from './AndroidApp.module.css';

/** The rating as a step line on a time axis: from each change on, held until the latest check. */
function ratingOption(data: DataOf<typeof androidRatingHistory>) {
  const points = data.list.map((p) => [p.time, p.rating]);
  const last = data.list.at(-1);
  if (last && data.checkedDate > last.time.slice(0, 10)) points.push([`${data.checkedDate} 23:59`, last.rating]);
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 24, top: 24, bottom: 28 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', min: 1, max: 5, name: '评分' },
    series: [{ name: '评分', type: 'line', step: 'end', data: points }],
  };
}

/**
 * review (pages.md "Android app detail"): the app's rating in every market that has it and the
 * chosen market's rating over time. The markets' review texts are not collected, which the page says.
 */
export function AndroidReviewPage() {
  const [v, set] = useUrlParams(ANDROID_PARAMS);
  return (
    <AndroidAppFrame appId={v.appId} market={v.market} onMarket={(market) => set({ market })} title="评分" testId="android-review-page">
      {(app) => <Ratings appId={v.appId} market={v.market} marketName={app.marketName} />}
    </AndroidAppFrame>
  );
}

function Ratings({ appId, market, marketName }: { appId: string; market: string; marketName: string }) {
  const answer = useViewAnswer(useAndroidRatingQuery({ appId, market }));
  const data = answer.data;
  const option = useMemo(() => (data && data.list.length > 0 ? ratingOption(data) : null), [data]);
  return (
    <>
      <DataBlock title="各应用市场评分" testId="android-ratings">
        {answer.failure ?? (
          <div className={styles.stats}>
            {(data?.markets ?? []).map((m) => (
              <Stat key={m.market} label={m.marketName} value={m.rating === null ? NO_VALUE : m.rating.toFixed(1)} testId={`rating-${m.market}`} />
            ))}
          </div>
        )}
        <p className={styles.note}>各应用市场只公布评分，不提供评论内容，本站未采集安卓应用的用户评论。</p>
      </DataBlock>
      <DataBlock title={`${marketName}评分变化`} testId="android-rating-history">
        <ChartBox option={option} height={260} loading={answer.loading} error={answer.error} empty={option === null} testId="android-rating-chart" />
      </DataBlock>
    </>
  );
}
