import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { ClockCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  formatYuan,
  ORDER_POLL_MS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_SCAN_TEXTS,
  planLabel,
  type DataOf,
  type vipCreateOrder,
  type vipOrderStatus,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { confirmSandboxPayment, fetchVipOrderStatus } from '../../api/vip.ts';
import styles from './PayDialog.module.css';

export type CreatedOrder = DataOf<typeof vipCreateOrder>;
export type OrderState = DataOf<typeof vipOrderStatus>;

/** Seconds until `expiresAt`, ticking every second while mounted. */
function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The pay dialog: amount, order number, the payment QR and the time left. While it is open the
 * order's state is polled every second; a paid order hands its state to `onPaid`, closing stops
 * the polling. With the sandbox provider a button completes the payment.
 */
export function PayDialog({
  order,
  onClose,
  onPaid,
}: {
  order: CreatedOrder | null;
  onClose: () => void;
  onPaid: (state: OrderState) => void;
}) {
  return (
    <Modal
      open={order !== null}
      onCancel={onClose}
      footer={null}
      width={440}
      centered
      title={PAYMENT_SCAN_TEXTS[order?.provider ?? 'sandbox'].title}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {order && <PayBody key={order.orderNo} order={order} onPaid={onPaid} />}
    </Modal>
  );
}

function PayBody({ order, onPaid }: { order: CreatedOrder; onPaid: (state: OrderState) => void }) {
  const secondsLeft = useSecondsLeft(order.expiresAt);
  const [closed, setClosed] = useState(false);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  // The latest handler, so a parent's re-render does not restart the polling.
  const paidHandler = useRef(onPaid);
  useEffect(() => {
    paidHandler.current = onPaid;
  }, [onPaid]);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const envelope = await fetchVipOrderStatus(order.orderNo);
        if (!live) return;
        if (envelope.code !== 0) return setProblem(envelope.msg);
        if (envelope.data.status === 'paid') return paidHandler.current(envelope.data);
        if (envelope.data.status === 'closed') return setClosed(true);
      } catch {
        // A lost poll is retried on the next tick.
      }
      if (live) timer = setTimeout(() => void poll(), ORDER_POLL_MS);
    };
    timer = setTimeout(() => void poll(), ORDER_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [order.orderNo]);

  const confirm = async () => {
    setConfirming(true);
    try {
      const envelope = await confirmSandboxPayment(order.orderNo);
      if (envelope.code !== 0) return setProblem(envelope.msg);
      if (envelope.data.status === 'paid') paidHandler.current(envelope.data);
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setConfirming(false);
    }
  };

  const expired = closed || secondsLeft === 0;
  return (
    <div className={styles.body} data-testid="pay-dialog">
      <div className={styles.plan}>{`榜眼${planLabel(order)}`}</div>
      <div className={styles.amount} data-testid="pay-amount">
        {formatYuan(order.amountFen)}
      </div>
      <div className={styles.qrBox} data-expired={expired}>
        <img className={styles.qr} src={order.qrImage} alt="支付二维码" width={196} height={196} />
        {expired && <div className={styles.qrMask}>订单已关闭</div>}
      </div>
      {expired ? (
        <div className={styles.expired}>订单已超时关闭，请关闭窗口后重新下单</div>
      ) : (
        <>
          <div className={styles.scanHint} data-testid="pay-scan-hint">
            {PAYMENT_SCAN_TEXTS[order.provider].hint}
          </div>
          <div className={styles.countdown} data-testid="pay-countdown">
            <ClockCircleOutlined />
            {` 请在 `}
            <strong>{mmss(secondsLeft)}</strong>
            {` 内完成支付`}
          </div>
        </>
      )}
      <dl className={styles.meta}>
        <dt>订单号</dt>
        <dd data-testid="pay-order-no">{order.orderNo}</dd>
        <dt>支付方式</dt>
        <dd data-testid="pay-method">{PAYMENT_METHOD_LABELS[order.provider]}</dd>
      </dl>
      {problem && <Alert type="error" showIcon title={problem} className={styles.alert} />}
      {order.sandbox && !expired && (
        <>
          <Alert
            type="info"
            showIcon
            icon={<SafetyCertificateOutlined />}
            className={styles.alert}
            title="当前为沙箱支付环境，不会产生真实扣款，点击下方按钮即可模拟支付成功。"
          />
          <Button
            type="primary"
            size="large"
            block
            loading={confirming}
            onClick={() => void confirm()}
            data-testid="sandbox-confirm"
          >
            确认支付（沙箱）
          </Button>
        </>
      )}
    </div>
  );
}
