import { useState } from 'react';
import { Button, DatePicker, Input, Select, Table, Tag } from 'antd';
import {
  formatDateTime,
  formatYuan,
  MEMBERSHIP_PLANS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  planLabel,
  type AdminOrder,
  type OrderStatus,
} from '@bangyan/contract';
import { useAdminOrders, type OrderQuery } from '../../api/adminOps.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { ORDER_STATUS_COLORS } from '../../components/orders/OrdersTable.tsx';
import type { Dayjs } from '../../lib/dayjs.ts';
import { OrderDrawer } from './OrderDrawer.tsx';
import { tablePaging } from './tablePaging.ts';
import styles from './Admin.module.css';

/** /admin/orders (订单): every order by status, plan, days and user; a row opens the order (and its refund mark). */
export function OrdersPage() {
  const [filter, setFilter] = useState<Omit<OrderQuery, 'page'>>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useAdminOrders({ ...filter, page });
  const change = (next: Partial<Omit<OrderQuery, 'page'>>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  const onDays = (days: [Dayjs | null, Dayjs | null] | null) =>
    change({ from: days?.[0]?.format('YYYYMMDD'), to: days?.[1]?.format('YYYYMMDD') });
  return (
    <section data-testid="admin-orders">
      <h2>订单</h2>
      <div className={styles.filters}>
        <Select<OrderStatus>
          allowClear
          placeholder="订单状态"
          value={filter.status}
          onChange={(status) => change({ status })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        />
        <Select<string>
          allowClear
          placeholder="套餐"
          value={filter.planId}
          onChange={(planId) => change({ planId })}
          options={MEMBERSHIP_PLANS.map((p) => ({ value: p.id, label: planLabel(p) }))}
        />
        <DatePicker.RangePicker aria-label="下单日期" onChange={onDays} placeholder={['开始日期', '结束日期']} />
        <Input.Search
          allowClear
          aria-label="用户ID"
          placeholder="用户ID"
          style={{ width: 160 }}
          onSearch={(value) => change({ uid: value.trim() || undefined })}
        />
      </div>
      {orders.data && (
        <p className={styles.muted} data-testid="orders-sums">
          {`已支付 ${formatYuan(orders.data.paidFen)} · 已退款 ${formatYuan(orders.data.refundedFen)}`}
        </p>
      )}
      {orders.isError ? (
        <LoadFailure error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <Table<AdminOrder>
          rowKey="orderNo"
          size="middle"
          loading={orders.isFetching}
          dataSource={orders.data?.list ?? []}
          locale={emptyLocale(orders.isPending, '暂无订单')}
          scroll={{ x: 960 }}
          pagination={tablePaging(page, orders.data, setPage, '笔')}
          columns={[
            { title: '订单号', dataIndex: 'orderNo', width: 210 },
            { title: '用户', width: 150, render: (_, o) => `${o.nickname}（ID ${o.uid}）` },
            { title: '套餐', width: 120, render: (_, o) => planLabel(o) },
            { title: '金额', width: 90, render: (_, o) => formatYuan(o.amountFen) },
            {
              title: '状态',
              width: 80,
              render: (_, o) => <Tag color={ORDER_STATUS_COLORS[o.status]}>{ORDER_STATUS_LABELS[o.status]}</Tag>,
            },
            { title: '下单时间', width: 140, render: (_, o) => formatDateTime(Date.parse(o.createdAt)) },
            {
              title: '操作',
              width: 80,
              fixed: 'right',
              render: (_, o) => (
                <Button size="small" onClick={() => setOpen(o.orderNo)}>
                  详情
                </Button>
              ),
            },
          ]}
        />
      )}
      {open && <OrderDrawer orderNo={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
