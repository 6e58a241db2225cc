import { describe, expect, it } from 'vitest';
import { alipayEnv } from '../test/alipayStandIn.ts';
import { smsEnv } from '../test/smsStandIns.ts';
import { wechatPayEnv } from '../test/wechatPayStandIn.ts';
import { ConfigError, loadConfig, productionGaps } from './config.ts';
import { renderIndexHtml } from './http/web.ts';

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

  it('trusts X-Forwarded-For only from a number of proxies or from listed ones, never from anyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be the number of proxies in front of the server \(e\.g\. 1\) or their addresses \(e\.g\. 127\.0\.0\.1,10\.0\.0\.0\/8\), not true: that would take any client's X-Forwarded-For \(got "true"\)/,
    );
    for (const value of ['0', '-1', '1.5', 'proxy.example.com', '10.0.0.0/33', '10.0.0.0/0', '127.0.0.1,,10.0.0.1'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY must be false, the number of/);
  });

  it('takes payments with the sandbox provider by default, and none in production unless asked for', () => {
    expect(loadConfig({}).paymentProviders).toEqual(['sandbox']);
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProviders).toEqual([]);
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).paymentProviders).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProviders).toEqual(['sandbox']);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER must be none, or one or more of sandbox, wechat, alipay separated by commas \(got "paypal"\)/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay,none' })).toThrow(/PAYMENT_PROVIDER must be none/);
  });

  it('turns response validation off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).responseValidation).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RESPONSE_VALIDATION: 'true' }).responseValidation).toBe(true);
  });

  it("texts codes through an SMS provider only when it has its keys, sign name and every purpose's template", () => {
    const aliyun = {
      SMS_PROVIDER: 'aliyun',
      SMS_KEY_ID: 'LTAI-id',
      SMS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '榜眼',
      SMS_TEMPLATE_REGISTER: 'SMS_1',
      SMS_TEMPLATE_LOGIN: 'SMS_2',
      SMS_TEMPLATE_RESET: 'SMS_3',
      SMS_TEMPLATE_BIND: 'SMS_4',
      SMS_TEMPLATE_PASSWORD: 'SMS_5',
    };
    expect(loadConfig({}).sms).toBeNull();
    expect(loadConfig(aliyun).sms).toMatchObject({
      provider: 'aliyun',
      endpoint: 'https://dysmsapi.aliyuncs.com',
      templates: { register: 'SMS_1', password: 'SMS_5' },
    });
    const { SMS_TEMPLATE_BIND: _, ...noBind } = aliyun;
    expect(() => loadConfig(noBind)).toThrow(/SMS_TEMPLATE_BIND must be set too \(SMS_PROVIDER is aliyun\)/);
    expect(() => loadConfig({ ...aliyun, SMS_PROVIDER: 'tencent' })).toThrow(/SMS_SDK_APP_ID must be set too/);
    expect(loadConfig({ ...aliyun, SMS_PROVIDER: 'tencent', SMS_SDK_APP_ID: '1400000001' }).sms).toMatchObject({
      endpoint: 'https://sms.tencentcloudapi.com',
      region: 'ap-guangzhou',
    });
    expect(() => loadConfig({ SMS_KEY_ID: 'x' })).toThrow(/SMS_KEY_ID needs SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER must be one of aliyun, tencent/);
  });

  it('names what a production server lacks to let people sign up: SMS and SMTP', () => {
    expect(productionGaps(loadConfig({}))).toEqual([]);
    const gaps = productionGaps(loadConfig({ NODE_ENV: 'production' }));
    expect(gaps).toHaveLength(2);
    expect(gaps[0]).toMatch(/^SMS_PROVIDER/);
    expect(gaps[1]).toMatch(/^SMTP_HOST and MAIL_FROM/);
    const ready = loadConfig({
      NODE_ENV: 'production',
      ...smsEnv('aliyun', 'https://dysmsapi.aliyuncs.com'),
      SMTP_HOST: 'smtp.example.com',
      MAIL_FROM: 'codes@example.com',
    });
    expect(productionGaps(ready)).toEqual([]);
  });

  it('logs in with WeChat through a website app only with its AppID and secret', () => {
    expect(loadConfig({}).wechatOpen).toBeNull();
    const app = { WECHAT_OPEN_APPID: 'wx1234567890abcdef', WECHAT_OPEN_SECRET: 's' };
    expect(loadConfig(app).wechatOpen).toEqual({
      appId: 'wx1234567890abcdef',
      secret: 's',
      api: 'https://api.weixin.qq.com',
      qr: 'https://open.weixin.qq.com',
    });
    expect(() => loadConfig({ WECHAT_OPEN_APPID: 'wx1234567890abcdef' })).toThrow(/WECHAT_OPEN_SECRET must be set too/);
    expect(() => loadConfig({ ...app, WECHAT_OPEN_APPID: 'not-an-appid' })).toThrow(/WECHAT_OPEN_APPID must be/);
  });

  it('takes Alipay payments only with the app id and both keys, which must be RSA keys', () => {
    const env = alipayEnv('https://openapi.alipay.com/gateway.do');
    expect(loadConfig(env).alipay).toMatchObject({ appId: env.ALIPAY_APP_ID, gateway: env.ALIPAY_GATEWAY });
    expect(
      loadConfig({ ...env, ALIPAY_PRIVATE_KEY: env.ALIPAY_PRIVATE_KEY!.replace(/-----[^-]+-----|\n/g, '') }).alipay,
    ).not.toBeNull();
    expect(() => loadConfig({ ...env, ALIPAY_PUBLIC_KEY: 'not a key' })).toThrow(
      /ALIPAY_PUBLIC_KEY must be an RSA public key/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' })).toThrow(/ALIPAY_APP_ID must be set too/);
  });

  it("gives the browser none of the providers' secrets", () => {
    const env = {
      ...wechatPayEnv('https://api.mch.weixin.qq.com'),
      ...alipayEnv('https://a.example.com/gateway.do'),
      ...smsEnv('aliyun', 'https://dysmsapi.aliyuncs.com'),
      PAYMENT_PROVIDER: 'wechat,alipay',
      WECHAT_OPEN_APPID: 'wx1234567890abcdef',
      WECHAT_OPEN_SECRET: 'open-secret-value',
      WECHAT_MP_APPID: 'wx00000000000000aa',
      WECHAT_MP_SECRET: 'mp-secret-value',
      SMTP_HOST: 'smtp.example.com',
      MAIL_FROM: 'a@example.com',
      SMTP_USER: 'mailer',
      SMTP_PASS: 'smtp-pass-value',
    };
    const page = renderIndexHtml('<html><head></head></html>', loadConfig({ ...env, NODE_ENV: 'production' }));
    const secrets = Object.entries(env).filter(([name]) => /SECRET|KEY|PASS/.test(name) && !/_ID$/.test(name));
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const [name, value] of secrets) {
      expect(page, name).not.toContain(value);
      // PEM keys are long: no line of one either.
      for (const line of value.split('\n').filter((l) => l.length > 40)) expect(page, name).not.toContain(line);
    }
    expect(JSON.parse(/>(\{.*\})</.exec(page)![1]!)).toEqual({
      signSecret: expect.any(String),
      accountHost: '',
      wechatLogin: true,
      wechatMp: true,
    });
  });

  it('takes WeChat Pay payments with every merchant setting, beside Alipay when both are listed', () => {
    const env = { ...wechatPayEnv('https://api.mch.weixin.qq.com'), ...alipayEnv('https://a.example.com/gateway.do') };
    const both = loadConfig({ ...env, PAYMENT_PROVIDER: 'wechat,alipay' });
    expect(both.paymentProviders).toEqual(['wechat', 'alipay']);
    expect(both.alipay).not.toBeNull();
    expect(both.wechatPay).toMatchObject({
      mchId: env.WECHATPAY_MCHID,
      appId: env.WECHATPAY_APPID,
      serialNo: env.WECHATPAY_SERIAL_NO,
      publicKeyId: env.WECHATPAY_PUBLIC_KEY_ID,
      api: 'https://api.mch.weixin.qq.com',
    });
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'alipay' }).wechatPay).toBeNull();
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechat' })).toThrow(/WECHATPAY_MCHID must be set too/);
    expect(() => loadConfig({ ...env, WECHATPAY_APIV3_KEY: undefined })).toThrow(
      /WECHATPAY_APIV3_KEY must be set too \(WeChat Pay needs/,
    );
    expect(() => loadConfig({ ...env, WECHATPAY_APIV3_KEY: 'short' })).toThrow(/must be the 32-character APIv3 key/);
    expect(() => loadConfig({ ...env, WECHATPAY_PUBLIC_KEY: 'not a key' })).toThrow(
      /WECHATPAY_PUBLIC_KEY must be an RSA public key/,
    );
    expect(() => loadConfig({ ...env, WECHATPAY_PUBLIC_KEY_ID: '123' })).toThrow(/PUB_KEY_ID_/);
  });

  it('sends mail over SMTP only when a server and a sender are set, on the port its TLS mode implies', () => {
    expect(loadConfig({}).smtp).toBeNull();
    const from = '榜眼 <alerts@example.com>';
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com', MAIL_FROM: from }).smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      auth: null,
      from,
    });
    const secure = loadConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_SECURE: 'true',
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
      MAIL_FROM: from,
    });
    expect(secure.smtp).toMatchObject({ port: 465, secure: true, auth: { user: 'u', pass: 'p' } });
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', MAIL_FROM: from }).smtp?.secure).toBe(true);
  });

  it.each([
    [{ SMTP_HOST: 'smtp.example.com' }, /MAIL_FROM must be set too/],
    [{ SMTP_HOST: 'smtp://smtp.example.com', MAIL_FROM: 'a@b.c' }, /SMTP_HOST must be a host name/],
    [{ SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'alerts' }, /MAIL_FROM must be an address/],
    [{ SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'a@b.c', SMTP_USER: 'u' }, /SMTP_PASS must be set too/],
    [{ SMTP_PORT: '25' }, /SMTP_PORT needs SMTP_HOST/],
    [{ WECHAT_MP_APPID: 'wx123' }, /WECHAT_MP_SECRET must be set too/],
    [{ WECHAT_MP_ALERT_TEMPLATE_ID: 't' }, /WECHAT_MP_ALERT_TEMPLATE_ID needs WECHAT_MP_APPID/],
    [
      { WECHAT_MP_APPID: 'wx1', WECHAT_MP_SECRET: 's', WECHAT_MP_API: 'https://a.example/x' },
      /WECHAT_MP_API must be an origin/,
    ],
  ])('refuses an incomplete channel setting %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("has an official account with its AppID and secret, WeChat's origins and the alert template only when set", () => {
    expect(loadConfig({}).wechatMp).toBeNull();
    const origins = { api: 'https://api.weixin.qq.com', authorize: 'https://open.weixin.qq.com' };
    expect(loadConfig({ WECHAT_MP_APPID: 'wx1', WECHAT_MP_SECRET: 's' }).wechatMp).toEqual({
      appId: 'wx1',
      secret: 's',
      alertTemplateId: null,
      ...origins,
    });
    expect(
      loadConfig({ WECHAT_MP_APPID: 'wx1', WECHAT_MP_SECRET: 's', WECHAT_MP_ALERT_TEMPLATE_ID: 't' }).wechatMp,
    ).toEqual({ appId: 'wx1', secret: 's', alertTemplateId: 't', ...origins });
  });
});
