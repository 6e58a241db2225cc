import { resolve } from 'node:path';
import { DEFAULT_SIGN_SECRET } from '@bangyan/contract';
import { z } from 'zod';

/** Membership payment providers (modules/vip/payment.ts). */
export const PAYMENT_PROVIDERS = ['sandbox', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Every setting the server reads, validated at boot. A bad value stops the process with a message
 * naming the variable, what it must be and what it was.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be an integer from 0 to 65535' })
    .int('must be an integer from 0 to 65535')
    .min(0, 'must be an integer from 0 to 65535')
    .max(65535, 'must be an integer from 0 to 65535')
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z
    .string()
    .min(1)
    .default(resolve(import.meta.dirname, '../../web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGN_SECRET: z.string().min(8, 'must be at least 8 characters').default(DEFAULT_SIGN_SECRET),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  ACCOUNT_HOST: z.string().default(''),
  PROVIDER_HOST: z.string().default(''),
  SITE_FILING: z.string().max(200).default(''),
  RESPONSE_VALIDATION: z.enum(['true', 'false']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: 'must be a whole number (0 turns the limit off)' })
    .int('must be a whole number (0 turns the limit off)')
    .min(0, 'must be a whole number (0 turns the limit off)')
    .default(600),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS, { message: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` }).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  webDist: string;
  logLevel: string;
  signSecret: string;
  trustProxy: boolean;
  accountHost: string;
  providerHost: string;
  siteFiling: string;
  /** Check every answer against its contract schema (default: everywhere but production). */
  responseValidation: boolean;
  /** Data requests per visitor (IP, and session) per minute before code 418; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /**
   * Who takes membership payments: 'sandbox' (the built-in provider that completes an order on the
   * page's confirmation) or 'none' (orders refused). Sandbox by default, except in production.
   */
  paymentProvider: PaymentProviderName;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'config');
      return `  ${name} ${issue.message} (got ${JSON.stringify(present[name] ?? null)})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    dataDir: resolve(c.DATA_DIR),
    webDist: resolve(c.WEB_DIST),
    logLevel: c.LOG_LEVEL,
    signSecret: c.SIGN_SECRET,
    trustProxy: c.TRUST_PROXY,
    accountHost: c.ACCOUNT_HOST,
    providerHost: c.PROVIDER_HOST,
    siteFiling: c.SITE_FILING,
    responseValidation: c.RESPONSE_VALIDATION ? c.RESPONSE_VALIDATION === 'true' : c.NODE_ENV !== 'production',
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    paymentProvider: c.PAYMENT_PROVIDER ?? (c.NODE_ENV === 'production' ? 'none' : 'sandbox'),
  };
}
