import type { HTMLAttributes } from 'react';
import { Segmented, Table, type TableColumnsType } from 'antd';
import {
  CHART_TYPE_NAMES,
  DEFAULT_COUNTRY,
  GENRE_ALL,
  genreName,
  isCountryCode,
  isGenreId,
  NO_VALUE,
  RANK_TOP_DAYS,
  RANK_TOP_TYPES,
  RANKING_CHART_TYPES,
  type RankTopDay,
  type RankTopItem,
  type RankTopType,
} from '@bangyan/contract';
import { useRankTopQuery } from '../../api/market.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ChartTypeTabs } from '../../components/filters/ChartTypeTabs.tsx';
import { GenreSelect } from '../../components/filters/GenreSelect.tsx';
import { DataBlock, DataPage, Filter } from '../../components/page/DataPage.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { enumParam, intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { RankBadge } from '../../components/boards/RankBadge.tsx';
import { AppCell } from '../../components/apps/AppCell.tsx';
import { emptyLocale } from '../../components/data/DataState.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { appExportColumns, marketPrice } from '../../lib/appExport.ts';
import styles from './parts/Market.module.css';

/** Spec 2.1 RankTop: rankTopType=rise, genre, type=free, day=1 (Home's 24h soaring 全部 link). */
const PARAMS = {
  rankTopType: enumParam(RANK_TOP_TYPES, 'rise'),
  genre: intParam(GENRE_ALL, isGenreId),
  type: enumParam(RANKING_CHART_TYPES, 'free'),
  day: intParam(1, (n) => (RANK_TOP_DAYS as readonly number[]).includes(n)),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
};

const TYPE_NAMES: Record<RankTopType, string> = { rise: '飙升榜', fall: '下降榜' };
const spanName = (day: number) => (day === 1 ? '24小时' : `${day}天`);

/** The move: 新上榜 for a newcomer, 跌出榜 for a leaver, else ↑N / ↓N, with the places it counts. */
function Move({ item }: { item: RankTopItem }) {
  const arrow = item.diff > 0 ? `↑${item.diff}` : `↓${-item.diff}`;
  const tag = item.previousRank === 0 ? '新上榜' : item.rank === 0 ? '跌出榜' : null;
  return (
    <span className={item.diff > 0 ? styles.diffUp : styles.diffDown} data-testid="rank-top-move">
      {tag ? `${tag} ${arrow}` : arrow}
    </span>
  );
}

const Rank = ({ rank, none }: { rank: number; none: string }) =>
  rank > 0 ? <span className={styles.num}>{rank}</span> : <span className={styles.muted}>{none}</span>;

function columns(day: number, country: string): TableColumnsType<RankTopItem> {
  return [
    {
      key: 'rank',
      title: '当前排名',
      width: 96,
      align: 'center',
      sorter: (a, b) => (a.rank || 9999) - (b.rank || 9999),
      render: (_, r) => (r.rank > 0 ? <RankBadge rank={r.rank} /> : <Rank rank={0} none="跌出榜" />),
    },
    { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
    { key: 'genre', title: '分类', width: 100, align: 'center', render: (_, r) => r.genreName || NO_VALUE },
    { key: 'price', title: '价格', width: 80, align: 'center', render: (_, r) => marketPrice(r.price, country) },
    {
      key: 'previous',
      title: `${spanName(day)}前排名`,
      width: 112,
      align: 'center',
      sorter: (a, b) => (a.previousRank || 9999) - (b.previousRank || 9999),
      render: (_, r) => <Rank rank={r.previousRank} none="未上榜" />,
    },
    {
      key: 'diff',
      title: '排名变化',
      width: 128,
      align: 'center',
      sorter: (a, b) => a.diff - b.diff,
      render: (_, r) => <Move item={r} />,
    },
  ];
}

const exportColumns = (day: number, country: string): ExportColumn<RankTopItem>[] => [
  { title: '当前排名', value: (r) => r.rank || '跌出榜' },
  { title: `${spanName(day)}前排名`, value: (r) => r.previousRank || '未上榜' },
  { title: '排名变化', value: (r) => r.diff },
  ...appExportColumns(country),
];

/**
 * 排名飙升榜 (spec 2.1 RankTop): the apps of a chart that rose (or fell) the most over 24 hours, 3 or
 * 7 days, a newcomer counting from just below the chart and a leaver to just below it.
 */
export function RankTopPage() {
  const [v, set] = useUrlParams(PARAMS);
  const answer = useViewAnswer(
    useRankTopQuery({
      country: v.country,
      rankTopType: v.rankTopType,
      genre: v.genre,
      type: v.type,
      day: v.day as RankTopDay,
    }),
  );
  const rows = answer.data?.list ?? [];
  const chart = `${CHART_TYPE_NAMES[v.type]}榜 · ${genreName(v.genre) ?? v.genre}`;
  return (
    <DataPage
      title="排名飙升榜"
      intro="App Store 各榜单一段时间内排名上升或下降最多的应用，新上榜的应用从榜单之外起算。"
      testId="rank-top-page"
      extra={
        <ExportButton
          filename={`${TYPE_NAMES[v.rankTopType]}_${v.country}_${v.type}_${v.genre}_${v.day}d`}
          columns={exportColumns(v.day, v.country)}
          rows={() => rows}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <Filter label="分类">
            <GenreSelect value={v.genre} onChange={(genre) => set({ genre })} />
          </Filter>
          <Filter label="时间范围">
            <Segmented<number>
              value={v.day}
              onChange={(day) => set({ day })}
              options={RANK_TOP_DAYS.map((d) => ({ value: d, label: spanName(d) }))}
              data-testid="day-tabs"
            />
          </Filter>
        </>
      }
    >
      <DataBlock
        title={
          <span className={styles.blockFilters}>
            <Segmented<RankTopType>
              value={v.rankTopType}
              onChange={(rankTopType) => set({ rankTopType })}
              options={RANK_TOP_TYPES.map((t) => ({ value: t, label: TYPE_NAMES[t] }))}
              data-testid="rank-top-type"
            />
            <ChartTypeTabs value={v.type} onChange={(type) => set({ type })} />
          </span>
        }
        testId="rank-top-block"
      >
        {answer.data?.time ? (
          <p className={styles.note} data-testid="rank-top-note">
            {chart}：{answer.data.time} 对比 {answer.data.previousTime}
          </p>
        ) : null}
        {answer.failure ?? (
          <Table<RankTopItem>
            className={answer.stale ? `${styles.table} ${styles.stale}` : styles.table}
            rowKey="appId"
            columns={columns(v.day, v.country)}
            dataSource={rows}
            size="middle"
            locale={emptyLocale(answer.loading, `${chart}暂无${spanName(v.day)}可对比的排名`)}
            onRow={() => ({ 'data-testid': 'rank-top-row' }) as HTMLAttributes<HTMLElement>}
            pagination={{
              pageSize: 50,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (n) => `共 ${n} 款应用`,
            }}
            data-testid="rank-top-table"
          />
        )}
      </DataBlock>
    </DataPage>
  );
}
