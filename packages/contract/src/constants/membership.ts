import { ErrorCode } from '../envelope.ts';
import { daysBefore } from '../time/days.ts';
import { TIER_LABELS, TIER_LIMITS, TIERS, type LimitFailure, type Tier } from './tiers.ts';

/** Membership plans, prices and what each tier gives (the /vip/index page, its orders and quotas). */

export const PAID_TIERS = ['vip', 'svip'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** Plan lengths in calendar months. */
export const PLAN_MONTHS = [1, 3, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

export type PlanId = `${PaidTier}-${PlanMonths}m`;

export interface MembershipPlan {
  id: PlanId;
  tier: PaidTier;
  months: PlanMonths;
  /** The price in fen (1/100 yuan), an integer. */
  amountFen: number;
}

/** Prices in fen: VIP ¥298 / ¥798 / ¥2,598, SVIP ¥998 / ¥2,698 / ¥8,998. */
const PRICES_FEN: Record<PaidTier, Record<PlanMonths, number>> = {
  vip: { 1: 29_800, 3: 79_800, 12: 259_800 },
  svip: { 1: 99_800, 3: 269_800, 12: 899_800 },
};

/** Every plan on sale, VIP before SVIP, shortest first. */
export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = PAID_TIERS.flatMap((tier) =>
  PLAN_MONTHS.map((months): MembershipPlan => ({
    id: `${tier}-${months}m`,
    tier,
    months,
    amountFen: PRICES_FEN[tier][months],
  })),
);

export const PLAN_IDS: readonly PlanId[] = MEMBERSHIP_PLANS.map((p) => p.id);

export function findPlan(id: string): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((p) => p.id === id);
}

/** '3个月' */
export const durationLabel = (months: number): string => `${months}个月`;

/** 'SVIP 3个月', as orders and the pay dialog name a plan. */
export const planLabel = (plan: { tier: PaidTier; months: number }): string =>
  `${TIER_LABELS[plan.tier]} ${durationLabel(plan.months)}`;

/** What the plan saves against buying its tier one month at a time, in fen (0 for the 1-month plan). */
export function planSavingFen(plan: MembershipPlan): number {
  return PRICES_FEN[plan.tier][1] * plan.months - plan.amountFen;
}

/**
 * Upgrading VIP to SVIP converts the VIP time left into SVIP time at the ratio of the two tiers'
 * 1-month prices (298 / 998): what the remaining VIP time is worth, spent on SVIP.
 */
export const VIP_TO_SVIP_RATIO = PRICES_FEN.vip[1] / PRICES_FEN.svip[1];

/** How far back ranking and detail pages may query per tier, in days; null = all history. */
export const TIER_HISTORY_DAYS: Record<Tier, number | null> = {
  normal: 30,
  vip: 365,
  svip: null,
};

/**
 * The first China day ('YYYYMMDD') a tier may ask ranking and detail pages for, `today` being the
 * China day of now ('YYYYMMDD'): today and the days before it up to the tier's depth; null = no bound.
 */
export function earliestHistoryDay(tier: Tier, today: string): string | null {
  const days = TIER_HISTORY_DAYS[tier];
  if (days === null) return null;
  return daysBefore(today, days - 1);
}

/** The answer when a user at `tier` asks for a day older than the tier's depth (codes 2 / 3). */
export function historyLimitFailure(tier: 'normal' | 'vip'): LimitFailure {
  if (tier === 'normal') {
    return {
      code: ErrorCode.LIMIT_FREE,
      msg: `免费用户可查看${historyLabel(TIER_HISTORY_DAYS.normal)}的数据，开通VIP可查看${historyLabel(TIER_HISTORY_DAYS.vip)}的数据`,
    };
  }
  return {
    code: ErrorCode.LIMIT_VIP,
    msg: `VIP用户可查看${historyLabel(TIER_HISTORY_DAYS.vip)}的数据，升级SVIP可查看${historyLabel(TIER_HISTORY_DAYS.svip)}`,
  };
}

/** The answer when a user whose tier cannot export asks to (code 2). */
export const EXPORT_LIMIT_FAILURE: LimitFailure = {
  code: ErrorCode.LIMIT_FREE,
  msg: '导出数据为会员功能，开通VIP即可导出',
};

/** Whether the tier may export data (tables to a file). */
export const TIER_CAN_EXPORT: Record<Tier, boolean> = {
  normal: false,
  vip: true,
  svip: true,
};

/** One row of the tier comparison: a text per tier, or whether the tier has it (true / false). */
export interface TierBenefit {
  key: 'follow' | 'keyword' | 'monitor' | 'appKeyword' | 'asoKeyword' | 'history' | 'export';
  label: string;
  values: Record<Tier, string | boolean>;
}

const perTier = <T>(value: (tier: Tier) => T): Record<Tier, T> =>
  Object.fromEntries(TIERS.map((t) => [t, value(t)])) as Record<Tier, T>;

/** '近30天', '近1年', '全部历史数据'. */
export function historyLabel(days: number | null): string {
  if (days === null) return '全部历史数据';
  return days % 365 === 0 ? `近${days / 365}年` : `近${days}天`;
}

/** The comparison the membership page shows for 普通用户 / VIP / SVIP, built from the tables above. */
export const TIER_BENEFITS: readonly TierBenefit[] = [
  { key: 'follow', label: '关注应用', values: perTier((t) => `${TIER_LIMITS[t].follow}个`) },
  { key: 'keyword', label: '保存搜索关键词', values: perTier((t) => `${TIER_LIMITS[t].keyword}个`) },
  { key: 'monitor', label: '关键词监控', values: perTier((t) => `${TIER_LIMITS[t].monitor}个`) },
  { key: 'appKeyword', label: '每个应用的监控关键词', values: perTier((t) => `${TIER_LIMITS[t].appKeyword}个`) },
  { key: 'asoKeyword', label: '每日添加关键词', values: perTier((t) => `${TIER_LIMITS[t].asoKeyword}个`) },
  { key: 'history', label: '历史数据查询', values: perTier((t) => historyLabel(TIER_HISTORY_DAYS[t])) },
  { key: 'export', label: '数据导出', values: perTier((t) => TIER_CAN_EXPORT[t]) },
];

/** Orders: open for 30 minutes, then closed; the pay dialog polls every second. */
export const ORDER_STATUSES = ['pending', 'paid', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
};
export const ORDER_TTL_MINUTES = 30;

/** An order's status as shown: a pending order past its expiry reads as closed. */
export const orderStatusAt = (order: { status: OrderStatus; expiresAt: Date }, now: Date): OrderStatus =>
  order.status === 'pending' && order.expiresAt.getTime() <= now.getTime() ? 'closed' : order.status;
export const ORDER_POLL_MS = 1000;
/** Unpaid orders a user may have open at once. */
export const MAX_PENDING_ORDERS = 5;

/** The ways to pay a server may offer (its PAYMENT_PROVIDER lists them), and how the pages name each. */
export const PAYMENT_METHODS = ['sandbox', 'wechat', 'alipay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  sandbox: '沙箱支付（测试环境）',
  wechat: '微信支付',
  alipay: '支付宝',
};
/** The pay dialog's title for each method, and what it asks the payer to do with the QR. */
export const PAYMENT_SCAN_TEXTS: Record<PaymentMethod, { title: string; hint: string }> = {
  sandbox: { title: '扫码支付', hint: '沙箱环境无需扫码，点击下方按钮模拟支付' },
  wechat: { title: '微信扫码支付', hint: '请使用微信扫一扫完成支付' },
  alipay: { title: '支付宝扫码支付', hint: '请使用支付宝扫一扫完成支付' },
};

export const MEMBERSHIP_TEXTS = {
  svipActive: '您当前是SVIP会员，无需购买VIP',
  orderUnknown: '订单不存在',
  orderExpired: '订单已过期，请重新下单',
  orderClosed: '订单已关闭，请重新下单',
  amountMismatch: '支付金额与订单金额不符',
  paymentUnavailable: '在线支付暂未开通，请联系客服开通会员',
  paymentFailed: '支付下单失败，请稍后重试',
  sandboxOnly: '当前支付方式不支持模拟支付',
  methodUnknown: '请选择可用的支付方式',
  planUnknown: '请选择有效的会员套餐',
  tooManyPending: '待支付订单过多，请先完成支付或稍后再试',
} as const;
