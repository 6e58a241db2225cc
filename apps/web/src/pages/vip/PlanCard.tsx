import { Button } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  durationLabel,
  formatYuan,
  planSavingFen,
  TIER_LABELS,
  type MembershipPlan,
  type PaidTier,
  type Tier,
  type TierBenefit,
} from '@bangyan/contract';
import styles from './VipPage.module.css';

const TAGLINES: Record<PaidTier, string> = {
  vip: '适合个人开发者与运营，覆盖日常数据分析所需',
  svip: '适合团队与企业，解锁全部历史数据与最高名额',
};

/** What the card's button does for a user whose paid membership is `current` (null: logged out). */
function actionLabel(tier: PaidTier, current: Tier | null): string {
  if (current === tier) return '立即续费';
  if (tier === 'svip' && current === 'vip') return '升级SVIP';
  return '立即开通';
}

/** One tier's offer for the chosen length: price, per-month figure, saving, benefits, and the buy button. */
export function PlanCard({
  plan,
  benefits,
  current,
  paid,
  note,
  busy,
  onBuy,
}: {
  plan: MembershipPlan;
  benefits: readonly TierBenefit[];
  /** The tier in force (a trial included), marked on its card. */
  current: Tier | null;
  /** The paid membership a purchase acts on (the SVIP trial runs apart from it). */
  paid: Tier | null;
  /** What buying this plan now does, when that needs saying (VIP during the SVIP trial). */
  note: string | null;
  busy: boolean;
  onBuy: () => void;
}) {
  const saving = planSavingFen(plan);
  // The server refuses VIP while a paid SVIP runs; the card says so instead of offering it.
  const needless = plan.tier === 'vip' && paid === 'svip';
  return (
    <article className={styles.card} data-tier={plan.tier} data-testid={`plan-${plan.tier}`}>
      <header className={styles.cardHead}>
        <span className={styles.cardTier}>{TIER_LABELS[plan.tier]}</span>
        {current === plan.tier && <span className={styles.currentTag}>当前等级</span>}
        {plan.tier === 'svip' && <span className={styles.recommend}>推荐</span>}
      </header>
      <p className={styles.tagline}>{TAGLINES[plan.tier]}</p>
      <div className={styles.priceRow}>
        <span className={styles.price} data-testid={`price-${plan.tier}`}>
          {formatYuan(plan.amountFen)}
        </span>
        <span className={styles.per}>{`/${durationLabel(plan.months)}`}</span>
        {saving > 0 && <del className={styles.full}>{formatYuan(plan.amountFen + saving)}</del>}
      </div>
      <div className={styles.monthly}>
        {plan.months > 1 ? `折合 ${formatYuan(Math.round(plan.amountFen / plan.months))}/月` : '按月开通，灵活续费'}
        {saving > 0 && <span className={styles.saving}>{`立省${formatYuan(saving)}`}</span>}
      </div>
      <ul className={styles.features}>
        {benefits.map((b) => {
          const value = b.values[plan.tier];
          return (
            <li key={b.key} data-included={value !== false}>
              {value === false ? <CloseOutlined /> : <CheckOutlined />}
              <span>{b.label}</span>
              <strong>{typeof value === 'string' ? value : value ? '支持' : '不支持'}</strong>
            </li>
          );
        })}
      </ul>
      <Button
        className={styles.buy}
        size="large"
        block
        loading={busy}
        disabled={needless}
        onClick={onBuy}
        data-testid={`buy-${plan.tier}`}
      >
        {needless ? '您已是SVIP会员' : actionLabel(plan.tier, paid)}
      </Button>
      {note && (
        <p className={styles.planNote} data-testid={`plan-note-${plan.tier}`}>
          {note}
        </p>
      )}
    </article>
  );
}
