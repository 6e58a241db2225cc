import { Rate } from 'antd';
import { NO_VALUE } from '@bangyan/contract';
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
