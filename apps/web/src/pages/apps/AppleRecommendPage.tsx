import { Tag, type TableColumnsType } from 'antd';
import { FEATURED_LABELS, type appleRecommend, type DataOf } from '@bangyan/contract';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { RankChange } from '../../components/RankChange.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { KIND_NAMES, lift, Place } from '../../components/apps/featuredCells.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { appleRecommendQuery } from './appQueries.ts';
import styles from '../../components/appDetail/AppFigures.module.css';

type Featuring = DataOf<typeof appleRecommend>['list'][number];

const columns: TableColumnsType<Featuring> = [
  { key: 'featuredAt', title: '推荐时间', width: 150, render: (_, r) => r.featuredAt },
  {
    key: 'label',
    title: '推荐类型',
    width: 110,
    align: 'center',
    render: (_, r) => <Tag color={r.label === FEATURED_LABELS.newRelease ? 'blue' : 'gold'}>{r.label}</Tag>,
  },
  { key: 'kind', title: '类别', width: 72, align: 'center', render: (_, r) => KIND_NAMES[r.kind] },
  { key: 'seen', title: '收录期间', render: (_, r) => `${r.firstSeenAt} ~ ${r.lastSeenAt}` },
  {
    key: 'current',
    title: '状态',
    width: 90,
    align: 'center',
    render: (_, r) => (r.current ? <Tag color="green">推荐中</Tag> : <span className={styles.band}>已结束</span>),
  },
  { key: 'before', title: '推荐前总榜', width: 100, align: 'center', render: (_, r) => <Place rank={r.rankBefore} /> },
  { key: 'after', title: '当前总榜', width: 96, align: 'center', render: (_, r) => <Place rank={r.rankAfter} /> },
  {
    key: 'lift',
    title: '排名变化',
    width: 96,
    align: 'center',
    render: (_, r) => (
      <RankChange change={lift(r)} preRank={r.rankBefore === 0 && (r.rankAfter ?? 0) > 0 ? 0 : undefined} />
    ),
  },
];

const EXPORT_COLUMNS: ExportColumn<Featuring>[] = [
  { title: '推荐时间', value: (r) => r.featuredAt },
  { title: '推荐类型', value: (r) => r.label },
  { title: '类别', value: (r) => KIND_NAMES[r.kind] },
  { title: '首次收录', value: (r) => r.firstSeenAt },
  { title: '最后收录', value: (r) => r.lastSeenAt },
  { title: '状态', value: (r) => (r.current ? '推荐中' : '已结束') },
  { title: '推荐前总榜排名', value: (r) => r.rankBefore ?? '' },
  { title: '当前总榜排名', value: (r) => r.rankAfter ?? '' },
];

/**
 * applerecommend (pages.md "iOS app detail"): every time the store featured the app on its Today
 * page, with its overall rank (the chart of its price) just before and now.
 */
export function AppleRecommendPage() {
  const [v, set] = useUrlParams(APP_PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="苹果推荐"
      testId="app-applerecommend-page"
    >
      {() => <Featurings appId={v.appId} country={v.country} />}
    </AppFrame>
  );
}

function Featurings({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(appleRecommendQuery.useQuery({ appId, country }));
  const data = answer.data;
  return (
    <DataBlock
      title={`App Store 推荐记录${data ? `（${data.list.length}）` : ''}`}
      extra={
        <>
          {data?.collectedAt && <span className={styles.band}>最近采集 {data.collectedAt}</span>}
          <ExportButton
            filename={`${appId}_苹果推荐_${country}`}
            columns={EXPORT_COLUMNS}
            rows={() => data?.list ?? []}
          />
        </>
      }
      testId="apple-recommend"
    >
      <p className={styles.band}>
        收录 App Store Today
        页的推荐；推荐前排名取推荐前24小时内最近一次总榜快照（按价格取免费榜或付费榜），“-”为不在榜，“无榜单”为当时没有榜单数据。
      </p>
      <ViewTable<Featuring>
        answer={answer}
        rows={data?.list ?? []}
        columns={columns}
        rowKey={(r) => r.featuredAt}
        rowTestId="featuring-row"
        empty="暂无苹果推荐记录"
        pageSize={20}
      />
    </DataBlock>
  );
}
