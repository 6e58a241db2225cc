import { describe, expect, it } from 'vitest';
import { appPagePath, iosAppPath } from './appPaths.ts';

describe('app page addresses (spec 2.1)', () => {
  it('go to AppRank for iOS with the country and AndroidAppRank for Android with the market', () => {
    expect(iosAppPath('414478124')).toBe('/new/apps/view?appId=414478124&country=cn');
    expect(iosAppPath('414478124', 'us')).toBe('/new/apps/view?appId=414478124&country=us');
    expect(appPagePath({ trackId: 'com.tencent.mm', platform: 'android', market: 'xiaomi', country: 'cn' })).toBe(
      '/new/android/download?appId=com.tencent.mm&market=xiaomi',
    );
  });
});
