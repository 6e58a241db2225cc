import { useState } from 'react';
import { Link } from 'react-router';
import { formatNumber, MONITOR_PAGE_SIZE, NO_VALUE, type MonitorKindKey } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { useMonitorRowsQuery, useMonitorSummaryQuery, type MonitorRows } from '../../api/monitor.ts';
import { HomeSection } from './HomeSection.tsx';
import { MONITOR_COLUMNS } from '../../components/monitor/MonitorColumns.tsx';
import { MonitorSlides } from './MonitorSlides.tsx';
import { MONITOR_TABS, type MonitorTab } from '../../lib/monitorTabs.ts';
import styles from './MonitorSection.module.css';

const byTrack = (row: { trackId: string }) => row.trackId;

/** The table of one monitor's rows, with that monitor's columns (spec 7: the first 20 kept). */
function MonitorTable({ data, tab }: { data: MonitorRows; tab: MonitorTab }) {
  const few = tab.few(Math.min(data.list.length, MONITOR_PAGE_SIZE));
  const common = { rowKey: byTrack, empty: tab.empty, few };
  switch (data.kind) {
    case 'offline':
      return (
        <MonitorSlides {...common} columns={MONITOR_COLUMNS.offline} rows={data.list.slice(0, MONITOR_PAGE_SIZE)} />
      );
    case 'new':
      return <MonitorSlides {...common} columns={MONITOR_COLUMNS.new} rows={data.list.slice(0, MONITOR_PAGE_SIZE)} />;
    case 'clear-chart':
      return (
        <MonitorSlides
          {...common}
          columns={MONITOR_COLUMNS['clear-chart']}
          rows={data.list.slice(0, MONITOR_PAGE_SIZE)}
        />
      );
    case 'clear-words':
      return (
        <MonitorSlides
          {...common}
          columns={MONITOR_COLUMNS['clear-words']}
          rows={data.list.slice(0, MONITOR_PAGE_SIZE)}
        />
      );
    case 'booked':
      return (
        <MonitorSlides {...common} columns={MONITOR_COLUMNS.booked} rows={data.list.slice(0, MONITOR_PAGE_SIZE)} />
      );
  }
}

/** Placeholder rows while a tab loads. */
function LoadingRows() {
  return (
    <div className={styles.loading} aria-busy="true" aria-label="数据加载中">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <span className={styles.skeletonIcon} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonShort} />
        </div>
      ))}
    </div>
  );
}

/**
 * Home's "today's App Store monitoring" (spec 2.4): the day's summary, five tabs with their counts
 * and '全部' links (offline first; switching reloads, the active tab does nothing, spec 4), and
 * the tab's rows 5 a slide.
 */
export function MonitorSection() {
  const [kind, setKind] = useState<MonitorKindKey>('offline');
  const summary = useMonitorSummaryQuery();
  const rows = useMonitorRowsQuery(kind, summary.data?.date);
  const tab = MONITOR_TABS.find((t) => t.kind === kind) ?? MONITOR_TABS[0]!;
  const s = summary.data;

  const line = s && (
    <p className={styles.summary} data-testid="monitor-summary">
      {s.updateTime ? (
        <>
          截至今日 <b>{s.updateTime}</b>，
        </>
      ) : (
        '今日'
      )}
      App Store 共有 <b>{formatNumber(s.total)}</b> 款应用出现异动
    </p>
  );

  return (
    <HomeSection section="monitor" extra={line}>
      <div className={styles.card}>
        <div className={styles.tabs} role="tablist" aria-label="监控类型">
          {MONITOR_TABS.map((t) => {
            const active = t.kind === kind;
            return (
              <div
                key={t.kind}
                className={active ? styles.tabActive : styles.tab}
                style={{ ['--tab-color' as string]: t.color }}
                data-testid={`monitor-tab-${t.kind}`}
              >
                <button
                  type="button"
                  role="tab"
                  aria-selected={active}
                  className={styles.tabButton}
                  onClick={() => {
                    if (!active) setKind(t.kind);
                  }}
                >
                  <span className={styles.tabLabel}>
                    <i className={styles.tabDot} aria-hidden="true" />
                    {t.label}
                  </span>
                  <span className={styles.tabCount} data-testid="monitor-tab-count">
                    {s ? formatNumber(s[t.count]) : NO_VALUE}
                    {/* No unit after no data (null: the day's collection does not cover that monitor yet). */}
                    {s?.[t.count] !== null && <small>款</small>}
                  </span>
                </button>
                <Link to={t.allPath} className={styles.all} aria-label={`全部${t.label}应用`}>
                  全部<span aria-hidden="true"> ›</span>
                </Link>
              </div>
            );
          })}
        </div>
        <div
          className={styles.body}
          role="tabpanel"
          aria-label={tab.label}
          data-testid="monitor-panel"
          data-kind={kind}
        >
          {summary.isError || rows.isError ? (
            <div className={styles.error}>
              <p>{errorMessage(summary.error ?? rows.error)}</p>
              <button type="button" onClick={() => void (summary.isError ? summary.refetch() : rows.refetch())}>
                重新加载
              </button>
            </div>
          ) : rows.data && rows.data.kind === kind && !rows.isFetching ? (
            <MonitorTable key={kind} data={rows.data} tab={tab} />
          ) : (
            <LoadingRows />
          )}
        </div>
      </div>
    </HomeSection>
  );
}
