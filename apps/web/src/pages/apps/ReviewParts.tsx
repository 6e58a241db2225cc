/** Pieces the iOS and Android review pages share: the score beside the star histogram, the star filter and the review table. */
import type { HTMLAttributes, ReactNode } from 'react';
import { Rate, Segmented, Table, type TableColumnsType } from 'antd';
import { formatNumber, NO_VALUE } from '@bangyan/contract';
import { emptyLocale, type ViewAnswer } from '../ranking/views/parts/ViewParts.tsx';
import styles from './AppFigures.module.css';

/** A review as both pages list it; only the App Store's reviews have a title. */
export interface ReviewRow {
  id: string;
  rating: number;
  title?: string;
  content: string;
  author: string;
  version: string;
  time: string;
}

const REVIEW_COLUMNS: TableColumnsType<ReviewRow> = [
  { key: 'rating', title: '评分', width: 130, render: (_, r) => <Rate disabled value={r.rating} style={{ fontSize: 13 }} /> },
  {
    key: 'content',
    title: '评论内容',
    render: (_, r) => (
      <div>
        {r.title !== undefined && <span className={styles.reviewTitle}>{r.title || NO_VALUE}</span>}
        <p className={styles.reviewText}>{r.content}</p>
      </div>
    ),
  },
  { key: 'author', title: '作者', width: 140, render: (_, r) => r.author || NO_VALUE },
  { key: 'version', title: '版本', width: 90, render: (_, r) => r.version || NO_VALUE },
  { key: 'time', title: '时间', width: 150, render: (_, r) => r.time },
];

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
export function ReviewHead({ score, digits, testId, lines, stars }: { score: number | null | undefined; digits: number; testId: string; lines: ReactNode; stars: readonly { star: number; count: number }[] | undefined }) {
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

/** The answer's page of reviews and the pager (the answer's total and page size; dimmed while the next page comes). */
export function ReviewTable({ answer, page, emptyText, onPage }: {
  answer: ViewAnswer<{ list: ReviewRow[]; total: number; pageSize: number }>;
  page: number;
  emptyText: string;
  onPage: (page: number) => void;
}) {
  const data = answer.data;
  return (
    <Table<ReviewRow>
      rowKey="id"
      columns={REVIEW_COLUMNS}
      dataSource={data?.list ?? []}
      size="middle"
      loading={answer.stale}
      locale={emptyLocale(answer.loading, emptyText)}
      onRow={() => ({ 'data-testid': 'review-row' }) as HTMLAttributes<HTMLElement>}
      pagination={{ current: page, pageSize: data?.pageSize ?? 20, total: data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: onPage }}
    />
  );
}
