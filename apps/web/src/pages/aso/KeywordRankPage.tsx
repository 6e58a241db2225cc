import type { HTMLAttributes } from 'react';
import { Segmented, Table, type TableColumnsType } from 'antd';
import {
  DEFAULT_COUNTRY,
  engineDay,
  formatNumber,
  isCountryCode,
  KEYWORD_LIST_TYPES,
  keywordRank,
  NO_VALUE,
  parseYmd,
  type KeywordListType,
  type KeywordRankItem,
  KEYWORD_HEAT_TEXTS,
} from '@bangyan/contract';
import { fetchData } from '../../api/client.ts';
import { fetchAllPages, useKeywordRankQuery } from '../../api/market.ts';
import { useMarketToday } from '../../api/monitor.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { enumParam, intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { RankBadge } from '../../components/boards/RankBadge.tsx';
import { DayFilter } from '../../components/filters/DayFilter.tsx';
import { emptyLocale } from '../../components/data/DataState.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { Diff } from '../../components/data/Diff.tsx';
import { KeywordLink } from '../../components/search/KeywordLink.tsx';
import { serverPagination } from '../../components/data/serverPagination.ts';
import tableStyles from '../../components/data/Table.module.css';

/** The keyword heat lists' address: which list, the day ('' = today), the storefront, the page. */
const PARAMS = {
  listType: enumParam(KEYWORD_LIST_TYPES, 'hot'),
  date: textParam(
    () => '',
    (s) => parseYmd(s) !== null,
  ),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
  page: intParam(1, (n) => n >= 1),
};

const LISTS: Record<KeywordListType, { name: string; empty: string }> = {
  hot: { name: '热度榜', empty: '暂无关键词热度数据' },
  new: { name: '新词榜', empty: '当日暂无新出现的热词' },
  rise: { name: '飙升榜', empty: '当日暂无热度上升的关键词' },
};

/** Heat gained against the day before; null for a keyword new that day. */
const heatChange = (r: KeywordRankItem): number | null => (r.previousHeat === null ? null : r.heat - r.previousHeat);

function columns(country: string): TableColumnsType<KeywordRankItem> {
  const num = (n: number | null) =>
    n === null ? (
      <span className={tableStyles.muted}>{NO_VALUE}</span>
    ) : (
      <span className={tableStyles.num}>{formatNumber(n)}</span>
    );
  return [
    { key: 'rank', title: '排名', width: 72, align: 'center', render: (_, r) => <RankBadge rank={r.rank} /> },
    { key: 'keyword', title: '关键词', render: (_, r) => <KeywordLink keyword={r.keyword} country={country} /> },
    {
      key: 'heat',
      title: '热度',
      width: 120,
      align: 'right',
      sorter: (a, b) => a.heat - b.heat,
      render: (_, r) => num(r.heat),
    },
    {
      key: 'change',
      title: '较前一日',
      width: 120,
      align: 'right',
      sorter: (a, b) => (heatChange(a) ?? Infinity) - (heatChange(b) ?? Infinity),
      render: (_, r) => {
        const change = heatChange(r);
        if (change === null) return <span className={tableStyles.diffUp}>新词</span>;
        return change === 0 ? <span className={tableStyles.muted}>{NO_VALUE}</span> : <Diff value={change} />;
      },
    },
    {
      key: 'popularity',
      title: '搜索指数',
      width: 110,
      align: 'right',
      sorter: (a, b) => (a.popularity ?? 0) - (b.popularity ?? 0),
      render: (_, r) => num(r.popularity),
    },
    {
      key: 'results',
      title: '搜索结果数',
      width: 120,
      align: 'right',
      sorter: (a, b) => (a.resultCount ?? 0) - (b.resultCount ?? 0),
      render: (_, r) => num(r.resultCount),
    },
  ];
}

const EXPORT_COLUMNS: ExportColumn<KeywordRankItem>[] = [
  { title: '排名', value: (r) => r.rank },
  { title: '关键词', value: (r) => r.keyword },
  { title: '热度', value: (r) => r.heat },
  { title: '前一日热度', value: (r) => r.previousHeat },
  { title: '搜索指数', value: (r) => r.popularity },
  { title: '搜索结果数', value: (r) => r.resultCount },
];

/**
 * 关键词热度榜 (pages.md: keywords ranked by heat, with new and rising keywords): the storefront's
 * keywords on a day by heat (data.md "Keyword heat"), the ones new that day, the ones that warmed
 * up most against the day before.
 */
export function KeywordRankPage() {
  const [v, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const params = { country: v.country, date: v.date || undefined, listType: v.listType };
  const answer = useViewAnswer(useKeywordRankQuery({ ...params, page: v.page }));
  const data = answer.data;
  return (
    <DataPage
      title="关键词热度榜"
      intro={`App Store 搜索关键词按热度排行：热度榜、当日新出现的新词榜与热度上升最多的飙升榜。${KEYWORD_HEAT_TEXTS.heat}${KEYWORD_HEAT_TEXTS.popularity}`}
      testId="keyword-rank-page"
      extra={
        <ExportButton
          filename={`关键词${LISTS[v.listType].name}_${v.country}_${data?.date ?? ''}`}
          columns={EXPORT_COLUMNS}
          rows={() => fetchAllPages((page, pageSize) => fetchData(keywordRank, { ...params, page, pageSize }))}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country, page: 1 })} />
          <DayFilter value={v.date} today={today} onChange={(date) => set({ date, page: 1 })} testId="day-filter" />
        </>
      }
    >
      <DataBlock
        title={
          <Segmented<KeywordListType>
            value={v.listType}
            onChange={(listType) => set({ listType, page: 1 })}
            options={KEYWORD_LIST_TYPES.map((t) => ({ value: t, label: LISTS[t].name }))}
            data-testid="list-type-tabs"
          />
        }
        testId="keyword-rank-block"
      >
        {data?.date ? (
          <p className={tableStyles.note} data-testid="keyword-rank-note">
            数据日期 {engineDay(data.date)}
            {data.previousDate ? ` · 对比 ${engineDay(data.previousDate)}` : ' · 前一日无数据可对比'}
          </p>
        ) : null}
        {answer.failure ?? (
          <Table<KeywordRankItem>
            className={answer.stale ? `${tableStyles.table} ${tableStyles.stale}` : tableStyles.table}
            rowKey="keyword"
            columns={columns(v.country)}
            dataSource={data?.list ?? []}
            size="middle"
            locale={emptyLocale(answer.loading, LISTS[v.listType].empty)}
            onRow={() => ({ 'data-testid': 'keyword-row' }) as HTMLAttributes<HTMLElement>}
            pagination={serverPagination(data, v.page, (page) => set({ page }), '个关键词')}
            data-testid="keyword-rank-table"
          />
        )}
      </DataBlock>
    </DataPage>
  );
}
