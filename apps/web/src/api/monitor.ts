import { useQuery } from '@tanstack/react-query';
import {
  bangBookList,
  bangClearBangList,
  bangClearList,
  bangDelist,
  bangNewList,
  MONITOR_PAGE_SIZE,
  monitorSummary,
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

/** One monitor's rows, tagged with the monitor so each tab renders its own columns. */
export type MonitorRows =
  | { kind: 'offline'; total: number; list: OfflineItem[] }
  | { kind: 'new'; total: number; list: NewItem[] }
  | { kind: 'clear-chart'; total: number; list: ClearChartItem[] }
  | { kind: 'clear-words'; total: number; list: ClearWordsItem[] }
  | { kind: 'booked'; total: number; list: BookedItem[] };

/**
 * The first page (spec 7: page 1 of 20, genre 0) of one monitor on `date` (YYYYMMDD, the server's
 * today from the summary); clear-chart asks for date1 = date2 = that day and type 0.
 */
async function fetchMonitorRows(kind: MonitorKindKey, date: string, signal: AbortSignal): Promise<MonitorRows> {
  const day = { genre: 0, date, page: 1, pageSize: MONITOR_PAGE_SIZE };
  switch (kind) {
    case 'offline':
      return { kind, ...(await fetchData(bangDelist, day, { signal })) };
    case 'new':
      return { kind, ...(await fetchData(bangNewList, day, { signal })) };
    case 'clear-words':
      return { kind, ...(await fetchData(bangClearList, day, { signal })) };
    case 'booked':
      return { kind, ...(await fetchData(bangBookList, day, { signal })) };
    case 'clear-chart':
      return { kind, ...(await fetchData(bangClearBangList, { genre: 0, date1: date, date2: date, type: 0, page: 1, pageSize: MONITOR_PAGE_SIZE }, { signal })) };
  }
}

/** A monitor tab's rows; fetched afresh each time the tab is shown (spec 4: switching reloads). */
export const useMonitorRowsQuery = (kind: MonitorKindKey, date: string | undefined) =>
  useQuery({
    queryKey: [MONITOR_KEY, 'rows', kind, date],
    queryFn: ({ signal }) => fetchMonitorRows(kind, date!, signal),
    enabled: date !== undefined,
    staleTime: 0,
  });
