import type { TableColumnsType } from 'antd';
import { NO_VALUE, type androidVersionList, type DataOf } from '@bangyan/contract';
import { useAndroidVersionsQuery } from '../../api/android.ts';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AndroidAppFrame } from './AndroidAppFrame.tsx';
import { ANDROID_PARAMS } from './androidParams.ts';
import styles from './AndroidApp.module.css';

type Version = DataOf<typeof androidVersionList>['list'][number];

const columns: TableColumnsType<Version> = [
  { key: 'version', title: '版本', width: 140, render: (_, v) => v.version || NO_VALUE },
  { key: 'update', title: '市场更新日期', width: 140, render: (_, v) => v.updateDate || NO_VALUE },
  { key: 'time', title: '首次采集到', render: (_, v) => v.time },
];

/**
 * version (pages.md "Android app detail"): the app's versions in the market as the engine saw them
 * appear, newest first.
 */
export function AndroidVersionPage() {
  const [v, set] = useUrlParams(ANDROID_PARAMS);
  return (
    <AndroidAppFrame
      appId={v.appId}
      market={v.market}
      onMarket={(market, appId) => set({ market, appId })}
      title="版本记录"
      testId="android-version-page"
    >
      {(app) => <Versions appId={v.appId} market={v.market} marketName={app.marketName} />}
    </AndroidAppFrame>
  );
}

function Versions({ appId, market, marketName }: { appId: string; market: string; marketName: string }) {
  const answer = useViewAnswer(useAndroidVersionsQuery({ appId, market }));
  const list = answer.data?.list ?? [];
  return (
    <DataBlock title={`版本历史（${list.length}）`} testId="android-version-list">
      <p className={styles.note}>{marketName}应用市场只公布当前版本：此处为每天采集时看到的版本变化。</p>
      <ViewTable<Version>
        answer={answer}
        rows={list}
        columns={columns}
        rowKey="time"
        rowTestId="version-row"
        empty="暂无版本记录"
        pageSize={20}
      />
    </DataBlock>
  );
}
