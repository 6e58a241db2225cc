import { Segmented } from 'antd';
import { AppstoreOutlined, TableOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useLimitNotice } from '../../../api/limits.ts';
import { useMarketToday } from '../../../api/monitor.ts';
import { useBangListsQuery } from '../../../api/ranking.ts';
import { emptyText, LoadFailure } from '../../../components/data/DataState.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { ChartTypeTabs } from '../../../components/filters/ChartTypeTabs.tsx';
import { DataBlock, DataPage } from '../../../components/page/DataPage.tsx';
import { genreName } from '@bangyan/contract';
import { useUrlParams } from '../../../lib/urlParams.ts';
import { Stale } from '../../../components/data/Stale.tsx';
import { ChartBoard } from './ChartBoard.tsx';
import { ChartFilters } from './ChartFilters.tsx';
import { ChartNote, DataTime } from './ChartNote.tsx';
import { RankCards } from './RankCards.tsx';
import { CHART_PARAMS, chartExportColumns, chartTitle } from './rankParams.ts';
import { RankTable } from './RankTable.tsx';
import { useChartLayout, type ChartLayout } from './useChartLayout.ts';
import styles from './RankIndex.module.css';

const LAYOUTS = [
  { value: 'board' as const, icon: <TableOutlined />, title: '三榜并列' },
  { value: 'card' as const, icon: <AppstoreOutlined />, title: '卡片模式' },
  { value: 'list' as const, icon: <UnorderedListOutlined />, title: '列表模式' },
];

/** The layout switch: the three charts side by side, or one chart's cards or list (useChartLayout). */
function LayoutSwitch({
  layout,
  offered,
  onChange,
}: {
  layout: ChartLayout;
  offered: readonly ChartLayout[];
  onChange: (layout: ChartLayout) => void;
}) {
  return (
    <Segmented<ChartLayout>
      value={layout}
      onChange={onChange}
      options={LAYOUTS.filter((l) => offered.includes(l.value)).map((l) => ({
        value: l.value,
        icon: l.icon,
        title: l.title,
      }))}
      data-testid="layout-switch"
    />
  );
}

/**
 * A whole App Store chart at a snapshot (spec 7 lists, deep: 500 rows for China's free and paid
 * charts, spec 9) under its filters (all in the URL): the data time, export for members, the type
 * tabs, what the changes compare with, then the chart as a list; where `layouts` lets the visitor
 * switch, the three charts side by side (default), cards or the list (useChartLayout). Rows of the
 * previous filters stay dimmed under a loading sign while the next load (Stale).
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
  const { layout, offered, setLayout } = useChartLayout();
  const params = {
    genre: view.genre,
    country: view.country,
    date: view.date || undefined,
    time: view.time || undefined,
    deep: 1,
  };
  const query = useBangListsQuery({ ...params, type: view.type });
  const limited = useLimitNotice(query.error);
  const data = query.isError ? undefined : query.data;
  const rows = data?.list ?? [];
  const empty = emptyText(query.isPending, noRows);
  const chartKey = `${view.country}-${view.type}-${view.genre}`;
  const shown = layouts ? layout : 'list';

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
          shown === 'board' ? (
            <span className={styles.blockTitle}>
              免费榜 · 付费榜 · 畅销榜
              <span className={styles.chartName}>{genreName(view.genre) ?? view.genre}</span>
            </span>
          ) : (
            <span className={styles.blockTitle}>
              <ChartTypeTabs value={view.type} onChange={(type) => set({ type })} />
              <span className={styles.chartName}>{chartTitle(view.type, view.genre)}</span>
            </span>
          )
        }
        extra={
          layouts ? (
            <LayoutSwitch layout={layout} offered={offered} onChange={(next) => void setLayout(next)} />
          ) : undefined
        }
        testId="rank-block"
      >
        {shown !== 'board' && <ChartNote data={data} />}
        {query.isError ? (
          <LoadFailure error={query.error} limited={limited} onRetry={() => void query.refetch()} />
        ) : shown === 'board' ? (
          <ChartBoard params={params} empty={empty} />
        ) : (
          <Stale stale={query.isPlaceholderData}>
            {shown === 'list' ? (
              <RankTable key={chartKey} rows={rows} type={view.type} country={view.country} empty={empty} />
            ) : (
              <RankCards key={chartKey} rows={rows} country={view.country} empty={empty} />
            )}
          </Stale>
        )}
      </DataBlock>
    </DataPage>
  );
}
