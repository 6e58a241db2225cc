import { useMemo } from 'react';
import { Link } from 'react-router';
import { Segmented, type TableColumnsType } from 'antd';
import {
  CHART_TYPE_NAMES,
  genreName,
  HOT_COMPANY_TYPES,
  type HotCompanyRow,
  type HotCompanyType,
} from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage, Filter } from '../../../../components/page/DataPage.tsx';
import { RankChange } from '../../../../components/RankChange.tsx';
import { companyPath } from '../../../../components/search/searchTargets.ts';
import type { ExportColumn } from '../../../../lib/export.ts';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { RankBadge } from '../../../../components/boards/RankBadge.tsx';
import { hotCompanyQuery } from '../viewQueries.ts';
import { barsOption } from '../../../../components/charts/chartOptions.ts';
import { CountryFilter } from '../../../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { GenreFilter } from '../../../../components/filters/GenreFilter.tsx';
import { MiniApp } from '../../../../components/apps/MiniApp.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import styles from '../parts/Views.module.css';

const TYPE_LABELS: Record<HotCompanyType, string> = {
  all: '全部榜单',
  free: `${CHART_TYPE_NAMES.free}榜`,
  charge: `${CHART_TYPE_NAMES.charge}榜`,
  grossing: `${CHART_TYPE_NAMES.grossing}榜`,
};
/** The developers drawn in the chart. */
const CHART_COMPANIES = 15;

type Row = HotCompanyRow & { place: number };

/** Apps on the charts now against 24 h earlier (0 without an earlier chart): ↑n more, ↓n fewer, '-' the same. */
const appsChange = (r: Row) => (r.previousApps === null ? 0 : r.apps - r.previousApps);

function columns(country: string): TableColumnsType<Row> {
  return [
    { key: 'place', title: '排名', width: 72, align: 'center', render: (_, r) => <RankBadge rank={r.place} /> },
    {
      key: 'company',
      title: '开发者',
      width: 220,
      render: (_, r) => (
        <Link to={companyPath(r.companyId)} className={styles.genreLink} data-testid="company-link">
          {r.companyName || r.companyId}
        </Link>
      ),
    },
    {
      key: 'apps',
      title: '上榜应用',
      width: 100,
      align: 'center',
      sorter: (a, b) => a.apps - b.apps,
      render: (_, r) => <span className={styles.num}>{r.apps}</span>,
    },
    {
      key: 'change',
      title: '较24小时前',
      width: 104,
      align: 'center',
      sorter: (a, b) => appsChange(a) - appsChange(b),
      render: (_, r) => <RankChange change={appsChange(r)} />,
    },
    {
      key: 'top10',
      title: '前10名应用',
      width: 104,
      align: 'center',
      sorter: (a, b) => a.top10 - b.top10,
      render: (_, r) => <span className={styles.num}>{r.top10}</span>,
    },
    {
      key: 'best',
      title: '最高排名',
      width: 96,
      align: 'center',
      sorter: (a, b) => a.bestRank - b.bestRank,
      render: (_, r) => <span className={styles.num}>{r.bestRank}</span>,
    },
    {
      key: 'apps-shown',
      title: '代表应用',
      render: (_, r) => (
        <div className={styles.miniList}>
          {r.topApps.map((a) => (
            <span key={a.appId} title={`${CHART_TYPE_NAMES[a.type]}榜第${a.rank}名`}>
              <MiniApp app={a} country={country} size={20} />
            </span>
          ))}
        </div>
      ),
    },
  ];
}

const EXPORT_COLUMNS: ExportColumn<Row>[] = [
  { title: '排名', value: (r) => r.place },
  { title: '开发者ID', value: (r) => r.companyId },
  { title: '开发者', value: (r) => r.companyName },
  { title: '上榜应用数', value: (r) => r.apps },
  { title: '24小时前上榜应用数', value: (r) => r.previousApps },
  { title: '前10名应用数', value: (r) => r.top10 },
  { title: '最高排名', value: (r) => r.bestRank },
  { title: '代表应用', value: (r) => r.topApps.map((a) => a.trackName).join('、') },
];

/**
 * 热门开发者 (pages.md hotartist; spec 7 hotCompany): developers ranked by their apps on a genre's
 * charts (all three or one) on a day: apps on them and the change in 24 h, apps in a top 10, the
 * best place and the best-placed apps; the leading developers as a chart.
 */
export function HotArtistPage() {
  const [v, set] = useUrlParams(hotCompanyQuery.spec);
  const today = useMarketToday();
  const answer = useViewAnswer(hotCompanyQuery.useQuery(v));
  const rows = useMemo(() => (answer.data?.list ?? []).map((r, i) => ({ ...r, place: i + 1 })), [answer.data]);
  const option = useMemo(() => {
    const top = rows.slice(0, CHART_COMPANIES);
    if (top.length === 0) return null;
    return barsOption(
      top.map((r) => r.companyName || r.companyId),
      [
        { name: '上榜应用', data: top.map((r) => r.apps) },
        { name: '前10名应用', data: top.map((r) => r.top10) },
      ],
      { unit: '款', horizontal: true },
    );
  }, [rows]);

  return (
    <DataPage
      title="热门开发者"
      intro="按上榜应用数排列的开发者：在所选分类榜单上的应用数、前 10 名应用数与最高排名。"
      testId="hotartist-page"
      extra={
        <>
          {answer.data?.time && <span data-testid="data-time">数据时间 {answer.data.time}</span>}
          <ExportButton
            filename={`热门开发者_${v.country}_${v.type}_${v.genre}_${v.date || today || ''}`}
            columns={EXPORT_COLUMNS}
            rows={() => rows}
          />
        </>
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <GenreFilter value={v.genre} onChange={(genre) => set({ genre })} />
          <DayFilter value={v.date} today={today} onChange={(date) => set({ date })} testId="day-filter" />
          <Filter label="榜单">
            <Segmented<HotCompanyType>
              value={v.type}
              onChange={(type) => set({ type })}
              options={HOT_COMPANY_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              data-testid="company-type"
            />
          </Filter>
        </>
      }
    >
      <DataBlock title={`上榜应用最多的开发者 · ${genreName(v.genre) ?? v.genre}`} testId="hotartist-chart">
        <ChartBox
          option={option}
          height={340}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="hotartist-bars"
        />
      </DataBlock>
      <DataBlock title="开发者排行" testId="hotartist-table">
        <ViewTable<Row>
          answer={answer}
          rows={rows}
          columns={columns(v.country)}
          rowKey="companyId"
          rowTestId="company-row"
          empty="该日暂无榜单数据"
          pageSize={20}
          total={(n) => `共 ${n} 家开发者`}
        />
      </DataBlock>
    </DataPage>
  );
}
