import { useMemo, useState } from 'react';
import { DatePicker, Segmented, Select } from 'antd';
import { dayjs, type Dayjs } from '../../lib/dayjs.ts';
import { formatNumber, REVIEW_PAGE_SIZE, REVIEW_SPANS, reviewList } from '@bangyan/contract';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import {
  useReviewDailyQuery,
  useReviewListQuery,
  useReviewScoreQuery,
  useReviewVersionsQuery,
} from '../../api/appFigures.ts';
import { fetchData } from '../../api/client.ts';
import { fetchAllPages } from '../../api/market.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { reviewSummaryQuery } from './appQueries.ts';
import { ReviewHead, ReviewTable, StarFilter } from '../../components/appDetail/ReviewParts.tsx';
import { ReviewerDrawer } from './ReviewerDrawer.tsx';
import { EXPORT_COLUMNS, listColumns, type Review } from './reviewColumns.tsx';
import styles from '../../components/appDetail/AppFigures.module.css';

type Span = (typeof REVIEW_SPANS)[number];

const YMD = 'YYYYMMDD';
const isYmd = (s: string) => /^\d{8}$/.test(s);
const PARAMS = {
  ...APP_PARAMS,
  days: intParam(30, (n) => (REVIEW_SPANS as readonly number[]).includes(n)),
  star: intParam(0, (n) => n >= 0 && n <= 5),
  version: textParam(
    () => '',
    (s) => s.length <= 40,
  ),
  date1: textParam(() => '', isYmd),
  date2: textParam(() => '', isYmd),
  page: intParam(1, (n) => n >= 1),
};
const SPAN_LABELS: Record<Span, string> = { 7: '7天', 30: '30天', 90: '90天' };
/** Star colours, 5 stars first: green for praise to red for complaints. */
const STAR_COLORS = ['#2fb383', '#8bc34a', '#faad14', '#ff8a3d', '#f5483b'];

/**
 * review (pages.md "iOS app detail"): the store rating and the collected reviews' star histogram,
 * reviews per day by star and the score trend over a span, and the reviews filtered by star,
 * version and date (kept in the address); a reviewer's name opens their reviews across apps.
 */
export function ReviewPage() {
  const [v, set] = useUrlParams(PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country, version: '', page: 1 })}
      title="评论分析"
      testId="app-review-page"
    >
      {() => (
        <>
          <ReviewSummary appId={v.appId} country={v.country} />
          <ReviewCharts appId={v.appId} country={v.country} days={v.days as Span} onDays={(days) => set({ days })} />
          <ReviewList
            appId={v.appId}
            country={v.country}
            filters={v}
            onFilters={(changes) => set({ page: 1, ...changes })}
          />
        </>
      )}
    </AppFrame>
  );
}

function ReviewSummary({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(reviewSummaryQuery.useQuery({ appId, country }));
  const s = answer.data;
  return (
    <DataBlock
      title="评分概况"
      extra={s?.latestAt && <span className={styles.band}>最新评论 {s.latestAt}</span>}
      testId="review-summary"
    >
      {answer.failure ?? (
        <ReviewHead
          score={s?.rating}
          digits={1}
          testId="review-rating"
          lines={
            <>
              <span className={styles.statLabel} data-testid="review-rating-count">
                {s ? `商店评分 · ${formatNumber(s.ratingCount)} 个评分` : DATA_TEXTS.loading}
              </span>
              <span className={styles.band} data-testid="review-collected">
                {s
                  ? s.reviews === 0
                    ? '暂无已收录评论'
                    : `已收录 ${formatNumber(s.reviews)} 条评论，平均 ${s.average?.toFixed(2)} 星`
                  : ''}
              </span>
            </>
          }
          stars={s?.stars}
        />
      )}
    </DataBlock>
  );
}

function ReviewCharts({
  appId,
  country,
  days,
  onDays,
}: {
  appId: string;
  country: string;
  days: Span;
  onDays: (days: Span) => void;
}) {
  const daily = useViewAnswer(useReviewDailyQuery({ appId, country, days }));
  const score = useViewAnswer(useReviewScoreQuery({ appId, country, days }));
  const dailyOption = useMemo(() => {
    const d = daily.data?.days ?? [];
    if (d.every((x) => x.total === 0)) return null;
    return {
      color: STAR_COLORS,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 24, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: d.map((x) => x.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1, name: '评论数' },
      series: [5, 4, 3, 2, 1].map((star) => ({
        name: `${star}星`,
        type: 'bar',
        stack: 'stars',
        barMaxWidth: 28,
        data: d.map((x) => x.stars.find((s) => s.star === star)?.count ?? 0),
      })),
    };
  }, [daily.data]);
  const scoreOption = useMemo(() => {
    const p = score.data?.points ?? [];
    if (p.every((x) => x.running === null)) return null;
    const two = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
    return {
      color: SERIES_COLORS,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 24, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: p.map((x) => x.day.slice(5)) },
      yAxis: { type: 'value', min: 1, max: 5, name: '星级' },
      series: [
        { name: '当日平均', type: 'line', data: p.map((x) => two(x.average)), connectNulls: false, symbolSize: 6 },
        { name: '累计平均', type: 'line', data: p.map((x) => two(x.running)), connectNulls: true, showSymbol: false },
      ],
    };
  }, [score.data]);
  return (
    <DataBlock
      title="评论趋势"
      extra={
        <Segmented<Span>
          value={days}
          onChange={onDays}
          options={REVIEW_SPANS.map((n) => ({ value: n, label: SPAN_LABELS[n] }))}
          data-testid="review-days"
        />
      }
      testId="review-trend"
    >
      <p className={styles.band}>按中国时间统计每天新增的评论；累计平均为截至当天所有已收录评论的平均星级。</p>
      {daily.failure ?? (
        <ChartBox
          option={dailyOption}
          height={260}
          loading={daily.loading}
          error={daily.error}
          empty={dailyOption === null}
          emptyText="该时间段暂无评论"
          testId="review-daily-chart"
        />
      )}
      {score.failure ?? (
        <ChartBox
          option={scoreOption}
          height={240}
          loading={score.loading}
          error={score.error}
          empty={scoreOption === null}
          emptyText="暂无评分数据"
          testId="review-score-chart"
        />
      )}
    </DataBlock>
  );
}

type Filters = { star: number; version: string; date1: string; date2: string; page: number };

function ReviewList({
  appId,
  country,
  filters,
  onFilters,
}: {
  appId: string;
  country: string;
  filters: Filters;
  onFilters: (changes: Partial<Filters>) => void;
}) {
  const versions = useViewAnswer(useReviewVersionsQuery({ appId, country }));
  const params = {
    appId,
    country,
    star: filters.star,
    version: filters.version,
    date1: filters.date1,
    date2: filters.date2,
  };
  const answer = useViewAnswer(useReviewListQuery({ ...params, page: filters.page }));
  const range = useMemo<[Dayjs, Dayjs] | null>(
    () => (filters.date1 && filters.date2 ? [dayjs(filters.date1, YMD), dayjs(filters.date2, YMD)] : null),
    [filters.date1, filters.date2],
  );
  const data = answer.data;
  const [reviewer, setReviewer] = useState<string | null>(null);
  const columns = useMemo(() => listColumns(setReviewer), []);
  return (
    <DataBlock
      title={`评论列表${data ? `（${formatNumber(data.total)}）` : ''}`}
      extra={
        <ExportButton
          filename={`${appId}_评论_${country}`}
          columns={EXPORT_COLUMNS}
          rows={() => fetchAllPages((page) => fetchData(reviewList, { ...params, page }))}
        />
      }
      testId="review-list"
    >
      <div className={styles.filters}>
        <StarFilter value={filters.star} onChange={(star) => onFilters({ star })} />
        <Select<string>
          value={filters.version}
          onChange={(version) => onFilters({ version })}
          style={{ width: 180 }}
          options={[
            { value: '', label: '全部版本' },
            ...(versions.data?.list ?? []).map((x) => ({ value: x.version, label: `${x.version}（${x.count}条）` })),
          ]}
          data-testid="review-version-filter"
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(d) => onFilters({ date1: d?.[0]?.format(YMD) ?? '', date2: d?.[1]?.format(YMD) ?? '' })}
          format="YYYY-MM-DD"
          data-testid="review-date-filter"
        />
      </div>
      <ReviewTable<Review>
        answer={answer}
        rows={data?.list ?? []}
        total={data?.total ?? 0}
        columns={columns}
        page={filters.page}
        pageSize={data?.pageSize ?? REVIEW_PAGE_SIZE}
        onPage={(page) => onFilters({ page })}
        empty="暂无符合条件的评论"
        rowTestId="review-row"
      />
      <ReviewerDrawer author={reviewer} country={country} onClose={() => setReviewer(null)} />
    </DataBlock>
  );
}
