import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, config, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('uses the defaults when the injected element is absent (vite dev, tests)', () => {
    expect(parseConfig(null)).toEqual(DEFAULT_CONFIG);
    expect(config).toEqual(DEFAULT_CONFIG);
  });

  it('reads the injected values and trims trailing slashes from hosts', () => {
    const raw = JSON.stringify({
      signSecret: 's3cret-value',
      accountHost: 'https://account.example.com/',
      wechatLogin: false,
      wechatMp: true,
    });
    expect(parseConfig(raw)).toEqual({
      signSecret: 's3cret-value',
      accountHost: 'https://account.example.com',
      wechatLogin: false,
      wechatMp: true,
    });
  });

  it('falls back field by field on wrong types and entirely on malformed JSON', () => {
    const raw = '{"signSecret": 5, "accountHost": "https://a.example.com", "wechatLogin": "no", "wechatMp": 1}';
    expect(parseConfig(raw)).toEqual({
      ...DEFAULT_CONFIG,
      accountHost: 'https://a.example.com',
    });
    expect(parseConfig('{not json')).toEqual(DEFAULT_CONFIG);
    expect(parseConfig('"text"')).toEqual(DEFAULT_CONFIG);
  });

  it('never uses an empty signing secret', () => {
    expect(parseConfig('{"signSecret": ""}').signSecret).toBe(DEFAULT_CONFIG.signSecret);
  });
});
