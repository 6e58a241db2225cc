import { useState } from 'react';
import { Table, Tag, type TableColumnsType } from 'antd';
import {
  formatDateTime,
  formatYuan,
  NO_VALUE,
  ORDER_STATUS_LABELS,
  planLabel,
  type OrderStatus,
  type VipOrder,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { ORDERS_PAGE_SIZE, useVipOrdersQuery } from '../../api/vip.ts';
import styles from './OrdersTable.module.css';

/** The colour of an order status's tag (the account centre's orders and the console's). */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'processing',
  paid: 'success',
  closed: 'default',
  refunded: 'warning',
};

const COLUMNS: TableColumnsType<VipOrder> = [
  {
    title: '订单号',
    dataIndex: 'orderNo',
    key: 'orderNo',
    render: (no: string) => <span className={styles.orderNo}>{no}</span>,
  },
  { title: '套餐', key: 'plan', render: (_, order) => planLabel(order) },
  { title: '金额', dataIndex: 'amountFen', key: 'amount', align: 'right', render: (fen: number) => formatYuan(fen) },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    render: (status: OrderStatus) => <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>,
  },
  {
    title: '创建时间',
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (at: string) => formatDateTime(Date.parse(at)),
  },
  {
    title: '支付时间',
    dataIndex: 'paidAt',
    key: 'paidAt',
    render: (at: string | null) => (at === null ? NO_VALUE : formatDateTime(Date.parse(at))),
  },
];

/** 我的订单: the logged-in user's orders, newest first, ten a page (the membership page and the account centre). */
export function OrdersTable({ uid }: { uid: number }) {
  const [page, setPage] = useState(1);
  const orders = useVipOrdersQuery(uid, page);
  if (orders.isError) return <div className={styles.loadError}>{errorMessage(orders.error)}</div>;
  return (
    <Table<VipOrder>
      rowKey="orderNo"
      size="middle"
      columns={COLUMNS}
      dataSource={orders.data?.list ?? []}
      loading={orders.isFetching && !orders.data}
      locale={{ emptyText: '暂无订单' }}
      pagination={{
        current: page,
        pageSize: ORDERS_PAGE_SIZE,
        total: orders.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
    />
  );
}
