/**
 * Pieces the iOS and Android review pages and the reviewer drawer share: the score beside the star
 * histogram, the star filter, a review's cells and the review table.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { Rate, Segmented, Table, type TableColumnsType } from 'antd';
import { formatNumber, NO_VALUE } from '@bangyan/contract';
import { emptyLocale } from '../data/DataState.tsx';
import type { ViewAnswer } from '../data/useViewAnswer.tsx';
import styles from './AppFigures.module.css';

/** A review as the iOS and Android lists show it; only the App Store's reviews have a title. */
export interface ReviewRow {
  id: string;
  rating: number;
  title?: string;
  content: string;
  author: string;
  version: string;
  time: string;
}

/** A review's stars, small. */
export const ReviewStars = ({ rating }: { rating: number }) => (
  <Rate disabled value={rating} style={{ fontSize: 13 }} />
);

/** A review's title (App Store reviews only) over its text. */
export function ReviewContent({ title, content }: { title?: string; content: string }) {
  return (
    <div>
      {title !== undefined && <span className={styles.reviewTitle}>{title || NO_VALUE}</span>}
      <p className={styles.reviewText}>{content}</p>
    </div>
  );
}

/** A review list's columns; `author` draws the reviewer's cell (plain text by default). */
export function reviewColumns<T extends ReviewRow>(
  author: (r: T) => ReactNode = (r) => r.author || NO_VALUE,
): TableColumnsType<T> {
  return [
    { key: 'rating', title: '评分', width: 130, render: (_, r) => <ReviewStars rating={r.rating} /> },
    { key: 'content', title: '评论内容', render: (_, r) => <ReviewContent title={r.title} content={r.content} /> },
    { key: 'author', title: '作者', width: 140, render: (_, r) => author(r) },
    { key: 'version', title: '版本', width: 90, render: (_, r) => r.version || NO_VALUE },
    { key: 'time', title: '时间', width: 150, render: (_, r) => r.time },
  ];
}

/** Reviews per star as bars, 5 stars first, each bar relative to the largest count. */
function StarHistogram({ stars }: { stars: readonly { star: number; count: number }[] }) {
  const most = Math.max(1, ...stars.map((x) => x.count));
  return (
    <div className={styles.histogram}>
      {stars.map((x) => (
        <div key={x.star} className={styles.histRow} data-testid="review-star-row">
          <span>{x.star}星</span>
          <span className={styles.histTrack}>
            <span className={styles.histBar} style={{ display: 'block', width: `${(x.count / most) * 100}%` }} />
          </span>
          <span data-testid={`review-star-${x.star}`}>{formatNumber(x.count)}</span>
        </div>
      ))}
    </div>
  );
}

/** 全部 / 5星 … 1星 (0 = all). */
export function StarFilter({ value, onChange }: { value: number; onChange: (star: number) => void }) {
  return (
    <Segmented<number>
      value={value}
      onChange={onChange}
      options={[{ value: 0, label: '全部' }, ...[5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n}星` }))]}
      data-testid="review-star-filter"
    />
  );
}

/** A score in large type, `digits` decimals (its lines below it), beside the reviews per star. */
export function ReviewHead({
  score,
  digits,
  testId,
  lines,
  stars,
}: {
  score: number | null | undefined;
  digits: number;
  testId: string;
  lines: ReactNode;
  stars: readonly { star: number; count: number }[] | undefined;
}) {
  return (
    <div className={styles.reviewHead}>
      <div className={styles.score}>
        <span className={styles.scoreValue} data-testid={testId}>
          {score === null || score === undefined ? NO_VALUE : score.toFixed(digits)}
        </span>
        {lines}
      </div>
      <StarHistogram stars={stars ?? []} />
    </div>
  );
}

/**
 * One page of reviews the server paged (`page` of `total`), dimmed while the next page loads; or the
 * answer's failure.
 */
export function ReviewTable<T extends { id: string }>({
  answer,
  rows,
  total,
  columns,
  page,
  pageSize,
  onPage,
  empty,
  rowTestId = 'review-row',
  size = 'middle',
}: {
  answer: ViewAnswer<unknown>;
  rows: readonly T[];
  total: number;
  columns: TableColumnsType<T>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: string;
  rowTestId?: string;
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
