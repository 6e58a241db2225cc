import { Segmented } from 'antd';
import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useLimitNotice } from '../../../api/limits.ts';
import { useMarketToday } from '../../../api/monitor.ts';
import { useBangListsQuery } from '../../../api/ranking.ts';
import { emptyText, LoadFailure } from '../../../components/data/DataState.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { ChartTypeTabs } from '../../../components/filters/ChartTypeTabs.tsx';
import { DataBlock, DataPage } from '../../../components/page/DataPage.tsx';
import { useUrlParams } from '../../../lib/urlParams.ts';
import { useListMode, type ListMode } from '../../../lib/useListMode.ts';
import { ChartFilters } from './ChartFilters.tsx';
import { ChartNote, DataTime } from './ChartNote.tsx';
import { RankCards } from './RankCards.tsx';
import { CHART_PARAMS, chartExportColumns, chartTitle } from './rankParams.ts';
import { RankTable } from './RankTable.tsx';
import styles from './RankIndex.module.css';

const LAYOUTS = [
  { value: 'card' as const, icon: <AppstoreOutlined />, title: '卡片模式' },
  { value: 'list' as const, icon: <UnorderedListOutlined />, title: '列表模式' },
];

/** The card / list switch (spec 4 list mode: remembered, and kept by the server for a user). */
function LayoutSwitch({ mode, onChange }: { mode: ListMode; onChange: (mode: ListMode) => void }) {
  return (
    <Segmented<ListMode>
      value={mode}
      onChange={onChange}
      options={LAYOUTS.map((l) => ({ value: l.value, icon: l.icon, title: l.title }))}
      data-testid="layout-switch"
    />
  );
}

/**
 * A whole App Store chart at a snapshot (spec 7 lists, deep: 500 rows for China's free and paid
 * charts, spec 9) under its filters (all in the URL): the data time, export for members, the type
 * tabs, what the changes compare with, then the chart as a list, or as cards when `layouts` lets
 * the visitor switch (bangListType).
 */
export function ChartPage({
  title,
  intro,
  testId,
  latestLabel,
  emptyText: noRows,
  layouts,
}: {
  title: string;
  intro: string;
  testId: string;
  /** The time picker's default: the latest snapshot (of today / of the day). */
  latestLabel: (pastDay: boolean) => string;
  emptyText: string;
  layouts: boolean;
}) {
  const [view, set] = useUrlParams(CHART_PARAMS);
  const today = useMarketToday();
  const { mode, setMode } = useListMode();
  const query = useBangListsQuery({
    genre: view.genre,
    country: view.country,
    type: view.type,
    date: view.date || undefined,
    time: view.time || undefined,
    deep: 1,
  });
  const limited = useLimitNotice(query.error);
  const data = query.isError ? undefined : query.data;
  const rows = data?.list ?? [];
  const empty = emptyText(query.isPending, noRows);
  const chartKey = `${view.country}-${view.type}-${view.genre}`;
  const shown = layouts ? mode : 'list';

  return (
    <DataPage
      title={title}
      intro={intro}
      testId={testId}
      extra={
        <>
          <DataTime data={data} today={today} />
          <ExportButton
            filename={`${title}_${chartKey}_${data?.date ?? ''}${data?.time.replace(':', '') ?? ''}`}
            columns={chartExportColumns(view.type, view.country)}
            rows={() => rows}
          />
        </>
      }
      filters={<ChartFilters view={view} today={today} set={set} latestLabel={latestLabel(view.date !== '')} />}
    >
      <DataBlock
        title={
          <span className={styles.blockTitle}>
            <ChartTypeTabs value={view.type} onChange={(type) => set({ type })} />
            <span className={styles.chartName}>{chartTitle(view.type, view.genre)}</span>
          </span>
        }
        extra={layouts ? <LayoutSwitch mode={mode} onChange={(next) => void setMode(next)} /> : undefined}
        testId="rank-block"
      >
        <ChartNote data={data} />
        {query.isError ? (
          <LoadFailure error={query.error} limited={limited} onRetry={() => void query.refetch()} />
        ) : shown === 'list' ? (
          <RankTable
            key={chartKey}
            rows={rows}
            type={view.type}
            country={view.country}
            loading={query.isFetching}
            empty={empty}
          />
        ) : (
          <div className={query.isPlaceholderData ? styles.stale : undefined}>
            <RankCards key={chartKey} rows={rows} country={view.country} empty={empty} />
          </div>
        )}
      </DataBlock>
    </DataPage>
  );
}
