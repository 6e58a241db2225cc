import { useMemo } from 'react';
import { Link } from 'react-router';
import { Segmented, type TableColumnsType } from 'antd';
import {
  CHART_TYPE_NAMES,
  GENRE_KINDS,
  NO_VALUE,
  type ChartDigest,
  type ChartMovementView,
  type GenreKindFilter,
} from '@bangyan/contract';
import { useMarketToday } from '../../../../api/monitor.ts';
import { ChartBox } from '../../../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { DataBlock, DataPage, Filter } from '../../../../components/page/DataPage.tsx';
import { RankChange } from '../../../../components/RankChange.tsx';
import type { ExportColumn } from '../../../../lib/export.ts';
import { useUrlParams } from '../../../../lib/urlParams.ts';
import { RankBadge } from '../../../../components/boards/RankBadge.tsx';
import { hotIndustryQuery } from '../viewQueries.ts';
import { barsOption } from '../../../../components/charts/chartOptions.ts';
import { chartPath } from '../parts/chartPath.ts';
import { ChartTypeTitle } from '../parts/ChartTypeTitle.tsx';
import { CountryFilter } from '../../../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../../../components/filters/DayFilter.tsx';
import { MiniApp } from '../../../../components/apps/MiniApp.tsx';
import { useViewAnswer } from '../../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../../components/data/ViewTable.tsx';
import styles from '../parts/Views.module.css';

const KIND_LABELS: Record<GenreKindFilter, string> = { all: '全部分类', app: '应用', game: '游戏' };
/** The genres drawn in the chart. */
const CHART_GENRES = 20;

type Row = ChartDigest & { place: number; movement: ChartMovementView };

const COUNTS = [
  { key: 'entered', title: '新进榜' },
  { key: 'left', title: '跌出榜' },
  { key: 'up', title: '上升' },
  { key: 'down', title: '下降' },
] as const;

function columns(country: string, date: string): TableColumnsType<Row> {
  return [
    { key: 'place', title: '排名', width: 72, align: 'center', render: (_, r) => <RankBadge rank={r.place} /> },
    {
      key: 'genre',
      title: '分类',
      width: 110,
      render: (_, r) => (
        <Link
          to={chartPath({ genre: r.genre, type: r.type, country, date })}
          className={styles.genreLink}
          data-testid="industry-genre"
        >
          {r.genreName}
        </Link>
      ),
    },
    {
      key: 'index',
      title: '变动指数',
      width: 100,
      align: 'center',
      sorter: (a, b) => a.movement.index - b.movement.index,
      render: (_, r) => <strong className={styles.num}>{r.movement.index}</strong>,
    },
    ...COUNTS.map((c): TableColumnsType<Row>[number] => ({
      key: c.key,
      title: c.title,
      width: 84,
      align: 'center',
      sorter: (a, b) => a.movement[c.key] - b.movement[c.key],
      render: (_, r) => <span className={styles.num}>{r.movement[c.key]}</span>,
    })),
    {
      key: 'leader',
      title: '榜首',
      width: 190,
      render: (_, r) => (r.leaders[0] ? <MiniApp app={r.leaders[0]} country={country} /> : NO_VALUE),
    },
    {
      key: 'riser',
      title: '最大升幅',
      width: 230,
      render: (_, r) =>
        r.riser ? (
          <span className={styles.filterGroup}>
            <MiniApp app={r.riser} country={country} />
            <RankChange change={r.riser.rankChange} />
          </span>
        ) : (
          <span className={styles.muted}>{NO_VALUE}</span>
        ),
    },
  ];
}

const EXPORT_COLUMNS: ExportColumn<Row>[] = [
  { title: '排名', value: (r) => r.place },
  { title: '分类', value: (r) => r.genreName },
  { title: '变动指数', value: (r) => r.movement.index },
  ...COUNTS.map((c): ExportColumn<Row> => ({ title: c.title, value: (r) => r.movement[c.key] })),
  { title: '榜首', value: (r) => r.leaders[0]?.trackName },
  { title: '最大升幅', value: (r) => r.riser && `${r.riser.trackName} ↑${r.riser.rankChange}` },
  { title: '数据时间', value: (r) => r.time },
];

/**
 * 热门行业 (pages.md hotindustry; spec 7 hotIndustry): genres ranked by how much their chart of a
 * type moved in the 24 h to the picked day (the movement index: the mean places moved as a share
 * of the chart, newcomers counted from below it), with the apps that entered, left, rose and fell,
 * the leader and the biggest climber.
 */
export function HotIndustryPage() {
  const [v, set] = useUrlParams(hotIndustryQuery.spec);
  const today = useMarketToday();
  const answer = useViewAnswer(hotIndustryQuery.useQuery(v));
  const rows = useMemo(
    () =>
      (answer.data?.list ?? []).flatMap((r, i) => (r.movement ? [{ ...r, movement: r.movement, place: i + 1 }] : [])),
    [answer.data],
  );
  const option = useMemo(() => {
    const top = rows.slice(0, CHART_GENRES);
    return top.length === 0
      ? null
      : barsOption(
          top.map((r) => r.genreName),
          [{ name: '变动指数', data: top.map((r) => r.movement.index) }],
        );
  }, [rows]);

  return (
    <DataPage
      title="热门行业"
      intro="按 24 小时榜单变动排列的分类：变动指数为榜单应用平均变动名次占榜单深度的百分比，新进榜应用从榜单之外计算。"
      testId="hotindustry-page"
      extra={
        <ExportButton
          filename={`热门行业_${v.country}_${v.type}_${answer.data?.date ?? ''}`}
          columns={EXPORT_COLUMNS}
          rows={() => rows}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <DayFilter value={v.date} today={today} onChange={(date) => set({ date })} testId="day-filter" />
          <Filter label="类别">
            <Segmented<GenreKindFilter>
              value={v.kind}
              onChange={(kind) => set({ kind })}
              options={GENRE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
              data-testid="kind-switch"
            />
          </Filter>
        </>
      }
    >
      <DataBlock
        title={
          <ChartTypeTitle
            type={v.type}
            onChange={(type) => set({ type })}
            note={`各分类${CHART_TYPE_NAMES[v.type]}榜变动指数`}
          />
        }
        testId="hotindustry-chart"
      >
        <ChartBox
          option={option}
          height={340}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="hotindustry-bars"
        />
      </DataBlock>
      <DataBlock title="分类排行" testId="hotindustry-table">
        <ViewTable<Row>
          answer={answer}
          rows={rows}
          columns={columns(v.country, v.date)}
          rowKey="genre"
          rowTestId="industry-row"
          empty="该日暂无可对比的榜单"
        />
      </DataBlock>
    </DataPage>
  );
}
