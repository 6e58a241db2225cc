import { Button } from 'antd';
import { NO_VALUE, type DataOf, type reviewList } from '@bangyan/contract';
import type { ExportColumn } from '../../lib/export.ts';
import { reviewColumns } from '../../components/appDetail/ReviewParts.tsx';
import styles from '../../components/appDetail/AppFigures.module.css';

/** The review page's list: its table's and its export's columns. */

/** A review of the list. */
export type Review = DataOf<typeof reviewList>['list'][number];

/** The list's columns; a reviewer's name opens their reviews across apps. */
export const listColumns = (onAuthor: (author: string) => void) =>
  reviewColumns<Review>((r) =>
    r.author ? (
      <Button
        type="link"
        size="small"
        className={styles.author}
        onClick={() => onAuthor(r.author)}
        title="查看该评论者的全部评论"
        data-testid="review-author"
      >
        {r.author}
      </Button>
    ) : (
      NO_VALUE
    ),
  );

export const EXPORT_COLUMNS: ExportColumn<Review>[] = [
  { title: '评分', value: (r) => r.rating, digits: 0 },
  { title: '标题', value: (r) => r.title },
  { title: '内容', value: (r) => r.content },
  { title: '作者', value: (r) => r.author },
  { title: '版本', value: (r) => r.version },
  { title: '时间', value: (r) => r.time },
];
