import { useMemo } from 'react';
import { Button, Segmented, type TableColumnsType } from 'antd';
import { NO_VALUE, type GlobalCountryRow, type ViewApp } from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { AppIcon } from '../../../../components/AppIcon.tsx';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { rankMapOption, useWorldMap } from '../../../../components/charts/rankWorldMap.ts';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage, Filter } from '../../../../components/page/DataPage.tsx';
import type { ExportColumn } from '../../../../lib/export.ts';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { chartTitle } from '../../index/rankParams.ts';
import { AppCell } from '../../../../components/apps/AppCell.tsx';
import { ChartTypeTitle } from '../parts/ChartTypeTitle.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { GenreFilter } from '../../../../components/filters/GenreFilter.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import { GLOBAL_TOPS, globalRankingQuery } from '../viewQueries.ts';
import styles from '../parts/Views.module.css';

/** An app of a storefront's top: picking it places it on the map. */
function PickApp({
  app,
  rank,
  picked,
  onPick,
}: {
  app: ViewApp;
  rank: number;
  picked: boolean;
  onPick: (appId: string) => void;
}) {
  return (
    <Button
      size="small"
      type={picked ? 'primary' : 'text'}
      onClick={() => onPick(app.appId)}
      title={`查看「${app.trackName}」的全球排名`}
      data-testid="pick-app"
    >
      <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.appId} size={18} />
      {rank}. {app.trackName || app.appId}
    </Button>
  );
}

function columns(appId: string | undefined, onPick: (appId: string) => void): TableColumnsType<GlobalCountryRow> {
  return [
    { key: 'country', title: '国家/地区', width: 120, render: (_, r) => <strong>{r.countryName}</strong> },
    {
      key: 'rank',
      title: '该应用排名',
      width: 110,
      align: 'center',
      sorter: (a, b) => (a.appRank || Infinity) - (b.appRank || Infinity),
      render: (_, r) =>
        r.appRank > 0 ? (
          <strong className={styles.num}>{r.appRank}</strong>
        ) : (
          <span className={styles.muted}>不在榜</span>
        ),
    },
    {
      key: 'top',
      title: '榜单前列',
      render: (_, r) => (
        <div className={styles.miniList}>
          {r.top.map((a) => (
            <PickApp key={a.appId} app={a} rank={a.rank} picked={a.appId === appId} onPick={onPick} />
          ))}
        </div>
      ),
    },
    {
      key: 'size',
      title: '榜单应用数',
      width: 100,
      align: 'center',
      sorter: (a, b) => a.size - b.size,
      render: (_, r) => <span className={styles.num}>{r.size}</span>,
    },
    {
      key: 'time',
      title: '数据时间',
      width: 150,
      align: 'center',
      render: (_, r) => <span className={styles.num}>{r.time || NO_VALUE}</span>,
    },
  ];
}

const EXPORT_COLUMNS: ExportColumn<GlobalCountryRow>[] = [
  { title: '国家/地区', value: (r) => r.countryName },
  { title: '该应用排名', value: (r) => r.appRank || '不在榜' },
  { title: '榜单前列', value: (r) => r.top.map((a) => `${a.rank}. ${a.trackName}`).join('；') },
  { title: '榜单应用数', value: (r) => r.size },
  { title: '数据时间', value: (r) => r.time },
];

/**
 * 全球排名 (pages.md globalranking): one chart (type and genre) in every storefront collected on
 * the picked day: a world map coloured by where an app (China's #1 unless one is picked) ranks in
 * each, and each storefront's first places, from which another app can be picked.
 */
export function GlobalRankingPage() {
  const [v, set] = useUrlParams(globalRankingQuery.spec);
  const today = useMarketToday();
  const answer = useViewAnswer(globalRankingQuery.useQuery(v));
  const map = useWorldMap();
  const rows = useMemo(() => answer.data?.list ?? [], [answer.data]);
  const app = answer.data?.app ?? null;
  const option = useMemo(() => (map === 'ready' && rows.length > 0 ? rankMapOption(rows) : null), [map, rows]);
  const pick = (appId: string) => set({ appId });
  const chartName = chartTitle(v.type, v.genre);

  return (
    <DataPage
      title="全球排名"
      intro="同一榜单在各国家/地区的前列应用，以及一款应用在各国家/地区榜单上的排名。"
      testId="globalranking-page"
      extra={
        <ExportButton
          filename={`全球排名_${v.type}_${v.genre}_${app?.appId ?? ''}_${v.date || today || ''}`}
          columns={EXPORT_COLUMNS}
          rows={() => rows}
        />
      }
      filters={
        <>
          <GenreFilter value={v.genre} onChange={(genre) => set({ genre, appId: '' })} />
          <DayFilter value={v.date} today={today} onChange={(date) => set({ date })} testId="day-filter" />
          <Filter label="每个国家显示">
            <Segmented
              value={v.top}
              onChange={(top) => set({ top })}
              options={GLOBAL_TOPS.map((n) => ({ value: n, label: `前${n}名` }))}
              data-testid="top-switch"
            />
          </Filter>
        </>
      }
    >
      <DataBlock
        title={<ChartTypeTitle type={v.type} onChange={(type) => set({ type, appId: '' })} note={chartName} />}
        extra={
          app && (
            <span className={styles.appHead} data-testid="global-app">
              <AppCell app={app} country="cn" />
              {v.appId && (
                <Button size="small" onClick={() => set({ appId: '' })}>
                  恢复为中国榜首
                </Button>
              )}
            </span>
          )
        }
        testId="global-map"
      >
        <p className={styles.note}>
          {app
            ? `「${app.trackName}」在各国家/地区${chartName}的排名；点击下表中的应用可查看它的全球排名。`
            : '所选日期暂无该榜单数据。'}
        </p>
        <ChartBox
          option={option}
          height={460}
          loading={answer.loading || map === 'loading'}
          error={answer.error ?? (map instanceof Error ? map : undefined)}
          empty={rows.length === 0}
          testId="world-map"
        />
      </DataBlock>
      <DataBlock
        title="各国家/地区榜单"
        extra={rows.length > 0 && <span className={styles.legendNote}>已采集 {rows.length} 个国家/地区的该榜单</span>}
        testId="global-table"
      >
        <ViewTable<GlobalCountryRow>
          answer={answer}
          rows={rows}
          columns={columns(app?.appId, pick)}
          rowKey="country"
          rowTestId="country-row"
          empty="所选日期暂无该榜单数据"
          pageSize={false}
        />
      </DataBlock>
    </DataPage>
  );
}
