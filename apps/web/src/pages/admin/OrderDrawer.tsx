import { useState } from 'react';
import { Button, Descriptions, Drawer, message as antMessage, Tag } from 'antd';
import {
  formatDate,
  formatDateTime,
  formatYuan,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  planLabel,
  TIER_LABELS,
  type AdminInfo,
  type AdminOrderDetail,
  type PaymentMethod,
} from '@bangyan/contract';
import { useOutletContext } from 'react-router';
import { useAdminOrderDetail, useRefundOrder } from '../../api/adminOps.ts';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { ORDER_STATUS_COLORS } from '../../components/orders/OrdersTable.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import styles from './Admin.module.css';

const time = (at: string | null) => (at ? formatDateTime(Date.parse(at)) : '—');
const membership = (m: AdminOrderDetail['before']) =>
  m === null
    ? '—'
    : m.role === 'normal' || m.endsAt === null
      ? TIER_LABELS.normal
      : `${TIER_LABELS[m.role]}，至 ${formatDate(Date.parse(m.endsAt) - 1)}`;

/** One order: payment, the membership before and after it, and the refund mark (admins mark a paid order). */
export function OrderDrawer({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const admin = useOutletContext<AdminInfo>();
  const detail = useAdminOrderDetail(orderNo);
  const refund = useRefundOrder();
  const [refunding, setRefunding] = useState(false);
  const [message, holder] = antMessage.useMessage();
  const o = detail.data;
  return (
    <Drawer open title={`订单 ${orderNo}`} size="min(736px, 100vw)" onClose={onClose}>
      {holder}
      {detail.isError && <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />}
      {o && (
        <div data-testid="admin-order-detail">
          {o.status === 'paid' && admin.permissions.includes('orders.refund') && (
            <Button danger onClick={() => setRefunding(true)}>
              标记退款
            </Button>
          )}
          <Descriptions size="small" column={1} bordered className={styles.gap}>
            <Descriptions.Item label="状态">
              <Tag color={ORDER_STATUS_COLORS[o.status]}>{ORDER_STATUS_LABELS[o.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="用户">{`${o.nickname}（ID ${o.uid}）`}</Descriptions.Item>
            <Descriptions.Item label="套餐 / 金额">{`${planLabel(o)} / ${formatYuan(o.amountFen)}`}</Descriptions.Item>
            <Descriptions.Item label="支付渠道">{`${PAYMENT_METHOD_LABELS[o.provider as PaymentMethod] ?? o.provider}${o.providerTradeNo ? `（${o.providerTradeNo}）` : ''}`}</Descriptions.Item>
            <Descriptions.Item label="下单 / 支付">{`${time(o.createdAt)} / ${time(o.paidAt)}`}</Descriptions.Item>
            <Descriptions.Item label="支付前会员">{membership(o.before)}</Descriptions.Item>
            <Descriptions.Item label="支付后会员">{membership(o.after)}</Descriptions.Item>
            {o.refund && (
              <>
                <Descriptions.Item label="退款">{`${o.refund.by} 于 ${time(o.refund.at)} 标记，原因：${o.refund.reason}`}</Descriptions.Item>
                <Descriptions.Item label="退款后会员">{membership(o.refund.membershipAfter)}</Descriptions.Item>
              </>
            )}
          </Descriptions>
        </div>
      )}
      {refunding && o && (
        <ReasonDialog
          title="标记退款"
          okText="标记退款"
          danger
          onClose={() => setRefunding(false)}
          onSubmit={async (reason) => {
            await refund(o.orderNo, reason);
            setRefunding(false);
            void message.success('已标记退款，该订单开通的会员时长已收回');
          }}
        >
          <p>
            退款后该订单开通的会员时长会被收回，用户会收到通知。支付宝订单的款项会由支付宝原路退回；
            其他渠道的订单这里只记录退款，款项需在支付渠道后台退回。
          </p>
        </ReasonDialog>
      )}
    </Drawer>
  );
}
