import { describe, it, expect } from 'vitest';
import {
  COLLECTED_MARKETS,
  DEFAULT_MARKET,
  DEFAULT_MARKETS,
  MARKETS,
  findMarket,
  isMarketCode,
  marketName,
} from './markets.ts';
import { IOS_MARKET } from './platform.ts';

describe('markets', () => {
  it('defaults to Xiaomi, VIVO, OPPO in that order and xiaomi alone', () => {
    expect(DEFAULT_MARKETS).toEqual(['xiaomi', 'vivo', 'oppo']);
    expect(DEFAULT_MARKET).toBe('xiaomi');
    expect(DEFAULT_MARKETS.map((c) => marketName(c))).toEqual(['小米', 'VIVO', 'OPPO']);
  });

  it('collects the four phone-maker stores', () => {
    expect(COLLECTED_MARKETS).toEqual(['huawei', 'xiaomi', 'oppo', 'vivo']);
    for (const code of DEFAULT_MARKETS) expect(COLLECTED_MARKETS).toContain(code);
  });

  it('has unique lowercase codes', () => {
    const codes = MARKETS.map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]+$/);
    expect(codes).not.toContain(IOS_MARKET);
  });

  it('looks markets up by code', () => {
    expect(findMarket('huawei')).toEqual({ code: 'huawei', name: '华为', collected: true });
    expect(findMarket('tencent')?.collected).toBe(false);
    expect(findMarket('Huawei')).toBeUndefined();
    expect(isMarketCode('oppo')).toBe(true);
    expect(isMarketCode('ios')).toBe(false);
    expect(isMarketCode(3)).toBe(false);
  });
});
