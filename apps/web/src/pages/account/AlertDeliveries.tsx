import { Table, Tag, type TableColumnsType } from 'antd';
import {
  ALERT_CHANNEL_LABELS,
  ALERT_DELIVERY_STATUS_LABELS,
  NO_VALUE,
  type alertDeliveries,
  type AlertDeliveryStatus,
  type DataOf,
} from '@bangyan/contract';
import { useAlertDeliveriesQuery } from '../../api/alerts.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import styles from './Alerts.module.css';

type Delivery = DataOf<typeof alertDeliveries>['list'][number] & { key: number };

const STATUS_COLORS: Record<AlertDeliveryStatus, string> = {
  pending: 'default',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
  capped: 'warning',
  dropped: 'default',
};

const COLUMNS: TableColumnsType<Delivery> = [
  {
    title: '渠道',
    dataIndex: 'channel',
    key: 'channel',
    width: 150,
    render: (c: Delivery['channel']) => ALERT_CHANNEL_LABELS[c],
  },
  { title: '标题', dataIndex: 'title', key: 'title' },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    width: 120,
    render: (status: AlertDeliveryStatus) => (
      <Tag color={STATUS_COLORS[status]}>{ALERT_DELIVERY_STATUS_LABELS[status]}</Tag>
    ),
  },
  { title: '尝试次数', dataIndex: 'attempts', key: 'attempts', width: 90, align: 'right' },
  { title: '失败原因', dataIndex: 'error', key: 'error', render: (error: string) => error || NO_VALUE },
  {
    title: '时间',
    key: 'time',
    width: 170,
    render: (_, d) => (
      <span className={styles.time}>
        {d.createdAt}
        {d.sentAt && <span className={styles.sentAt}>{`送达 ${d.sentAt}`}</span>}
      </span>
    ),
  },
];

/** 发送记录: the latest alerts sent on the user's channels, newest first, and how each went. */
export function AlertDeliveries({ uid }: { uid: number }) {
  const deliveries = useAlertDeliveriesQuery(uid);
  if (deliveries.isError)
    return <LoadFailure error={deliveries.error} onRetry={() => void deliveries.refetch()} testId="deliveries-error" />;
  return (
    <Table<Delivery>
      className={styles.deliveries}
      size="middle"
      columns={COLUMNS}
      dataSource={deliveries.data?.list.map((d, key) => ({ ...d, key })) ?? []}
      loading={deliveries.isPending}
      pagination={false}
      locale={emptyLocale(deliveries.isPending, '暂无发送记录：开启渠道后，每条提醒的送达情况会显示在这里')}
      data-testid="alert-deliveries"
    />
  );
}
