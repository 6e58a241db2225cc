import { Button, Dropdown, Table, Tag, type TableColumnsType } from 'antd';
import { BellFilled, MoreOutlined } from '@ant-design/icons';
import { formatNumber, type FollowGroup } from '@bangyan/contract';
import { RankAppCell } from '../../components/apps/RankAppCell.tsx';
import { emptyLocale } from '../../components/data/DataState.tsx';
import { DiffCell, RankCell } from '../../components/data/RankCell.tsx';
import { appPagePath } from '../../lib/appPaths.ts';
import { alertKindNames, type GroupedFollow } from './followsExport.ts';
import { followPlace } from './followPlaces.ts';
import styles from './MyApps.module.css';

/** Nulls (off the chart, no figure) sort last whichever way the column sorts. */
const byNumber =
  (value: (a: GroupedFollow) => number | null | undefined) =>
  (a: GroupedFollow, b: GroupedFollow): number =>
    (value(a) ?? Number.MAX_SAFE_INTEGER) - (value(b) ?? Number.MAX_SAFE_INTEGER);

interface FollowsTableProps {
  apps: GroupedFollow[];
  loading: boolean;
  groups: readonly FollowGroup[];
  selected: number[];
  onSelect: (followIds: number[]) => void;
  onMove: (followIds: number[], groupId: number) => void;
  onUnfollow: (apps: GroupedFollow[]) => void;
  onAlert: (app: GroupedFollow) => void;
  emptyText: string;
}

/** 我的关注's table: each followed app with its figures, sortable, selectable for bulk actions. */
export function FollowsTable({
  apps,
  loading,
  groups,
  selected,
  onSelect,
  onMove,
  onUnfollow,
  onAlert,
  emptyText,
}: FollowsTableProps) {
  const moveItems = (followIds: number[]) => moveMenu(groups, (groupId) => onMove(followIds, groupId));
  const columns: TableColumnsType<GroupedFollow> = [
    {
      title: '应用',
      key: 'app',
      width: 240,
      render: (_, a) => (
        <RankAppCell
          to={appPagePath(a)}
          appId={a.trackId}
          name={a.trackName}
          iconUrl={a.artworkUrl60}
          developerName={a.sellerName}
          extra={
            <div className={styles.place}>
              {followPlace(a)}
              {a.status === 0 ? <Tag color="red">已下架</Tag> : a.is_book ? <Tag color="orange">预订</Tag> : null}
            </div>
          }
        />
      ),
    },
    {
      title: '分组',
      key: 'group',
      width: 84,
      render: (_, a) => a.groupName || <span className={styles.muted}>未分组</span>,
    },
    {
      title: '总榜排名',
      key: 'all',
      sorter: byNumber((a) => a.bangAll?.rank),
      render: (_, a) => <RankCell rank={a.bangAll?.rank} change={a.bangAll?.rankChange ?? 0} />,
    },
    {
      title: '分类排名',
      key: 'genre',
      sorter: byNumber((a) => a.bangGenre?.rank),
      render: (_, a) => (
        <span className={styles.genreRank}>
          <RankCell rank={a.bangGenre?.rank} change={a.bangGenre?.rankChange ?? 0} />
          <em>{a.bangGenre?.genreName ?? a.genreName1}</em>
        </span>
      ),
    },
    {
      title: '昨日下载量',
      key: 'downloads',
      sorter: byNumber((a) => (a.yesterdayDownloads === null ? null : -a.yesterdayDownloads)),
      render: (_, a) => formatNumber(a.yesterdayDownloads),
    },
    {
      title: '关键词覆盖',
      key: 'cover',
      sorter: byNumber((a) => (a.keywordCoverAll === null ? null : -a.keywordCoverAll)),
      render: (_, a) => <DiffCell value={a.keywordCoverAll} diff={a.keywordCoverAllChange} />,
    },
    {
      title: 'Top3',
      key: 'top3',
      sorter: byNumber((a) => (a.keywordCoverTop3 === null ? null : -a.keywordCoverTop3)),
      render: (_, a) => <DiffCell value={a.keywordCoverTop3} diff={a.keywordCoverTop3Change} />,
    },
    {
      title: '评分',
      key: 'rating',
      width: 72,
      sorter: byNumber((a) => (a.averageUserRating === null ? null : -a.averageUserRating)),
      render: (_, a) => (a.averageUserRating === null ? '-' : a.averageUserRating.toFixed(1)),
    },
    {
      title: '提醒',
      key: 'alert',
      width: 72,
      render: (_, a) =>
        a.platform !== 'ios' ? (
          <span className={styles.muted}>-</span>
        ) : a.alertKinds.length > 0 ? (
          <span className={styles.alertOn} title={alertKindNames(a)}>
            <BellFilled /> {a.alertKinds.length}项
          </span>
        ) : (
          <span className={styles.muted}>未开启</span>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      fixed: 'right',
      render: (_, a) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              ...(a.platform === 'ios' ? [{ key: 'alert', label: '提醒设置', onClick: () => onAlert(a) }] : []),
              { key: 'move', label: '移动到分组', children: moveItems([a.followId]) },
              { key: 'unfollow', label: '取消关注', danger: true, onClick: () => onUnfollow([a]) },
            ],
          }}
        >
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label="操作" data-testid="row-actions" />
        </Dropdown>
      ),
    },
  ];
  return (
    <Table<GroupedFollow>
      className={styles.table}
      rowKey="followId"
      dataSource={apps}
      loading={loading}
      columns={columns}
      pagination={false}
      size="middle"
      // Wider than the panel (long names, many figures): it scrolls inside it, its actions kept in view.
      scroll={{ x: 'max-content' }}
      locale={emptyLocale(loading, emptyText)}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
      data-testid="account-follows"
    />
  );
}

/** The bulk actions' move menu, shared with the toolbar. */
export const moveMenu = (groups: readonly FollowGroup[], onMove: (groupId: number) => void) => [
  ...groups.map((g) => ({ key: String(g.groupId), label: g.name, onClick: () => onMove(g.groupId) })),
  { key: '0', label: '未分组', onClick: () => onMove(0) },
];
