import type { HTMLAttributes } from 'react';
import { DatePicker, Segmented, Table, type TableColumnsType } from 'antd';
import { dayjs, type Dayjs } from '../../lib/dayjs.ts';
import {
  DEFAULT_COUNTRY,
  formatNumber,
  GENRE_GAMES,
  genreName,
  HOT_APP_DATE_TYPES,
  hotAppList,
  isCountryCode,
  isGenreId,
  isMonth,
  MONTHLY_TYPES,
  NO_VALUE,
  type HotAppItem,
  type MonthlyType,
} from '@bangyan/contract';
import { fetchData } from '../../api/client.ts';
import { fetchAllPages, useHotAppListQuery } from '../../api/market.ts';
import { useMarketToday } from '../../api/monitor.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { RankChange } from '../../components/RankChange.tsx';
import { GenreSelect } from '../../components/filters/GenreSelect.tsx';
import { DataBlock, DataPage, Filter } from '../../components/page/DataPage.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { enumParam, intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { RankBadge } from '../../components/boards/RankBadge.tsx';
import { AppCell } from '../../components/apps/AppCell.tsx';
import { DATA_TEXTS, emptyLocale } from '../../components/data/DataState.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { appExportColumns } from '../../lib/appExport.ts';
import { serverPagination } from '../../components/data/serverPagination.ts';
import styles from './parts/Market.module.css';

/** Spec 2.1 RankHotApp: genreId, dateType=month, date YYYY-MM ('' = last month); type and page are the page's own. */
const PARAMS = {
  genreId: intParam(GENRE_GAMES, isGenreId),
  dateType: enumParam(HOT_APP_DATE_TYPES, 'month'),
  date: textParam(() => '', isMonth),
  type: enumParam(MONTHLY_TYPES, 'download'),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
  page: intParam(1, (n) => n >= 1),
};

const BOARDS: Record<MonthlyType, { name: string; column: string }> = {
  download: { name: '下载榜', column: '月下载量' },
  income: { name: '收入榜', column: '月收入' },
};

/** A month's total in spec 9's format; income in yuan. */
const totalText = (type: MonthlyType, n: number) => (type === 'income' ? `¥${formatNumber(n)}` : formatNumber(n));
/** 'YYYY-MM' → '2026年10月'. */
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5))}月`;

function columns(type: MonthlyType, country: string): TableColumnsType<HotAppItem> {
  return [
    {
      key: 'rank',
      title: '排名',
      width: 72,
      align: 'center',
      sorter: (a, b) => a.rank - b.rank,
      render: (_, r) => <RankBadge rank={r.rank} />,
    },
    { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
    { key: 'genre', title: '分类', width: 100, align: 'center', render: (_, r) => r.genreName || NO_VALUE },
    {
      key: 'total',
      title: BOARDS[type].column,
      width: 130,
      align: 'right',
      sorter: (a, b) => a.monthTotal - b.monthTotal,
      render: (_, r) => (
        <span className={styles.num} data-testid="hot-app-total">
          {totalText(type, r.monthTotal)}
        </span>
      ),
    },
    {
      key: 'preRank',
      title: '上月排名',
      width: 96,
      align: 'center',
      render: (_, r) => (r.preRank > 0 ? r.preRank : <span className={styles.muted}>{NO_VALUE}</span>),
    },
    {
      key: 'change',
      title: '排名变化',
      width: 100,
      align: 'center',
      render: (_, r) => <RankChange change={r.rankChange} preRank={r.preRank} />,
    },
  ];
}

const exportColumns = (type: MonthlyType, country: string): ExportColumn<HotAppItem>[] => [
  { title: '排名', value: (r) => r.rank },
  ...appExportColumns(country),
  { title: type === 'income' ? '月收入（元）' : '月下载量', value: (r) => r.monthTotal },
  { title: '上月排名', value: (r) => r.preRank || '' },
  { title: '排名变化', value: (r) => (r.preRank === 0 ? '新上榜' : r.rankChange) },
];

/**
 * 下载/收入榜 (spec 2.1 RankHotApp): the apps with the most estimated downloads (or income) in a
 * month, top 200 of a genre, with their rank the month before (Home's monthly boards link here).
 */
export function RankHotAppPage() {
  const [v, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const params = {
    country: v.country,
    genreId: v.genreId,
    dateType: v.dateType,
    date: v.date || undefined,
    type: v.type,
  };
  const answer = useViewAnswer(useHotAppListQuery({ ...params, page: v.page }));
  const month = v.date || answer.data?.month;
  const maxMonth = today ? dayjs(today, 'YYYYMMDD') : null;
  const board = `${BOARDS[v.type].name} · ${genreName(v.genreId) ?? v.genreId}`;
  return (
    <DataPage
      title="下载/收入榜"
      intro="App Store 应用每月的下载量与收入估算排行，按上月排名对比；估算来自榜单排名与校准数据。"
      testId="rank-hot-app-page"
      extra={
        <ExportButton
          filename={`${BOARDS[v.type].name}_${v.country}_${v.genreId}_${month ?? ''}`}
          columns={exportColumns(v.type, v.country)}
          rows={() => fetchAllPages((page, pageSize) => fetchData(hotAppList, { ...params, page, pageSize }))}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country, page: 1 })} />
          <Filter label="分类">
            <GenreSelect value={v.genreId} onChange={(genreId) => set({ genreId, page: 1 })} />
          </Filter>
          <Filter label="月份">
            <DatePicker
              picker="month"
              value={month ? dayjs(month, 'YYYY-MM') : null}
              onChange={(d: Dayjs | null) => d && set({ date: d.format('YYYY-MM'), page: 1 })}
              disabledDate={(d) => maxMonth !== null && d.isAfter(maxMonth, 'month')}
              allowClear={false}
              format="YYYY年M月"
              style={{ width: 140 }}
              data-testid="month-picker"
            />
          </Filter>
        </>
      }
    >
      <DataBlock
        title={
          <span className={styles.blockFilters}>
            <Segmented<MonthlyType>
              value={v.type}
              onChange={(type) => set({ type, page: 1 })}
              options={MONTHLY_TYPES.map((t) => ({ value: t, label: BOARDS[t].name }))}
              data-testid="hot-app-type"
            />
            <span className={styles.total}>{month ? `${monthLabel(month)} · ${board}` : board}</span>
          </span>
        }
        testId="hot-app-block"
      >
        {answer.failure ?? (
          <Table<HotAppItem>
            className={answer.stale ? `${styles.table} ${styles.stale}` : styles.table}
            rowKey="appId"
            columns={columns(v.type, v.country)}
            dataSource={answer.data?.list ?? []}
            size="middle"
            locale={emptyLocale(answer.loading, month ? `${monthLabel(month)}暂无数据` : DATA_TEXTS.empty)}
            onRow={() => ({ 'data-testid': 'hot-app-row' }) as HTMLAttributes<HTMLElement>}
            pagination={serverPagination(answer.data, v.page, (page) => set({ page }), '款应用')}
            data-testid="hot-app-table"
          />
        )}
      </DataBlock>
    </DataPage>
  );
}
