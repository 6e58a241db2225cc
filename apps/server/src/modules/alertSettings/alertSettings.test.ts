import { ALERT_DAILY_CAP, ALERT_SETTING_TEXTS, ALERT_TESTS_PER_HOUR } from '@bangyan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeUrls } from '../../../src/alerts/unsubscribe.ts';
import {
  createTestApp,
  FORM_HEADERS,
  formPoster,
  jsonGetters,
  testDatabaseKinds,
  type TestApp,
} from '../../../test/app.ts';
import { startBotStandIn, type BotStandIn } from '../../../test/botStandIns.ts';
import { registerTestUser } from '../../../test/users.ts';

const DEFAULTS = {
  pushTime: '09:00',
  digest: true,
  instant: true,
  paused: false,
  email: { on: false, address: '' },
  webhook: { on: false, kind: '', url: '', hasSecret: false },
  wechat: { on: false, bound: false },
  dailyCap: ALERT_DAILY_CAP,
};
const FORM = {
  pushTime: '20:30',
  digest: '1',
  instant: '0',
  paused: '0',
  emailOn: '0',
  webhookOn: '0',
  wechatOn: '0',
};

describe.each(testDatabaseKinds())('alert settings on %s', (kind) => {
  let t: TestApp;
  let bot: BotStandIn | null = null;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await bot?.close();
    bot = null;
  });
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const post = formPoster(() => t.app);

  it('answers the defaults, saves what is valid and refuses the rest with its reason, changing nothing', async () => {
    const user = await registerTestUser(t, '13700007001');
    expect(await data('/v1/user/alertSettings', user.cookie)).toEqual(DEFAULTS);
    const refused: [Record<string, string>, string][] = [
      [{ pushTime: '25:00' }, ALERT_SETTING_TEXTS.pushTime],
      [{ digest: 'yes' }, ALERT_SETTING_TEXTS.flag],
      [{ emailOn: '1' }, ALERT_SETTING_TEXTS.emailUnbound],
      [{ wechatOn: '1' }, ALERT_SETTING_TEXTS.wechatUnbound],
      [{ webhookOn: '1' }, ALERT_SETTING_TEXTS.webhookUrl],
      [{ webhookUrl: 'https://example.com/hook' }, ALERT_SETTING_TEXTS.webhookKind],
      [{ webhookKind: 'wecom', webhookUrl: 'https://evil.example.com/cgi-bin/webhook/send?key=1' }, '企业微信'],
      [{ webhookKind: 'generic', webhookUrl: 'http://10.0.0.1/hook' }, 'https'],
    ];
    for (const [fields, msg] of refused) {
      const answer = await post('/v1/user/alertSettingsSave', { ...FORM, ...fields }, user.cookie);
      expect(answer.code, JSON.stringify(fields)).toBe(400);
      expect(answer.msg).toContain(msg);
    }
    expect(await data('/v1/user/alertSettings', user.cookie)).toEqual(DEFAULTS);

    const saved = await post(
      '/v1/user/alertSettingsSave',
      {
        ...FORM,
        webhookOn: '1',
        webhookKind: 'feishu',
        webhookUrl: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc',
        webhookSecret: 's3cret',
      },
      user.cookie,
    );
    const expected = {
      ...DEFAULTS,
      pushTime: '20:30',
      instant: false,
      webhook: { on: true, kind: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc', hasSecret: true },
    };
    expect(saved).toMatchObject({ code: 0, data: expected });
    // An omitted secret is kept; '' clears it.
    const kept = { ...FORM, webhookOn: '1', webhookKind: 'feishu', webhookUrl: expected.webhook.url };
    expect((await post('/v1/user/alertSettingsSave', kept, user.cookie)).data).toEqual(expected);
    const cleared = await post('/v1/user/alertSettingsSave', { ...kept, webhookSecret: '' }, user.cookie);
    expect(cleared.data).toMatchObject({ webhook: { hasSecret: false } });

    // Bound contacts may be turned on.
    await t.handle.db
      .updateTable('users')
      .set({ email: 'li.lei@example.com', wechat_openid: 'o-wx-7001' })
      .where('uid', '=', user.uid)
      .execute();
    const on = await post('/v1/user/alertSettingsSave', { ...FORM, emailOn: '1', wechatOn: '1' }, user.cookie);
    expect(on.data).toMatchObject({
      email: { on: true, address: 'li.lei@example.com' },
      wechat: { on: true, bound: true },
      webhook: { on: false, url: '' },
    });
    // Another user sees only their own.
    const other = await registerTestUser(t, '13700007002');
    expect(await data('/v1/user/alertSettings', other.cookie)).toEqual(DEFAULTS);
    expect((await get('/v1/user/alertSettings')).body).toMatchObject({ code: 401 });
  });

  it('发送测试 sends at once to the form’s webhook, signed, and says why a receiver refused', async () => {
    const user = await registerTestUser(t, '13700007003');
    bot = await startBotStandIn('generic', { secret: 'hook-secret-1' });
    const test = (fields: Record<string, string>) =>
      post('/v1/user/alertTest', { channel: 'webhook', webhookKind: 'generic', ...fields }, user.cookie);
    expect(await test({ webhookUrl: bot.url, webhookSecret: 'hook-secret-1' })).toMatchObject({ code: 0 });
    expect(bot.accepted).toHaveLength(1);
    expect(bot.accepted[0]).toMatchObject({ source: 'bangyan', title: '测试提醒' });
    expect(String(bot.accepted[0]!.link)).toMatch(/^http:\/\/localhost:\d+\/user\/alerts$/);
    // A wrong secret: the receiver refuses the signature, and the answer says so.
    const wrong = await test({ webhookUrl: bot.url, webhookSecret: 'not-the-secret' });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toContain('拒绝了请求');
    expect(bot.accepted).toHaveLength(1);
    // Email and WeChat need the bound contact.
    expect(await post('/v1/user/alertTest', { channel: 'email' }, user.cookie)).toMatchObject({
      code: 400,
      msg: ALERT_SETTING_TEXTS.emailUnbound,
    });
    expect(await post('/v1/user/alertTest', { channel: 'sms' }, user.cookie)).toMatchObject({
      code: 400,
      msg: ALERT_SETTING_TEXTS.channel,
    });
  });

  it('发送测试 by email lands in the development outbox, and is limited per hour', async () => {
    const user = await registerTestUser(t, '13700007004');
    await t.handle.db
      .updateTable('users')
      .set({ email: 'han.meimei@example.com' })
      .where('uid', '=', user.uid)
      .execute();
    expect(await post('/v1/user/alertTest', { channel: 'email' }, user.cookie)).toMatchObject({ code: 0 });
    const mail = await t.handle.db
      .selectFrom('dev_mail')
      .select(['subject', 'text'])
      .where('recipient', '=', 'han.meimei@example.com')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('【榜眼】测试提醒');
    expect(mail[0]!.text).toMatch(/退订：http:\/\/localhost:\d+\/unsubscribe\?u=\d+&c=email&t=[\w-]{43}/);
    for (let i = 1; i < ALERT_TESTS_PER_HOUR; i++) await post('/v1/user/alertTest', { channel: 'email' }, user.cookie);
    expect(await post('/v1/user/alertTest', { channel: 'email' }, user.cookie)).toMatchObject({
      code: 400,
      msg: ALERT_SETTING_TEXTS.testTooOften,
    });
  });

  it('unsubscribes a channel from the link without login; a forged or altered link changes nothing', async () => {
    const user = await registerTestUser(t, '13700007005');
    await t.handle.db.updateTable('users').set({ email: 'lucy@example.com' }).where('uid', '=', user.uid).execute();
    await post('/v1/user/alertSettingsSave', { ...FORM, emailOn: '1' }, user.cookie);
    const { oneClick } = await unsubscribeUrls(t.handle.db, t.config.siteUrl, user.uid, 'email');
    const url = new URL(oneClick);
    const unsubscribe = async (query: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${url.pathname}?${query}`,
          headers: FORM_HEADERS,
          payload: 'List-Unsubscribe=One-Click',
        })
      ).json() as { code: number; msg: string };
    const params = url.searchParams;
    const forged = new URLSearchParams({ u: user.uid, c: 'email', t: 'A'.repeat(43) });
    const otherChannel = new URLSearchParams({ u: user.uid, c: 'webhook', t: params.get('t')! });
    for (const query of [forged, otherChannel])
      expect(await unsubscribe(query.toString())).toMatchObject({ code: 400, msg: ALERT_SETTING_TEXTS.unsubscribeBad });
    expect(await unsubscribe(new URLSearchParams({ u: user.uid, c: 'email' }).toString())).toMatchObject({ code: 400 });
    expect(await data('/v1/user/alertSettings', user.cookie)).toMatchObject({ email: { on: true } });
    expect(await unsubscribe(params.toString())).toMatchObject({ code: 0, data: { channel: 'email' } });
    expect(await data('/v1/user/alertSettings', user.cookie)).toMatchObject({
      email: { on: false },
      pushTime: '20:30',
    });
  });
});
