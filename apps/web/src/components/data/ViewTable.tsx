import type { HTMLAttributes } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { emptyLocale } from './DataState.tsx';
import type { ViewAnswer } from './useViewAnswer.tsx';
import styles from './Table.module.css';

/**
 * A page's table of its answer's rows (sortable by its columns), or the answer's failure: dimmed
 * while the previous filters' rows are shown, `pageSize` rows a page (false: one page); with
 * `serverPage` the rows are that page of `count` rows the server paged. Its states are DataState's.
 */
export function ViewTable<T extends object>({
  answer,
  rows,
  columns,
  rowKey,
  rowTestId,
  empty,
  pageSize = 50,
  total,
  rowSelection,
  serverPage,
}: {
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
  serverPage?: { current: number; count: number; onChange: (page: number) => void };
}) {
  if (answer.failure) return answer.failure;
  const server = serverPage && { current: serverPage.current, total: serverPage.count, onChange: serverPage.onChange };
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
      pagination={
        pageSize === false
          ? false
          : { pageSize, showSizeChanger: false, hideOnSinglePage: true, showTotal: total, ...server }
      }
    />
  );
}
