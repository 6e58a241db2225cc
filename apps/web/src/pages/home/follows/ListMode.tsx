import { Link } from 'react-router';
import { Table } from 'antd';
import { formatNumber, type FollowedAppDeep } from '@bangyan/contract';
import { DATA_TEXTS } from '../../../components/data/DataState.tsx';
import { appPagePath } from '../../../lib/appPaths.ts';
import { DiffCell, RankCell } from '../../../components/data/RankCell.tsx';
import { AppIcon } from '../../../components/AppIcon.tsx';
import styles from './Follows.module.css';

/** Spec 2.4: the list mode table scrolls within 326 px. */
export const LIST_SCROLL_PX = 326;

/** List mode: a table of the apps with their figures (spec 2.4 columns). */
export default function ListMode({ apps, loading }: { apps: FollowedAppDeep[]; loading: boolean }) {
  return (
    <Table<FollowedAppDeep>
      className={styles.table}
      rowKey={(a) => `${a.market} ${a.country} ${a.trackId}`}
      dataSource={apps}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ y: LIST_SCROLL_PX }}
      data-testid="follow-table"
      locale={{ emptyText: DATA_TEXTS.empty }}
      columns={[
        {
          title: '应用',
          key: 'app',
          width: 260,
          render: (_, a) => (
            <Link className={styles.appCell} to={appPagePath(a)}>
              <AppIcon src={a.artworkUrl60} name={a.trackName} appId={a.trackId} size={36} />
              <span>
                <strong>{a.trackName}</strong>
                <em>{a.sellerName}</em>
              </span>
            </Link>
          ),
        },
        {
          title: '总榜排名',
          key: 'all',
          render: (_, a) => <RankCell rank={a.bangAll?.rank} change={a.bangAll?.rankChange ?? 0} />,
        },
        {
          title: '分类排名',
          key: 'genre',
          render: (_, a) => (
            <span className={styles.genreRank}>
              <RankCell rank={a.bangGenre?.rank} change={a.bangGenre?.rankChange ?? 0} />
              {a.bangGenre && <em>{a.bangGenre.genreName}</em>}
            </span>
          ),
        },
        { title: '昨日下载量', key: 'downloads', render: (_, a) => formatNumber(a.yesterdayDownloads) },
        {
          title: '关键词覆盖数',
          key: 'cover',
          render: (_, a) => <DiffCell value={a.keywordCoverAll} diff={a.keywordCoverAllChange} />,
        },
        {
          title: 'Top3关键词',
          key: 'top3',
          render: (_, a) => <DiffCell value={a.keywordCoverTop3} diff={a.keywordCoverTop3Change} />,
        },
        {
          title: '评分',
          key: 'rating',
          width: 80,
          render: (_, a) => (a.averageUserRating === null ? '-' : a.averageUserRating.toFixed(1)),
        },
      ]}
    />
  );
}
