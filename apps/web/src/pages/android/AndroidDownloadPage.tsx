import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { formatNumber, NO_VALUE, type androidDownloadHistory, type DataOf } from '@bangyan/contract';
import { useAndroidDownloadsQuery } from '../../api/android.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AndroidAppFrame } from './AndroidAppFrame.tsx';
import { ANDROID_SPAN_PARAMS } from './androidParams.ts';
import { SpanSwitch } from './SpanSwitch.tsx';
import styles from './AndroidApp.module.css';

type Downloads = DataOf<typeof androidDownloadHistory>;
interface DayRow {
  date: string;
  total: number | null;
  daily: number | null;
}

const count = (n: number | null) => (n === null ? NO_VALUE : formatNumber(n));

const columns: TableColumnsType<DayRow> = [
  { key: 'date', title: '日期', width: 130, render: (_, d) => d.date },
  { key: 'daily', title: '当日下载量', align: 'right', render: (_, d) => count(d.daily) },
  { key: 'total', title: '累计下载量', align: 'right', render: (_, d) => count(d.total) },
];

/** Each market's daily downloads, one line a market. */
function downloadOption(d: Downloads) {
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 64, right: 24, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: d.dates.map((t) => t.slice(5)) },
    yAxis: { type: 'value', name: '下载量' },
    series: d.markets.map((m) => ({ name: m.marketName, type: 'line', data: m.daily, connectNulls: false })),
  };
}

/**
 * download (AndroidAppRank, pages.md "Android app detail"): the app's daily downloads in every
 * market over 7, 30 or 90 days — the differences of the cumulative counts the markets publish —
 * and the chosen market's days with a published count.
 */
export function AndroidDownloadPage() {
  const [v, set] = useUrlParams(ANDROID_SPAN_PARAMS);
  return (
    <AndroidAppFrame
      appId={v.appId}
      market={v.market}
      onMarket={(market, appId) => set({ market, appId })}
      title="下载量"
      testId="android-download-page"
    >
      {(app) => (
        <DownloadBlocks
          appId={v.appId}
          market={v.market}
          marketName={app.marketName}
          days={v.days}
          onDays={(days) => set({ days })}
        />
      )}
    </AndroidAppFrame>
  );
}

function DownloadBlocks({
  appId,
  market,
  marketName,
  days,
  onDays,
}: {
  appId: string;
  market: string;
  marketName: string;
  days: number;
  onDays: (days: number) => void;
}) {
  const answer = useViewAnswer(useAndroidDownloadsQuery({ appId, market, days }));
  const data = answer.data;
  const option = useMemo(
    () => (data && data.markets.some((m) => m.daily.some((n) => n !== null)) ? downloadOption(data) : null),
    [data],
  );
  const here = data?.markets.find((m) => m.market === market);
  // The market's days with a published count, newest first.
  const rows: DayRow[] =
    here && data
      ? data.dates
          .map((date, i) => ({ date, total: here.totals[i] ?? null, daily: here.daily[i] ?? null }))
          .filter((r) => r.total !== null)
          .reverse()
      : [];
  const known = rows.flatMap((r) => (r.daily === null ? [] : [r.daily]));
  return (
    <>
      <DataBlock
        title="各应用市场每日下载量"
        extra={<SpanSwitch value={days} onChange={onDays} />}
        testId="android-download-block"
      >
        <p className={styles.note}>
          应用市场公布的是累计下载量，每日下载量为相邻两天累计下载量之差；缺少前一天数据的日期不计算。
        </p>
        <div className={styles.stats}>
          <Stat
            label={`${marketName}最近一日下载量`}
            value={count(rows.find((r) => r.daily !== null)?.daily ?? null)}
            testId="download-latest"
          />
          <Stat
            label={`${marketName}${days}天下载量`}
            value={known.length === 0 ? NO_VALUE : formatNumber(known.reduce((a, b) => a + b, 0))}
            testId="download-sum"
          />
          <Stat
            label={`${marketName}累计下载量`}
            value={count(rows.find((r) => r.total !== null)?.total ?? null)}
            testId="download-total"
          />
        </div>
        <ChartBox
          option={option}
          height={320}
          loading={answer.loading}
          error={answer.error}
          empty={option === null}
          testId="android-download-chart"
        />
      </DataBlock>
      <DataBlock title={`${marketName}每日下载量`} testId="android-download-days">
        <ViewTable<DayRow>
          answer={answer}
          rows={rows}
          columns={columns}
          rowKey="date"
          rowTestId="download-row"
          empty="暂无下载量数据"
          pageSize={30}
        />
      </DataBlock>
    </>
  );
}
