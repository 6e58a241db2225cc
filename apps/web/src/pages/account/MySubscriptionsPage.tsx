import { Link } from 'react-router';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { findCountry, MONITOR_TOP } from '@bangyan/contract';
import { useMonitorsQuery, useSubscribeKeyword } from '../../api/keyword.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { useUserInfo } from '../../api/user.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { searchPath, subscribeDetailPath } from '../../components/search/searchTargets.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { AlertSummary } from './AlertSummary.tsx';
import { AppAlertRules } from './AppAlertRules.tsx';
import { KeywordAlertRules } from './KeywordAlertRules.tsx';
import styles from './MyKeywords.module.css';

interface Monitor {
  keyword: string;
  country: string;
  subscribedAt: string;
}

/**
 * /user/wechatMonitor (我的订阅, spec 2.2's WeChat monitor subscriptions): every keyword monitor with when it started,
 * its daily report (the detail page) and a way to unsubscribe after confirming; above them, how the reports arrive;
 * below them every app alert and keyword alert rule of the user (issue 22), to change or delete.
 */
export function MySubscriptionsPage() {
  const { data: user } = useUserInfo();
  const monitors = useMonitorsQuery(true);
  const subscribe = useSubscribeKeyword();
  const { run, pending, holder, message } = useEnvelopeAction();
  const key = (m: Monitor) => `${m.country} ${m.keyword}`;

  const columns: TableColumnsType<Monitor> = [
    {
      title: '关键词',
      key: 'keyword',
      width: 180,
      render: (_, m) => (
        <Link
          className={styles.keyword}
          to={searchPath({ platform: 'ios', country: m.country, market: '' }, m.keyword)}
        >
          {m.keyword}
        </Link>
      ),
    },
    { title: '地区', key: 'country', width: 90, render: (_, m) => findCountry(m.country)?.text ?? m.country },
    { title: '监控内容', key: 'what', render: () => `每日热度、搜索结果数，以及进入 / 跌出前${MONITOR_TOP}名的应用` },
    { title: '订阅时间', dataIndex: 'subscribedAt', key: 'subscribedAt', width: 160 },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, m) => (
        <span className={styles.actions}>
          <Link to={subscribeDetailPath(m.keyword, m.country)}>监控详情</Link>
          <Popconfirm
            title={`取消订阅「${m.keyword}」？`}
            description="取消后将不再提醒该关键词的变化。"
            okText="取消订阅"
            cancelText="保留"
            onConfirm={() =>
              run(
                key(m),
                () => subscribe(m.keyword, m.country, false),
                () => void message.success('已取消订阅'),
              )
            }
          >
            <Button type="link" size="small" danger loading={pending === key(m)}>
              取消订阅
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  const data = monitors.data;
  return (
    <AccountPanel
      title="我的订阅"
      extra={
        data && (
          <span className={styles.quota} data-testid="monitor-quota">{`已订阅 ${data.follow}/${data.limit}`}</span>
        )
      }
      testId="account-monitors"
    >
      {holder}
      {user && <AlertSummary uid={user.uid} />}
      {monitors.isError ? (
        <LoadFailure error={monitors.error} onRetry={() => void monitors.refetch()} />
      ) : (
        <Table<Monitor>
          className={styles.table}
          rowKey={key}
          dataSource={data?.list ?? []}
          columns={columns}
          loading={monitors.isPending}
          pagination={false}
          size="middle"
          locale={emptyLocale(monitors.isPending, '还没有订阅关键词：在关键词搜索页点击「订阅监控」')}
          data-testid="monitor-list"
        />
      )}
      <AppAlertRules />
      <KeywordAlertRules />
    </AccountPanel>
  );
}
