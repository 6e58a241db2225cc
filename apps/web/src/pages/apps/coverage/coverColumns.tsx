import { Button, type TableColumnsType } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { NO_VALUE, type KeywordCoverRow, type KeywordCoverSort } from '@bangyan/contract';
import { RankChange } from '../../../components/RankChange.tsx';
import styles from './Coverage.module.css';

/** A column's server-side sort state (antd's sorter props), when the table sorts by it. */
type Sorted = (key: KeywordCoverSort) => object;

/**
 * The columns of a table of an app's ranked keywords: the keyword (opens its rank history), rank,
 * change against 24 h earlier, the rank then, heat, result count; sortable when `sorted` is given,
 * with an add-to-cart button when `onCart` is.
 */
export function coverColumns({
  onKeyword,
  sorted = () => ({}),
  onCart,
}: {
  onKeyword: (keyword: { id: number; text: string }) => void;
  sorted?: Sorted;
  onCart?: (row: KeywordCoverRow) => void;
}): TableColumnsType<KeywordCoverRow> {
  const columns: TableColumnsType<KeywordCoverRow> = [
    {
      title: '关键词',
      key: 'keyword',
      render: (_, r) => (
        <Button
          type="link"
          className={styles.keyword}
          onClick={() => onKeyword({ id: r.keywordId, text: r.keyword })}
          data-testid="cover-keyword"
        >
          {r.keyword}
        </Button>
      ),
    },
    { title: '排名', dataIndex: 'rank', key: 'rank', width: 90, ...sorted('rank') },
    {
      title: '排名变化',
      key: 'change',
      width: 110,
      render: (_, r) => <RankChange change={r.change} preRank={r.previousRank} />,
      ...sorted('change'),
    },
    {
      title: '24小时前排名',
      key: 'previousRank',
      width: 130,
      render: (_, r) => (r.previousRank === null ? NO_VALUE : r.previousRank === 0 ? '未进入' : r.previousRank),
      ...sorted('previousRank'),
    },
    { title: '热度', key: 'heat', width: 100, render: (_, r) => r.heat ?? NO_VALUE, ...sorted('heat') },
    {
      title: '结果数',
      key: 'resultCount',
      width: 110,
      render: (_, r) => r.resultCount ?? NO_VALUE,
      ...sorted('resultCount'),
    },
  ];
  if (onCart) {
    columns.push({
      title: '操作',
      key: 'cart',
      width: 120,
      render: (_, r) => (
        <Button size="small" icon={<ShoppingCartOutlined />} onClick={() => onCart(r)} data-testid="add-to-cart">
          加入购物车
        </Button>
      ),
    });
  }
  return columns;
}
