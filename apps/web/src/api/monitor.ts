import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ApiFailure,
  bangBookList,
  bangClearBangList,
  bangClearList,
  bangDelist,
  bangNewList,
  MONITOR_PAGE_SIZE,
  MONITOR_PAGE_SIZE_MAX,
  monitorDateCount,
  monitorSummary,
  monitorTrendSummary,
  type BookedItem,
  type ClearChartItem,
  type ClearWordsItem,
  type MonitorKindKey,
  type NewItem,
  type OfflineItem,
} from '@bangyan/contract';
import { fetchData } from './client.ts';

const MONITOR_KEY = 'monitor';

/** Today's counts per monitor and the time of the latest data (Home, spec 2.4). */
export const useMonitorSummaryQuery = () =>
  useQuery({
    queryKey: [MONITOR_KEY, monitorSummary.path],
    queryFn: ({ signal }) => fetchData(monitorSummary, {}, { signal }),
  });

/** One monitor's rows, tagged with the monitor so each tab renders its own columns; `date` is the (last) day shown. */
export type MonitorRows = { total: number; date: string } & (
  | { kind: 'offline'; list: OfflineItem[] }
  | { kind: 'new'; list: NewItem[] }
  | { kind: 'clear-chart'; list: ClearChartItem[] }
  | { kind: 'clear-words'; list: ClearWordsItem[] }
  | { kind: 'booked'; list: BookedItem[] }
);

/** What a monitor list is asked for (spec 7 "Monitor lists"). */
export interface MonitorQuery {
  genre: number;
  /** The day, YYYYMMDD (for clear-chart the last day of its range); undefined: the server's today. */
  date: string | undefined;
  /**
   * Clear-chart only: the first day of its range (default: `date`) and the chart (0 every chart, else a bangStatus).
   */
  date1?: string | undefined;
  type?: number;
  page: number;
  pageSize: number;
}

/** A page of one monitor's list; clear-chart asks for date1..date2 and a type. */
async function fetchMonitorRows(kind: MonitorKindKey, q: MonitorQuery, signal?: AbortSignal): Promise<MonitorRows> {
  const day = { genre: q.genre, date: q.date, page: q.page, pageSize: q.pageSize };
  switch (kind) {
    case 'offline':
      return { kind, ...(await fetchData(bangDelist, day, { signal })) };
    case 'new':
      return { kind, ...(await fetchData(bangNewList, day, { signal })) };
    case 'clear-words':
      return { kind, ...(await fetchData(bangClearList, day, { signal })) };
    case 'booked':
      return { kind, ...(await fetchData(bangBookList, day, { signal })) };
    case 'clear-chart': {
      const data = await fetchData(
        bangClearBangList,
        {
          genre: q.genre,
          date1: q.date1 ?? q.date,
          date2: q.date,
          type: q.type ?? 0,
          page: q.page,
          pageSize: q.pageSize,
        },
        { signal },
      );
      return { kind, date: data.date2, ...data };
    }
  }
}

/**
 * Home's tab: the first page (spec 7: page 1 of 20, genre 0) of one monitor on `date` (YYYYMMDD,
 * the server's today from the summary; clear-chart date1 = date2 = that day, type 0), fetched afresh
 * each time the tab is shown (spec 4: switching reloads).
 */
export const useMonitorRowsQuery = (kind: MonitorKindKey, date: string | undefined) =>
  useQuery({
    queryKey: [MONITOR_KEY, 'rows', kind, date],
    queryFn: ({ signal }) => fetchMonitorRows(kind, { genre: 0, date, page: 1, pageSize: MONITOR_PAGE_SIZE }, signal),
    enabled: date !== undefined,
    staleTime: 0,
  });

/** A tier limit (codes 2 / 3 / 4) or a refused parameter will answer the same again: no retry. */
const retryTransport = (failures: number, error: unknown) => !(error instanceof ApiFailure) && failures < 1;

/** A monitor page's list: the page asked for, the previous one kept on screen while it loads. */
export const useMonitorPageQuery = (kind: MonitorKindKey, q: MonitorQuery) =>
  useQuery({
    queryKey: [MONITOR_KEY, 'page', kind, q],
    queryFn: ({ signal }) => fetchMonitorRows(kind, q, signal),
    placeholderData: keepPreviousData,
    retry: retryTransport,
  });

/** Every row of a monitor's list (for export): its pages of MONITOR_PAGE_SIZE_MAX, one after another. */
export async function fetchAllMonitorRows(
  kind: MonitorKindKey,
  q: Omit<MonitorQuery, 'page' | 'pageSize'>,
): Promise<MonitorRows['list']> {
  const rows: MonitorRows['list'][number][] = [];
  for (let page = 1; ; page++) {
    const data = await fetchMonitorRows(kind, { ...q, page, pageSize: MONITOR_PAGE_SIZE_MAX });
    rows.push(...data.list);
    if (data.list.length < MONITOR_PAGE_SIZE_MAX || rows.length >= data.total) return rows as MonitorRows['list'];
  }
}

/** The market's today (YYYYMMDD, China day of the server's market clock), from today's summary. */
export const useMarketToday = (): string | undefined => useMonitorSummaryQuery().data?.date;

/** Each day's counts per monitor from date1 to date2 (YYYYMMDD); waits for both. */
export const useMonitorDateCountQuery = (genre: number, date1: string | undefined, date2: string | undefined) =>
  useQuery({
    queryKey: [MONITOR_KEY, monitorDateCount.path, genre, date1, date2],
    queryFn: ({ signal }) => fetchData(monitorDateCount, { genre, date1, date2 }, { signal }),
    enabled: date1 !== undefined && date2 !== undefined,
    placeholderData: keepPreviousData,
    retry: retryTransport,
  });

/** 本周动态: the 7 days ending on `date` (undefined: today). */
export const useMonitorWeekQuery = (genre: number, date: string | undefined) =>
  useQuery({
    queryKey: [MONITOR_KEY, monitorTrendSummary.path, genre, date],
    queryFn: ({ signal }) => fetchData(monitorTrendSummary, { genre, date }, { signal }),
    placeholderData: keepPreviousData,
    retry: retryTransport,
  });
