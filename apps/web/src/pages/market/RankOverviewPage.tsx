import { useMemo } from 'react';
import { Button, Segmented } from 'antd';
import {
  daysBefore,
  engineDay,
  formatNumber,
  GENRE_ALL,
  genreName,
  isGenreId,
  MONITOR_KINDS,
  TREND_COUNT_NAMES,
  TREND_COUNTS,
  TREND_DEFAULT_DAYS,
  type MonitorKindKey,
  type TrendCount,
} from '@bangyan/contract';
import { useLimitNotice } from '../../api/limits.ts';
import { useGenresAppsCntQuery, useIosScaleCakeQuery, useTrendQueries } from '../../api/market.ts';
import { useMarketToday } from '../../api/monitor.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { GenreSelect } from '../../components/filters/GenreSelect.tsx';
import { DataBlock, DataPage, Filter } from '../../components/page/DataPage.tsx';
import { dayParam, enumParam, intParam, useUrlParams } from '../../lib/urlParams.ts';
import { DayRangePicker } from '../../components/filters/DayRangePicker.tsx';
import { MONITOR_TABS } from '../../lib/monitorTabs.ts';
import { DayFilter } from '../../components/filters/DayFilter.tsx';
import { Stat } from '../../components/data/Stat.tsx';
import { coverageNote } from './parts/coverageNote.ts';
import { dailyLinesOption, NO_DATA_TEXT } from './parts/dailyLinesOption.ts';
import { PIE_HEIGHT, pieOption } from '../../components/charts/pieOption.ts';
import styles from './parts/Market.module.css';

/**
 * RankOverview's address: the trend's genre and days (date1..date2, '' = the last 30 days up to
 * today), the pies' day ('' = today) and the kind of event whose genres the first pie shows.
 */
const PARAMS = {
  genre: intParam(GENRE_ALL, isGenreId),
  date1: dayParam,
  date2: dayParam,
  date: dayParam,
  kind: enumParam(MONITOR_KINDS, 'new'),
};

/** Which monitor each count series counts: its label and colour are the monitor tab's. */
const KIND_OF: Record<TrendCount, MonitorKindKey> = {
  releaseAppsCnt: 'new',
  offlineAppsCnt: 'offline',
  clearWordGenreAppsCnt: 'clear-words',
  clearBangGenreAppsCnt: 'clear-chart',
  bookAppsCnt: 'booked',
};
const tabOf = (kind: MonitorKindKey) => MONITOR_TABS.find((t) => t.kind === kind)!;

/** Quick ranges ending today. */
const QUICK_RANGES = [7, TREND_DEFAULT_DAYS, 90];

/** 'YYYYMMDD' `days` − 1 days before `to`: the first day of a range of `days` days. */
const rangeStart = (to: string, days: number) => daysBefore(to, days - 1);

interface TrendRow {
  date: string;
  /** null: no data that day (not collected as live). */
  counts: Record<TrendCount, number | null>;
}

/** The five series of one range as rows of days (all answers must be in). */
function useTrend(params: { genre: number; date1?: string; date2?: string }) {
  const results = useTrendQueries(params);
  const error = results.find((r) => r.isError)?.error;
  const limited = useLimitNotice(error);
  const rows = useMemo((): TrendRow[] | undefined => {
    if (results.some((r) => r.data === undefined)) return undefined;
    const [first] = results;
    return first!.data!.list.map((day, i) => ({
      date: day.date,
      counts: Object.fromEntries(
        TREND_COUNTS.map((name, n) => [name, results[n]!.data!.list[i]?.count ?? null]),
      ) as Record<TrendCount, number | null>,
    }));
  }, [results]);
  const note = useMemo(
    () =>
      results.some((r) => r.data === undefined)
        ? null
        : coverageNote(TREND_COUNTS.map((name, n) => ({ name: TREND_COUNT_NAMES[name], ...results[n]!.data! }))),
    [results],
  );
  return {
    rows,
    note,
    range: results[0]?.data,
    loading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    error,
    limited,
    stale: results.some((r) => r.isPlaceholderData),
  };
}

/**
 * 市场趋势 (spec 2.1 RankOverview): how many apps the China App Store released, took offline,
 * cleared from charts and search, and opened for pre-order each day (spec 7's count series), how
 * a day's events spread over genres (genresAppsCnt), and the storefront's apps per genre
 * (iosScaleCake).
 */
export function RankOverviewPage() {
  const [v, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const trend = useTrend({ genre: v.genre, date1: v.date1 || undefined, date2: v.date2 || undefined });
  const genres = useGenresAppsCntQuery({ date: v.date || undefined, kind: v.kind });
  const scale = useIosScaleCakeQuery({ date: v.date || undefined, genre: v.genre });
  useLimitNotice(genres.error ?? scale.error);

  // A series' total over the days with data; null when no day has any.
  const totals = Object.fromEntries(
    TREND_COUNTS.map((name) => {
      const known = (trend.rows ?? []).map((r) => r.counts[name]).filter((n) => n !== null);
      return [name, known.length === 0 ? null : known.reduce((sum, n) => sum + n, 0)];
    }),
  ) as Record<TrendCount, number | null>;
  const trendEmpty = trend.rows !== undefined && TREND_COUNTS.every((name) => !totals[name]);
  const trendOption = useMemo(
    () =>
      trend.rows
        ? {
            ...dailyLinesOption(
              trend.rows.map((r) => `${r.date.slice(4, 6)}-${r.date.slice(6)}`),
              TREND_COUNTS.map((name) => ({
                name: TREND_COUNT_NAMES[name],
                data: trend.rows!.map((r) => r.counts[name]),
              })),
            ),
            color: TREND_COUNTS.map((name) => tabOf(KIND_OF[name]).color),
          }
        : null,
    [trend.rows],
  );
  // null: the day was not collected as live (the trend leaves it empty too).
  const genreTotal = genres.data ? genres.data.total : 0;
  const genreSlices = (genres.data?.list ?? []).map((g) => ({ name: g.genreName, value: g.count }));
  const scaleSlices = (scale.data?.list ?? []).map((g) => ({ name: g.genreName, value: g.count }));
  const chooseRange = (days: number) =>
    today ? set({ date1: days === TREND_DEFAULT_DAYS ? '' : rangeStart(today, days), date2: '' }) : undefined;
  const kindLabel = tabOf(v.kind).label;

  return (
    <DataPage
      title="市场趋势"
      intro="中国区 App Store 每日新品、下架、清词、清榜与预订应用数，各类事件的分类分布，以及在架应用的分类规模。"
      testId="rank-overview-page"
      extra={
        <ExportButton
          filename={`市场趋势_${v.genre}_${trend.range?.date1 ?? ''}_${trend.range?.date2 ?? ''}`}
          columns={[
            { title: '日期', value: (r: TrendRow) => r.date },
            ...TREND_COUNTS.map((name) => ({
              title: `${TREND_COUNT_NAMES[name]}应用数`,
              value: (r: TrendRow) => r.counts[name],
            })),
          ]}
          rows={() => trend.rows ?? []}
        />
      }
      filters={
        <>
          <Filter label="分类">
            <GenreSelect value={v.genre} onChange={(genre) => set({ genre })} />
          </Filter>
          <Filter label="日期范围">
            {today ? (
              <DayRangePicker
                from={v.date1 || (trend.range?.date1 ?? rangeStart(v.date2 || today, TREND_DEFAULT_DAYS))}
                to={v.date2 || today}
                max={today}
                onChange={(date1, date2) => set({ date1, date2: date2 === today ? '' : date2 })}
              />
            ) : (
              <span style={{ display: 'inline-block', width: 260 }} />
            )}
            {QUICK_RANGES.map((days) => (
              <Button
                key={days}
                size="small"
                type="link"
                onClick={() => chooseRange(days)}
                data-testid={`range-${days}`}
              >
                近{days}天
              </Button>
            ))}
          </Filter>
        </>
      }
    >
      <DataBlock
        title="每日应用动态"
        extra={<span className={styles.total}>{genreName(v.genre) ?? v.genre}</span>}
        testId="trend-block"
      >
        <div className={styles.stats} data-testid="trend-totals">
          {TREND_COUNTS.map((name) => (
            <Stat
              key={name}
              label={`${TREND_COUNT_NAMES[name]}应用`}
              value={trend.rows ? formatNumber(totals[name]) : '-'}
              testId={`trend-total-${name}`}
            />
          ))}
        </div>
        <ChartBox
          option={trendOption}
          loading={trend.loading}
          error={trend.error}
          empty={trendEmpty}
          emptyText={TREND_COUNTS.every((name) => totals[name] === null) ? NO_DATA_TEXT : undefined}
          height={340}
          testId="trend-chart"
        />
        {trend.note && (
          <p className={styles.note} data-testid="trend-coverage-note">
            {trend.note}
          </p>
        )}
      </DataBlock>
      <div className={styles.pair}>
        <DataBlock
          title={`${kindLabel}应用分类分布`}
          extra={
            <span className={styles.blockFilters}>
              <DayFilter value={v.date} today={today} onChange={(date) => set({ date })} testId="pie-day" />
            </span>
          }
          testId="genre-pie-block"
        >
          <Segmented<MonitorKindKey>
            value={v.kind}
            onChange={(kind) => set({ kind })}
            options={MONITOR_TABS.map((t) => ({ value: t.kind, label: t.label }))}
            data-testid="kind-tabs"
          />
          <p className={styles.total}>
            共 <strong data-testid="genre-pie-total">{genreTotal === null ? '-' : formatNumber(genreTotal)}</strong>{' '}
            款应用
          </p>
          <ChartBox
            option={pieOption(genreSlices, `${kindLabel}应用`)}
            loading={genres.isPending}
            error={genres.error}
            empty={genreSlices.length === 0}
            emptyText={genreTotal === null ? `${engineDay(genres.data!.date)} 暂无完整数据` : undefined}
            height={PIE_HEIGHT}
            testId="genre-pie"
          />
        </DataBlock>
        <DataBlock
          title="iOS 市场规模"
          extra={<span className={styles.total}>在架应用按分类</span>}
          testId="scale-pie-block"
        >
          <p className={styles.total}>
            {genreName(v.genre) ?? v.genre} · 共{' '}
            <strong data-testid="scale-pie-total">{formatNumber(scale.data?.total ?? 0)}</strong> 款在架应用
          </p>
          <ChartBox
            option={pieOption(scaleSlices, '在架应用')}
            loading={scale.isPending}
            error={scale.error}
            empty={scaleSlices.length === 0}
            height={PIE_HEIGHT}
            testId="scale-pie"
          />
        </DataBlock>
      </div>
    </DataPage>
  );
}
