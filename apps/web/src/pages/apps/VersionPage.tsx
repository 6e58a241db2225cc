import { useMemo } from 'react';
import { Segmented, type TableColumnsType } from 'antd';
import { appVersionList, NO_VALUE, VERSION_CHART_MONTHS, type DataOf } from '@bangyan/contract';
import { useVersionChartQuery } from '../../api/appMeta.ts';
import { useAppVersionsQuery } from '../../api/apps.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { intParam, useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { versionSummaryQuery } from './appQueries.ts';
import styles from '../../components/appDetail/AppDetail.module.css';

type Version = DataOf<typeof appVersionList>['list'][number];
type Months = (typeof VERSION_CHART_MONTHS)[number];

/** The address: the app, and the cadence chart's span in months. */
const PARAMS = {
  ...APP_PARAMS,
  months: intParam(VERSION_CHART_MONTHS[0], (n) => (VERSION_CHART_MONTHS as readonly number[]).includes(n)),
};

const columns: TableColumnsType<Version> = [
  { key: 'version', title: '版本', width: 120, render: (_, v) => v.version },
  { key: 'time', title: '发布时间', width: 170, render: (_, v) => v.time },
  {
    key: 'notes',
    title: '更新说明',
    render: (_, v) => <span className={styles.description}>{v.releaseNotes || NO_VALUE}</span>,
  },
];

/**
 * version (pages.md "iOS app detail"): a summary of the app's versions, how often it releases (per
 * month) and its versions with their release notes.
 */
export function VersionPage() {
  const [v, set] = useUrlParams(PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="版本记录"
      testId="app-version-page"
    >
      {() => (
        <>
          <VersionSummary appId={v.appId} country={v.country} />
          <Cadence
            appId={v.appId}
            country={v.country}
            months={v.months as Months}
            onMonths={(months) => set({ months })}
          />
          <Versions appId={v.appId} country={v.country} />
        </>
      )}
    </AppFrame>
  );
}

/** A version figure's label with the day it was released. */
const releaseLabel = (label: string, release: { time: string } | null | undefined) =>
  release ? `${label} · ${release.time.slice(0, 10)}` : label;

/** A number of days as the strip shows it ('-' when there is none). */
const daysText = (n: number | null) => (n === null ? NO_VALUE : `${n} 天`);

function VersionSummary({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(versionSummaryQuery.useQuery({ appId, country }));
  const s = answer.data;
  return (
    <DataBlock title="版本概况" testId="version-summary">
      {answer.failure ?? (
        <div className={`${styles.stats} ${answer.stale ? styles.stale : ''}`}>
          <Stat label="版本总数" value={s ? s.versionCount : NO_VALUE} testId="version-stat-count" />
          <Stat
            label={releaseLabel('首个版本', s?.firstVersion)}
            value={s?.firstVersion?.version ?? NO_VALUE}
            testId="version-stat-first"
          />
          <Stat
            label={releaseLabel('最新版本', s?.latestVersion)}
            value={s?.latestVersion?.version ?? NO_VALUE}
            testId="version-stat-latest"
          />
          <Stat
            label="平均更新间隔"
            value={!s || s.avgIntervalDays === null ? NO_VALUE : `${s.avgIntervalDays.toFixed(1)} 天`}
            testId="version-stat-interval"
          />
          <Stat label="近90天更新" value={s ? `${s.updatesLast90Days} 次` : NO_VALUE} testId="version-stat-recent" />
          <Stat label="距上次更新" value={daysText(s?.daysSinceLastUpdate ?? null)} testId="version-stat-since" />
        </div>
      )}
    </DataBlock>
  );
}

function Cadence({
  appId,
  country,
  months,
  onMonths,
}: {
  appId: string;
  country: string;
  months: Months;
  onMonths: (months: Months) => void;
}) {
  const answer = useViewAnswer(useVersionChartQuery({ appId, country, months }));
  const data = answer.data;
  const option = useMemo(() => {
    if (!data || data.months.length === 0) return null;
    return {
      color: SERIES_COLORS,
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 24, top: 24, bottom: 28 },
      xAxis: { type: 'category', data: data.months },
      yAxis: { type: 'value', minInterval: 1, name: '版本数' },
      series: [{ name: '发布版本数', type: 'bar', data: data.counts, barMaxWidth: 28 }],
    };
  }, [data]);
  return (
    <DataBlock
      title="发布频率（每月）"
      extra={
        <Segmented<Months>
          value={months}
          onChange={onMonths}
          options={VERSION_CHART_MONTHS.map((n) => ({ value: n, label: `近${n}个月` }))}
          data-testid="version-months"
        />
      }
      testId="version-cadence"
    >
      <p className={styles.note} data-testid="version-cadence-note">
        {data ? `近 ${data.months.length} 个月共发布 ${data.counts.reduce((a, n) => a + n, 0)} 个版本` : NO_VALUE}
      </p>
      <ChartBox
        option={option}
        height={240}
        loading={answer.loading}
        error={answer.error}
        empty={option === null}
        testId="version-chart"
      />
    </DataBlock>
  );
}

function Versions({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(useAppVersionsQuery({ appId, country }));
  const list = answer.data?.list ?? [];
  return (
    <DataBlock title={`版本历史（${list.length}）`} testId="version-list">
      <ViewTable<Version>
        answer={answer}
        rows={list}
        columns={columns}
        rowKey="version"
        rowTestId="version-row"
        empty="暂无版本记录"
        pageSize={20}
      />
    </DataBlock>
  );
}
