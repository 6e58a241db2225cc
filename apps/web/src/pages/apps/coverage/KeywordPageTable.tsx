import type { HTMLAttributes } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { emptyLocale } from '../../../components/data/DataState.tsx';
import type { ViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import styles from './Coverage.module.css';

/** Rows a page of the keyword tables shows. */
export const COVER_PAGE_SIZE = 20;

/**
 * One page of keywords as the server paged them (`page` of `total`), or the answer's failure;
 * dimmed while the previous filters' rows are shown. `onChange` gets antd's change (page, sort).
 */
export function KeywordPageTable<T extends { keywordId: number }>({
  answer,
  rows,
  total,
  page,
  columns,
  rowTestId,
  empty,
  onChange,
  rowSelection,
}: {
  answer: ViewAnswer<unknown>;
  rows: readonly T[];
  total: number;
  page: number;
  columns: TableColumnsType<T>;
  rowTestId: string;
  empty: string;
  onChange: NonNullable<TableProps<T>['onChange']>;
  rowSelection?: TableProps<T>['rowSelection'];
}) {
  if (answer.failure) return answer.failure;
  return (
    <Table<T>
      className={answer.stale ? styles.stale : undefined}
      rowKey="keywordId"
      columns={columns}
      dataSource={rows as T[]}
      size="middle"
      locale={emptyLocale(answer.loading, empty)}
      rowSelection={rowSelection}
      onRow={() => ({ 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement>}
      onChange={onChange}
      pagination={{
        current: page,
        pageSize: COVER_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (n) => `共 ${n} 个关键词`,
      }}
    />
  );
}
