import { Segmented } from 'antd';
import { CHINA_UTC_OFFSET_MS, formatMonthDay, formatNumber, parseYmd } from '@bangyan/contract';
import { useMonitorDateCountQuery } from '../../api/monitor.ts';
import { DataState } from '../../components/data/DataState.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { SPANS, stripWindow, type MonitorPage } from './monitorPages.ts';
import styles from './Monitors.module.css';

const SPAN_OPTIONS = SPANS.map((value) => ({ value, label: `近${value}天` }));
/** A day the monitor's collection did not cover (its count is null). */
const NO_DATA = '暂无数据';
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** The China weekday of a day. */
const weekday = (ymd: string) => WEEKDAYS[new Date(parseYmd(ymd)!.getTime() + CHINA_UTC_OFFSET_MS).getUTCDay()];

/**
 * A monitor's daily counts over the last 7 or 30 days (monitorDateCount) as a small bar chart of
 * buttons: the days `from`..`to` shown below are highlighted; clicking a day picks it.
 */
export function DayCountStrip({
  monitor,
  genre,
  today,
  from,
  to,
  span,
  onSpan,
  onPick,
}: {
  monitor: MonitorPage;
  genre: number;
  /** The market's today, YYYYMMDD. */
  today: string;
  /** The days the table shows, YYYYMMDD. */
  from: string;
  to: string;
  span: (typeof SPANS)[number];
  onSpan: (span: (typeof SPANS)[number]) => void;
  onPick: (day: string) => void;
}) {
  const { start, end } = stripWindow(today, to, Number(span));
  const counts = useMonitorDateCountQuery(genre, start, end);
  const days = counts.data?.list ?? [];
  const max = Math.max(1, ...days.map((d) => d[monitor.count] ?? 0));
  const wide = days.length > 7;
  // The strip's states: its counts' loading (until it has some) and failure, in the strip's height.
  const source = {
    data: counts.data,
    loading: !counts.data && !counts.isError,
    error: counts.isError ? counts.error : undefined,
  };
  return (
    <DataBlock
      title={`每日${monitor.label}应用数`}
      extra={<Segmented value={span} onChange={onSpan} options={SPAN_OPTIONS} size="small" data-testid="span-switch" />}
      testId="day-counts"
    >
      <DataState source={source} placeholder={(text) => <p className={styles.stripState}>{text}</p>}>
        {() => (
          <div className={wide ? styles.stripWide : styles.strip} style={{ ['--bar-color' as string]: monitor.color }}>
            {days.map((d) => {
              // null: the day was not collected as live; no bar, no 0.
              const n = d[monitor.count];
              const picked = d.date >= from && d.date <= to;
              const said = n === null ? NO_DATA : `${formatNumber(n)}款`;
              return (
                <button
                  key={d.date}
                  type="button"
                  className={picked ? styles.dayPicked : styles.day}
                  aria-pressed={picked}
                  aria-label={`${d.date} ${monitor.label}${said}`}
                  title={`${formatMonthDay(parseYmd(d.date)!)} ${weekday(d.date)}：${said}`}
                  onClick={() => onPick(d.date)}
                  data-testid="day-count"
                  data-date={d.date}
                >
                  <span className={styles.dayCount}>{formatNumber(n)}</span>
                  <span className={styles.barTrack}>
                    {n !== null && <span className={styles.bar} style={{ height: `${(n / max) * 100}%` }} />}
                  </span>
                  <span className={styles.dayLabel}>
                    {d.date === today ? '今天' : formatMonthDay(parseYmd(d.date)!)}
                  </span>
                  {!wide && <span className={styles.weekday}>{weekday(d.date)}</span>}
                </button>
              );
            })}
          </div>
        )}
      </DataState>
    </DataBlock>
  );
}
