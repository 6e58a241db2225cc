import { useMemo, useState } from 'react';
import { Alert, Card, Segmented, Statistic, Table, Tag } from 'antd';
import {
  ENGINE_JOB_LABELS,
  formatDateTime,
  formatYuan,
  OVERVIEW_SPANS,
  type EngineJob,
  type OverviewDay,
  type OverviewSpan,
} from '@bangyan/contract';
import { useAdminOverview } from '../../api/adminOps.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { barsOption } from '../../components/charts/chartOptions.ts';
import { LoadFailure } from '../../components/data/DataState.tsx';
import styles from './Admin.module.css';

const time = (at: string | null) => (at ? formatDateTime(Date.parse(at)) : '—');

/** Minutes as 'N 分钟', 'N 小时', 'N 天'. */
function lagText(minutes: number | null): string {
  if (minutes === null) return '从未完成';
  if (minutes < 60) return `${minutes} 分钟`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} 小时`;
  return `${Math.floor(minutes / 1440)} 天`;
}

/** Bars per day; the day labels thin out where they would overlap (a phone, 90 days). */
function dayBars(...args: Parameters<typeof barsOption>) {
  const option = barsOption(...args) as { xAxis: object };
  return { ...option, xAxis: { ...option.xAxis, axisLabel: { hideOverlap: true } } };
}

/** The charts of the days: users, revenue, alerts. */
function DayCharts({ days, loading }: { days: OverviewDay[] | undefined; loading: boolean }) {
  const charts = useMemo(() => {
    if (!days) return null;
    const labels = days.map((d) => d.day.slice(5));
    return [
      {
        title: '注册与活跃用户',
        option: dayBars(labels, [
          { name: '注册', data: days.map((d) => d.signups) },
          { name: '活跃', data: days.map((d) => d.active) },
        ]),
      },
      {
        title: '付费（元）',
        option: dayBars(labels, [
          { name: '收入', data: days.map((d) => d.revenueFen / 100) },
          { name: '退款', data: days.map((d) => d.refundedFen / 100) },
        ]),
      },
      {
        title: '提醒推送',
        option: dayBars(
          labels,
          [
            { name: '已送达', data: days.map((d) => d.alertsSent) },
            { name: '失败', data: days.map((d) => d.alertsFailed) },
          ],
          { stack: true },
        ),
      },
    ];
  }, [days]);
  const titles = ['注册与活跃用户', '付费（元）', '提醒推送'];
  return (
    <div className={styles.charts}>
      {titles.map((title, i) => (
        <Card key={title} size="small" title={title}>
          <ChartBox option={charts?.[i]?.option ?? null} height={260} loading={loading} empty={false} />
        </Card>
      ))}
    </div>
  );
}

const JOB_COLUMNS = [
  { title: '任务', width: 120, render: (_: unknown, j: EngineJob) => ENGINE_JOB_LABELS[j.job] ?? j.job },
  { title: '最近采集', width: 140, render: (_: unknown, j: EngineJob) => time(j.lastDoneAt) },
  {
    title: '延迟',
    width: 130,
    render: (_: unknown, j: EngineJob) => (
      <>
        {lagText(j.lagMinutes)}
        {j.late && (
          <Tag color="red" className={styles.lateTag}>
            滞后
          </Tag>
        )}
      </>
    ),
  },
  { title: '周期', width: 70, render: (_: unknown, j: EngineJob) => `${j.periodHours} 小时` },
  { title: '运行中', width: 70, dataIndex: 'running' },
  { title: '24小时失败', width: 90, dataIndex: 'failed24h' },
  {
    title: '最近错误',
    render: (_: unknown, j: EngineJob) =>
      j.lastError ? <span className={styles.url}>{`${time(j.lastError.at)} ${j.lastError.message}`}</span> : '—',
  },
];

/** /admin/overview (概览): the platform's days (sign-ups, actives, payments, alerts) and the data engine's health. */
export function OverviewPage() {
  const [span, setSpan] = useState<OverviewSpan>(30);
  const overview = useAdminOverview(span);
  const data = overview.data;
  const sum = (pick: (d: OverviewDay) => number) => data?.days.reduce((n, d) => n + pick(d), 0) ?? 0;
  return (
    <section data-testid="admin-overview">
      <h2>概览</h2>
      <div className={styles.filters}>
        <Segmented<OverviewSpan>
          value={span}
          onChange={setSpan}
          options={OVERVIEW_SPANS.map((d) => ({ value: d, label: `近${d}天` }))}
        />
      </div>
      {overview.isError ? (
        <LoadFailure error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          {data?.codes.spike && (
            <Alert
              type="error"
              showIcon
              className={styles.gap}
              data-testid="code-spike"
              title="验证码发送量异常"
              description={`本小时已发送 ${data.codes.hour.sent} 条验证码，全站上限 ${data.codes.hour.cap} 条；可能有人在批量发送短信，请检查来源地址并考虑调低 CODE_CAPS_PER_HOUR。`}
            />
          )}
          <div className={styles.stats} data-testid="overview-stats">
            <Card size="small">
              <Statistic title="用户总数" value={data?.totals.users ?? '—'} />
            </Card>
            <Card size="small">
              <Statistic title={`近${span}天注册`} value={data ? sum((d) => d.signups) : '—'} />
            </Card>
            <Card size="small">
              <Statistic title="今日活跃" value={data?.days.at(-1)?.active ?? '—'} />
            </Card>
            <Card size="small">
              <Statistic title="有效 VIP / SVIP" value={data ? `${data.totals.vip} / ${data.totals.svip}` : '—'} />
            </Card>
            <Card size="small">
              <Statistic title={`近${span}天收入`} value={data ? formatYuan(sum((d) => d.revenueFen)) : '—'} />
            </Card>
            <Card size="small">
              <Statistic title="待审关联申请" value={data?.totals.pendingLinks ?? '—'} />
            </Card>
            <Card size="small">
              <Statistic title={`近${span}天提醒送达`} value={data ? sum((d) => d.alertsSent) : '—'} />
            </Card>
            <Card size="small">
              <Statistic title="待发送提醒" value={data?.totals.alertsQueued ?? '—'} />
            </Card>
            <Card size="small">
              <Statistic
                title="今日验证码 / 上限"
                value={data ? `${data.codes.day.sent} / ${data.codes.day.cap}` : '—'}
              />
            </Card>
          </div>
          <DayCharts days={data?.days} loading={overview.isPending} />
          <Card size="small" title={`数据引擎（截至 ${time(data?.engine.checkedAt ?? null)}）`}>
            <Table<EngineJob>
              rowKey="job"
              size="small"
              loading={overview.isFetching}
              pagination={false}
              scroll={{ x: 860 }}
              dataSource={data?.engine.jobs ?? []}
              columns={JOB_COLUMNS}
              data-testid="engine-jobs"
            />
          </Card>
        </>
      )}
    </section>
  );
}
