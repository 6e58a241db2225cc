import type { HTMLAttributes } from 'react';
import { Segmented, Table, type TableColumnsType } from 'antd';
import {
  COVER_RANK_ORDERS,
  coverRank,
  DEFAULT_COUNTRY,
  engineDay,
  formatNumber,
  GENRE_ALL,
  genreName,
  isCountryCode,
  isGenreId,
  NO_VALUE,
  parseYmd,
  type CoverRankItem,
  type CoverRankOrder,
  KEYWORD_HEAT_TEXTS,
} from '@bangyan/contract';
import { fetchData } from '../../api/client.ts';
import { fetchAllPages, useCoverRankQuery } from '../../api/market.ts';
import { useMarketToday } from '../../api/monitor.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { GenreSelect } from '../../components/filters/GenreSelect.tsx';
import { DataBlock, DataPage, Filter } from '../../components/page/DataPage.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { enumParam, intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { RankBadge } from '../../components/boards/RankBadge.tsx';
import { barsOption } from '../../components/charts/chartOptions.ts';
import { AppCell } from '../../components/apps/AppCell.tsx';
import { DayFilter } from '../../components/filters/DayFilter.tsx';
import { emptyLocale } from '../../components/data/DataState.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { appExportColumns } from '../../lib/appExport.ts';
import { Diff } from '../../components/data/Diff.tsx';
import { serverPagination } from '../../components/data/serverPagination.ts';
import tableStyles from '../../components/data/Table.module.css';

/** The coverage ranking's address: genre, day ('' = today), storefront, order, page. */
const PARAMS = {
  genre: intParam(GENRE_ALL, isGenreId),
  date: textParam(
    () => '',
    (s) => parseYmd(s) !== null,
  ),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
  orderBy: enumParam(COVER_RANK_ORDERS, 'total'),
  page: intParam(1, (n) => n >= 1),
};

const ORDER_NAMES: Record<CoverRankOrder, string> = {
  total: '覆盖关键词数',
  top3: 'Top3 关键词数',
  top10: 'Top10 关键词数',
  asoIndex: 'ASO 指数',
};
/** Apps the coverage chart shows: the page's first. */
const CHART_APPS = 10;

/** A coverage figure with its change against the day before. */
const Figure = ({ value, diff }: { value: number; diff: number }) => (
  <span className={tableStyles.num}>
    {formatNumber(value)}
    <Diff value={diff} />
  </span>
);

function columns(country: string, orderBy: CoverRankOrder): TableColumnsType<CoverRankItem> {
  const sorted = (key: CoverRankOrder) => ({
    key,
    sorter: true,
    sortDirections: ['descend' as const],
    sortOrder: orderBy === key ? ('descend' as const) : null,
    align: 'right' as const,
  });
  return [
    { key: 'rank', title: '排名', width: 72, align: 'center', render: (_, r) => <RankBadge rank={r.rank} /> },
    { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
    { key: 'genre', title: '分类', width: 96, align: 'center', render: (_, r) => r.genreName || NO_VALUE },
    {
      ...sorted('total'),
      title: '覆盖关键词',
      width: 140,
      render: (_, r) => <Figure value={r.total.total} diff={r.total.diff} />,
    },
    {
      ...sorted('top3'),
      title: 'Top3',
      width: 110,
      render: (_, r) => <Figure value={r.top3.total} diff={r.top3.diff} />,
    },
    {
      ...sorted('top10'),
      title: 'Top10',
      width: 110,
      render: (_, r) => <Figure value={r.top10.total} diff={r.top10.diff} />,
    },
    {
      ...sorted('asoIndex'),
      title: 'ASO指数',
      width: 110,
      render: (_, r) => <span className={tableStyles.num}>{r.asoIndex.toFixed(1)}</span>,
    },
  ];
}

const exportColumns = (country: string): ExportColumn<CoverRankItem>[] => [
  { title: '排名', value: (r) => r.rank },
  ...appExportColumns(country),
  { title: '覆盖关键词数', value: (r) => r.total.total },
  { title: '覆盖数变化', value: (r) => r.total.diff },
  { title: 'Top3关键词数', value: (r) => r.top3.total },
  { title: 'Top10关键词数', value: (r) => r.top10.total },
  { title: 'ASO指数', value: (r) => r.asoIndex, digits: 1 },
];

/**
 * 关键词覆盖榜 (pages.md: apps ranked by keyword coverage): the storefront's apps by the keywords
 * they rank for (data.md "Keyword coverage": heat ≥ 4605, within the first 200 results), top 3 and
 * top 10, or ASO index, each with its change against the day before.
 */
export function CoverRankPage() {
  const [v, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const params = { country: v.country, date: v.date || undefined, genre: v.genre, orderBy: v.orderBy };
  const answer = useViewAnswer(useCoverRankQuery({ ...params, page: v.page }));
  const rows = answer.data?.list ?? [];
  const top = rows.slice(0, CHART_APPS);
  const chart = barsOption(
    top.map((r) => r.trackName || r.appId),
    [
      { name: 'Top3', data: top.map((r) => r.top3.total) },
      { name: 'Top4-10', data: top.map((r) => r.top10.total - r.top3.total) },
      { name: '其他覆盖', data: top.map((r) => r.total.total - r.top10.total) },
    ],
    { stack: true, unit: '关键词数' },
  );
  return (
    <DataPage
      title="关键词覆盖榜"
      intro={`App Store 应用按关键词覆盖排行：覆盖的热门关键词数（热度 ≥ 4605、排名前 200）、Top3 与 Top10 关键词数及 ASO 指数。${KEYWORD_HEAT_TEXTS.heat}`}
      testId="cover-rank-page"
      extra={
        <ExportButton
          filename={`关键词覆盖榜_${v.country}_${v.genre}_${answer.data?.date ?? ''}`}
          columns={exportColumns(v.country)}
          rows={() => fetchAllPages((page, pageSize) => fetchData(coverRank, { ...params, page, pageSize }))}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country, page: 1 })} />
          <Filter label="分类">
            <GenreSelect value={v.genre} onChange={(genre) => set({ genre, page: 1 })} />
          </Filter>
          <DayFilter value={v.date} today={today} onChange={(date) => set({ date, page: 1 })} testId="day-filter" />
        </>
      }
    >
      <DataBlock
        title={
          <Segmented<CoverRankOrder>
            value={v.orderBy}
            onChange={(orderBy) => set({ orderBy, page: 1 })}
            options={COVER_RANK_ORDERS.map((o) => ({ value: o, label: ORDER_NAMES[o] }))}
            data-testid="order-tabs"
          />
        }
        extra={<span className={tableStyles.total}>{genreName(v.genre) ?? v.genre}</span>}
        testId="cover-rank-block"
      >
        {answer.data?.date ? (
          <p className={tableStyles.note} data-testid="cover-rank-note">
            数据日期 {engineDay(answer.data.date)} · 变化对比前一日
          </p>
        ) : null}
        {answer.failure ?? (
          <Table<CoverRankItem>
            className={answer.stale ? `${tableStyles.table} ${tableStyles.stale}` : tableStyles.table}
            rowKey="appId"
            columns={columns(v.country, v.orderBy)}
            dataSource={rows}
            size="middle"
            locale={emptyLocale(answer.loading, '暂无关键词覆盖数据')}
            onRow={() => ({ 'data-testid': 'cover-row' }) as HTMLAttributes<HTMLElement>}
            onChange={(_, __, sorter) => {
              const key = Array.isArray(sorter) ? undefined : sorter.columnKey;
              if (
                typeof key === 'string' &&
                (COVER_RANK_ORDERS as readonly string[]).includes(key) &&
                key !== v.orderBy
              )
                set({ orderBy: key as CoverRankOrder, page: 1 });
            }}
            pagination={serverPagination(answer.data, v.page, (page) => set({ page }), '款应用')}
            data-testid="cover-rank-table"
          />
        )}
      </DataBlock>
      <DataBlock
        title="覆盖结构"
        extra={<span className={tableStyles.total}>本页前 {CHART_APPS} 款应用</span>}
        testId="cover-chart-block"
      >
        <ChartBox option={chart} loading={answer.loading} empty={top.length === 0} height={320} testId="cover-chart" />
      </DataBlock>
    </DataPage>
  );
}
