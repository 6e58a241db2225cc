import { Table, type TableColumnsType } from 'antd';
import { MONITOR_PAGE_SIZE, type MonitorKindKey } from '@bangyan/contract';
import type { MonitorRows } from '../../api/monitor.ts';
import { MONITOR_COLUMNS, type MonitorColumn, type RowOf } from '../../components/monitor/MonitorColumns.tsx';
import styles from './Monitors.module.css';

type AnyRow = MonitorRows['list'][number];

/** Home's monitor columns (spec 2.4) as antd Table columns: the app column wide and left, the rest centred. */
export function tableColumns<T>(columns: readonly MonitorColumn<T>[]): TableColumnsType<T> {
  return columns.map((c) => ({
    key: c.title,
    title: c.title,
    align: c.align ?? 'center',
    width: c.align === 'left' ? 300 : undefined,
    render: (_: unknown, row: T) => c.render(row),
  }));
}

/** A row's key: the app, and its event time where one app may be listed on several days (clear-chart ranges). */
const rowKey = (row: AnyRow) => ('clearTime' in row ? `${row.trackId}-${row.clearTime}` : row.trackId);

/**
 * One monitor's rows in a server-paged table (MONITOR_PAGE_SIZE a page): the page and total come
 * from the API, a page change goes back to the page (kept in the URL).
 */
export function MonitorTable<K extends MonitorKindKey>({
  kind,
  rows,
  total,
  page,
  loading,
  empty,
  onPage,
}: {
  kind: K;
  rows: readonly RowOf<K>[];
  total: number;
  page: number;
  loading: boolean;
  empty: string;
  onPage: (page: number) => void;
}) {
  return (
    <Table<RowOf<K>>
      className={styles.table}
      rowKey={rowKey as (row: RowOf<K>) => string}
      columns={tableColumns(MONITOR_COLUMNS[kind] as MonitorColumn<RowOf<K>>[])}
      dataSource={rows as RowOf<K>[]}
      loading={loading}
      size="middle"
      locale={{ emptyText: <div className={styles.tableEmpty}>{empty}</div> }}
      pagination={{
        current: page,
        pageSize: MONITOR_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (n) => `共 ${n} 款应用`,
        onChange: onPage,
      }}
      data-testid="monitor-table"
    />
  );
}
