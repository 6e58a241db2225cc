import { Tag } from 'antd';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@bangyan/contract';

const COLORS: Record<DeliveryStatus, string> = {
  new: 'gold',
  contacted: 'blue',
  running: 'processing',
  done: 'green',
  closed: 'default',
};

/** An ASO delivery request's handling, as 我的投放 and the console's 线索 show it. */
export function DeliveryStatusTag({ status }: { status: DeliveryStatus }) {
  return (
    <Tag color={COLORS[status]} data-testid="delivery-status">
      {DELIVERY_STATUSES[status]}
    </Tag>
  );
}
