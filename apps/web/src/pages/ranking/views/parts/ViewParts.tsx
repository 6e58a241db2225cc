import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDate, parseYmd, type RankingChartType, type ViewApp } from '@bangyan/contract';
import { AppIcon } from '../../../../components/AppIcon.tsx';
import { useLimitNotice } from '../../../../api/limits.ts';
import { CHART_TEXTS } from '../../../../components/charts/ChartBox.tsx';
import { ChartTypeTabs } from '../../../../components/filters/ChartTypeTabs.tsx';
import { DayPicker } from '../../../../components/filters/DayPicker.tsx';
import { GenreSelect } from '../../../../components/filters/GenreSelect.tsx';
import { Filter } from '../../../../components/page/DataPage.tsx';
import { CountryPicker } from '../../../../components/search/CountryPicker.tsx';
import { iosAppPath } from '../../../../lib/appPaths.ts';
import { LoadFailure } from '../../index/ChartNote.tsx';
import { RankAppCell } from '../../index/RankAppCell.tsx';
import styles from './Views.module.css';

/** The pieces the ranking analysis pages share: filters, app cells, a query's states, its table. */

/** The storefront filter. */
export function CountryFilter({ value, onChange }: { value: string; onChange: (country: string) => void }) {
  return (
    <Filter label="国家/地区">
      <CountryPicker value={value} onChange={onChange} />
    </Filter>
  );
}

/** The genre filter. */
export function GenreFilter({ label = '分类', value, onChange }: { label?: string; value: number; onChange: (genre: number) => void }) {
  return (
    <Filter label={label}>
      <GenreSelect value={value} onChange={onChange} />
    </Filter>
  );
}

/** A block's title: the chart type tabs and what the block shows. */
export function ChartTypeTitle({ type, onChange, note }: { type: RankingChartType; onChange: (type: RankingChartType) => void; note: ReactNode }) {
  return (
    <span className={styles.filterGroup}>
      <ChartTypeTabs value={type} onChange={onChange} />
      <span className={styles.legendNote}>{note}</span>
    </span>
  );
}

/**
 * A day filter ('YYYYMMDD'; '' = the default day, left out of the address): a calendar up to
 * `today` (the market's) showing `value`, else `fallback` (default: today).
 */
export function DayFilter({ label = '日期', value, fallback, today, onChange, testId }: {
  label?: string;
  value: string;
  fallback?: string;
  today: string | undefined;
  onChange: (day: string) => void;
  testId?: string;
}) {
  const otherwise = fallback ?? today;
  const day = value || otherwise;
  return (
    <Filter label={label}>
      <span data-testid={testId}>
        {today && day ? <DayPicker value={day} max={today} onChange={(d) => onChange(d === otherwise ? '' : d)} /> : <span className={styles.pickerPlaceholder} />}
      </span>
    </Filter>
  );
}

/** An app of a storefront's chart: icon and name linking to its page, the developer to the company page. */
export function AppCell({ app, country }: { app: ViewApp; country: string }) {
  return (
    <RankAppCell
      to={iosAppPath(app.appId, country)}
      appId={app.appId}
      name={app.trackName}
      iconUrl={app.artworkUrl60}
      developerName={app.developerName}
      developerId={app.developerId}
    />
  );
}

/** An app in one line: small icon and name (after its rank, when given), linking to its page. */
export function MiniApp({ app, country, rank, size = 24 }: { app: Pick<ViewApp, 'appId' | 'trackName' | 'artworkUrl60'>; country: string; rank?: number; size?: number }) {
  return (
    <Link to={iosAppPath(app.appId, country)} className={styles.mini} title={app.trackName} data-testid="mini-app">
      <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.appId} size={size} />
      <span className={styles.miniName}>
        {rank !== undefined && `${rank}. `}
        {app.trackName || app.appId}
      </span>
    </Link>
  );
}

/** A whole chart on RankIndex; `date` '' = today. */
export function chartPath(chart: { genre: number; type: RankingChartType; country: string; date?: string }): string {
  const q = new URLSearchParams({ genre: String(chart.genre), country: chart.country, type: chart.type });
  if (chart.date) q.set('date', chart.date);
  return `/new/ranking/index?${q}`;
}

/** 'YYYYMMDD' → 'YYYY-MM-DD'. */
export const dayText = (ymd: string): string => formatDate(parseYmd(ymd)!);

/**
 * What a page shows of its query: the answer (none after a failure), whether it is still the
 * previous filters' answer, and in place of the data on failure its message (a tier limit also
 * opens the limit dialog) with a retry unless it was a limit.
 */
export interface ViewAnswer<T> {
  data: T | undefined;
  loading: boolean;
  stale: boolean;
  error: unknown;
  failure: ReactNode;
}

export function useViewAnswer<T, E>(query: UseQueryResult<T, E>): ViewAnswer<T> {
  const limited = useLimitNotice(query.error);
  return {
    data: query.isError ? undefined : query.data,
    error: query.isError ? query.error : undefined,
    loading: query.isPending && query.fetchStatus !== 'idle',
    stale: query.isPlaceholderData,
    failure: query.isError ? <LoadFailure error={query.error} limited={limited} onRetry={() => void query.refetch()} /> : null,
  };
}

/** A block's empty text: loading, or the page's own 'nothing here' text. */
export const emptyText = (loading: boolean, text: string) => <div className={styles.empty}>{loading ? CHART_TEXTS.loading : text}</div>;

/** A table's `locale` with that empty text. */
export const emptyLocale = (loading: boolean, text: string) => ({ emptyText: emptyText(loading, text) });

/**
 * A page's table of its answer's rows (sortable by its columns), or the answer's failure: dimmed
 * while the previous filters' rows are shown, `pageSize` rows a page (false: one page).
 */
export function ViewTable<T extends object>({ answer, rows, columns, rowKey, rowTestId, empty, pageSize = 50, total, rowSelection }: {
  answer: ViewAnswer<unknown>;
  rows: readonly T[];
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  rowTestId: string;
  /** What an empty table says. */
  empty: string;
  pageSize?: number | false;
  total?: (n: number) => string;
  rowSelection?: TableProps<T>['rowSelection'];
}) {
  if (answer.failure) return answer.failure;
  return (
    <Table<T>
      className={`${styles.table} ${answer.stale ? styles.stale : ''}`}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows as T[]}
      size="middle"
      rowSelection={rowSelection}
      locale={emptyLocale(answer.loading, empty)}
      onRow={() => ({ 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement>}
      pagination={pageSize === false ? false : { pageSize, showSizeChanger: false, hideOnSinglePage: true, showTotal: total }}
    />
  );
}

/** A small labelled figure of a summary strip. */
export function Stat({ label, value, tone, onClick, active, testId }: { label: string; value: ReactNode; tone?: 'up' | 'down' | 'new'; onClick?: () => void; active?: boolean; testId?: string }) {
  const body = (
    <>
      <span className={styles.statValue} data-tone={tone}>
        {value}
      </span>
      <span className={styles.statLabel}>{label}</span>
    </>
  );
  return onClick ? (
    <button type="button" className={active ? styles.statActive : styles.stat} onClick={onClick} aria-pressed={active} data-testid={testId}>
      {body}
    </button>
  ) : (
    <div className={styles.stat} data-testid={testId}>
      {body}
    </div>
  );
}
