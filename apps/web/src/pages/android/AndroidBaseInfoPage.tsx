import type { TableColumnsType } from 'antd';
import {
  ANDROID_CHANGE_FIELDS,
  formatNumber,
  NO_VALUE,
  type AndroidAppInfo,
  type androidAppView,
  type DataOf,
} from '@bangyan/contract';
import { useAndroidAppViewQuery } from '../../api/android.ts';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AndroidAppFrame } from './AndroidAppFrame.tsx';
import { ANDROID_PARAMS } from './androidParams.ts';

type Change = DataOf<typeof androidAppView>['changes'][number];

const marketColumns: TableColumnsType<AndroidAppInfo> = [
  { key: 'market', title: '应用市场', width: 100, render: (_, m) => m.marketName },
  { key: 'name', title: '应用名称', render: (_, m) => m.trackName },
  { key: 'category', title: '分类', width: 100, render: (_, m) => m.category || NO_VALUE },
  { key: 'version', title: '版本', width: 100, render: (_, m) => m.version || NO_VALUE },
  { key: 'update', title: '更新日期', width: 110, render: (_, m) => m.updateDate || NO_VALUE },
  {
    key: 'rating',
    title: '评分',
    width: 72,
    align: 'center',
    render: (_, m) => (m.rating === null ? NO_VALUE : m.rating.toFixed(1)),
  },
  {
    key: 'total',
    title: '累计下载量',
    width: 130,
    align: 'right',
    render: (_, m) => (m.totalDate ? formatNumber(m.totalDownloads) : NO_VALUE),
  },
  { key: 'first', title: '首次收录', width: 110, render: (_, m) => m.firstSeen },
];

const changeColumns: TableColumnsType<Change> = [
  { key: 'time', title: '时间', width: 170, render: (_, c) => c.time },
  { key: 'field', title: '变更项', width: 100, render: (_, c) => ANDROID_CHANGE_FIELDS[c.field] ?? c.field },
  { key: 'old', title: '变更前', render: (_, c) => c.oldValue || NO_VALUE },
  { key: 'new', title: '变更后', render: (_, c) => c.newValue || NO_VALUE },
];

/**
 * baseinfo (pages.md "Android app detail"): the app in every market that has it (name, category,
 * version, rating, cumulative downloads, first collected) and the chosen market's changes of name,
 * version and rating as the engine saw them.
 */
export function AndroidBaseInfoPage() {
  const [v, set] = useUrlParams(ANDROID_PARAMS);
  return (
    <AndroidAppFrame
      appId={v.appId}
      market={v.market}
      onMarket={(market, appId) => set({ market, appId })}
      title="基本信息"
      testId="android-baseinfo-page"
    >
      {(app) => <BaseInfo appId={v.appId} market={v.market} marketName={app.marketName} />}
    </AndroidAppFrame>
  );
}

function BaseInfo({ appId, market, marketName }: { appId: string; market: string; marketName: string }) {
  const answer = useViewAnswer(useAndroidAppViewQuery({ appId, market }));
  return (
    <>
      <DataBlock title="各应用市场信息" testId="android-markets">
        <ViewTable<AndroidAppInfo>
          answer={answer}
          rows={answer.data?.markets ?? []}
          columns={marketColumns}
          rowKey="market"
          rowTestId="market-row"
          empty="暂无数据"
          pageSize={false}
        />
      </DataBlock>
      <DataBlock title={`${marketName}信息变更历史`} testId="android-changes">
        <ViewTable<Change>
          answer={answer}
          rows={answer.data?.changes ?? []}
          columns={changeColumns}
          rowKey={(c) => `${c.time}|${c.field}`}
          rowTestId="change-row"
          empty="暂无变更记录"
          pageSize={20}
        />
      </DataBlock>
    </>
  );
}
