import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { deliveryFailure } from '../../../test/delivery.ts';
import { loadConfig } from '../../config.ts';
import { alertEmail } from './alertMail.ts';
import type { AlertMessage } from './delivery.ts';
import { createMailer } from './mail.ts';
import { sendWebhook } from './webhook.ts';
import { alertTemplateMessage, createWechatTemplateProvider, DEV_ALERT_TEMPLATE_ID } from './wechatTemplate.ts';

const MESSAGE: AlertMessage = {
  title: '关键词排名变化',
  lines: ['微信 在「聊天」的排名 3 → 1'],
  link: 'https://bangyan.example.com/keyword/monitor?id=7',
};
const UNSUBSCRIBE = {
  page: 'https://bangyan.example.com/unsubscribe?token=abc',
  oneClick: 'https://bangyan.example.com/v1/public/alertUnsubscribe?token=abc',
};
const TOKEN = 'try-my-hook_01';

describe.each(testDatabaseKinds())('channel stand-ins at /dev on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (token: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/dev/webhook/${token}`, payload, headers });

  it('without SMTP, mail goes to the outbox, listed newest first at /dev/mail', async () => {
    const mailer = createMailer(t.config, t.handle.db);
    expect(mailer.kind).toBe('outbox');
    await mailer.sendMail(
      alertEmail('Han.Meimei@example.com', { ...MESSAGE, title: '较早的提醒' }, UNSUBSCRIBE, 'localhost'),
    );
    await mailer.sendMail(alertEmail('li.lei@example.com', MESSAGE, UNSUBSCRIBE, 'localhost'));

    const all = (await get('/dev/mail?format=json')).json();
    expect(all.code).toBe(0);
    expect(all.data.map((m: { subject: string }) => m.subject)).toEqual([
      '【榜眼】关键词排名变化',
      '【榜眼】较早的提醒',
    ]);
    const mine = (await get('/dev/mail?format=json&to=LI.LEI%40example.com')).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ recipient: 'li.lei@example.com', subject: '【榜眼】关键词排名变化' });
    expect(mine[0].text).toContain(`退订：${UNSUBSCRIBE.page}`);
    expect(mine[0].html).toContain('<h1 style="font-size:20px;margin:8px 0 12px">关键词排名变化</h1>');

    const page = await get('/dev/mail');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(
      '<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="【榜眼】关键词排名变化" ' +
        'srcdoc="&lt;!doctype html&gt;&lt;html lang=&quot;zh-CN&quot;&gt;&lt;head&gt;&lt;base target=&quot;_blank&quot;&gt;',
    );
    expect(page.body).not.toContain('<h1 style="font-size:20px');
  });

  it('refuses bad /dev/mail input with a Chinese message', async () => {
    const res = await get('/dev/mail?format=xml');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'format 只能是 json 或 html', data: null });
    expect((await get('/dev/mail?to=a@example.com&to=b@example.com')).json().msg).toBe('收件人只能填一个');
  });

  it('the development WeChat provider records each template message, shown at /dev/wechat-messages', async () => {
    const provider = createWechatTemplateProvider(t.config, t.handle.db, t.kv);
    expect(provider).toMatchObject({ kind: 'dev', alertTemplateId: DEV_ALERT_TEMPLATE_ID });
    const now = new Date('2026-03-02T01:30:00Z');
    await provider.send(alertTemplateMessage(provider.alertTemplateId, 'o-dev-openid', MESSAGE, now));
    const data = (await get('/dev/wechat-messages?format=json&openid=o-dev-openid')).json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      openid: 'o-dev-openid',
      template_id: DEV_ALERT_TEMPLATE_ID,
      payload: {
        touser: 'o-dev-openid',
        template_id: DEV_ALERT_TEMPLATE_ID,
        url: MESSAGE.link,
        data: {
          thing1: { value: '关键词排名变化' },
          thing2: { value: '微信 在「聊天」的排名 3 → 1' },
          time3: { value: '2026-03-02 09:30' },
        },
      },
    });
    const page = (await get('/dev/wechat-messages')).body;
    expect(page).toContain('<tr><td>thing1</td><td>关键词排名变化</td></tr>');
  });

  it('the webhook receiver keeps each body exactly as sent and answers success', async () => {
    const json = '{"title":"试一试",  "n": 1}';
    const first = await post(TOKEN, json, { 'content-type': 'application/json', cookie: 'by_session=secret' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 0, msg: 'success' });
    const text = await post(TOKEN, 'plain <b>text</b>', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(200);
    await post('someone-elses', '{}', { 'content-type': 'application/json' });

    const arrivals = (await get(`/dev/webhook/${TOKEN}?format=json`)).json().data;
    expect(arrivals.map((a: { body: string }) => a.body)).toEqual(['plain <b>text</b>', json]);
    expect(arrivals[1].headers['content-type']).toBe('application/json');
    expect(arrivals[1].headers.cookie).toBeUndefined();

    const page = (await get(`/dev/webhook/${TOKEN}`)).body;
    expect(page).toContain(`http://localhost:80/dev/webhook/${TOKEN}`);
    expect(page).toContain('plain &lt;b&gt;text&lt;/b&gt;');
    expect(page).toContain('&quot;title&quot;: &quot;试一试&quot;');
  });

  it('the webhook receiver refuses a bad token and an oversized body, storing nothing', async () => {
    const bad = await post('short', '{}', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('接收地址的标识须为 8 到 64 位字母、数字、下划线或连字符');
    expect((await get('/dev/webhook/bad%20token')).statusCode).toBe(400);
    const big = await post('too-big-body', 'x'.repeat(64 * 1024 + 1), { 'content-type': 'text/plain' });
    expect(big.statusCode).toBe(413);
    expect((await get('/dev/webhook/too-big-body?format=json')).json().data).toEqual([]);
  });

  it('receives a signed generic webhook from sendWebhook, whose signature checks out', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const secret = 'my-webhook-secret';
    const url = `http://127.0.0.1:${port}/dev/webhook/signed-hook-1`;
    await sendWebhook({ kind: 'generic', url, secret }, MESSAGE, new Date(), { env: t.config.env });
    const [arrival] = (await get('/dev/webhook/signed-hook-1?format=json')).json().data;
    const timestamp = arrival.headers['x-bangyan-timestamp'];
    const expected = createHmac('sha256', secret).update(`${timestamp}.${arrival.body}`).digest('hex');
    expect(arrival.headers['x-bangyan-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(arrival.body)).toMatchObject({ source: 'bangyan', title: MESSAGE.title, lines: MESSAGE.lines });
  });
});

describe.each(testDatabaseKinds())('channel stand-ins in production on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('has no /dev routes, and mail and WeChat without configuration fail instead of vanishing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail?format=json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/wechat-messages?format=json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/dev/webhook/${TOKEN}`, payload: '{}' })).statusCode).toBe(404);

    const config = loadConfig({ NODE_ENV: 'production' });
    const mailer = createMailer(config, t.handle.db);
    expect(mailer.kind).toBe('none');
    const mailError = await deliveryFailure(
      mailer.sendMail(alertEmail('li.lei@example.com', MESSAGE, UNSUBSCRIBE, 'localhost')),
    );
    expect(mailError).toMatchObject({ retryable: false, message: expect.stringContaining('SMTP_HOST') });

    const wechat = createWechatTemplateProvider(config, t.handle.db, t.kv);
    const wechatError = await deliveryFailure(wechat.send(alertTemplateMessage('x', 'o-1', MESSAGE, new Date())));
    expect(wechatError).toMatchObject({ retryable: false, message: expect.stringContaining('WECHAT_MP_APPID') });
    expect(await t.handle.db.selectFrom('dev_mail').select('id').execute()).toEqual([]);
    expect(await t.handle.db.selectFrom('dev_wechat_messages').select('id').execute()).toEqual([]);
  });
});
