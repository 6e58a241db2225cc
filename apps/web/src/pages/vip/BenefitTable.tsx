import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { TIER_LABELS, TIERS, type Tier, type TierBenefit } from '@bangyan/contract';
import styles from './VipPage.module.css';

function Value({ value }: { value: string | boolean }) {
  if (typeof value === 'string') return <span>{value}</span>;
  return value ? (
    <span className={styles.yes}>
      <CheckCircleFilled /> 支持
    </span>
  ) : (
    <span className={styles.no}>
      <MinusCircleOutlined /> 不支持
    </span>
  );
}

/** 普通用户 / VIP / SVIP side by side, one row per benefit; the user's own tier is marked. */
export function BenefitTable({ benefits, current }: { benefits: readonly TierBenefit[]; current: Tier | null }) {
  return (
    <table className={styles.compare} data-testid="benefit-table">
      <thead>
        <tr>
          <th scope="col">会员权益</th>
          {TIERS.map((tier) => (
            <th key={tier} scope="col" data-tier={tier}>
              {TIER_LABELS[tier]}
              {current === tier && <span className={styles.currentTag}>当前</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {benefits.map((b) => (
          <tr key={b.key}>
            <th scope="row">{b.label}</th>
            {TIERS.map((tier) => (
              <td key={tier} data-tier={tier}>
                <Value value={b.values[tier]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
