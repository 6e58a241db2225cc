import { describe, it, expect } from 'vitest';
import { DEFAULT_IOS_VERSION, IOS_VERSIONS, isIosVersion } from './iosVersions.ts';

describe('iOS version tabs (spec 2.4, 9)', () => {
  it('offers 13 then 12 with their labels, 13 by default', () => {
    expect(IOS_VERSIONS).toEqual([
      { value: 13, label: 'iOS 13 及以上' },
      { value: 12, label: 'iOS 12 及以下' },
    ]);
    expect(DEFAULT_IOS_VERSION).toBe(13);
  });

  it('accepts only those numbers', () => {
    expect(isIosVersion(13)).toBe(true);
    expect(isIosVersion(12)).toBe(true);
    expect(isIosVersion(14)).toBe(false);
    expect(isIosVersion('13')).toBe(false);
  });
});
