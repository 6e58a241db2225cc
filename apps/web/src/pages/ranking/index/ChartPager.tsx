import { Pagination } from 'antd';
import { RANK_PAGE_SIZE } from './RankTable.tsx';
import styles from './RankIndex.module.css';

/** A chart layout's pages of RANK_PAGE_SIZE ranks; `total` says what they count ('共 500 款应用'). */
export function ChartPager({
  current,
  count,
  onChange,
  total,
}: {
  current: number;
  count: number;
  onChange: (page: number) => void;
  total: (n: number) => string;
}) {
  return (
    <Pagination
      className={styles.pager}
      current={current}
      pageSize={RANK_PAGE_SIZE}
      total={count}
      onChange={onChange}
      showSizeChanger={false}
      hideOnSinglePage
      showTotal={total}
    />
  );
}

/** The page shown: the one asked for, never past the last of `count` ranks. */
export const pageWithin = (page: number, count: number): number =>
  Math.min(page, Math.max(1, Math.ceil(count / RANK_PAGE_SIZE)));
