import { useMemo } from 'react';
import { formatNumber, NO_VALUE, REVIEW_PAGE_SIZE, type androidRatingHistory, type DataOf } from '@bangyan/contract';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import { useAndroidRatingQuery, useAndroidReviewsQuery } from '../../api/android.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { intParam, useUrlParams } from '../../lib/urlParams.ts';
import { ReviewHead, reviewColumns, ReviewTable, StarFilter } from '../../components/appDetail/ReviewParts.tsx';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { AndroidAppFrame } from './AndroidAppFrame.tsx';
import { ANDROID_PARAMS } from './androidParams.ts';
import figures from '../../components/appDetail/AppFigures.module.css';
import styles from './AndroidApp.module.css';

/** The address: the app and market, the review list's star (0 = all) and page. */
const PARAMS = { ...ANDROID_PARAMS, star: intParam(0, (n) => n >= 0 && n <= 5), page: intParam(1, (n) => n >= 1) };
type Filters = { star: number; page: number };
const COLUMNS = reviewColumns();

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
 * review (pages.md "Android app detail"): the app's rating in every market that has it, the chosen
 * market's rating over time, and the market's user reviews the engine collected: per star, and
 * listed newest first by star (kept in the address).
 */
export function AndroidReviewPage() {
  const [v, set] = useUrlParams(PARAMS);
  return (
    <AndroidAppFrame
      appId={v.appId}
      market={v.market}
      onMarket={(market, appId) => set({ market, appId, star: 0, page: 1 })}
      title="评分与评论"
      testId="android-review-page"
    >
      {(app) => (
        <>
          <Ratings appId={v.appId} market={v.market} marketName={app.marketName} />
          <Reviews
            appId={v.appId}
            market={v.market}
            marketName={app.marketName}
            filters={v}
            onFilters={(changes) => set({ page: 1, ...changes })}
          />
        </>
      )}
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
              <Stat
                key={m.market}
                label={m.marketName}
                value={m.rating === null ? NO_VALUE : m.rating.toFixed(1)}
                testId={`rating-${m.market}`}
              />
            ))}
          </div>
        )}
      </DataBlock>
      <DataBlock title={`${marketName}评分变化`} testId="android-rating-history">
        <ChartBox
          option={option}
          height={260}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="android-rating-chart"
        />
      </DataBlock>
    </>
  );
}

function Reviews({
  appId,
  market,
  marketName,
  filters,
  onFilters,
}: {
  appId: string;
  market: string;
  marketName: string;
  filters: Filters;
  onFilters: (changes: Partial<Filters>) => void;
}) {
  const answer = useViewAnswer(useAndroidReviewsQuery({ appId, market, star: filters.star, page: filters.page }));
  const data = answer.data;
  return (
    <DataBlock
      title={`${marketName}用户评论${data ? `（${formatNumber(data.total)}）` : ''}`}
      extra={data?.latestAt && <span className={figures.band}>最新评论 {data.latestAt}</span>}
      testId="android-reviews"
    >
      {answer.failure ?? (
        <>
          <ReviewHead
            score={data?.average}
            digits={2}
            testId="android-review-average"
            lines={
              <span className={figures.band} data-testid="android-review-count">
                {data
                  ? data.reviews === 0
                    ? '暂无已收录评论'
                    : `已收录 ${formatNumber(data.reviews)} 条评论的平均星级`
                  : DATA_TEXTS.loading}
              </span>
            }
            stars={data?.stars}
          />
          <p className={styles.note}>评论为本站每天从{marketName}采集的最新用户评论，并非该市场的全部评论。</p>
          <div className={figures.filters}>
            <StarFilter value={filters.star} onChange={(star) => onFilters({ star })} />
          </div>
          <ReviewTable
            answer={answer}
            rows={data?.list ?? []}
            total={data?.total ?? 0}
            columns={COLUMNS}
            page={filters.page}
            pageSize={data?.pageSize ?? REVIEW_PAGE_SIZE}
            empty={filters.star === 0 ? '暂无已收录评论' : '暂无符合条件的评论'}
            onPage={(page) => onFilters({ page })}
          />
        </>
      )}
    </DataBlock>
  );
}
