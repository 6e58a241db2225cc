import type { HTMLAttributes, ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import {
  CHART_TYPE_NAMES,
  NO_VALUE,
  RANK_SENTINEL,
  type RankIndexItem,
  type RankingChartType,
} from '@bangyan/contract';
import { Count, Rank } from '../../../components/monitor/MonitorCells.tsx';
import { RankChange } from '../../../components/RankChange.tsx';
import { iosAppPath } from '../../../lib/appPaths.ts';
import { RankBadge } from '../../../components/boards/RankBadge.tsx';
import { otherTypes, priceText } from './rankParams.ts';
import { RankAppCell } from '../../../components/apps/RankAppCell.tsx';
import styles from './RankIndex.module.css';

/** Rows a table page holds (a chart has up to 500). */
export const RANK_PAGE_SIZE = 100;

/** Rank changes in sorting order: newcomers first, then the biggest climbs. */
const changeOrder = (r: RankIndexItem) => (r.preRank === 0 ? RANK_SENTINEL : r.rankChange);

function columns(type: RankingChartType, country: string): TableColumnsType<RankIndexItem> {
  return [
    {
      key: 'rank',
      title: '排名',
      width: 72,
      align: 'center',
      sorter: (a, b) => a.rank - b.rank,
      defaultSortOrder: 'ascend',
      render: (_, r) => <RankBadge rank={r.rank} />,
    },
    {
      key: 'change',
      title: '排名变化',
      width: 96,
      align: 'center',
      sorter: (a, b) => changeOrder(a) - changeOrder(b),
      render: (_, r) => <RankChange change={r.rankChange} preRank={r.preRank} />,
    },
    {
      key: 'app',
      title: '应用',
      render: (_, r) => (
        <RankAppCell
          to={iosAppPath(r.appId, country)}
          appId={r.appId}
          name={r.trackName}
          iconUrl={r.artworkUrl60}
          developerName={r.developerName}
          developerId={r.developerId}
        />
      ),
    },
    { key: 'genre', title: '分类', width: 96, align: 'center', render: (_, r) => r.genreName || NO_VALUE },
    { key: 'price', title: '价格', width: 80, align: 'center', render: (_, r) => priceText(r.price, country) },
    ...otherTypes(type).map((t): TableColumnsType<RankIndexItem>[number] => ({
      key: t,
      title: `${CHART_TYPE_NAMES[t]}榜`,
      width: 80,
      align: 'center',
      render: (_, r) => <Rank rank={r.chartRanks[t]} />,
    })),
    { key: 'genreRank', title: '分类榜', width: 80, align: 'center', render: (_, r) => <Rank rank={r.genreRank} /> },
    {
      key: 'coverage',
      title: '覆盖关键词',
      width: 104,
      align: 'center',
      sorter: (a, b) => (a.coverage?.total ?? -1) - (b.coverage?.total ?? -1),
      render: (_, r) => (r.coverage ? <Count n={r.coverage.total} /> : NO_VALUE),
    },
    {
      key: 'top10',
      title: 'Top10',
      width: 80,
      align: 'center',
      sorter: (a, b) => (a.coverage?.top10 ?? -1) - (b.coverage?.top10 ?? -1),
      render: (_, r) => (r.coverage ? <Count n={r.coverage.top10} /> : NO_VALUE),
    },
  ];
}

/**
 * The chart as a list (spec 2.1 RankIndex list layout): rank, change, app and developer, genre,
 * price, its ranks on the other charts and its genre's, keyword coverage; sortable, 100 a page.
 */
export function RankTable({
  rows,
  type,
  country,
  empty,
}: {
  rows: readonly RankIndexItem[];
  type: RankingChartType;
  country: string;
  /** What an empty table shows (DataState's empty text). */
  empty: ReactNode;
}) {
  return (
    <Table<RankIndexItem>
      className={styles.table}
      rowKey="appId"
      columns={columns(type, country)}
      dataSource={rows as RankIndexItem[]}
      size="middle"
      locale={{ emptyText: empty }}
      onRow={() => ({ 'data-testid': 'rank-row' }) as HTMLAttributes<HTMLElement>}
      pagination={{
        pageSize: RANK_PAGE_SIZE,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (n) => `共 ${n} 款应用`,
      }}
      data-testid="rank-table"
    />
  );
}
