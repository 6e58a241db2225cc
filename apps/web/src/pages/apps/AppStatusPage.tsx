import { Tag, type TableColumnsType } from 'antd';
import {
  APP_STATUS_KIND_NAMES,
  CHART_TYPE_NAMES,
  formatAppPrice,
  NO_VALUE,
  type AppStatusKind,
  type appStatusList,
  type DataOf,
  type RankingChartType,
} from '@bangyan/contract';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { useUrlParams } from '../../lib/urlParams.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { appStatusListQuery, appStatusSummaryQuery } from './appQueries.ts';
import styles from '../../components/appDetail/AppFigures.module.css';

type Item = DataOf<typeof appStatusList>['list'][number];

const KIND_COLORS: Record<AppStatusKind, string> = {
  offline: 'red',
  missing: 'orange',
  online: 'green',
  new: 'blue',
  booked: 'geekblue',
  'clear-chart': 'volcano',
  'clear-words': 'purple',
};

/** The overall chart a clear-chart event was on: '免费总榜', or '总榜' when the monitor did not keep it. */
const overallChartName = (chartType: string | null) =>
  chartType ? `${CHART_TYPE_NAMES[chartType as RankingChartType] ?? chartType}总榜` : '总榜';

/** What an event means, with the figures its monitor kept. */
function detail(e: Item): string {
  switch (e.kind) {
    case 'offline':
      return e.rank === null
        ? '商店连续两次查询不到该应用，判定下架；下架前24小时未进入总榜'
        : `商店连续两次查询不到该应用，判定下架；下架前24小时总榜最高第${e.rank}名`;
    case 'missing':
      return '商店本次查询不到该应用（连续两次查询不到才判定为下架）';
    case 'online':
      return '商店重新查询到该应用';
    case 'new':
      return `新品上架，价格：${e.price === null ? NO_VALUE : formatAppPrice(e.price)}`;
    case 'booked':
      return `开放预订，预计上架时间：${e.expectedRelease ?? NO_VALUE}`;
    case 'clear-chart':
      return `在架期间从所有榜单消失；清榜前${overallChartName(e.chartType)}第${e.rank ?? NO_VALUE}名`;
    case 'clear-words':
      return `关键词覆盖数由 ${e.coverageBefore ?? NO_VALUE} 降至 ${e.coverageAfter ?? NO_VALUE}`;
  }
}

const columns: TableColumnsType<Item> = [
  { key: 'time', title: '时间', width: 170, render: (_, e) => e.time },
  {
    key: 'kind',
    title: '事件',
    width: 120,
    render: (_, e) => <Tag color={KIND_COLORS[e.kind]}>{APP_STATUS_KIND_NAMES[e.kind]}</Tag>,
  },
  { key: 'detail', title: '说明', render: (_, e) => detail(e) },
];

const EXPORT_COLUMNS: ExportColumn<Item>[] = [
  { title: '时间', value: (e) => e.time },
  { title: '事件', value: (e) => APP_STATUS_KIND_NAMES[e.kind] },
  { title: '说明', value: detail },
];

/**
 * appstatus (pages.md "iOS app detail"): the app's state now and its timeline of offline and
 * online changes, release or pre-order, clear-chart and clear-words events.
 */
export function AppStatusPage() {
  const [v, set] = useUrlParams(APP_PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="上下架状态"
      testId="app-status-page"
    >
      {() => <Status appId={v.appId} country={v.country} />}
    </AppFrame>
  );
}

function Status({ appId, country }: { appId: string; country: string }) {
  const summary = useViewAnswer(appStatusSummaryQuery.useQuery({ appId, country }));
  const list = useViewAnswer(appStatusListQuery.useQuery({ appId, country }));
  const s = summary.data;
  const count = (kind: AppStatusKind) => s?.counts.find((c) => c.kind === kind)?.count ?? NO_VALUE;
  const state = !s ? NO_VALUE : s.missing ? '查询不到（待确认）' : s.statusTag || '在架';
  return (
    <>
      <DataBlock title="当前状态" testId="status-summary">
        {summary.failure ?? (
          <div className={styles.stats}>
            <Stat label="当前状态" value={state} tone={s && !s.onSale ? 'up' : undefined} testId="status-now" />
            <Stat
              label="首次收录"
              value={<span className={styles.band}>{s?.firstSeenAt || NO_VALUE}</span>}
              testId="status-first-seen"
            />
            <Stat
              label="最近事件"
              value={<span className={styles.band}>{s?.latestEventAt || NO_VALUE}</span>}
              testId="status-latest"
            />
            <Stat label="下架次数" value={count('offline')} testId="status-count-offline" />
            <Stat label="清榜次数" value={count('clear-chart')} testId="status-count-clear-chart" />
            <Stat label="清词次数" value={count('clear-words')} testId="status-count-clear-words" />
          </div>
        )}
      </DataBlock>
      <DataBlock
        title="状态时间线"
        extra={
          <ExportButton
            filename={`${appId}_状态时间线_${country}`}
            columns={EXPORT_COLUMNS}
            rows={() => list.data?.list ?? []}
          />
        }
        testId="status-timeline"
      >
        <p className={styles.band}>
          下架：商店连续两次查询不到；清榜：在架期间连续两次榜单快照都不在任何榜单上；清词：关键词覆盖数较前一天降至一半或以下（前一天至少100个）。
        </p>
        <ViewTable<Item>
          answer={list}
          rows={list.data?.list ?? []}
          columns={columns}
          rowKey={(e) => `${e.time}|${e.kind}`}
          rowTestId="status-row"
          empty="暂无状态变化记录"
          pageSize={20}
        />
      </DataBlock>
    </>
  );
}
