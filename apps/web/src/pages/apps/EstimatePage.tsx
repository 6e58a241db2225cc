import { useMemo } from 'react';
import { Button, Segmented } from 'antd';
import { ESTIMATE_SPANS, formatNumber } from '@bangyan/contract';
import {
  useDownloadEstimateLineQuery,
  useDownloadEstimateQuery,
  useEstimateLimitCheckQuery,
  useIncomeEstimateLineQuery,
  useIncomeEstimateQuery,
} from '../../api/appFigures.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { intParam, useUrlParams } from '../../lib/urlParams.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { calibrationNote, Figure, lineOption, modelColumns, type Line, type Model } from './estimateParts.tsx';
import styles from '../../components/appDetail/AppFigures.module.css';

type Span = (typeof ESTIMATE_SPANS)[number];
type Metric = 'downloads' | 'revenue';

const PARAMS = { ...APP_PARAMS, days: intParam(30, (n) => (ESTIMATE_SPANS as readonly number[]).includes(n)) };
const SPAN_LABELS: Record<Span, string> = { 7: '7天', 30: '30天', 90: '90天', 180: '180天', 365: '1年' };

/** What differs between the download and the income page. */
const METRICS: Record<
  Metric,
  {
    title: string;
    noun: string;
    charts: string;
    format: (n: number) => string;
    useSummary: typeof useDownloadEstimateQuery;
    useLine: typeof useDownloadEstimateLineQuery;
  }
> = {
  downloads: {
    title: '下载量预估',
    noun: '下载量',
    charts: '免费榜和付费榜',
    format: (n) => formatNumber(Math.round(n)),
    useSummary: useDownloadEstimateQuery,
    useLine: useDownloadEstimateLineQuery,
  },
  revenue: {
    title: '收入预估',
    noun: '收入',
    charts: '畅销榜',
    format: (n) => `¥${formatNumber(Math.round(n))}`,
    useSummary: useIncomeEstimateQuery,
    useLine: useIncomeEstimateLineQuery,
  },
};

/**
 * downloadestimate / incomeestimate (pages.md "iOS app detail"; data.md "Download estimate"): the
 * latest day's estimate and 7/30/90-day totals with their bands, the daily line over a span the
 * tier allows (estimateLimitCheck; beyond it the limit dialog), and how the figures were derived.
 */
function EstimatePage({ metric }: { metric: Metric }) {
  const [v, set] = useUrlParams(PARAMS);
  const m = METRICS[metric];
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title={m.title}
      testId={`app-${metric}-estimate-page`}
    >
      {() => (
        <Estimates
          metric={metric}
          appId={v.appId}
          country={v.country}
          days={v.days as Span}
          onDays={(days) => set({ days })}
        />
      )}
    </AppFrame>
  );
}

function Estimates({
  metric,
  appId,
  country,
  days,
  onDays,
}: {
  metric: Metric;
  appId: string;
  country: string;
  days: Span;
  onDays: (days: Span) => void;
}) {
  const m = METRICS[metric];
  const summary = useViewAnswer(m.useSummary({ appId, country }));
  const check = useViewAnswer(useEstimateLimitCheckQuery({ appId, country, days }));
  // The line waits for this span's check, so a span beyond the tier asks once and shows one dialog.
  const allowed = check.data?.days === days && !check.stale;
  const line = useViewAnswer(m.useLine({ appId, country, days }, allowed));
  const s = summary.data;
  const option = useMemo(
    () =>
      line.data && line.data.points.some((p) => p.value !== null) ? lineOption(line.data, m.noun, m.format) : null,
    [line.data, m],
  );
  return (
    <>
      <DataBlock
        title={`${m.noun}概况`}
        extra={s?.through && <span className={styles.band}>数据截至 {s.through}</span>}
        testId="estimate-summary"
      >
        {summary.failure ?? (
          <div className={styles.stats}>
            <Figure
              label={`最新一天${m.noun}${s?.through ? `（${s.through.slice(5)}）` : ''}`}
              value={s?.latest?.value ?? null}
              low={s?.latest?.low ?? null}
              high={s?.latest?.high ?? null}
              format={m.format}
              testId="estimate-latest"
            />
            {(s?.totals ?? []).map((t) =>
              t.locked ? (
                <div key={t.days} className={styles.stat} data-testid={`estimate-total-${t.days}`}>
                  <Button
                    type="link"
                    onClick={() => onDays(t.days as Span)}
                    data-testid={`estimate-unlock-${t.days}`}
                    style={{ padding: 0 }}
                  >
                    开通VIP查看
                  </Button>
                  <span className={styles.statLabel}>近{t.days}天总计</span>
                </div>
              ) : (
                <Figure
                  key={t.days}
                  label={`近${t.days}天总计`}
                  note={t.value !== null && t.estimatedDays < t.days ? `（${t.estimatedDays}天有预估）` : undefined}
                  value={t.value}
                  low={t.low}
                  high={t.high}
                  format={m.format}
                  testId={`estimate-total-${t.days}`}
                />
              ),
            )}
          </div>
        )}
      </DataBlock>
      <DataBlock
        title={`每日${m.noun}预估`}
        extra={
          <>
            <Segmented<Span>
              value={days}
              onChange={onDays}
              options={ESTIMATE_SPANS.map((n) => ({ value: n, label: SPAN_LABELS[n] }))}
              data-testid="estimate-days"
            />
            <ExportButton
              filename={`${appId}_${m.title}_${country}_${days}天`}
              columns={[
                { title: '日期', value: (p: Line['points'][number]) => p.day },
                { title: `预估${m.noun}`, value: (p) => p.value, digits: 0 },
                { title: '区间下限', value: (p) => p.low, digits: 0 },
                { title: '区间上限', value: (p) => p.high, digits: 0 },
              ]}
              rows={() => line.data?.points ?? []}
            />
          </>
        }
        testId="estimate-line"
      >
        {check.failure ?? (
          <ChartBox
            option={option}
            height={340}
            loading={line.loading || check.loading}
            error={line.error}
            empty={option === null}
            emptyText="暂无预估数据"
            testId="estimate-chart"
          />
        )}
        {!check.failure &&
          line.data?.points
            .filter((p) => p.calibrationMoved)
            .map((p) => (
              <p key={p.day} className={styles.method} data-testid="estimate-calibration-note">
                {calibrationNote(p.day)}
              </p>
            ))}
      </DataBlock>
      <DataBlock title="预估方法" testId="estimate-method">
        <p className={styles.method}>
          每天用一批真实{m.noun}已知的校准应用，按国家/地区、榜单类型和分类分别拟合幂律模型
          <span className={styles.formula}> D = b·R^(−a)</span>：R 为榜单排名，b 为第1名的日{m.noun}，a
          为衰减指数（排名每翻一倍，{m.noun}降为 1/2^a）。应用当天的预估值是它在{m.charts}
          各次快照中的排名代入模型后的平均（不在榜的快照按榜单深度+1计），总榜与分类榜的估计按模型误差加权的几何平均合并。
        </p>
        {s && (
          <p className={styles.method}>
            置信区间：模型在对数空间的残差标准差为 sd，区间为
            <span className={styles.formula}> 预估值 × e^(∓{s.z}·sd)</span>，约 {Math.round(s.confidence * 100)}%
            的真实值落在其中；典型误差（中位相对误差）为
            <span className={styles.formula}> e^(0.6745·sd) − 1</span>
            。多天总计为各天预估值与区间端点之和（各天误差按同向计，区间偏保守）。下表为
            {s.through ? ` ${s.through} ` : '最新一天'}该应用所在榜单的模型。
          </p>
        )}
        <ViewTable<Model>
          answer={summary}
          rows={s?.models ?? []}
          columns={modelColumns}
          rowKey={(r) => `${r.chartType}|${r.genre}`}
          rowTestId="estimate-model-row"
          empty="该应用当天不在有模型的榜单上，暂无预估"
          pageSize={false}
        />
      </DataBlock>
    </>
  );
}

/** downloadestimate: daily estimated downloads (free and paid ranks). */
export function DownloadEstimatePage() {
  return <EstimatePage metric="downloads" />;
}

/** incomeestimate: daily estimated income (grossing ranks). */
export function IncomeEstimatePage() {
  return <EstimatePage metric="revenue" />;
}
