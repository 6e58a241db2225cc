import { DAY_MS, VIP_TO_SVIP_RATIO } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { refundedMembership, type PaidOrder } from './refund.ts';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 16));
const now = at(10);

describe('refundedMembership', () => {
  const fresh: PaidOrder = {
    tier: 'vip',
    paidAt: at(5),
    before: { role: 'normal', endsAt: null },
    after: { role: 'vip', endsAt: at(35) },
  };

  it('puts back the membership before the order when nothing changed since', () => {
    expect(refundedMembership(fresh, { role: 'vip', endsAt: at(35) }, now)).toEqual({ role: 'normal', endsAt: null });
    const extended: PaidOrder = {
      ...fresh,
      before: { role: 'vip', endsAt: at(20) },
      after: { role: 'vip', endsAt: at(50) },
    };
    expect(refundedMembership(extended, { role: 'vip', endsAt: at(50) }, now)).toEqual({ role: 'vip', endsAt: at(20) });
  });

  it('takes the time the order added off a membership that changed since', () => {
    // Extended again after the order: the order's 30 days come off the new end.
    expect(refundedMembership(fresh, { role: 'vip', endsAt: at(65) }, now)).toEqual({ role: 'vip', endsAt: at(35) });
    // An extension: only the time past the end before counts.
    const extended: PaidOrder = {
      ...fresh,
      before: { role: 'vip', endsAt: at(20) },
      after: { role: 'vip', endsAt: at(50) },
    };
    expect(refundedMembership(extended, { role: 'vip', endsAt: at(80) }, now)).toEqual({ role: 'vip', endsAt: at(50) });
  });

  it('counts VIP time taken off an SVIP membership at the price ratio', () => {
    const svipEnd = at(100);
    const after = refundedMembership(fresh, { role: 'svip', endsAt: svipEnd }, now);
    expect(after.role).toBe('svip');
    expect(after.endsAt!.getTime()).toBe(svipEnd.getTime() - Math.round(30 * DAY_MS * VIP_TO_SVIP_RATIO));
  });

  it('ends a membership the refund runs past, and leaves none as none', () => {
    expect(refundedMembership(fresh, { role: 'vip', endsAt: at(20) }, now)).toEqual({ role: 'normal', endsAt: null });
    expect(refundedMembership(fresh, { role: 'normal', endsAt: null }, now)).toEqual({ role: 'normal', endsAt: null });
    // Restoring a membership that has ended since the order: none.
    const old: PaidOrder = { ...fresh, before: { role: 'vip', endsAt: at(8) }, after: { role: 'vip', endsAt: at(38) } };
    expect(refundedMembership(old, { role: 'vip', endsAt: at(38) }, now)).toEqual({ role: 'normal', endsAt: null });
  });
});
