import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Table, type TableColumnsType } from 'antd';
import {
  CHART_TYPE_NAMES,
  formatNumber,
  NO_VALUE,
  RANKING_CHART_TYPES,
  type CompanyAppItem,
  type CompanyAppRank,
  type RankingChartType,
} from '@bangyan/contract';
import { AppIcon } from '../AppIcon.tsx';
import { RankChange } from '../RankChange.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { marketPrice } from '../../lib/appExport.ts';
import tableStyles from '../data/Table.module.css';
import styles from './CompanyAppTable.module.css';

/** An app's place on an overall chart now, if it is on it. */
export const overallRank = (app: CompanyAppItem, type: RankingChartType): CompanyAppRank | undefined =>
  app.ranks.find((r) => r.genre === 0 && r.chartType === type);

/** Its best place on a genre chart now. */
export const bestGenreRank = (app: CompanyAppItem): CompanyAppRank | undefined =>
  app.ranks.filter((r) => r.genre !== 0).sort((x, y) => x.rank - y.rank)[0];

/** Its best place on any overall chart; Infinity off them (sorts last). */
export const bestOverall = (app: CompanyAppItem): number =>
  Math.min(...RANKING_CHART_TYPES.map((t) => overallRank(app, t)?.rank ?? Infinity));

/** A place and its 24 h change, or '-' off the chart; the genre chart's name under it when asked. */
function RankCell({ rank, withGenre }: { rank: CompanyAppRank | undefined; withGenre?: boolean }) {
  if (!rank) return <span className={tableStyles.muted}>{NO_VALUE}</span>;
  return (
    <span className={styles.rankCell}>
      <span>{rank.rank}</span>
      {withGenre ? (
        <span className={styles.sub}>{`${rank.genreName}·${CHART_TYPE_NAMES[rank.chartType]}`}</span>
      ) : (
        <RankChange change={rank.change} preRank={rank.previousRank} />
      )}
    </span>
  );
}

/** Icon, name (linking to the app page) with its status tag (spec 4: 已下架, 预订), subtitle. */
function AppNameCell({ app, country }: { app: CompanyAppItem; country: string }) {
  const to = iosAppPath(app.appId, country);
  return (
    <div className={styles.appCell}>
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.appId} size={40} />
      </Link>
      <span className={styles.appText}>
        <span>
          <Link to={to} className={styles.developerName} data-testid="company-app-link">
            {app.trackName || app.appId}
          </Link>
          {app.status === 0 ? (
            <span className={styles.tag}>已下架</span>
          ) : app.is_book === 1 ? (
            <span className={styles.tagBlue}>预订</span>
          ) : null}
        </span>
        <span className={styles.sub}>{app.subtitle || NO_VALUE}</span>
      </span>
    </div>
  );
}

const byRank = (type: RankingChartType) => (a: CompanyAppItem, b: CompanyAppItem) =>
  (overallRank(a, type)?.rank ?? Infinity) - (overallRank(b, type)?.rank ?? Infinity);

/** Every column of a company's app list; `compact` keeps app, genre and the three overall charts. */
function columns(country: string, compact: boolean): TableColumnsType<CompanyAppItem> {
  const charts: TableColumnsType<CompanyAppItem> = RANKING_CHART_TYPES.map((t) => ({
    key: t,
    title: `${CHART_TYPE_NAMES[t]}总榜`,
    width: 92,
    align: 'center',
    sorter: byRank(t),
    render: (_, r) => <RankCell rank={overallRank(r, t)} />,
  }));
  const app: TableColumnsType<CompanyAppItem> = [
    { key: 'app', title: '应用', render: (_, r) => <AppNameCell app={r} country={country} /> },
    { key: 'genre', title: '分类', width: 96, align: 'center', render: (_, r) => r.genreName || NO_VALUE },
  ];
  if (compact) return [...app, ...charts];
  return [
    ...app,
    { key: 'price', title: '价格', width: 72, align: 'center', render: (_, r) => marketPrice(r.price, country) },
    {
      key: 'rating',
      title: '评分',
      width: 110,
      align: 'center',
      sorter: (a, b) => (a.rating ?? 0) - (b.rating ?? 0),
      render: (_, r) => (
        <span className={styles.rankCell}>
          <span>{r.rating === null ? NO_VALUE : r.rating.toFixed(1)}</span>
          <span className={styles.sub}>{formatNumber(r.ratingCount)} 个评分</span>
        </span>
      ),
    },
    ...charts,
    {
      key: 'genreRank',
      title: '分类榜',
      width: 120,
      align: 'center',
      sorter: (a, b) => (bestGenreRank(a)?.rank ?? Infinity) - (bestGenreRank(b)?.rank ?? Infinity),
      render: (_, r) => <RankCell rank={bestGenreRank(r)} withGenre />,
    },
    { key: 'version', title: '版本', width: 80, align: 'center', render: (_, r) => r.version || NO_VALUE },
    {
      key: 'updateDate',
      title: '更新日期',
      width: 110,
      align: 'center',
      sorter: (a, b) => a.updateDate.localeCompare(b.updateDate),
      render: (_, r) => r.updateDate || NO_VALUE,
    },
  ];
}

/** A company's apps as a sortable table, 20 a page. */
export function CompanyAppTable({
  rows,
  country,
  loading,
  compact = false,
  emptyText,
}: {
  rows: readonly CompanyAppItem[];
  country: string;
  loading: boolean;
  compact?: boolean;
  emptyText: string;
}) {
  return (
    <Table<CompanyAppItem>
      className={tableStyles.table}
      rowKey="appId"
      columns={columns(country, compact)}
      dataSource={rows as CompanyAppItem[]}
      loading={loading}
      size="middle"
      locale={{ emptyText }}
      onRow={() => ({ 'data-testid': 'company-app-row' }) as HTMLAttributes<HTMLElement>}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 款应用` }}
      data-testid="company-app-table"
    />
  );
}

const rankText = (rank: CompanyAppRank | undefined) => rank?.rank ?? '';

export const companyAppExport = (country: string): ExportColumn<CompanyAppItem>[] => [
  { title: '应用ID', value: (r) => r.appId },
  { title: '应用名称', value: (r) => r.trackName },
  { title: '分类', value: (r) => r.genreName },
  { title: '价格', value: (r) => marketPrice(r.price, country) },
  { title: '状态', value: (r) => (r.status === 0 ? '已下架' : r.is_book === 1 ? '预订' : '在架') },
  { title: '评分', value: (r) => r.rating, digits: 1 },
  { title: '评分数', value: (r) => r.ratingCount },
  ...RANKING_CHART_TYPES.map((t): ExportColumn<CompanyAppItem> => ({
    title: `${CHART_TYPE_NAMES[t]}总榜排名`,
    value: (r) => rankText(overallRank(r, t)),
  })),
  { title: '分类榜最佳排名', value: (r) => rankText(bestGenreRank(r)) },
  { title: '版本', value: (r) => r.version },
  { title: '发布日期', value: (r) => r.releaseDate },
  { title: '更新日期', value: (r) => r.updateDate },
];
