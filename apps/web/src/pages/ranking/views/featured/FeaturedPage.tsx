import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { FEATURED_LABELS, NO_VALUE, RANK_SENTINEL, type FeaturedRow } from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage } from '../../../../components/page/DataPage.tsx';
import { RankChange } from '../../../../components/RankChange.tsx';
import type { ExportColumn } from '../../../../lib/export.ts';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { featuredQuery } from '../viewQueries.ts';
import { signedBarsOption } from '../../../../components/charts/chartOptions.ts';
import { AppCell } from '../../../../components/apps/AppCell.tsx';
import { CountryFilter } from '../../../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { Stat } from '../../../../components/data/Stat.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import { KIND_NAMES, lift, Place, placeOrder } from '../../../../components/apps/featuredCells.tsx';
import styles from '../parts/Views.module.css';

function columns(country: string): TableColumnsType<FeaturedRow> {
  return [
    { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
    {
      key: 'label',
      title: '推荐类型',
      width: 110,
      align: 'center',
      render: (_, r) => <Tag color={r.label === FEATURED_LABELS.newRelease ? 'blue' : 'gold'}>{r.label}</Tag>,
    },
    { key: 'kind', title: '类别', width: 72, align: 'center', render: (_, r) => KIND_NAMES[r.kind] },
    {
      key: 'featuredAt',
      title: '推荐时间',
      width: 150,
      align: 'center',
      sorter: (a, b) => a.featuredAt.localeCompare(b.featuredAt),
      render: (_, r) => <span className={styles.num}>{r.featuredAt}</span>,
    },
    {
      key: 'current',
      title: '状态',
      width: 90,
      align: 'center',
      render: (_, r) => (r.current ? <Tag color="green">推荐中</Tag> : <span className={styles.muted}>已结束</span>),
    },
    {
      key: 'before',
      title: '推荐前总榜',
      width: 104,
      align: 'center',
      sorter: (a, b) => placeOrder(a.rankBefore) - placeOrder(b.rankBefore),
      render: (_, r) => <Place rank={r.rankBefore} />,
    },
    {
      key: 'after',
      title: '当前总榜',
      width: 96,
      align: 'center',
      sorter: (a, b) => placeOrder(a.rankAfter) - placeOrder(b.rankAfter),
      render: (_, r) => <Place rank={r.rankAfter} />,
    },
    {
      key: 'lift',
      title: '排名变化',
      width: 96,
      align: 'center',
      sorter: (a, b) => Math.min(lift(a), RANK_SENTINEL) - Math.min(lift(b), RANK_SENTINEL),
      render: (_, r) => (
        <RankChange change={lift(r)} preRank={r.rankBefore === 0 && (r.rankAfter ?? 0) > 0 ? 0 : undefined} />
      ),
    },
  ];
}

const EXPORT_COLUMNS: ExportColumn<FeaturedRow>[] = [
  { title: '应用ID', value: (r) => r.appId },
  { title: '应用名称', value: (r) => r.trackName },
  { title: '开发者', value: (r) => r.developerName },
  { title: '推荐类型', value: (r) => r.label },
  { title: '类别', value: (r) => KIND_NAMES[r.kind] },
  { title: '推荐时间', value: (r) => r.featuredAt },
  { title: '状态', value: (r) => (r.current ? '推荐中' : '已结束') },
  { title: '推荐前总榜排名', value: (r) => r.rankBefore ?? '' },
  { title: '当前总榜排名', value: (r) => r.rankAfter ?? '' },
];

/**
 * 今日推荐 (pages.md featured): the apps the App Store featured on the picked day (its Today page,
 * as the market engine collected it), their label and time, whether still featured, and where
 * each stood on the overall chart of its price before it was put up and at the end of the day.
 */
export function FeaturedPage() {
  const [v, set] = useUrlParams(featuredQuery.spec);
  const today = useMarketToday();
  const answer = useViewAnswer(featuredQuery.useQuery(v));
  const rows = useMemo(() => answer.data?.list ?? [], [answer.data]);
  const option = useMemo(() => {
    const moved = rows.filter((r) => (r.rankBefore ?? 0) > 0 && (r.rankAfter ?? 0) > 0 && lift(r) !== 0);
    return moved.length === 0
      ? null
      : signedBarsOption(
          moved.map((r) => ({ name: r.trackName || r.appId, value: lift(r) })),
          '推荐后排名变化',
        );
  }, [rows]);
  const count = (f: (r: FeaturedRow) => boolean) => (answer.data ? rows.filter(f).length : NO_VALUE);

  return (
    <DataPage
      title="今日推荐"
      intro="App Store「Today」页面当天推荐的应用与游戏，以及推荐前后在总榜上的排名变化。"
      testId="featured-page"
      extra={
        <>
          {answer.data?.time && <span data-testid="data-time">数据时间 {answer.data.time}</span>}
          <ExportButton
            filename={`今日推荐_${v.country}_${answer.data?.date ?? ''}`}
            columns={EXPORT_COLUMNS}
            rows={() => rows}
          />
        </>
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <DayFilter value={v.date} today={today} onChange={(date) => set({ date })} testId="day-filter" />
        </>
      }
    >
      <DataBlock title="推荐概况" testId="featured-summary">
        <div className={`${styles.stats} ${answer.stale ? styles.stale : ''}`}>
          <Stat label="当天推荐" value={count(() => true)} tone="new" testId="featured-count" />
          <Stat label="仍在推荐" value={count((r) => r.current)} />
          <Stat label="新品推荐" value={count((r) => r.label === FEATURED_LABELS.newRelease)} />
          <Stat label="游戏" value={count((r) => r.kind === 'game')} />
          <Stat label="推荐后排名上升" value={count((r) => lift(r) > 0)} tone="up" />
        </div>
      </DataBlock>
      <DataBlock title="推荐后的总榜排名变化" testId="featured-chart">
        <ChartBox
          option={option}
          height={Math.max(200, rows.length * 36)}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="featured-bars"
        />
      </DataBlock>
      <DataBlock title="推荐应用" testId="featured-table">
        <ViewTable<FeaturedRow>
          answer={answer}
          rows={rows}
          columns={columns(v.country)}
          rowKey={(r) => `${r.appId}-${r.featuredAt}`}
          rowTestId="featured-row"
          empty="该日暂无推荐数据"
          pageSize={false}
        />
      </DataBlock>
    </DataPage>
  );
}
