import { ACCOUNT_TEXTS, type CodePurpose } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuite } from '../../../test/accounts.ts';
import { testDatabaseKinds } from '../../../test/app.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../../test/smtpStandIn.ts';
import {
  SMS_TEMPLATES,
  smsEnv,
  startAliyunSmsStandIn,
  startTencentSmsStandIn,
  type SmsStandIn,
} from '../../../test/smsStandIns.ts';
import { loadConfig, type SmsConfig } from '../../config.ts';
import { codeProvider } from '../delivery.ts';
import { aliyunSignature, aliyunSms } from './aliyun.ts';
import { SmsError, type SmsSender } from './sms.ts';
import { tc3Authorization, tencentSms } from './tencent.ts';

const PROVIDERS = {
  aliyun: { start: startAliyunSmsStandIn, sender: aliyunSms, mainland: '13800138000', hk: '85291234567' },
  tencent: { start: startTencentSmsStandIn, sender: tencentSms, mainland: '+8613800138000', hk: '+85291234567' },
} as const;

const configFor = (provider: 'aliyun' | 'tencent', endpoint: string, secret?: string): SmsConfig =>
  loadConfig({ ...smsEnv(provider, endpoint), ...(secret ? { SMS_KEY_SECRET: secret } : {}) }).sms!;

/** The refusal a send ends in: the visitor's text and the provider's answer. */
async function refusal(send: Promise<void>): Promise<{ text: string; detail: string }> {
  const err = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsError);
  return { text: (err as SmsError).text, detail: (err as SmsError).message };
}

describe("the providers' signatures", () => {
  it("reproduce Alibaba Cloud's documented signature version 1.0 example", () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(aliyunSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it("reproduce Tencent Cloud's documented TC3-HMAC-SHA256 example", () => {
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      service: 'cvm',
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });
});

describe.each(Object.keys(PROVIDERS) as (keyof typeof PROVIDERS)[])('SMS codes through %s', (provider) => {
  const { start, sender, mainland, hk } = PROVIDERS[provider];
  let api: SmsStandIn;
  let send: SmsSender;
  const message = (phone: string, region = '86', purpose: CodePurpose = 'register') => ({
    region,
    phone,
    purpose,
    code: '402917',
  });
  beforeAll(async () => {
    api = await start();
    send = sender(configFor(provider, api.baseUrl), 2_000);
  });
  afterAll(async () => {
    await api.close();
  });

  it("sends the purpose's template with the code, signed as the provider checks, a fresh signature each time", async () => {
    await send(message('13800138000'));
    await send(message('91234567', '852', 'reset'));
    // The same text again: a replayed nonce or stale timestamp would be refused.
    await send(message('13800138000'));
    expect(api.sent).toEqual([
      { phone: mainland, template: SMS_TEMPLATES.register, code: '402917' },
      { phone: hk, template: SMS_TEMPLATES.reset, code: '402917' },
      { phone: mainland, template: SMS_TEMPLATES.register, code: '402917' },
    ]);
  });

  it("answers the provider's refusals in words a visitor can act on", async () => {
    const sent = api.sent.length;
    expect((await refusal(send(message('13700000000')))).text).toBe(ACCOUNT_TEXTS.smsTooFrequent);
    expect((await refusal(send(message('19900000001')))).text).toBe(ACCOUNT_TEXTS.smsBadNumber);
    // A wrong secret: the provider's signature check refuses it, and the log says so.
    const forged = await refusal(
      sender(configFor(provider, api.baseUrl, 'wrong-secret'), 2_000)(message('13800138000')),
    );
    expect(forged.text).toBe(ACCOUNT_TEXTS.smsUnavailable);
    expect(forged.detail).toMatch(/SignatureDoesNotMatch|AuthFailure\.SignatureFailure/);
    expect(api.sent).toHaveLength(sent);
  });

  it('gives up on a failing or silent provider within its timeout', async () => {
    api.mode = 'server-error';
    expect((await refusal(send(message('13800138000')))).text).toBe(ACCOUNT_TEXTS.smsUnavailable);
    api.mode = 'hang';
    const started = Date.now();
    const slow = sender(configFor(provider, api.baseUrl), 300);
    expect((await refusal(slow(message('13800138000')))).detail).toMatch(/unreachable/);
    expect(Date.now() - started).toBeLessThan(2_000);
    api.mode = 'ok';
  });
});

const SMTP_LOGIN = { user: 'codes', pass: 'smtp-pass-2' };

describe.each(testDatabaseKinds().slice(0, 1))('registration through the SMS and mail providers on %s', (kind) => {
  let api: SmsStandIn;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    api = await startTencentSmsStandIn();
    smtp = await startSmtpStandIn(SMTP_LOGIN);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });
  const { world, encrypt, pass, sendCode, registerUser } = accountSuite(kind, {
    env: () => ({
      ...smsEnv('tencent', api.baseUrl),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: SMTP_LOGIN.user,
      SMTP_PASS: SMTP_LOGIN.pass,
      MAIL_FROM: '榜眼 <codes@bangyan.example.com>',
    }),
  });

  it('texts the code through the provider (not the outbox) and registers with it', async () => {
    expect((await sendCode('13700001111')).json()).toMatchObject({ code: 0 });
    const [text] = api.sent;
    expect(text).toMatchObject({ phone: '+8613700001111', template: SMS_TEMPLATES.register });
    const outbox = await world().t.handle.db.selectFrom('dev_outbox').selectAll().execute();
    expect(outbox).toEqual([]);
    const res = await registerUser({ phone: '13700001111', phoneCode: text!.code, password: encrypt('abc12345') });
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it("shows the provider's refusal and lets the visitor ask again at once", async () => {
    const refused = { code: 400, msg: ACCOUNT_TEXTS.smsTooFrequent, data: null };
    expect((await sendCode('13700000000')).json()).toEqual(refused);
    // Nothing was sent, so no 60-second wait: the same answer, not 验证码发送过于频繁.
    expect((await sendCode('13700000000')).json()).toEqual(refused);
  });

  it('mails a code to an email address over SMTP, and says so when the server refuses it', async () => {
    const { t } = world();
    const send = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/code/registerCode?${new URLSearchParams({ email, ...(await pass()) })}`,
        })
      ).json();
    expect(await send('li.lei@example.com')).toMatchObject({ code: 0 });
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['li.lei@example.com']);
    const code = /验证码：(\d{6})/.exec(mail!.mail.subject ?? '')?.[1];
    expect(mail!.mail.text).toContain(`验证码是${code}`);
    expect(mail!.mail.html).toContain(code);
    smtp.refuseRecipients = 550;
    expect(await send('han.meimei@example.com')).toEqual({ code: 400, msg: ACCOUNT_TEXTS.mailUnavailable, data: null });
    smtp.refuseRecipients = null;
  });

  it('refuses codes in production when no provider is set, instead of hiding them in the outbox', async () => {
    const { t } = world();
    const config = loadConfig({ NODE_ENV: 'production' });
    const provider = codeProvider({ config, db: t.handle.db }, t.app.log);
    const sms = { channel: 'sms', recipient: '+86 13700002222', purpose: 'login', code: '1', body: '' } as const;
    await expect(provider.send(sms)).rejects.toMatchObject({ text: ACCOUNT_TEXTS.smsNotConfigured });
    await expect(provider.send({ ...sms, channel: 'email', recipient: 'a@example.com' })).rejects.toMatchObject({
      text: ACCOUNT_TEXTS.mailUnavailable,
    });
  });
});
