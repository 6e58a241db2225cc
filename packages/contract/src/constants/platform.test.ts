import { describe, it, expect } from 'vitest';
import { APP_STORE_LABEL, DEFAULT_PLATFORM, PLATFORMS, isPlatform, storeLabel } from './platform.ts';

describe('platform', () => {
  it('is ios or android, ios by default', () => {
    expect(PLATFORMS).toEqual(['ios', 'android']);
    expect(DEFAULT_PLATFORM).toBe('ios');
    expect(isPlatform('android')).toBe(true);
    expect(isPlatform('harmony')).toBe(false);
    expect(isPlatform(undefined)).toBe(false);
  });

  it('labels iOS App Store and Android with the market name', () => {
    expect(APP_STORE_LABEL).toBe('App Store');
    expect(storeLabel('ios', 'huawei')).toBe('App Store');
    expect(storeLabel('android', 'huawei')).toBe('华为');
    expect(storeLabel('android')).toBe('小米');
    expect(storeLabel('android', 'nope')).toBe('小米');
  });
});
