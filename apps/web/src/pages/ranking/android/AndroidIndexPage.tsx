import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Segmented, Table, type TableColumnsType } from 'antd';
import {
  ANDROID_CHART_TYPE_NAMES,
  ANDROID_CHART_TYPES,
  COLLECTED_MARKETS,
  DEFAULT_MARKET,
  NO_VALUE,
  parseYmd,
  storeLabel,
  type AndroidChartTypeKey,
  type AndroidRankItem,
} from '@bangyan/contract';
import { useLimitNotice } from '../../../api/limits.ts';
import { useMarketToday } from '../../../api/monitor.ts';
import { useAndroidListQuery } from '../../../api/ranking.ts';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { DayPicker } from '../../../components/filters/DayPicker.tsx';
import { DataBlock, DataPage, Filter } from '../../../components/page/DataPage.tsx';
import { Count } from '../../../components/monitor/MonitorCells.tsx';
import { MarketSelect } from '../../../components/search/MarketSelect.tsx';
import { RankChange } from '../../../components/RankChange.tsx';
import { appPagePath, iosAppPath } from '../../../lib/appPaths.ts';
import type { ExportColumn } from '../../../lib/export.ts';
import { enumParam, textParam, useUrlParams } from '../../../lib/urlParams.ts';
import { RankBadge } from '../../../components/boards/RankBadge.tsx';
import { ChartNote, DataTime } from '../index/ChartNote.tsx';
import { DATA_TEXTS, emptyLocale, LoadFailure } from '../../../components/data/DataState.tsx';
import { RankAppCell } from '../../../components/apps/RankAppCell.tsx';
import { changeCell } from '../index/rankParams.ts';
import { RANK_PAGE_SIZE } from '../index/RankTable.tsx';
import styles from '../index/RankIndex.module.css';

const PARAMS = {
  market: textParam(
    () => DEFAULT_MARKET,
    (m) => COLLECTED_MARKETS.includes(m),
  ),
  type: enumParam(ANDROID_CHART_TYPES, 'hot'),
  date: textParam(
    () => '',
    (s) => parseYmd(s) !== null,
  ),
};

function columns(market: string): TableColumnsType<AndroidRankItem> {
  return [
    { key: 'rank', title: '排名', width: 72, align: 'center', render: (_, r) => <RankBadge rank={r.rank} /> },
    {
      key: 'change',
      title: '排名变化',
      width: 96,
      align: 'center',
      render: (_, r) => <RankChange change={r.rankChange} preRank={r.preRank} />,
    },
    {
      key: 'app',
      title: '应用',
      render: (_, r) => (
        <RankAppCell
          to={appPagePath({ trackId: r.appId, platform: 'android', market, country: 'cn' })}
          appId={r.appId}
          name={r.trackName}
          iconUrl={r.artworkUrl60}
          developerName={r.developerName}
        />
      ),
    },
    { key: 'category', title: '分类', width: 100, align: 'center', render: (_, r) => r.category || NO_VALUE },
    {
      key: 'rating',
      title: '评分',
      width: 72,
      align: 'center',
      render: (_, r) => (r.rating === null ? NO_VALUE : r.rating.toFixed(1)),
    },
    {
      key: 'total',
      title: '总下载量',
      width: 110,
      align: 'center',
      sorter: (a, b) => a.totalDownloads - b.totalDownloads,
      render: (_, r) => <Count n={r.totalDownloads} />,
    },
    {
      key: 'daily',
      title: '当日下载量',
      width: 110,
      align: 'center',
      sorter: (a, b) => (a.dailyDownloads ?? -1) - (b.dailyDownloads ?? -1),
      render: (_, r) => (r.dailyDownloads === null ? NO_VALUE : <Count n={r.dailyDownloads} />),
    },
    {
      key: 'ios',
      title: 'iOS版',
      width: 72,
      align: 'center',
      render: (_, r) => (r.iosAppId ? <Link to={iosAppPath(r.iosAppId)}>查看</Link> : NO_VALUE),
    },
  ];
}

const EXPORT_COLUMNS: ExportColumn<AndroidRankItem>[] = [
  { title: '排名', value: (r) => r.rank },
  { title: '排名变化', value: changeCell },
  { title: '包名', value: (r) => r.appId },
  { title: '应用名称', value: (r) => r.trackName },
  { title: '开发者', value: (r) => r.developerName },
  { title: '分类', value: (r) => r.category },
  { title: '评分', value: (r) => r.rating, digits: 1 },
  { title: '总下载量', value: (r) => r.totalDownloads },
  { title: '当日下载量', value: (r) => r.dailyDownloads },
];

/** 安卓榜单 (spec 2.1 androidindex): an Android market's 热门 / 下载 / 新品 chart of a day, with rank changes and downloads. */
export function AndroidIndexPage() {
  const [p, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const query = useAndroidListQuery({ market: p.market, type: p.type, date: p.date || undefined });
  const limited = useLimitNotice(query.error);
  const data = query.isError ? undefined : query.data;
  const day = p.date || today;
  const marketName = storeLabel('android', p.market);

  return (
    <DataPage
      title="安卓榜单"
      intro="华为、小米、OPPO、VIVO 应用市场的热门榜、下载榜与新品榜：排名变化、累计与当日下载量。"
      testId="rank-android-page"
      extra={
        <>
          <DataTime data={data} today={today} />
          <ExportButton
            filename={`安卓榜单_${p.market}_${p.type}_${data?.date ?? ''}`}
            columns={EXPORT_COLUMNS}
            rows={() => data?.list ?? []}
          />
        </>
      }
      filters={
        <>
          <Filter label="应用市场">
            <MarketSelect value={p.market} onChange={(market) => set({ market })} />
          </Filter>
          <Filter label="日期">
            {today && day ? (
              <DayPicker value={day} max={today} onChange={(date) => set({ date: date === today ? '' : date })} />
            ) : (
              <span className={styles.pickerPlaceholder} />
            )}
          </Filter>
        </>
      }
    >
      <DataBlock
        title={
          <span className={styles.blockTitle}>
            <Segmented<AndroidChartTypeKey>
              value={p.type}
              onChange={(type) => set({ type })}
              options={ANDROID_CHART_TYPES.map((t) => ({ value: t, label: ANDROID_CHART_TYPE_NAMES[t] }))}
              data-testid="android-type-tabs"
            />
            <span className={styles.chartName}>{`${marketName} · ${ANDROID_CHART_TYPE_NAMES[p.type]}`}</span>
          </span>
        }
        testId="rank-block"
      >
        <ChartNote data={data} />
        {query.isError ? (
          <LoadFailure error={query.error} limited={limited} onRetry={() => void query.refetch()} />
        ) : (
          <Table<AndroidRankItem>
            key={`${p.market}-${p.type}`}
            className={styles.table}
            rowKey="appId"
            columns={columns(p.market)}
            dataSource={data?.list ?? []}
            loading={query.isFetching}
            size="middle"
            locale={emptyLocale(query.isPending, DATA_TEXTS.empty)}
            onRow={() => ({ 'data-testid': 'rank-row' }) as HTMLAttributes<HTMLElement>}
            pagination={{
              pageSize: RANK_PAGE_SIZE,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (n) => `共 ${n} 款应用`,
            }}
            data-testid="rank-table"
          />
        )}
      </DataBlock>
    </DataPage>
  );
}
