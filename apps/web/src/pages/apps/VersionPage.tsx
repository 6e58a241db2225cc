import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { appVersionList, NO_VALUE, type DataOf } from '@bangyan/contract';
import { useAppVersionsQuery } from '../../api/apps.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../ranking/views/parts/charts.ts';
import { useViewAnswer, ViewTable } from '../ranking/views/parts/ViewParts.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { releasesPerMonth } from './releases.ts';
import styles from './AppDetail.module.css';

type Version = DataOf<typeof appVersionList>['list'][number];

const columns: TableColumnsType<Version> = [
  { key: 'version', title: '版本', width: 120, render: (_, v) => v.version },
  { key: 'time', title: '发布时间', width: 170, render: (_, v) => v.time },
  { key: 'notes', title: '更新说明', render: (_, v) => <span className={styles.description}>{v.releaseNotes || NO_VALUE}</span> },
];

/** version (pages.md "iOS app detail"): the app's versions with their release notes, and how often it releases (per month). */
export function VersionPage() {
  const [v, set] = useUrlParams(APP_PARAMS);
  return (
    <AppFrame appId={v.appId} country={v.country} onCountry={(country) => set({ country })} title="版本记录" testId="app-version-page">
      {() => <Versions appId={v.appId} country={v.country} />}
    </AppFrame>
  );
}

function Versions({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(useAppVersionsQuery({ appId, country }));
  const data = answer.data;
  const list = data?.list ?? [];
  const option = useMemo(() => {
    const months = releasesPerMonth(data?.list ?? []);
    if (months.length === 0) return null;
    return {
      color: SERIES_COLORS,
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 24, top: 24, bottom: 28 },
      xAxis: { type: 'category', data: months.map((m) => m.month) },
      yAxis: { type: 'value', minInterval: 1, name: '版本数' },
      series: [{ name: '发布版本数', type: 'bar', data: months.map((m) => m.count), barMaxWidth: 28 }],
    };
  }, [data]);
  return (
    <>
      <DataBlock title="发布频率（每月）" testId="version-cadence">
        <ChartBox option={option} height={240} loading={answer.loading} error={answer.error} empty={option === null} testId="version-chart" />
      </DataBlock>
      <DataBlock title={`版本历史（${list.length}）`} testId="version-list">
        <ViewTable<Version> answer={answer} rows={list} columns={columns} rowKey="version" rowTestId="version-row" empty="暂无版本记录" pageSize={20} />
      </DataBlock>
    </>
  );
}
