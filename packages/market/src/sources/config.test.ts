import { describe, expect, it } from 'vitest';
import { simulatorSourceConfig, sourceConfigFromEnv } from './config.ts';

describe('source configuration', () => {
  it('points every source at the simulator', () => {
    expect(simulatorSourceConfig('http://127.0.0.1:4010/')).toEqual({
      itunes: 'http://127.0.0.1:4010/itunes',
      rss: 'http://127.0.0.1:4010/rss',
      searchOrder: 'http://127.0.0.1:4010/search-order',
      hints: 'http://127.0.0.1:4010/hints',
      trending: 'http://127.0.0.1:4010/trending',
      featured: 'http://127.0.0.1:4010/featured',
      ads: 'http://127.0.0.1:4010/ads',
      android: 'http://127.0.0.1:4010/android',
      calibration: 'http://127.0.0.1:4010',
    });
    expect(() => simulatorSourceConfig('localhost:4010')).toThrow(
      'simulator base URL must be an http(s) URL, got "localhost:4010"',
    );
  });

  it('reads the environment over a fallback', () => {
    const config = sourceConfigFromEnv(
      {
        APPLE_ITUNES_BASE: 'https://itunes.apple.com/',
        APPLE_RSS_BASE: ' https://itunes.apple.com ',
        APPLE_ADS_BASE: '',
      },
      simulatorSourceConfig('http://127.0.0.1:4010'),
    );
    expect(config).toMatchObject({
      itunes: 'https://itunes.apple.com',
      rss: 'https://itunes.apple.com',
      ads: 'http://127.0.0.1:4010/ads',
    });
  });

  it('names every missing or bad variable when there is no fallback', () => {
    expect(() =>
      sourceConfigFromEnv({
        APPLE_ITUNES_BASE: 'ftp://itunes.apple.com',
        APPLE_RSS_BASE: 'https://itunes.apple.com',
        APPLE_SEARCH_BASE: 'http://sim/search-order',
        APPLE_HINTS_BASE: 'http://sim/hints',
        APPLE_TRENDING_BASE: 'not a url',
        APPLE_FEATURED_BASE: 'http://sim/featured',
        APPLE_ADS_BASE: 'http://sim/ads',
        ANDROID_BASE: 'http://sim/android',
      }),
    ).toThrow(
      'Invalid source configuration: APPLE_ITUNES_BASE must be an http(s) URL, got ' +
        '"ftp://itunes.apple.com"; APPLE_TRENDING_BASE must be an http(s) URL, got "not a url"; ' +
        'CALIBRATION_BASE is not set',
    );
  });
});
