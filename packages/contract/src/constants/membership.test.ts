import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_PLANS,
  PLAN_IDS,
  TIER_BENEFITS,
  EXPORT_LIMIT_FAILURE,
  earliestHistoryDay,
  historyLimitFailure,
  TIER_CAN_EXPORT,
  TIER_HISTORY_DAYS,
  VIP_TO_SVIP_RATIO,
  findPlan,
  historyLabel,
  planLabel,
  planSavingFen,
} from './membership.ts';
import { TIER_LIMITS } from './tiers.ts';

describe('membership plans', () => {
  it('sells VIP and SVIP for 1, 3 and 12 months at the listed prices, in fen', () => {
    expect(MEMBERSHIP_PLANS.map((p) => [p.id, p.tier, p.months, p.amountFen])).toEqual([
      ['vip-1m', 'vip', 1, 29_800],
      ['vip-3m', 'vip', 3, 79_800],
      ['vip-12m', 'vip', 12, 259_800],
      ['svip-1m', 'svip', 1, 99_800],
      ['svip-3m', 'svip', 3, 269_800],
      ['svip-12m', 'svip', 12, 899_800],
    ]);
    expect(MEMBERSHIP_PLANS.every((p) => Number.isInteger(p.amountFen))).toBe(true);
    expect(PLAN_IDS).toEqual(MEMBERSHIP_PLANS.map((p) => p.id));
  });

  it('finds a plan by id and nothing else', () => {
    expect(findPlan('svip-3m')).toMatchObject({ tier: 'svip', months: 3, amountFen: 269_800 });
    expect(findPlan('svip-2m')).toBeUndefined();
    expect(findPlan('')).toBeUndefined();
  });

  it('names plans and what longer ones save', () => {
    expect(planLabel({ tier: 'svip', months: 3 })).toBe('SVIP 3个月');
    expect(planSavingFen(findPlan('vip-1m')!)).toBe(0);
    expect(planSavingFen(findPlan('vip-12m')!)).toBe(29_800 * 12 - 259_800);
    expect(planSavingFen(findPlan('svip-3m')!)).toBe(29_600);
  });

  it('converts VIP time to SVIP time at the 1-month price ratio', () => {
    expect(VIP_TO_SVIP_RATIO).toBeCloseTo(298 / 998, 12);
  });
});

describe('tier benefits', () => {
  it('holds history days (null = all) and export per tier', () => {
    expect(TIER_HISTORY_DAYS).toEqual({ normal: 30, vip: 365, svip: null });
    expect(TIER_CAN_EXPORT).toEqual({ normal: false, vip: true, svip: true });
  });

  it('bounds the days a tier may query and answers the limit with the way up', () => {
    expect(earliestHistoryDay('normal', '20261122')).toBe('20261024');
    expect(earliestHistoryDay('vip', '20260301')).toBe('20250302');
    expect(earliestHistoryDay('svip', '20261122')).toBeNull();
    expect(historyLimitFailure('normal')).toEqual({
      code: 2,
      msg: '免费用户可查看近30天的数据，开通VIP可查看近1年的数据',
    });
    expect(historyLimitFailure('vip')).toEqual({
      code: 3,
      msg: 'VIP用户可查看近1年的数据，升级SVIP可查看全部历史数据',
    });
    expect(EXPORT_LIMIT_FAILURE.code).toBe(2);
  });

  it('labels history lengths', () => {
    expect(historyLabel(30)).toBe('近30天');
    expect(historyLabel(365)).toBe('近1年');
    expect(historyLabel(null)).toBe('全部历史数据');
  });

  it("compares the tiers with the quota table's numbers", () => {
    expect(TIER_BENEFITS).toEqual([
      {
        key: 'follow',
        label: '关注应用',
        values: { normal: `${TIER_LIMITS.normal.follow}个`, vip: '20个', svip: '100个' },
      },
      {
        key: 'keyword',
        label: '保存搜索关键词',
        values: { normal: '10个', vip: '50个', svip: `${TIER_LIMITS.svip.keyword}个` },
      },
      { key: 'monitor', label: '关键词监控', values: { normal: '3个', vip: '20个', svip: '50个' } },
      { key: 'appKeyword', label: '每个应用的监控关键词', values: { normal: '5个', vip: '20个', svip: '50个' } },
      { key: 'asoKeyword', label: '每日添加关键词', values: { normal: '10个', vip: '50个', svip: '200个' } },
      { key: 'history', label: '历史数据查询', values: { normal: '近30天', vip: '近1年', svip: '全部历史数据' } },
      { key: 'export', label: '数据导出', values: { normal: false, vip: true, svip: true } },
    ]);
  });
});
