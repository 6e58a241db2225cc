import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayEnv, startAlipayStandIn, type AlipayStandIn } from '../apps/server/test/alipayStandIn.ts';
import { registerTestUser } from '../apps/server/test/users.ts';
import { openPage, serveApp, snap, type Served } from './harness.ts';

/** Buying a membership with Alipay: the trade's QR in the pay dialog; the test plays the payer and Alipay. */
let s: Served;
let alipay: AlipayStandIn;
beforeAll(async () => {
  alipay = await startAlipayStandIn();
  s = await serveApp({ env: alipayEnv(`${alipay.baseUrl}/gateway.do`) });
});
afterAll(async () => {
  await s?.close();
  await alipay?.close();
});

describe('membership paid with Alipay', () => {
  it("shows the trade's QR; once Alipay notifies the payment, the dialog and the header show VIP", async () => {
    const user = await registerTestUser(s.t, '13700009001');
    const normal = { first_login: false, role: 'normal', role_end_at: null } as const;
    await s.t.handle.db.updateTable('users').set(normal).where('uid', '=', user.uid).execute();
    const page = await openPage(s, '/vip/index', undefined, { session: user.cookieValue });
    await page.getByTestId('buy-vip').click();
    const dialog = page.getByTestId('pay-dialog');
    await dialog.getByRole('img', { name: '支付二维码' }).waitFor();
    expect(await dialog.getByTestId('pay-method').innerText()).toBe('支付宝扫码支付');
    expect(await dialog.getByTestId('sandbox-confirm').count()).toBe(0);
    const orderNo = await dialog.getByTestId('pay-order-no').innerText();
    expect(alipay.trades.get(orderNo)?.status).toBe('WAIT_BUYER_PAY');
    await snap(page, 'vip-alipay-dialog');

    // The payer pays on the phone; Alipay posts its signed notification to the site.
    const notification = alipay.pay(orderNo);
    const res = await fetch(`${s.baseUrl}/v1/vip/notify/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(notification).toString(),
    });
    expect(await res.text()).toBe('success');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('my-orders').getByText('已支付').waitFor();
    expect(await page.getByTestId('site-header').getByTestId('tier-badge').innerText()).toBe('VIP');
    await page.context().close();
  });
});
