import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Table, type TableColumnsType } from 'antd';
import { formatNumber, NO_VALUE, type DeveloperFiguresItem } from '@bangyan/contract';
import { useCompanyDevelopersQuery } from '../../api/company.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { DATA_TEXTS, emptyLocale } from '../../components/data/DataState.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { CompanyFrame, companyTabPath } from './CompanyFrame.tsx';
import tableStyles from '../../components/data/Table.module.css';
import styles from './Company.module.css';

const num = (n: number) => <span className={tableStyles.num}>{formatNumber(n)}</span>;
/** Sorts a missing best rank (0) last. */
const rankOrder = (rank: number) => (rank > 0 ? rank : Infinity);

function columns(companyId: string, country: string): TableColumnsType<DeveloperFiguresItem> {
  return [
    {
      key: 'developer',
      title: '开发者账号',
      render: (_, r) => (
        <span className={styles.developer}>
          <span>
            <Link
              to={companyTabPath('app', r.developerId, country)}
              className={styles.developerName}
              data-testid="developer-link"
            >
              {r.name}
            </Link>
            {r.developerId === companyId && <span className={styles.current}>当前</span>}
          </span>
          <span className={styles.sub}>{r.alias || `ID ${r.developerId}`}</span>
        </span>
      ),
    },
    {
      key: 'apps',
      title: '应用数',
      width: 90,
      align: 'right',
      sorter: (a, b) => a.apps - b.apps,
      defaultSortOrder: 'descend',
      render: (_, r) => num(r.apps),
    },
    {
      key: 'onSale',
      title: '在架',
      width: 80,
      align: 'right',
      sorter: (a, b) => a.onSale - b.onSale,
      render: (_, r) => num(r.onSale),
    },
    {
      key: 'charted',
      title: '当前上榜',
      width: 96,
      align: 'right',
      sorter: (a, b) => a.charted - b.charted,
      render: (_, r) => num(r.charted),
    },
    {
      key: 'bestRank',
      title: '最佳总榜排名',
      width: 120,
      align: 'right',
      sorter: (a, b) => rankOrder(a.bestRank) - rankOrder(b.bestRank),
      render: (_, r) => (r.bestRank > 0 ? num(r.bestRank) : <span className={tableStyles.muted}>{NO_VALUE}</span>),
    },
    {
      key: 'ratingCount',
      title: '评分总数',
      width: 110,
      align: 'right',
      sorter: (a, b) => a.ratingCount - b.ratingCount,
      render: (_, r) => num(r.ratingCount),
    },
    {
      key: 'averageRating',
      title: '平均评分',
      width: 96,
      align: 'right',
      sorter: (a, b) => (a.averageRating ?? 0) - (b.averageRating ?? 0),
      render: (_, r) => (r.averageRating === null ? NO_VALUE : r.averageRating.toFixed(1)),
    },
    {
      key: 'first',
      title: '首次发布',
      width: 110,
      align: 'center',
      sorter: (a, b) => a.firstReleaseDate.localeCompare(b.firstReleaseDate),
      render: (_, r) => r.firstReleaseDate || NO_VALUE,
    },
    {
      key: 'latest',
      title: '最近更新',
      width: 110,
      align: 'center',
      sorter: (a, b) => a.latestUpdateDate.localeCompare(b.latestUpdateDate),
      render: (_, r) => r.latestUpdateDate || NO_VALUE,
    },
  ];
}

const EXPORT_COLUMNS: ExportColumn<DeveloperFiguresItem>[] = [
  { title: '开发者ID', value: (r) => r.developerId },
  { title: '开发者', value: (r) => r.name },
  { title: '英文名', value: (r) => r.alias },
  { title: '应用数', value: (r) => r.apps },
  { title: '在架应用', value: (r) => r.onSale },
  { title: '当前上榜应用', value: (r) => r.charted },
  { title: '最佳总榜排名', value: (r) => r.bestRank || '' },
  { title: '评分总数', value: (r) => r.ratingCount },
  { title: '平均评分', value: (r) => r.averageRating, digits: 1 },
  { title: '首次发布', value: (r) => r.firstReleaseDate },
  { title: '最近更新', value: (r) => r.latestUpdateDate },
];

/** The developer accounts of the company (those whose seller names carry its trade name). */
function Developers({ companyId, country }: { companyId: string; country: string }) {
  const answer = useViewAnswer(useCompanyDevelopersQuery({ companyId, country }));
  const rows = answer.data?.list ?? [];
  const brand = answer.data?.brand ?? '';
  return (
    <DataBlock
      title={brand ? `「${brand}」旗下开发者账号` : '开发者账号'}
      extra={<ExportButton filename={`${brand}_开发者账号_${country}`} columns={EXPORT_COLUMNS} rows={() => rows} />}
      testId="company-developers-block"
    >
      <p className={tableStyles.note}>同一公司名下的开发者账号：卖家名称中含同一商号的账号。</p>
      {answer.failure ?? (
        <Table<DeveloperFiguresItem>
          className={tableStyles.table}
          rowKey="developerId"
          columns={columns(companyId, country)}
          dataSource={rows}
          size="middle"
          locale={emptyLocale(answer.loading, DATA_TEXTS.empty)}
          onRow={() => ({ 'data-testid': 'developer-row' }) as HTMLAttributes<HTMLElement>}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          data-testid="developer-table"
        />
      )}
    </DataBlock>
  );
}

/** 开发者账号 (spec 2.1 /new/company/developer). */
export function CompanyDeveloperPage() {
  return (
    <CompanyFrame tab="developer">
      {({ companyId, country }) => <Developers companyId={companyId} country={country} />}
    </CompanyFrame>
  );
}
