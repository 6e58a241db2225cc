import { Radio } from 'antd';
import { AlipayCircleFilled, ExperimentOutlined, WechatFilled } from '@ant-design/icons';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@bangyan/contract';
import styles from './VipPage.module.css';

const ICONS: Record<PaymentMethod, React.ReactNode> = {
  sandbox: <ExperimentOutlined />,
  wechat: <WechatFilled className={styles.wechatIcon} />,
  alipay: <AlipayCircleFilled className={styles.alipayIcon} />,
};

/** The ways to pay the server offers (the plans answer's order, the default first); the chosen one opens orders. */
export function PayMethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <div className={styles.methodRow} data-testid="pay-methods">
      <span className={styles.methodLabel}>支付方式</span>
      <Radio.Group value={value} onChange={(e) => onChange(e.target.value as PaymentMethod)} optionType="button">
        {methods.map((m) => (
          <Radio.Button key={m} value={m} className={styles.methodOption}>
            {ICONS[m]} {PAYMENT_METHOD_LABELS[m]}
          </Radio.Button>
        ))}
      </Radio.Group>
    </div>
  );
}
