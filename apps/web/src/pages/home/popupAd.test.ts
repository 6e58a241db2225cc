import { describe, expect, it } from 'vitest';
import type { Advert } from '@bangyan/contract';
import { decidePopupAd, endsAfterToday } from './popupAd.ts';

// 2026-11-22 10:30 in China.
const now = new Date('2026-11-22T02:30:00Z');
const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const ad = (end: number): Advert => ({
  id: 1,
  position: 'pc_index_dialog',
  image: '',
  url: '',
  description: '',
  img_pc: 'x.png',
  url_pc: '/new/asa',
  start: at('2026-11-01T00:00:00Z'),
  end,
});

describe('endsAfterToday', () => {
  it('compares China calendar days', () => {
    expect(endsAfterToday(at('2026-11-22T16:00:00Z'), now)).toBe(true); // 00:00 on the 23rd in China
    expect(endsAfterToday(at('2026-11-22T15:59:59Z'), now)).toBe(false); // 23:59:59 on the 22nd
    expect(endsAfterToday(at('2026-11-21T00:00:00Z'), now)).toBe(false);
    expect(endsAfterToday(at('2027-01-01T00:00:00Z'), now)).toBe(true);
  });
});

describe('decidePopupAd (spec 2.4)', () => {
  const running = ad(at('2026-12-31T00:00:00Z'));

  it('shows the first ad when none was closed and it ends after today', () => {
    expect(decidePopupAd([running], false, now)).toEqual({ ad: running, clearFlag: false });
  });

  it('shows nothing once closed (flag stored), and keeps the flag', () => {
    expect(decidePopupAd([running], true, now)).toEqual({ ad: null, clearFlag: false });
  });

  it('shows nothing when the ad ends today or earlier', () => {
    expect(decidePopupAd([ad(at('2026-11-22T12:00:00Z'))], false, now)).toEqual({ ad: null, clearFlag: false });
    expect(decidePopupAd([ad(at('2026-11-20T12:00:00Z'))], false, now)).toEqual({ ad: null, clearFlag: false });
  });

  it('clears the flag when no ad is returned', () => {
    expect(decidePopupAd([], true, now)).toEqual({ ad: null, clearFlag: true });
    expect(decidePopupAd([], false, now)).toEqual({ ad: null, clearFlag: true });
  });
});
