import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  CODE_PURPOSES,
  DEFAULT_SIGN_SECRET,
  PAYMENT_METHODS,
  type CodePurpose,
  type PaymentMethod,
} from '@bangyan/contract';
import { z } from 'zod';

/** Membership payment providers (payments/): PAYMENT_PROVIDER lists those offered, e.g. 'wechat,alipay', or 'none'. */
const PAYMENT_PROVIDER_MESSAGE = `must be none, or one or more of ${PAYMENT_METHODS.join(', ')} separated by commas`;

/** Caps on verification codes sent (credentials/codeCaps.ts), per window: 'recipient=5,ip=20,device=10,global=1000'. */
const CODE_CAP_SCOPES = ['recipient', 'ip', 'device', 'global'] as const;
export type CodeCaps = Record<(typeof CODE_CAP_SCOPES)[number], number>;
const DEFAULT_CODE_CAPS: { hour: CodeCaps; day: CodeCaps } = {
  hour: { recipient: 5, ip: 20, device: 10, global: 1000 },
  day: { recipient: 10, ip: 50, device: 30, global: 10_000 },
};
const codeCapsField = (window: 'hour' | 'day') =>
  z
    .string()
    .transform((text, ctx) => {
      const caps: CodeCaps = { ...DEFAULT_CODE_CAPS[window] };
      for (const part of text.split(',')) {
        const [scope, value] = part.split('=').map((s) => s.trim());
        if (!(CODE_CAP_SCOPES as readonly string[]).includes(scope ?? '') || !/^[1-9]\d{0,6}$/.test(value ?? '')) {
          ctx.addIssue({
            code: 'custom',
            message: `must be scope=number pairs separated by commas (scopes: ${CODE_CAP_SCOPES.join(', ')})`,
          });
          return z.NEVER;
        }
        caps[scope as keyof CodeCaps] = Number(value);
      }
      return caps;
    })
    .optional();

/**
 * Whose X-Forwarded-For (and -Proto, -Host) the server believes: false, nobody's; a number, that many proxies in front
 * of it (the client is the address the farthest of them saw); addresses and CIDRs, those proxies'.
 */
export type TrustProxy = false | number | string[];
const TRUST_PROXY_EXAMPLES =
  'the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';
const TRUST_PROXY_MESSAGE = `must be false, ${TRUST_PROXY_EXAMPLES}`;
const TRUST_PROXY_TRUE = `must be ${TRUST_PROXY_EXAMPLES}, not true: that would take any client's X-Forwarded-For`;

/** An IPv4 or IPv6 address, or a CIDR block of one. */
function isProxyAddress(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && +prefix >= 1 && +prefix <= (version === 4 ? 32 : 128));
}

/** SMS providers for verification codes (credentials/sms/). */
export const SMS_PROVIDERS = ['aliyun', 'tencent'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
const SMS_DEFAULT_ENDPOINTS: Record<SmsProviderName, string> = {
  aliyun: 'https://dysmsapi.aliyuncs.com',
  tencent: 'https://sms.tencentcloudapi.com',
};
/** The template of each code purpose: SMS_TEMPLATE_REGISTER, SMS_TEMPLATE_LOGIN, … */
const smsTemplateVar = (purpose: CodePurpose) =>
  `SMS_TEMPLATE_${purpose.toUpperCase()}` as `SMS_TEMPLATE_${Uppercase<CodePurpose>}`;
const SMS_TEMPLATE_FIELDS = Object.fromEntries(
  CODE_PURPOSES.map((p) => [
    smsTemplateVar(p),
    z
      .string()
      .regex(/^[A-Za-z0-9_]{1,40}$/, "must be the provider's template id or code")
      .optional(),
  ]),
) as Record<ReturnType<typeof smsTemplateVar>, z.ZodOptional<z.ZodString>>;

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
    .string()
    .default('false')
    .transform((text, ctx): TrustProxy => {
      if (text === 'false') return false;
      if (/^[1-9]\d{0,2}$/.test(text)) return Number(text);
      const proxies = text.split(',').map((p) => p.trim());
      if (proxies.every(isProxyAddress)) return proxies;
      ctx.addIssue({ code: 'custom', message: text === 'true' ? TRUST_PROXY_TRUE : TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }),
  ACCOUNT_HOST: z.string().default(''),
  SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, "must be the site's origin, e.g. https://bangyan.example.com (no path)")
    .optional(),
  RESPONSE_VALIDATION: z.enum(['true', 'false']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: 'must be a whole number (0 turns the limit off)' })
    .int('must be a whole number (0 turns the limit off)')
    .min(0, 'must be a whole number (0 turns the limit off)')
    .default(600),
  PAYMENT_PROVIDER: z
    .string()
    .transform((text, ctx) => {
      const names = text.split(',').map((n) => n.trim());
      if (names.length === 1 && names[0] === 'none') return [];
      if (!names.every((n): n is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(n))) {
        ctx.addIssue({ code: 'custom', message: PAYMENT_PROVIDER_MESSAGE });
        return z.NEVER;
      }
      return [...new Set(names)];
    })
    .optional(),
  WECHATPAY_MCHID: z
    .string()
    .regex(/^\d{8,12}$/, "must be the merchant's 商户号 (digits)")
    .optional(),
  WECHATPAY_APPID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/, 'must be the AppID bound to the merchant (wx and 16 hex digits)')
    .optional(),
  WECHATPAY_SERIAL_NO: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,40}$/, "must be the serial number of the merchant's API certificate (hex)")
    .optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_APIV3_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{32}$/, 'must be the 32-character APIv3 key')
    .optional(),
  WECHATPAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_[0-9A-Za-z]{1,64}$/, "must be the WeChat Pay public key's id (PUB_KEY_ID_…)")
    .optional(),
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_API: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin, e.g. https://api.mch.weixin.qq.com (no path)')
    .optional(),
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{16}$/, "must be the Alipay app's APPID (16 digits)")
    .optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z
    .string()
    .regex(/^https?:\/\/[^?#\s]+$/, 'must be the gateway URL, e.g. https://openapi.alipay.com/gateway.do')
    .optional(),
  SMTP_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/, 'must be a host name or address, without scheme or port')
    .optional(),
  SMTP_PORT: z.coerce
    .number({ message: 'must be an integer from 1 to 65535' })
    .int('must be an integer from 1 to 65535')
    .min(1, 'must be an integer from 1 to 65535')
    .max(65535, 'must be an integer from 1 to 65535')
    .optional(),
  SMTP_SECURE: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address, or a name and <address>')
    .optional(),
  CODE_CAPS_PER_HOUR: codeCapsField('hour'),
  CODE_CAPS_PER_DAY: codeCapsField('day'),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, { message: `must be one of ${SMS_PROVIDERS.join(', ')}` }).optional(),
  SMS_KEY_ID: z.string().optional(),
  SMS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().max(20, 'must be at most 20 characters').optional(),
  SMS_SDK_APP_ID: z.string().regex(/^\d+$/, 'must be the SDK AppID, digits').optional(),
  SMS_REGION: z
    .string()
    .regex(/^[a-z]+-[a-z0-9-]+$/, 'must be a region, e.g. ap-guangzhou')
    .optional(),
  SMS_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, "must be the API's origin, e.g. https://dysmsapi.aliyuncs.com (no path)")
    .optional(),
  ...SMS_TEMPLATE_FIELDS,
  WECHAT_OPEN_APPID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/, "must be the website app's AppID (wx and 16 hex digits)")
    .optional(),
  WECHAT_OPEN_SECRET: z.string().optional(),
  WECHAT_OPEN_API: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin, e.g. https://api.weixin.qq.com (no path)')
    .optional(),
  WECHAT_OPEN_QR: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin, e.g. https://open.weixin.qq.com (no path)')
    .optional(),
  WECHAT_MP_APPID: z.string().optional(),
  WECHAT_MP_SECRET: z.string().optional(),
  WECHAT_MP_ALERT_TEMPLATE_ID: z.string().optional(),
  WECHAT_MP_API: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin, e.g. https://api.weixin.qq.com (no path)')
    .optional(),
  WECHAT_MP_AUTHORIZE: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin, e.g. https://open.weixin.qq.com (no path)')
    .optional(),
});

/** Variables that only mean something together: the first one set asks for the others. */
const TOGETHER: { names: (keyof z.infer<typeof schema>)[]; why: string }[] = [
  { names: ['SMTP_HOST', 'MAIL_FROM'], why: 'mail over SMTP needs a server and a sender' },
  { names: ['SMTP_USER', 'SMTP_PASS'], why: 'SMTP login needs a user and a password' },
  {
    names: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
    why: "Alipay needs the app, its private key and Alipay's public key",
  },
  {
    names: [
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_SERIAL_NO',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_PUBLIC_KEY_ID',
      'WECHATPAY_PUBLIC_KEY',
    ],
    why: "WeChat Pay needs the merchant, the AppID, the API certificate's serial and key, the APIv3 key and WeChat Pay's public key",
  },
  { names: ['WECHAT_OPEN_APPID', 'WECHAT_OPEN_SECRET'], why: 'WeChat website login needs the app and its secret' },
  { names: ['WECHAT_MP_APPID', 'WECHAT_MP_SECRET'], why: 'the WeChat official account needs its AppID and AppSecret' },
];

const SMS_REQUIRED = ['SMS_KEY_ID', 'SMS_KEY_SECRET', 'SMS_SIGN_NAME', ...CODE_PURPOSES.map(smsTemplateVar)] as const;
const SMS_OPTIONAL = ['SMS_SDK_APP_ID', 'SMS_REGION', 'SMS_ENDPOINT'] as const;

const checked = schema.superRefine((c, ctx) => {
  for (const { names, why } of TOGETHER) {
    if (!names.some((name) => c[name] !== undefined)) continue;
    for (const name of names.filter((n) => c[n] === undefined))
      ctx.addIssue({ code: 'custom', path: [name], message: `must be set too (${why})` });
  }
  if (c.WECHAT_MP_APPID === undefined)
    for (const name of ['WECHAT_MP_ALERT_TEMPLATE_ID', 'WECHAT_MP_API', 'WECHAT_MP_AUTHORIZE'] as const)
      if (c[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'needs WECHAT_MP_APPID' });
  if (c.SMTP_HOST === undefined)
    for (const name of ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER'] as const)
      if (c[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'needs SMTP_HOST' });
  if (c.PAYMENT_PROVIDER?.includes('alipay') && c.ALIPAY_APP_ID === undefined)
    ctx.addIssue({ code: 'custom', path: ['ALIPAY_APP_ID'], message: 'must be set too (PAYMENT_PROVIDER has alipay)' });
  if (c.PAYMENT_PROVIDER?.includes('wechat') && c.WECHATPAY_MCHID === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['WECHATPAY_MCHID'],
      message: 'must be set too (PAYMENT_PROVIDER has wechat)',
    });
  for (const [name, kind] of [
    ['ALIPAY_PRIVATE_KEY', 'private'],
    ['ALIPAY_PUBLIC_KEY', 'public'],
    ['WECHATPAY_PRIVATE_KEY', 'private'],
    ['WECHATPAY_PUBLIC_KEY', 'public'],
  ] as const)
    if (c[name] !== undefined && rsaKey(c[name], kind) === null)
      ctx.addIssue({ code: 'custom', path: [name], message: `must be an RSA ${kind} key (PEM, or its base64 body)` });
  if (c.SMS_PROVIDER === undefined) {
    for (const name of [...SMS_REQUIRED, ...SMS_OPTIONAL])
      if (c[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'needs SMS_PROVIDER' });
  } else {
    for (const name of SMS_REQUIRED.filter((n) => c[n] === undefined))
      ctx.addIssue({ code: 'custom', path: [name], message: `must be set too (SMS_PROVIDER is ${c.SMS_PROVIDER})` });
    if (c.SMS_PROVIDER === 'tencent' && c.SMS_SDK_APP_ID === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_SDK_APP_ID'],
        message: 'must be set too (Tencent Cloud SMS needs it)',
      });
  }
});

/** The SMTP server mail goes through (mail.ts); unset, mail lands in the development outbox. */
export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  /** The From of every mail, e.g. '榜眼 <alerts@example.com>'. */
  from: string;
}

/** The SMS provider verification codes go through (credentials/sms/); null: the development outbox. */
export interface SmsConfig {
  provider: SmsProviderName;
  keyId: string;
  keySecret: string;
  signName: string;
  /** Tencent Cloud's SmsSdkAppId ('' for Alibaba Cloud). */
  sdkAppId: string;
  /** Tencent Cloud's region (X-TC-Region). */
  region: string;
  /** The API's origin: the provider's own unless SMS_ENDPOINT names another (a stand-in, a private endpoint). */
  endpoint: string;
  templates: Record<CodePurpose, string>;
}

/** Alipay (alipay.trade.precreate, RSA2): the app and the two keys (payments/alipay.ts). */
export interface AlipayConfig {
  appId: string;
  /** The app's private key: requests are signed with it. */
  privateKey: KeyObject;
  /** Alipay's public key: its answers and notifications are verified with it. */
  alipayPublicKey: KeyObject;
  gateway: string;
}

/** WeChat Pay (API v3, Native): the merchant, its API key pair and WeChat Pay's public key (payments/wechatpay.ts). */
export interface WechatPayConfig {
  /** 商户号. */
  mchId: string;
  /** The AppID bound to the merchant (an official account's or the website app's). */
  appId: string;
  /** The serial number of the merchant's API certificate: the Authorization header names it. */
  serialNo: string;
  /** The merchant's API private key (apiclient_key.pem): requests are signed with it. */
  privateKey: KeyObject;
  /** The APIv3 key: notifications' resources are encrypted with it (AEAD_AES_256_GCM). */
  apiV3Key: string;
  /** WeChat Pay's public key and its id (Wechatpay-Serial): answers and notifications are verified with it. */
  publicKeyId: string;
  publicKey: KeyObject;
  /** The API's origin: WeChat Pay's unless WECHATPAY_API names another (a stand-in). */
  api: string;
}

/**
 * An RSA key given as PEM or as the bare base64 Alipay's key tool prints (PKCS#8 or PKCS#1 private, SPKI public);
 * null when it is not one.
 */
export function rsaKey(text: string, kind: 'private' | 'public'): KeyObject | null {
  const body = text.replace(/\\n/g, '\n').trim();
  const attempts: (() => KeyObject)[] = body.startsWith('-----BEGIN')
    ? [() => (kind === 'private' ? createPrivateKey(body) : createPublicKey(body))]
    : kind === 'private'
      ? (['pkcs8', 'pkcs1'] as const).map(
          (type) => () => createPrivateKey({ key: Buffer.from(body, 'base64'), format: 'der', type }),
        )
      : [() => createPublicKey({ key: Buffer.from(body, 'base64'), format: 'der', type: 'spki' })];
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType === 'rsa') return key;
    } catch {
      // the next form, else not a key
    }
  }
  return null;
}

/** The WeChat Open Platform website app people log in with (modules/user/wechatOAuth.ts); null: the development scan. */
export interface WechatOpenConfig {
  appId: string;
  secret: string;
  /** The API's origin (the access token, the user's profile) and the QR page's (qrconnect): WeChat's unless set. */
  api: string;
  qr: string;
}

/**
 * The WeChat official account (服务号, ../wechat/): inside WeChat's browser it signs the JS-SDK's share settings
 * (modules/site) and logs people in by web authorization (modules/user); with a template it sends alert template
 * messages (alerts/channels/wechatTemplate.ts).
 */
export interface WechatMpConfig {
  appId: string;
  secret: string;
  /** The alert template's id; null: alerts by WeChat go to the development record (and fail in production). */
  alertTemplateId: string | null;
  /**
   * The API's origin (access token, JS-SDK ticket, web authorization's code) and the authorization page's: WeChat's
   * unless WECHAT_MP_API, WECHAT_MP_AUTHORIZE name others (a stand-in).
   */
  api: string;
  authorize: string;
}

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
  trustProxy: TrustProxy;
  accountHost: string;
  /** The site's public origin, for links that leave it (alert emails, webhooks): SITE_URL, else http://localhost:PORT. */
  siteUrl: string;
  /** Check every answer against its contract schema (default: everywhere but production). */
  responseValidation: boolean;
  /** Data requests per visitor (IP, and session) per minute before code 418; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /**
   * Who takes membership payments, in the order the pay choice offers them: 'sandbox' (the built-in provider that
   * completes an order on the page's confirmation), 'wechat', 'alipay'; none: orders refused. Sandbox by default,
   * except in production.
   */
  paymentProviders: PaymentMethod[];
  /** Set when PAYMENT_PROVIDER has alipay. */
  alipay: AlipayConfig | null;
  /** Set when PAYMENT_PROVIDER has wechat. */
  wechatPay: WechatPayConfig | null;
  /** Null: no SMTP server, so mail goes to the development outbox (and fails in production). */
  smtp: SmtpConfig | null;
  /** Null: no SMS provider, so codes by SMS go to the development outbox (and fail in production). */
  sms: SmsConfig | null;
  /** Codes sent per recipient, IP, device and site, per hour and per day (credentials/codeCaps.ts). */
  codeCaps: { hour: CodeCaps; day: CodeCaps };
  /** Null: no website app, so WeChat login is the development scan page (and is refused in production). */
  wechatOpen: WechatOpenConfig | null;
  /**
   * Null: no official account, so template messages go to the development record (and fail in production), and
   * inside WeChat the site neither sets share cards nor logs in by WeChat's web authorization.
   */
  wechatMp: WechatMpConfig | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checked.safeParse(present);
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
    siteUrl: c.SITE_URL ?? `http://localhost:${c.PORT}`,
    responseValidation: c.RESPONSE_VALIDATION ? c.RESPONSE_VALIDATION === 'true' : c.NODE_ENV !== 'production',
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    paymentProviders: c.PAYMENT_PROVIDER ?? (c.NODE_ENV === 'production' ? [] : ['sandbox']),
    alipay:
      c.PAYMENT_PROVIDER?.includes('alipay') && c.ALIPAY_APP_ID && c.ALIPAY_PRIVATE_KEY && c.ALIPAY_PUBLIC_KEY
        ? {
            appId: c.ALIPAY_APP_ID,
            privateKey: rsaKey(c.ALIPAY_PRIVATE_KEY, 'private')!,
            alipayPublicKey: rsaKey(c.ALIPAY_PUBLIC_KEY, 'public')!,
            gateway: c.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do',
          }
        : null,
    wechatPay: wechatPayConfig(c),
    smtp: smtpConfig(c),
    sms: smsConfig(c),
    codeCaps: {
      hour: c.CODE_CAPS_PER_HOUR ?? DEFAULT_CODE_CAPS.hour,
      day: c.CODE_CAPS_PER_DAY ?? DEFAULT_CODE_CAPS.day,
    },
    wechatOpen:
      c.WECHAT_OPEN_APPID && c.WECHAT_OPEN_SECRET
        ? {
            appId: c.WECHAT_OPEN_APPID,
            secret: c.WECHAT_OPEN_SECRET,
            api: c.WECHAT_OPEN_API ?? 'https://api.weixin.qq.com',
            qr: c.WECHAT_OPEN_QR ?? 'https://open.weixin.qq.com',
          }
        : null,
    wechatMp:
      c.WECHAT_MP_APPID && c.WECHAT_MP_SECRET
        ? {
            appId: c.WECHAT_MP_APPID,
            secret: c.WECHAT_MP_SECRET,
            alertTemplateId: c.WECHAT_MP_ALERT_TEMPLATE_ID ?? null,
            api: c.WECHAT_MP_API ?? 'https://api.weixin.qq.com',
            authorize: c.WECHAT_MP_AUTHORIZE ?? 'https://open.weixin.qq.com',
          }
        : null,
  };
}

function wechatPayConfig(c: z.infer<typeof schema>): WechatPayConfig | null {
  if (!c.PAYMENT_PROVIDER?.includes('wechat')) return null;
  const { WECHATPAY_MCHID: mchId, WECHATPAY_APPID: appId, WECHATPAY_SERIAL_NO: serialNo } = c;
  const { WECHATPAY_APIV3_KEY: apiV3Key, WECHATPAY_PUBLIC_KEY_ID: publicKeyId } = c;
  if (!mchId || !appId || !serialNo || !apiV3Key || !publicKeyId) return null;
  if (!c.WECHATPAY_PRIVATE_KEY || !c.WECHATPAY_PUBLIC_KEY) return null;
  return {
    mchId,
    appId,
    serialNo: serialNo.toUpperCase(),
    privateKey: rsaKey(c.WECHATPAY_PRIVATE_KEY, 'private')!,
    apiV3Key,
    publicKeyId,
    publicKey: rsaKey(c.WECHATPAY_PUBLIC_KEY, 'public')!,
    api: c.WECHATPAY_API ?? 'https://api.mch.weixin.qq.com',
  };
}

function smtpConfig(c: z.infer<typeof schema>): SmtpConfig | null {
  if (!c.SMTP_HOST || !c.MAIL_FROM) return null;
  const secure = c.SMTP_SECURE ? c.SMTP_SECURE === 'true' : c.SMTP_PORT === 465;
  return {
    host: c.SMTP_HOST,
    port: c.SMTP_PORT ?? (secure ? 465 : 587),
    secure,
    auth: c.SMTP_USER && c.SMTP_PASS ? { user: c.SMTP_USER, pass: c.SMTP_PASS } : null,
    from: c.MAIL_FROM,
  };
}

function smsConfig(c: z.infer<typeof schema>): SmsConfig | null {
  if (!c.SMS_PROVIDER || !c.SMS_KEY_ID || !c.SMS_KEY_SECRET || !c.SMS_SIGN_NAME) return null;
  return {
    provider: c.SMS_PROVIDER,
    keyId: c.SMS_KEY_ID,
    keySecret: c.SMS_KEY_SECRET,
    signName: c.SMS_SIGN_NAME,
    sdkAppId: c.SMS_SDK_APP_ID ?? '',
    region: c.SMS_REGION ?? 'ap-guangzhou',
    endpoint: c.SMS_ENDPOINT ?? SMS_DEFAULT_ENDPOINTS[c.SMS_PROVIDER],
    templates: Object.fromEntries(CODE_PURPOSES.map((p) => [p, c[smsTemplateVar(p)] ?? ''])) as Record<
      CodePurpose,
      string
    >,
  };
}

/**
 * What a production server lacks to serve what the site offers: phone registration, code login and password reset
 * send codes by SMS; email registration, codes and alert mail go over SMTP. main.ts refuses to start with these named.
 */
export function productionGaps(config: Config): string[] {
  if (config.env !== 'production') return [];
  const gaps: string[] = [];
  if (!config.sms)
    gaps.push(
      'SMS_PROVIDER (with SMS_KEY_ID, SMS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_*): phone sign-up sends codes by SMS',
    );
  if (!config.smtp) gaps.push('SMTP_HOST and MAIL_FROM: email sign-up, email codes and alert mail go over SMTP');
  return gaps;
}
