import { useMemo, useState } from 'react';
import {
  KEYWORD_HEAT_BANDS,
  KEYWORD_RANK_BANDS,
  NO_VALUE,
  type DataOf,
  type KeywordCoverRow,
  type reportKeywordSummary,
} from '@bangyan/contract';
import { useReportListQuery, useReportSummaryQuery } from '../../../api/appCoverage.ts';
import { ChartBox } from '../../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../../components/page/DataPage.tsx';
import { intParam, useUrlParams } from '../../../lib/urlParams.ts';
import { barsOption } from '../../../components/charts/chartOptions.ts';
import { Stat } from '../../../components/data/Stat.tsx';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import { AppFrame } from '../AppFrame.tsx';
import { APP_PARAMS } from '../appParams.ts';
import { coverColumns } from './coverColumns.tsx';
import { KeywordRankModal } from './KeywordRankModal.tsx';
import { COVER_PAGE_SIZE, KeywordPageTable } from './KeywordPageTable.tsx';
import styles from './Coverage.module.css';

type Report = DataOf<typeof reportKeywordSummary>;
/** -1: every band. */
const PARAMS = {
  ...APP_PARAMS,
  rankBand: intParam(-1, (n) => n >= -1 && n < KEYWORD_RANK_BANDS.length),
  heatBand: intParam(-1, (n) => n >= -1 && n < KEYWORD_HEAT_BANDS.length),
  page: intParam(1, (n) => n >= 1),
};
const bandParam = (n: number) => (n === -1 ? undefined : n);

/** Keywords per rank band now and 24 h earlier. */
const bandsOption = (r: Report) =>
  barsOption(
    KEYWORD_RANK_BANDS.map((b) => `第${b.label}名`),
    [
      { name: '当前', data: r.rankBands.map((b) => b.count) },
      { name: '24小时前', data: r.rankBands.map((b) => b.previousCount) },
    ],
    { unit: '关键词数' },
  );

/** The rank × heat table: each count picks its band(s) for the list below. */
function BandMatrix({
  report,
  rankBand,
  heatBand,
  onPick,
}: {
  report: Report;
  rankBand: number;
  heatBand: number;
  onPick: (rankBand: number, heatBand: number) => void;
}) {
  const cell = (r: number, h: number, count: number) => (
    <button
      type="button"
      className={styles.cell}
      aria-pressed={rankBand === r && heatBand === h}
      onClick={() => onPick(r, h)}
      data-testid={`band-${r}-${h}`}
    >
      {count}
    </button>
  );
  return (
    <table className={styles.matrix} data-testid="band-matrix">
      <thead>
        <tr>
          <th scope="col">排名 \ 热度</th>
          {KEYWORD_HEAT_BANDS.map((b) => (
            <th key={b.label} scope="col">
              {b.label}
            </th>
          ))}
          <th scope="col">合计</th>
          <th scope="col">新进 / 上升 / 下降</th>
        </tr>
      </thead>
      <tbody>
        {KEYWORD_RANK_BANDS.map((b, r) => (
          <tr key={b.label}>
            <th scope="row">第{b.label}名</th>
            {report.cells[r]!.map((count, h) => (
              <td key={h}>{cell(r, h, count)}</td>
            ))}
            <td>{cell(r, -1, report.rankBands[r]!.count)}</td>
            <td className={styles.moves}>
              {report.rankBands[r]!.entered} / {report.rankBands[r]!.up} / {report.rankBands[r]!.down}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">合计</th>
          {report.heatBands.map((count, h) => (
            <td key={h}>{cell(-1, h, count)}</td>
          ))}
          <td>{cell(-1, -1, report.ranked)}</td>
          <td />
        </tr>
      </tbody>
    </table>
  );
}

/**
 * 关键词报告 (pages.md "iOS app detail" keywordreport): the keywords the app ranks for now by rank
 * band and heat band, each rank band against 24 h earlier (and the keywords that came into it, rose
 * into it or fell into it), and the keywords of the band picked in the table (in the address).
 */
export function KeywordReportPage() {
  const [v, set] = useUrlParams(PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country, page: 1 })}
      title="关键词报告"
      testId="keyword-report-page"
    >
      {() => (
        <Report
          appId={v.appId}
          country={v.country}
          rankBand={v.rankBand}
          heatBand={v.heatBand}
          page={v.page}
          onChange={set}
        />
      )}
    </AppFrame>
  );
}

function Report({
  appId,
  country,
  rankBand,
  heatBand,
  page,
  onChange,
}: {
  appId: string;
  country: string;
  rankBand: number;
  heatBand: number;
  page: number;
  onChange: (changes: { rankBand?: number; heatBand?: number; page?: number }) => void;
}) {
  const [rankOf, setRankOf] = useState<{ id: number; text: string } | null>(null);
  const summary = useViewAnswer(useReportSummaryQuery({ appId, country }));
  const list = useViewAnswer(
    useReportListQuery({
      appId,
      country,
      rankBand: bandParam(rankBand),
      heatBand: bandParam(heatBand),
      page,
      pageSize: COVER_PAGE_SIZE,
    }),
  );
  const report = summary.data;
  const option = useMemo(() => (report && report.ranked > 0 ? bandsOption(report) : null), [report]);
  const picked = [
    rankBand === -1 ? '全部排名' : `第${KEYWORD_RANK_BANDS[rankBand]!.label}名`,
    heatBand === -1 ? '全部热度' : `热度 ${KEYWORD_HEAT_BANDS[heatBand]!.label}`,
  ].join(' · ');
  return (
    <>
      <DataBlock title="关键词分布" testId="report-summary">
        {summary.failure ?? (
          <>
            <div className={`${styles.stats} ${summary.stale ? styles.stale : ''}`}>
              <Stat label="有排名的关键词" value={report ? report.ranked : NO_VALUE} testId="report-ranked" />
              {KEYWORD_RANK_BANDS.map((b, i) => (
                <Stat
                  key={b.label}
                  label={`第${b.label}名`}
                  value={report ? report.rankBands[i]!.count : NO_VALUE}
                  testId={`report-band-${i}`}
                />
              ))}
            </div>
            <p className={styles.note}>
              {report ? `数据时间 ${report.time}，对比 ${report.previousTime}。` : ''}柱状图为各排名区间当前与 24
              小时前的关键词数（24 小时前的统计只含当前仍有排名的关键词）；点击下表数字查看对应关键词。
            </p>
            <ChartBox
              option={option}
              height={260}
              loading={summary.loading}
              error={summary.error}
              empty={option === null}
              testId="report-chart"
            />
            {report && (
              <BandMatrix
                report={report}
                rankBand={rankBand}
                heatBand={heatBand}
                onPick={(r, h) => onChange({ rankBand: r, heatBand: h, page: 1 })}
              />
            )}
          </>
        )}
      </DataBlock>
      <DataBlock title={`关键词：${picked}`} testId="report-list">
        <KeywordPageTable<KeywordCoverRow>
          answer={list}
          rows={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          page={page}
          columns={coverColumns({ onKeyword: setRankOf })}
          rowTestId="report-row"
          empty="暂无数据：该区间没有关键词"
          onChange={(p) => onChange({ page: p.current ?? 1 })}
        />
        <KeywordRankModal appId={appId} country={country} keyword={rankOf} onClose={() => setRankOf(null)} />
      </DataBlock>
    </>
  );
}
