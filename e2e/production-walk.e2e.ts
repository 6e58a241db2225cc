import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayEnv, startAlipayStandIn, type AlipayStandIn } from '../apps/server/test/alipayStandIn.ts';
import { smsEnv, startAliyunSmsStandIn, type SmsStandIn } from '../apps/server/test/smsStandIns.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../apps/server/test/smtpStandIn.ts';
import { OPEN_APP, startWechatOpenStandIn, type WechatOpenStandIn } from '../apps/server/test/wechatOpenStandIn.ts';
import { startWechatPayStandIn, wechatPayEnv, type WechatPayStandIn } from '../apps/server/test/wechatPayStandIn.ts';
import { freePort } from '../apps/server/test/ports.ts';
import { openPage, serveApp, snap, type Served, closePage } from './harness.ts';
import { askForPhoneCode, openUserMenu } from './accounts.ts';

/**
 * The site as a self-hoster opens it to the public: NODE_ENV=production with every outside service configured, each
 * played by its stand-in (Alibaba Cloud SMS, SMTP, WeChat's website login, WeChat Pay, Alipay). A visitor scans
 * WeChat's QR, registers by an SMS code, logs out, logs in by the QR alone, buys VIP with Alipay and SVIP with WeChat
 * Pay; no development page is involved.
 */
let s: Served;
let sms: SmsStandIn;
let smtp: SmtpStandIn;
let wechat: WechatOpenStandIn;
let wechatPay: WechatPayStandIn;
let alipay: AlipayStandIn;
beforeAll(async () => {
  const port = await freePort();
  [sms, smtp, wechat, wechatPay, alipay] = await Promise.all([
    startAliyunSmsStandIn(),
    startSmtpStandIn({ user: 'mailer', pass: 'mail-pass-1' }),
    startWechatOpenStandIn(`127.0.0.1:${port}`),
    startWechatPayStandIn(),
    startAlipayStandIn(),
  ]);
  s = await serveApp({
    port,
    env: {
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...smsEnv('aliyun', sms.baseUrl),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: 'mailer',
      SMTP_PASS: 'mail-pass-1',
      MAIL_FROM: '榜眼 <noreply@bangyan.example.com>',
      WECHAT_OPEN_APPID: OPEN_APP.appId,
      WECHAT_OPEN_SECRET: OPEN_APP.secret,
      WECHAT_OPEN_API: wechat.baseUrl,
      WECHAT_OPEN_QR: wechat.baseUrl,
      ...wechatPayEnv(wechatPay.baseUrl),
      ...alipayEnv(`${alipay.baseUrl}/gateway.do`),
      PAYMENT_PROVIDER: 'wechat,alipay',
    },
  });
});
afterAll(async () => {
  await s?.close();
  await Promise.all([sms, smtp, wechat, wechatPay, alipay].map((standIn) => standIn?.close()));
});

const PHONE = '13766668888';
const OPENID = 'o-production-walk';

describe('production, every provider configured', () => {
  it('serves no development page: the outbox and the simulated scan are not there', async () => {
    // A GET of an unknown path is the app shell (its own 404 page), not the outbox's JSON.
    const outbox = await fetch(`${s.baseUrl}/dev/outbox`);
    expect(outbox.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${s.baseUrl}/dev/wechat/confirm`, { method: 'POST' })).status).toBe(404);
  });

  it('registers by an SMS code after a WeChat scan, logs out, logs in by the QR, buys VIP with Alipay and SVIP with WeChat Pay', async () => {
    wechat.profiles.set(OPENID, { nickname: '小榜', headimgurl: '' });
    const page = await openPage(s, '/new/user/login?referer=%2Fvip%2Findex');

    // WeChat's own QR; the phone scans a WeChat no account has: on to registration, which binds it.
    const scan = async () => {
      await page.getByTestId('wechat-login').click();
      const frame = page.getByTestId('wechat-connect');
      await page.frameLocator('[data-testid="wechat-connect"]').getByTestId('wechat-qr').waitFor();
      const state = new URL((await frame.getAttribute('src'))!).searchParams.get('state')!;
      expect(wechat.scan(state, OPENID)).toBe(true);
    };
    await scan();
    await page.getByTestId('wechat-bind-dialog').getByTestId('bind-register').click();
    await page.waitForURL(/\/new\/user\/register\?.*wechat=/);
    const panel = page.getByTestId('register-panel');
    await panel.getByText('注册后将绑定刚才扫码的微信').waitFor();
    await askForPhoneCode(page, panel, PHONE);
    // The code went out as a text through the SMS provider, nowhere else.
    const text = sms.sent.at(-1)!;
    expect(text.phone).toBe(PHONE);
    expect(await s.t.handle.db.selectFrom('dev_outbox').selectAll().execute()).toEqual([]);
    await panel.getByTestId('code-input').fill(text.code);
    await panel.getByTestId('register-password').fill('bangyan2026');
    await panel.getByTestId('register-submit').click();
    await page.waitForURL(`${s.baseUrl}/vip/index`);
    await page.getByTestId('user-name').getByText('小榜').waitFor();
    // A second later the VIP service dialog greets the first login; a person closes it.
    const greeting = page.getByTestId('vip-dialog-body');
    await greeting.getByText('注册登录成功，账号已获赠2个月VIP').waitFor();
    await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await greeting.waitFor({ state: 'hidden' });

    // Log out, then the QR alone logs in.
    await openUserMenu(page, 'logout');
    await page.getByTestId('logout').click();
    await page.getByTestId('site-header').getByRole('link', { name: '登录', exact: true }).waitFor();
    await page.goto(`${s.baseUrl}/new/user/login?referer=%2Fvip%2Findex`);
    await scan();
    await page.waitForURL(`${s.baseUrl}/vip/index`);
    await page.getByTestId('user-name').getByText('小榜').waitFor();

    // The ways to pay: WeChat Pay first, as configured; no sandbox.
    const methods = page.getByTestId('pay-methods');
    expect(await methods.innerText()).toMatch(/微信支付\s*支付宝/);
    const dialog = page.getByTestId('pay-dialog');

    // VIP with Alipay: the trade's QR; Alipay posts its signed notification once the payer pays.
    await methods.getByText('支付宝', { exact: true }).click();
    await page.getByTestId('buy-vip').click();
    await dialog.getByRole('img', { name: '支付二维码' }).waitFor();
    expect(await dialog.getByTestId('pay-method').innerText()).toBe('支付宝');
    expect(await dialog.getByTestId('sandbox-confirm').count()).toBe(0);
    const vipOrder = await dialog.getByTestId('pay-order-no').innerText();
    const paidByAlipay = await fetch(`${s.baseUrl}/v1/vip/notify/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(alipay.pay(vipOrder)).toString(),
    });
    expect(await paidByAlipay.text()).toBe('success');
    await dialog.waitFor({ state: 'detached' });

    // SVIP with WeChat Pay: the order's code_url as the QR; WeChat Pay posts its signed, encrypted notification.
    await methods.getByText('微信支付', { exact: true }).click();
    await page.getByTestId('buy-svip').click();
    await dialog.getByRole('img', { name: '支付二维码' }).waitFor();
    expect(await dialog.getByTestId('pay-method').innerText()).toBe('微信支付');
    await dialog.getByText('请使用微信扫一扫完成支付').waitFor();
    await snap(page, 'production-wechat-pay');
    const svipOrder = await dialog.getByTestId('pay-order-no').innerText();
    const notification = wechatPay.pay(svipOrder);
    const paidByWechat = await fetch(`${s.baseUrl}/v1/vip/notify/wechat`, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
    });
    expect(paidByWechat.status).toBe(204);
    await dialog.waitFor({ state: 'detached' });

    // Both orders paid; the header shows SVIP.
    const orders = page.getByTestId('my-orders');
    for (const orderNo of [vipOrder, svipOrder])
      await orders.getByRole('row').filter({ hasText: orderNo }).getByText('已支付').waitFor();
    await page.getByTestId('site-header').getByTestId('tier-badge').getByText('SVIP').waitFor();
    await snap(page, 'production-orders');
    await closePage(page);
  });
});
