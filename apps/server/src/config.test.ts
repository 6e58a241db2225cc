import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.responseValidation).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', /PORT must be an integer from 0 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT must be an integer/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection string/],
    ['REDIS_URL', 'localhost:6379', /REDIS_URL must be a redis:\/\//],
    ['SIGN_SECRET', 'short', /SIGN_SECRET must be at least 8 characters/],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('takes payments with the sandbox provider by default, and none in production unless asked for', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProvider).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER must be one of sandbox, none \(got "paypal"\)/,
    );
  });

  it('turns response validation off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).responseValidation).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RESPONSE_VALIDATION: 'true' }).responseValidation).toBe(true);
  });
});
