import { describe, it, expect } from 'vitest';
import { DEFAULT_REGION, MAINLAND_REGION, SMS_REGIONS, findRegion, isRegionCode, regionLabel } from './regions.ts';

describe('SMS regions (spec 9)', () => {
  it('lists 86, 886, 852, 853 with mainland first and default', () => {
    expect(SMS_REGIONS.map((r) => r.code)).toEqual(['86', '886', '852', '853']);
    expect(SMS_REGIONS.map((r) => r.name)).toEqual(['中国大陆', '中国台湾', '中国香港', '中国澳门']);
    expect(DEFAULT_REGION).toBe('86');
    expect(MAINLAND_REGION).toBe('86');
  });

  it('recognises only those codes', () => {
    expect(isRegionCode('852')).toBe(true);
    expect(isRegionCode('+86')).toBe(false);
    expect(isRegionCode('1')).toBe(false);
    expect(isRegionCode(86)).toBe(false);
    expect(findRegion('853')?.name).toBe('中国澳门');
    expect(findRegion('44')).toBeUndefined();
  });

  it('labels options with a plus sign', () => {
    expect(regionLabel(SMS_REGIONS[0]!)).toBe('+86 中国大陆');
  });
});
