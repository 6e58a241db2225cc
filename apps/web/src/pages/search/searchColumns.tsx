import { Link } from 'react-router';
import { Button, type TableColumnsType } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatNumber, NO_VALUE, type KeywordResultRow, type MatchedApp, type MatchedCompany } from '@bangyan/contract';
import { AppIcon } from '../../components/AppIcon.tsx';
import { RankChange } from '../../components/RankChange.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import { AppCell } from '../../components/apps/AppCell.tsx';
import styles from './Search.module.css';

export const num = (n: number | null) =>
  n === null ? <span className={styles.muted}>{NO_VALUE}</span> : <span className={styles.num}>{formatNumber(n)}</span>;

export function resultColumns(
  keyword: string,
  country: string,
  onCart: (row: KeywordResultRow) => void,
): TableColumnsType<KeywordResultRow> {
  return [
    {
      key: 'rank',
      title: '排名',
      width: 72,
      align: 'center',
      sorter: (a, b) => a.rank - b.rank,
      render: (_, r) => <span className={styles.num}>{r.rank}</span>,
    },
    { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
    { key: 'genre', title: '分类', width: 100, render: (_, r) => r.genreName || NO_VALUE },
    {
      key: 'rating',
      title: '评分',
      width: 110,
      align: 'right',
      sorter: (a, b) => (a.rating ?? 0) - (b.rating ?? 0),
      render: (_, r) =>
        r.rating === null ? (
          num(null)
        ) : (
          <span className={styles.num} title={`${formatNumber(r.ratingCount)} 个评分`}>
            {r.rating.toFixed(1)}
          </span>
        ),
    },
    {
      key: 'change',
      title: '排名变化',
      width: 110,
      align: 'center',
      render: (_, r) => (r.preRank === null ? num(null) : <RankChange change={r.rankChange} preRank={r.preRank} />),
    },
    {
      key: 'coverage',
      title: '关键词覆盖',
      width: 120,
      align: 'right',
      sorter: (a, b) => (a.coverage ?? -1) - (b.coverage ?? -1),
      render: (_, r) => num(r.coverage),
    },
    {
      key: 'cart',
      title: '',
      width: 120,
      align: 'center',
      render: (_, r) => (
        <Button
          size="small"
          icon={<ShoppingCartOutlined />}
          onClick={() => onCart(r)}
          title={`把「${keyword}」加入该应用的关键词购物车`}
          data-testid="add-to-cart"
        >
          加入购物车
        </Button>
      ),
    },
  ];
}

export const appColumns = (country: string): TableColumnsType<MatchedApp> => [
  {
    key: 'app',
    title: '应用',
    render: (_, a) => (
      <Link to={iosAppPath(a.appId, country)} className={styles.matchedApp} data-testid="matched-app">
        <AppIcon src={a.artworkUrl60} name={a.trackName} appId={a.appId} size={32} />
        <span>{a.trackName || a.appId}</span>
      </Link>
    ),
  },
  { key: 'developer', title: '开发者', render: (_, a) => a.developerName || NO_VALUE },
  { key: 'id', title: '应用ID', width: 140, render: (_, a) => a.appId },
];

export const companyColumns: TableColumnsType<MatchedCompany> = [
  {
    key: 'company',
    title: '公司',
    render: (_, c) => (
      <Link to={`/new/company/app?companyId=${c.companyId}`} data-testid="matched-company">
        {c.companyName}
      </Link>
    ),
  },
  { key: 'alias', title: '其他名称', render: (_, c) => c.alias || NO_VALUE },
  { key: 'apps', title: '应用数', width: 100, align: 'right', render: (_, c) => num(c.apps) },
];
