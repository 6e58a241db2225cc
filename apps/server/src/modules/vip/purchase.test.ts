import { CHINA_UTC_OFFSET_MS, DAY_MS, MEMBERSHIP_TEXTS } from '@bangyan/contract';
import type { Selectable } from 'kysely';
import type { UsersTable } from '@bangyan/db';
import { describe, expect, it } from 'vitest';
import { purchaseOutcome, settlePurchase } from './purchase.ts';
import { effectiveTier } from '../../access/membership.ts';
/** An instant given as China wall-clock time. */
const cst = (y: number, mo: number, d: number, h = 0, mi = 0) =>
  new Date(Date.UTC(y, mo - 1, d, h, mi) - CHINA_UTC_OFFSET_MS);
/** The exclusive end of a membership that runs through that China day. */
const through = (y: number, mo: number, d: number) => cst(y, mo, d + 1);

describe('purchase rule', () => {
  const now = cst(2026, 3, 15, 10);

  it('starts now from the free tier, through the same day the months later', () => {
    expect(purchaseOutcome({ role: 'normal', endsAt: null }, { tier: 'vip', months: 1 }, now)).toEqual({
      ok: true,
      role: 'vip',
      endsAt: through(2026, 4, 15),
    });
    expect(purchaseOutcome({ role: 'normal', endsAt: null }, { tier: 'svip', months: 12 }, now)).toEqual({
      ok: true,
      role: 'svip',
      endsAt: through(2027, 3, 15),
    });
  });

  it('starts now after an expired membership of either tier', () => {
    expect(purchaseOutcome({ role: 'vip', endsAt: cst(2026, 3, 1) }, { tier: 'svip', months: 3 }, now)).toEqual({
      ok: true,
      role: 'svip',
      endsAt: through(2026, 6, 15),
    });
    expect(purchaseOutcome({ role: 'svip', endsAt: now }, { tier: 'vip', months: 3 }, now)).toEqual({
      ok: true,
      role: 'vip',
      endsAt: through(2026, 6, 15),
    });
  });

  it('extends the running tier from its current end by calendar months', () => {
    expect(purchaseOutcome({ role: 'vip', endsAt: through(2026, 4, 15) }, { tier: 'vip', months: 3 }, now)).toEqual({
      ok: true,
      role: 'vip',
      endsAt: through(2026, 7, 15),
    });
    expect(purchaseOutcome({ role: 'svip', endsAt: through(2026, 3, 31) }, { tier: 'svip', months: 12 }, now)).toEqual({
      ok: true,
      role: 'svip',
      endsAt: through(2027, 3, 31),
    });
    // A month's last day goes to the shorter month's last day.
    expect(
      purchaseOutcome({ role: 'vip', endsAt: through(2026, 1, 31) }, { tier: 'vip', months: 1 }, cst(2026, 1, 10)),
    ).toEqual({ ok: true, role: 'vip', endsAt: through(2026, 2, 28) });
  });

  it('upgrades VIP to SVIP from now, adding the VIP time left at 298/998, rounded up to whole days', () => {
    const midnight = cst(2026, 3, 15);
    // 31 days of VIP left are worth 31 × 298 / 998 ≈ 9.26 days of SVIP: ten whole days.
    expect(
      purchaseOutcome({ role: 'vip', endsAt: through(2026, 4, 14) }, { tier: 'svip', months: 1 }, midnight),
    ).toEqual({ ok: true, role: 'svip', endsAt: through(2026, 4, 25) });
    // 998 days of VIP are exactly 298 days of SVIP: nothing to round.
    const start = cst(2026, 1, 1);
    const upgraded = purchaseOutcome(
      { role: 'vip', endsAt: new Date(start.getTime() + 998 * DAY_MS) },
      { tier: 'svip', months: 1 },
      start,
    );
    expect(upgraded).toEqual({
      ok: true,
      role: 'svip',
      endsAt: new Date(through(2026, 2, 1).getTime() + 298 * DAY_MS),
    });
  });

  it('refuses VIP while SVIP runs', () => {
    expect(purchaseOutcome({ role: 'svip', endsAt: through(2026, 4, 14) }, { tier: 'vip', months: 1 }, now)).toEqual({
      ok: false,
      msg: MEMBERSHIP_TEXTS.svipActive,
    });
    expect(MEMBERSHIP_TEXTS.svipActive).toBe('您当前是SVIP会员，无需购买VIP');
  });

  it('settles a VIP payment that arrives while SVIP runs as SVIP time at the same ratio', () => {
    // One month of VIP from 15 March 10:00 is 31 days 14 hours, worth ≈ 9.43 days of SVIP.
    expect(settlePurchase({ role: 'svip', endsAt: through(2026, 4, 14) }, { tier: 'vip', months: 1 }, now)).toEqual({
      role: 'svip',
      endsAt: through(2026, 4, 24),
    });
  });
});

describe('effectiveTier with the trial and a paid membership', () => {
  const now = cst(2026, 3, 15, 10);
  const user = (fields: Partial<Selectable<UsersTable>>): Selectable<UsersTable> => ({
    uid: '1',
    region: '86',
    phone: '13800000000',
    email: null,
    password_hash: 'x',
    nickname: '榜眼用户0000',
    avatar_url: '',
    role: 'normal',
    role_end_at: null,
    first_login: false,
    bang_list_type: 'card',
    created_at: now,
    last_login_at: null,
    svip_trial_until: null,
    wechat_openid: null,
    wechat_unionid: null,
    disabled_at: null,
    disabled_reason: '',
    ...fields,
  });
  const trialEnd = new Date(now.getTime() + 7 * DAY_MS);

  it('shows the later end when a paid SVIP and the trial both run', () => {
    expect(
      effectiveTier(user({ role: 'svip', role_end_at: through(2026, 6, 15), svip_trial_until: trialEnd }), now),
    ).toEqual({ tier: 'svip', endsAt: through(2026, 6, 15) });
    expect(
      effectiveTier(user({ role: 'svip', role_end_at: through(2026, 3, 16), svip_trial_until: trialEnd }), now),
    ).toEqual({ tier: 'svip', endsAt: trialEnd });
  });

  it('shows the trial over a paid VIP, and the VIP after it', () => {
    const row = user({ role: 'vip', role_end_at: through(2026, 6, 15), svip_trial_until: trialEnd });
    expect(effectiveTier(row, now)).toEqual({ tier: 'svip', endsAt: trialEnd });
    expect(effectiveTier(row, new Date(trialEnd.getTime() + 1))).toEqual({ tier: 'vip', endsAt: through(2026, 6, 15) });
  });

  it('reads a membership past its end, with no trial, as free', () => {
    expect(effectiveTier(user({ role: 'svip', role_end_at: now }), now)).toEqual({ tier: 'normal', endsAt: null });
    expect(effectiveTier(user({}), now)).toEqual({ tier: 'normal', endsAt: null });
  });
});
