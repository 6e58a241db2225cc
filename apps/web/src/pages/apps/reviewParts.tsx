/** Parts the review page and the reviewer drawer share: stars, a review's text, a server-paged table of reviews. */
import type { HTMLAttributes } from 'react';
import { Rate, Table, type TableColumnsType } from 'antd';
import { NO_VALUE } from '@bangyan/contract';
import { emptyLocale, type ViewAnswer } from '../ranking/views/parts/ViewParts.tsx';
import styles from './AppFigures.module.css';

/** A review's stars, small. */
export const ReviewStars = ({ rating }: { rating: number }) => <Rate disabled value={rating} style={{ fontSize: 13 }} />;

/** A review's title over its text. */
export function ReviewContent({ title, content }: { title: string; content: string }) {
  return (
    <div>
      <span className={styles.reviewTitle}>{title || NO_VALUE}</span>
      <p className={styles.reviewText}>{content}</p>
    </div>
  );
}

/** One page of reviews the server paged (`page` of `total`), dimmed while the next page loads; or the answer's failure. */
export function ReviewTable<T extends { id: string }>({ answer, rows, total, columns, page, pageSize, onPage, empty, rowTestId, size = 'middle' }: {
  answer: ViewAnswer<unknown>;
  rows: readonly T[];
  total: number;
  columns: TableColumnsType<T>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: string;
  rowTestId: string;
  size?: 'small' | 'middle';
}) {
  if (answer.failure) return answer.failure;
  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={rows as T[]}
      size={size}
      loading={answer.stale}
      locale={emptyLocale(answer.loading, empty)}
      onRow={() => ({ 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement>}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, onChange: onPage }}
    />
  );
}
