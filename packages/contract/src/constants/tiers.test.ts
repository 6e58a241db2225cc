import { describe, it, expect } from 'vitest';
import {
  REGISTRATION_GIFT,
  SVIP_TRIAL_DAYS,
  TIERS,
  TIER_LABELS,
  TIER_LIMITS,
  limitAction,
  limitOf,
  limitFailure,
  membershipEnd,
  parseRoleStr,
  tierOf,
} from './tiers.ts';

describe('tier table (spec 6, 9)', () => {
  it('has the three tiers with Chinese labels', () => {
    expect(TIERS).toEqual(['normal', 'vip', 'svip']);
    expect(TIER_LABELS).toEqual({ normal: '普通用户', vip: 'VIP', svip: 'SVIP' });
  });

  it('holds the follow, saved-keyword, keyword-monitor, per-app watched-keyword and daily added-keyword limits', () => {
    expect(TIER_LIMITS).toEqual({
      normal: { follow: 10, keyword: 10, monitor: 3, appKeyword: 5, asoKeyword: 10 },
      vip: { follow: 20, keyword: 50, monitor: 20, appKeyword: 20, asoKeyword: 50 },
      svip: { follow: 100, keyword: 100, monitor: 50, appKeyword: 50, asoKeyword: 200 },
    });
    expect(limitFailure('monitor', 'normal').msg).toBe('您订阅的关键词监控已达3个上限，开通VIP可订阅20个关键词监控');
    expect(limitFailure('appKeyword', 'vip').msg).toBe('您监控的应用关键词已达20个上限，升级SVIP可监控50个应用关键词');
    expect(limitFailure('asoKeyword', 'normal').msg).toBe(
      '您每日添加的关键词已达10个上限，开通VIP可每日添加50个关键词',
    );
  });

  it('holds the registration gift and the trial length', () => {
    expect(REGISTRATION_GIFT).toEqual({ tier: 'vip', months: 2 });
    expect(SVIP_TRIAL_DAYS).toBe(7);
  });
});

describe('parseRoleStr', () => {
  it('maps anything but vip and svip to normal', () => {
    expect(parseRoleStr('svip')).toBe('svip');
    expect(parseRoleStr('vip')).toBe('vip');
    expect(parseRoleStr('other')).toBe('normal');
    expect(parseRoleStr('VIP')).toBe('normal');
    expect(parseRoleStr('')).toBe('normal');
    expect(parseRoleStr(null)).toBe('normal');
  });
});

describe('membershipEnd', () => {
  it('reads a date-only value as the end of that day in China time', () => {
    // 2026-11-22 ends at 2026-11-23 00:00 +08:00 = 2026-11-22 16:00 UTC.
    expect(membershipEnd('2026-11-22')).toBe(Date.UTC(2026, 10, 22, 16));
  });

  it('reads timestamps, dates and milliseconds as given', () => {
    expect(membershipEnd('2026-11-22T10:00:00Z')).toBe(Date.UTC(2026, 10, 22, 10));
    expect(membershipEnd(new Date(Date.UTC(2026, 0, 1)))).toBe(Date.UTC(2026, 0, 1));
    expect(membershipEnd(1_700_000_000_000)).toBe(1_700_000_000_000);
  });

  it('is null for absent or unreadable values', () => {
    expect(membershipEnd(null)).toBeNull();
    expect(membershipEnd(undefined)).toBeNull();
    expect(membershipEnd('')).toBeNull();
    expect(membershipEnd('2026-02-30')).toBeNull();
    expect(membershipEnd('soon')).toBeNull();
    expect(membershipEnd(new Date('x'))).toBeNull();
    expect(membershipEnd(Number.NaN)).toBeNull();
  });
});

describe('tierOf', () => {
  const lastMoment = Date.UTC(2026, 10, 22, 15, 59, 59, 999); // 23:59:59.999 on 22 Nov in China
  const nextDay = Date.UTC(2026, 10, 22, 16); // 00:00 on 23 Nov in China

  it('keeps an unexpired vip or svip', () => {
    expect(tierOf('vip', '2026-11-22', lastMoment)).toBe('vip');
    expect(tierOf('svip', '2026-11-22', new Date(lastMoment))).toBe('svip');
  });

  it('downgrades once the end date has passed', () => {
    expect(tierOf('vip', '2026-11-22', nextDay)).toBe('normal');
    expect(tierOf('svip', '2026-11-22T00:00:00Z', Date.UTC(2026, 10, 22))).toBe('normal');
  });

  it('downgrades a paid role without a readable end date', () => {
    expect(tierOf('vip', null, 0)).toBe('normal');
    expect(tierOf('svip', 'never', 0)).toBe('normal');
  });

  it('leaves normal users normal whatever the date', () => {
    expect(tierOf('other', '2099-01-01', 0)).toBe('normal');
    expect(tierOf(undefined, undefined, 0)).toBe('normal');
  });
});

describe('limitFailure (spec 8)', () => {
  it('answers follow limits with codes 2, 3, 4', () => {
    expect(limitFailure('follow', 'normal')).toEqual({
      code: 2,
      msg: '您关注的应用已达10个上限，开通VIP可关注20个应用',
    });
    expect(limitFailure('follow', 'vip')).toEqual({
      code: 3,
      msg: '您关注的应用已达20个上限，升级SVIP可关注100个应用',
    });
    expect(limitFailure('follow', 'svip')).toEqual({
      code: 4,
      msg: '您关注的应用已达100个上限，如需关注更多应用，请提交反馈',
    });
  });

  it('answers saved-keyword limits with 10, 50, 100', () => {
    expect(limitFailure('keyword', 'normal')).toEqual({
      code: 2,
      msg: '您保存的搜索关键词已达10个上限，开通VIP可保存50个搜索关键词',
    });
    expect(limitFailure('keyword', 'vip')).toEqual({
      code: 3,
      msg: '您保存的搜索关键词已达50个上限，升级SVIP可保存100个搜索关键词',
    });
    expect(limitFailure('keyword', 'svip')).toEqual({
      code: 4,
      msg: '您保存的搜索关键词已达100个上限，如需保存更多搜索关键词，请提交反馈',
    });
  });

  it('points codes 2 and 3 at membership and 4 at feedback', () => {
    expect(limitAction(2)).toBe('membership');
    expect(limitAction(3)).toBe('membership');
    expect(limitAction(4)).toBe('feedback');
  });

  it('reads a limit from an answer with code 2, 3 or 4 only', () => {
    expect(limitOf({ code: 3, msg: 'm' })).toEqual({ code: 3, msg: 'm' });
    expect(limitOf({ code: 0, msg: 'success' })).toBeNull();
    expect(limitOf({ code: 401, msg: '请先登录' })).toBeNull();
  });
});
