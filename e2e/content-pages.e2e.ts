import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminLead,
  DataOf,
  DeliveryKeyword,
  aboutPage,
  apiServicePage,
  brandPage,
  eventDetail,
} from '@bangyan/contract';
import { createTestAdmin } from '../apps/server/test/admins.ts';
import {
  apiData,
  openAsUser,
  openPage,
  pollFor,
  serveApp,
  snap,
  type Served,
  mostCoveredApp,
  closePage,
} from './harness.ts';
import { logInToConsole } from './admins.ts';
import { rankedKeywords } from './fixtures.ts';

/** The content pages (spec 2.1), their forms as leads in the console's 线索, and the keyword cart's delivery page. */

let s: Served;
let runs = 0;
beforeAll(async () => {
  s = await serveApp({ world: true });
}, 600_000);
afterAll(async () => {
  await s?.close();
});

const PHONE = { width: 390, height: 844 };

/** Screenshots at 1440 and 390 wide. */
async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-1440`, true);
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-390`, true);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('content pages', () => {
  it('/new/about shows the intro, positions and partnership kinds from the API; #join and #partner scroll there', async () => {
    const about = await apiData<DataOf<typeof aboutPage>>(s, '/v1/pages/about');
    const page = await openPage(s, '/new/about#partner');
    await page.getByTestId('about-page').waitFor();
    expect(await page.getByTestId('block-intro').innerText()).toContain(
      about.blocks[0]!.body.split('\n')[0]!.slice(0, 20),
    );
    const jobs = page.getByTestId('job-opening');
    expect(await jobs.count()).toBe(about.jobs.length);
    expect(await jobs.first().innerText()).toContain(about.jobs[0]!.title);
    expect(await jobs.first().innerText()).toContain(about.jobs[0]!.duties[0]!);
    expect(await page.getByTestId('partner-kind').allInnerTexts()).toEqual(
      about.partnerKinds.map((k) => expect.stringContaining(k.name)),
    );
    // The anchor brought the partner section into view.
    await pollFor(() =>
      page.getByTestId('about-partner').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    ).toBeLessThan(200);
    await page.goto(`${s.baseUrl}/new/about#join`);
    await pollFor(() =>
      page.getByTestId('about-join').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    ).toBeLessThan(200);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapBoth(page, 'content-about');
    await closePage(page);
  });

  it('/brand and /brand/about show the brand, products and history from the API', async () => {
    const brand = await apiData<DataOf<typeof brandPage>>(s, '/v1/pages/brand');
    const page = await openPage(s, '/brand');
    await page.getByTestId('brand-page').waitFor();
    expect(await page.getByTestId('brand-product').allInnerTexts()).toEqual(
      brand.products.map((p) => expect.stringContaining(p.name)),
    );
    await snapBoth(page, 'content-brand');
    await page.getByRole('link', { name: '品牌故事与发展历程' }).click();
    await page.getByTestId('brand-about-page').waitFor();
    expect(await page.getByTestId('brand-milestone').allInnerTexts()).toEqual(
      brand.milestones.map((m) => expect.stringContaining(m.title)),
    );
    await snapBoth(page, 'content-brand-about');
    await closePage(page);
  });

  it('/new/events/detail shows the latest event and signs up once per phone', async () => {
    const event = await apiData<DataOf<typeof eventDetail>>(s, '/v1/events/detail');
    const page = await openPage(s, '/new/events/detail');
    expect(await page.getByTestId('event-title').innerText()).toBe(event.title);
    expect(await page.getByTestId('event-place').innerText()).toContain(event.venue);
    expect(await page.getByTestId('event-agenda').locator('tr.ant-table-row').count()).toBe(event.agenda.length);
    expect(await page.getByTestId('event-speaker').count()).toBe(event.speakers.length);
    await snapBoth(page, 'content-event');

    const phone = `1390000${String(runs++).padStart(4, '0')}`;
    const form = page.getByTestId('event-signup-form');
    await form.getByTestId('lead-name').fill('李娜');
    await form.getByTestId('lead-phone').fill('123');
    await form.getByTestId('lead-company').fill('星辰游戏');
    await form.getByTestId('lead-jobTitle').fill('市场经理');
    await form.getByTestId('event-signup-form-submit').click();
    await form.getByText('手机号格式不正确').waitFor();
    await form.getByTestId('lead-phone').fill(phone);
    await form.getByTestId('event-signup-form-submit').click();
    await page.getByTestId('event-signup-form-done').waitFor();
    // The same phone again is refused with the server's message.
    await page.reload();
    await form.getByTestId('lead-name').fill('李娜');
    await form.getByTestId('lead-phone').fill(phone);
    await form.getByTestId('lead-company').fill('星辰游戏');
    await form.getByTestId('lead-jobTitle').fill('市场经理');
    await form.getByTestId('event-signup-form-submit').click();
    await page.getByTestId('event-signup-form-error').getByText('该手机号已报名本次活动').waitFor();
    await closePage(page);
  });

  it('/new/service/api shows the groups, plans and docs link; an application reaches the console 线索', async () => {
    const api = await apiData<DataOf<typeof apiServicePage>>(s, '/v1/pages/api');
    const page = await openPage(s, '/new/service/api');
    await page.getByTestId('api-page').waitFor();
    expect(await page.getByTestId('api-group').count()).toBe(api.groups.length);
    expect(await page.getByTestId('api-group').first().innerText()).toContain(`${api.groups[0]!.endpointCount} 个接口`);
    expect(await page.getByTestId('api-endpoint-total').innerText()).toContain(String(api.endpointTotal));
    expect(await page.getByTestId('api-plan').allInnerTexts()).toEqual(
      api.plans.map((p) => expect.stringContaining(p.price)),
    );
    expect(await page.getByTestId('api-docs-link').getAttribute('href')).toBe(api.docsUrl);
    await snapBoth(page, 'content-api');

    // Choosing a plan fills the form's plan; the application is stored as a lead.
    const company = `明月科技${runs++}`;
    await page.getByTestId('api-plan').nth(1).getByRole('button').click();
    const form = page.getByTestId('api-apply-form');
    await form.getByTestId('lead-name').fill('赵敏');
    await form.getByTestId('lead-phone').fill('13500135000');
    await form.getByTestId('lead-company').fill(company);
    await form.getByTestId('lead-message').fill('需要榜单与关键词接口');
    await form.getByTestId('api-apply-form-submit').click();
    await page.getByTestId('api-apply-form-done').waitFor();
    await snap(page, 'content-api-applied-1440');

    // The operator's 线索 lists it, and its detail shows the plan.
    const admin = await createTestAdmin(s.t, `leads${runs++}`, 'operator');
    const console = await openPage(s, '/admin/leads');
    await logInToConsole(console, admin);
    await console.waitForURL('**/admin/feedback');
    await console.getByRole('menuitem', { name: '线索' }).click();
    const row = console.getByTestId('admin-leads-table').locator('tr.ant-table-row', { hasText: company });
    await row.waitFor();
    expect(await row.innerText()).toContain('数据API申请');
    expect(await row.innerText()).toContain(api.plans[1]!.name);
    await row.getByRole('button', { name: '查看' }).click();
    await console.getByTestId('lead-detail').getByText('需要榜单与关键词接口').waitFor();
    await snap(console, 'admin-leads-detail-1440');
    await console.keyboard.press('Escape');
    const stored = await console.evaluate(
      async (c) =>
        (
          (await (await fetch(`/v1/admin/leads/list?kind=api_apply&q=${encodeURIComponent(c)}`)).json()).data
            .list as AdminLead[]
        )[0],
      company,
    );
    expect(stored).toMatchObject({ company, subject: api.plans[1]!.name, phone: '13500135000' });
    await console.setViewportSize(PHONE);
    await snap(console, 'admin-leads-390');
    await closePage(console);
    await closePage(page);
  });

  it('/new/test checks the browser, storage, round trip, clock and signing', async () => {
    const page = await openPage(s, '/new/test');
    for (const key of ['browser', 'cookie', 'storage', 'rtt', 'clock', 'sign']) {
      await pollFor(() => page.getByTestId(`check-${key}`).getAttribute('data-status')).toBe('ok');
    }
    expect(await page.getByTestId('check-sign').innerText()).toContain('签名校验通过');
    await snapBoth(page, 'content-network-test');
    await closePage(page);
  });

  it('/new/user/wechatbindaccount without a scan offers a fresh QR', async () => {
    const page = await openPage(s, '/new/user/wechatbindaccount');
    await page.getByTestId('wechat-bind-state').getByText('请先使用微信扫码').waitFor();
    await page.getByTestId('wechat-bind-rescan').click();
    await page.getByRole('dialog', { name: '微信扫码登录' }).waitFor();
    await snap(page, 'content-wechat-bind-1440');
    await closePage(page);
  });
});

describe('the keyword cart’s delivery page', () => {
  it('提交投放 opens the page with the keywords, heat and rank; a request appears in 我的投放', async () => {
    const appId = await mostCoveredApp(s);
    const rows = await rankedKeywords(s, appId, 2);
    const run = runs++;
    const { page } = await openAsUser(s, '/new', `1372200${String(run).padStart(4, '0')}`);
    // The cart as the keyword pages leave it (spec 3: delivery + appId).
    const items = rows.map((r, i) => ({ id: i + 1, keyword: r.keyword, priority: r.heat ?? 0, rank: r.rank ?? 0 }));
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: `delivery${appId}`,
      value: JSON.stringify(items),
    });
    await page.reload();
    await page.getByRole('button', { name: '智能投放购物车' }).click();
    const cart = page.getByTestId('cart-dialog').locator(`[data-app-id="${appId}"]`);
    const tabOpened = page.context().waitForEvent('page');
    await cart.getByRole('button', { name: '提交投放' }).click();
    const tab = await tabOpened;
    await tab.getByTestId('delivery-page').waitFor();
    expect(new URL(tab.url()).pathname).toBe(`/grow/create/app_id/${appId}`);

    const figures = await apiData<{ list: DeliveryKeyword[] }>(
      s,
      `/v1/asoDelivery/keywords?appId=${appId}&keywords=${encodeURIComponent(rows.map((r) => r.keyword).join(','))}`,
    );
    const info = await apiData<{ app: { trackName: string } }>(s, `/v1/apps/appInfo?appId=${appId}&country=cn`);
    await pollFor(() => tab.getByTestId('delivery-keyword').allInnerTexts()).toEqual(rows.map((r) => r.keyword));
    expect(await tab.getByTestId('delivery-app-name').innerText()).toBe(info.app.trackName);
    expect(await tab.getByTestId('delivery-rank').allInnerTexts()).toEqual(figures.list.map((k) => String(k.rank)));
    await snapBoth(tab, 'delivery-page');

    await tab.getByRole('spinbutton', { name: `${rows[0]!.keyword} 的目标排名` }).fill('2');
    await tab.getByLabel('预算（元）').fill('50000');
    await tab.getByTestId('delivery-contact-name').fill('刘洋');
    await tab.getByTestId('delivery-contact-phone').fill('13700137000');
    await tab.getByTestId('delivery-submit').click();
    await tab.getByTestId('delivery-done').waitFor();
    await tab.getByRole('button', { name: '查看我的投放' }).click();
    const mine = tab.getByTestId('my-deliveries');
    await mine.getByTestId('delivery-row-app').first().waitFor();
    expect(await mine.getByTestId('delivery-row-app').first().innerText()).toBe(info.app.trackName);
    const tags = await mine.getByTestId('delivery-row-keyword').allInnerTexts();
    expect(tags[0]).toBe(`${rows[0]!.keyword}：${figures.list[0]!.rank} → 2`);
    expect(tags[1]).toContain(rows[1]!.keyword);
    expect(await mine.getByTestId('delivery-status').first().innerText()).toBe('待联系');

    // An operator takes it on in 线索 → 投放需求; the user reads the new status and the note.
    const admin = await createTestAdmin(s.t, `deliveries${runs++}`, 'operator');
    const console = await openPage(s, '/admin/leads');
    await logInToConsole(console, admin);
    await console.getByRole('menuitem', { name: '线索' }).click();
    await console.getByText('投放需求', { exact: true }).click();
    const request = console.getByTestId('admin-deliveries-table').locator('tr.ant-table-row', { hasText: '刘洋' });
    await request.first().getByRole('button', { name: '查看' }).click();
    const detail = console.getByTestId('delivery-detail');
    await detail.getByLabel('处理状态').click();
    await console.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '已联系' }).click();
    await detail.getByLabel('给用户的说明').fill('顾问已联系，方案明天发出');
    await detail.getByRole('button', { name: '保存并通知用户' }).click();
    await pollFor(() => detail.getByTestId('delivery-status').first().innerText()).toBe('已联系');
    await snap(console, 'admin-delivery-detail-1440');
    await tab.reload();
    await pollFor(() => mine.getByTestId('delivery-status').first().innerText()).toBe('已联系');
    expect(await mine.getByTestId('delivery-status-note').first().innerText()).toBe('顾问已联系，方案明天发出');
    await snapBoth(tab, 'account-deliveries');
    await closePage(console);
    await closePage(page);
  });

  it('sends a visitor to login with the page as referer', async () => {
    const page = await openPage(s, '/grow/create/app_id/123456789?keywords=%E5%BE%AE%E4%BF%A1');
    await page.waitForURL((url) => url.pathname === '/new/user/login');
    expect(new URL(page.url()).searchParams.get('referer')).toBe(
      '/grow/create/app_id/123456789?keywords=%E5%BE%AE%E4%BF%A1',
    );
    await closePage(page);
  });
});
