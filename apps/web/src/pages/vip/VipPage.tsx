import { useRef, useState } from 'react';
import { Button, Segmented, Skeleton, message as antMessage } from 'antd';
import { CrownFilled } from '@ant-design/icons';
import {
  durationLabel,
  ErrorCode,
  findPlan,
  formatYuan,
  MEMBERSHIP_TEXTS,
  ORDER_TTL_MINUTES,
  PAID_TIERS,
  parseRoleStr,
  PLAN_MONTHS,
  SVIP_TRIAL_DAYS,
  TIER_LABELS,
  type MembershipPlan,
  type PaymentMethod,
  type PlanMonths,
  type UserInfo,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { useUserInfo } from '../../api/user.ts';
import { createVipOrder, useMembershipRefresh, useVipPlansQuery } from '../../api/vip.ts';
import { OrdersTable } from '../../components/orders/OrdersTable.tsx';
import { membershipName } from '../../components/RunningMemberships.tsx';
import { offeredPaymentMethods } from '../../lib/wechat.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { BenefitTable } from './BenefitTable.tsx';
import { PayDialog, type CreatedOrder, type OrderState } from './PayDialog.tsx';
import { PayMethodChoice } from './PayMethodChoice.tsx';
import { PlanCard } from './PlanCard.tsx';
import styles from './VipPage.module.css';

/** The purchase rule for VIP bought during the SVIP trial (the server's: the trial and a paid membership run apart). */
const VIP_DURING_TRIAL = `${SVIP_TRIAL_DAYS}天SVIP体验期间可购买VIP：VIP自购买当日起计时，与体验同时进行，体验结束后继续有效。`;

/** Inside WeChat, where Alipay is not offered: how to pay with it. */
const ALIPAY_IN_WECHAT = '微信内无法使用支付宝，如需支付宝支付，请点击右上角「…」选择「在浏览器打开」';

/** The purchase notes, from the same tables the server applies. */
const NOTES = [
  '会员按自然月计算，有效期至到期日当天24:00。',
  '续费同级会员，从当前到期日起顺延。',
  `VIP升级SVIP立即生效，剩余VIP时长按月价比例（${formatYuan(findPlan('vip-1m')?.amountFen ?? 0)}:` +
    `${formatYuan(findPlan('svip-1m')?.amountFen ?? 0)}）折算为SVIP时长，累加至到期日。`,
  `付费SVIP有效期内无需购买VIP；${SVIP_TRIAL_DAYS}天SVIP体验与付费会员分别计时，以较晚的到期日为准。`,
  VIP_DURING_TRIAL,
  `订单创建后${ORDER_TTL_MINUTES}分钟内未支付将自动关闭。如有疑问，请联系页面右侧的专属客服。`,
];

/** The hero's card: who is logged in, their tier and its last day; or a way to log in. */
function MemberStatus({ user, onLogin }: { user: UserInfo | null | undefined; onLogin: () => void }) {
  if (!user) {
    return (
      <div className={styles.status} data-testid="member-status">
        <div className={styles.statusLine}>登录后查看您的会员状态</div>
        <Button type="primary" className={styles.statusLogin} onClick={onLogin}>
          登录 / 注册
        </Button>
      </div>
    );
  }
  const tier = parseRoleStr(user.roleStr);
  return (
    <div className={styles.status} data-testid="member-status">
      <div className={styles.statusWho}>
        <span className={styles.statusAvatar} aria-hidden>
          {[...user.nickname][0]}
        </span>
        <span className={styles.statusName}>{user.nickname}</span>
        <span className={styles.tierBadge} data-tier={tier}>
          {TIER_LABELS[tier]}
        </span>
      </div>
      <div className={styles.statusLine} data-testid="member-expiry">
        {tier === 'normal'
          ? '您当前是普通用户，开通会员解锁更多权益'
          : user.memberships.map((m) => <div key={m.kind}>{`${membershipName(m)}有效期至 ${m.endDate}`}</div>)}
      </div>
    </div>
  );
}

/** /vip/index: plans and prices, what each tier gives, buying through the pay dialog, and the user's orders. */
export function VipPage() {
  const { data: user } = useUserInfo();
  const plans = useVipPlansQuery();
  const refresh = useMembershipRefresh();
  const [message, messageHolder] = antMessage.useMessage();
  const [months, setMonths] = useState<PlanMonths>(12);
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const offered = plans.data?.providers ?? [];
  // Inside WeChat, whose browser blocks Alipay's pages, Alipay is not offered (WeChat Pay still is).
  const methods = offeredPaymentMethods(offered);
  const method = chosenMethod !== null && methods.includes(chosenMethod) ? chosenMethod : methods[0];
  // Polling and the sandbox button may both report the payment: it is celebrated once.
  const celebrated = useRef<string | null>(null);

  const current = user ? parseRoleStr(user.roleStr) : null;
  // What a purchase acts on: the paid membership (the SVIP trial runs apart from it).
  const paid = user ? (user.memberships.find((m) => m.kind === 'paid')?.tier ?? 'normal') : null;
  const onTrial = user?.memberships.some((m) => m.kind === 'trial') === true;
  // Spec 2.5: the login popup; after logging in the page reloads with the user's plans.
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const toLogin = () => openLoginPopup();

  const buy = async (plan: MembershipPlan) => {
    if (!user) return toLogin();
    // Every way the server offers was held back here (Alipay inside WeChat): the server would choose one anyway.
    if (method === undefined && offered.length > 0) return void message.warning(ALIPAY_IN_WECHAT);
    setBusy(plan.id);
    try {
      const envelope = await createVipOrder(plan.id, method);
      if (envelope.code === ErrorCode.NOT_LOGGED_IN) return toLogin();
      if (envelope.code !== 0) return void message.error(envelope.msg);
      setOrder(envelope.data);
      void refresh.orders();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const closeDialog = () => {
    setOrder(null);
    // The order may have been paid or closed meanwhile.
    void refresh.orders();
  };

  const onPaid = (state: OrderState) => {
    if (celebrated.current === state.orderNo) return;
    celebrated.current = state.orderNo;
    setOrder(null);
    const tier = parseRoleStr(state.roleStr);
    void message.success({
      content: `支付成功！${TIER_LABELS[tier]}会员有效期至 ${state.roleEndDate ?? ''}`,
      duration: 6,
    });
    void refresh.afterPayment();
  };

  const shown = PAID_TIERS.map((tier) => plans.data?.plans.find((p) => p.tier === tier && p.months === months));
  return (
    <div className={styles.page} data-testid="vip-page">
      {messageHolder}
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1 className={styles.title}>
              <CrownFilled className={styles.crown} />
              榜眼会员
            </h1>
            <p className={styles.subtitle}>更多关注名额、更长历史数据、一键数据导出，让每一次增长决策都有据可依</p>
          </div>
          <MemberStatus user={user} onLogin={toLogin} />
        </div>
      </section>

      <section className={styles.plans}>
        <div className={styles.switchRow}>
          <Segmented<PlanMonths>
            size="large"
            value={months}
            onChange={setMonths}
            options={PLAN_MONTHS.map((m) => ({ value: m, label: durationLabel(m) }))}
            data-testid="duration-switch"
          />
        </div>
        {plans.isError ? (
          <div className={styles.loadError}>{errorMessage(plans.error)}</div>
        ) : (
          <div className={styles.cards}>
            {shown.map((plan, i) =>
              plan ? (
                <PlanCard
                  key={plan.tier}
                  plan={plan}
                  benefits={plans.data?.benefits ?? []}
                  current={current}
                  paid={paid}
                  note={plan.tier === 'vip' && onTrial && paid !== 'svip' ? VIP_DURING_TRIAL : null}
                  busy={busy === plan.id}
                  onBuy={() => void buy(plan)}
                />
              ) : (
                <div key={PAID_TIERS[i]} className={styles.card}>
                  <Skeleton active paragraph={{ rows: 7 }} />
                </div>
              ),
            )}
          </div>
        )}
        {method && <PayMethodChoice methods={methods} value={method} onChange={setMethod} />}
        {methods.length < offered.length && (
          <div className={styles.notice} data-testid="alipay-in-wechat">
            {ALIPAY_IN_WECHAT}
          </div>
        )}
        {plans.data && offered.length === 0 && (
          <div className={styles.notice}>{MEMBERSHIP_TEXTS.paymentUnavailable}</div>
        )}
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>会员权益对比</h2>
        {plans.data ? <BenefitTable benefits={plans.data.benefits} current={current} /> : <Skeleton active />}
      </section>

      {user && (
        <section className={styles.section} id="orders" data-testid="my-orders">
          <h2 className={styles.sectionTitle}>我的订单</h2>
          <OrdersTable uid={user.uid} />
        </section>
      )}

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>购买说明</h2>
        <ol className={styles.notes}>
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ol>
      </section>

      <PayDialog order={order} onClose={closeDialog} onPaid={onPaid} />
    </div>
  );
}
