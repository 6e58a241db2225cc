import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { createTestAdmin } from '../apps/server/test/admins.ts';
import type { NewAdmin } from '../apps/server/src/admin/accounts.ts';
import { logInToConsole } from './admins.ts';
import { openPage, pollFor, serveApp, snap, type Served, closePage } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

let runs = 0;

/** An editor, made as the CLI makes one, logged in to the console with the authenticator's code of the moment. */
async function editorConsole(viewport?: { width: number; height: number }): Promise<Page> {
  const admin: NewAdmin = await createTestAdmin(s.t, `editor${runs++}`, 'editor');
  const page = await openPage(s, '/admin', viewport);
  await logInToConsole(page, admin);
  await page.waitForURL('**/admin/feedback');
  return page;
}

/** Opens a tab of 内容 (or 页面) and answers its section. */
async function contentTab(page: Page, tab: string, testId: string, menu = '内容') {
  await page.getByRole('menuitem', { name: menu }).click();
  await page.getByRole('tab', { name: tab }).click();
  const section = page.getByTestId(testId);
  await section.locator('tr.ant-table-row').first().waitFor();
  return section;
}

const row = (section: ReturnType<Page['getByTestId']>, text: string) =>
  section.locator('tr.ant-table-row', { hasText: text });

describe('console content', () => {
  it('an editor changes the popup ad and a visitor sees the new one on Home', async () => {
    const page = await editorConsole();
    await pollFor(() => page.getByRole('menuitem').allInnerTexts()).toEqual(['反馈', '概览', '内容', '页面']);
    const ads = await contentTab(page, '广告位', 'content-adverts');
    await snap(page, 'admin-content-adverts');
    await row(ads, '首页弹窗广告').getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: '编辑广告位' });
    const picture = await QRCode.toBuffer(`popup-${runs}`, { width: 360, margin: 2 });
    await form.getByLabel('上传图片').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: picture });
    await form.getByRole('img', { name: '图片预览' }).waitFor();
    await form.getByLabel('链接').fill('/new/ranking/index');
    await snap(page, 'admin-content-advert-form');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存').waitFor();
    await form.waitFor({ state: 'hidden' });

    // A visitor's Home shows the new popup ad (its prompts not yet dealt with).
    const home = await openPage(s, '/', undefined, { homePrompts: true });
    const popup = home.getByTestId('popup-ad');
    await popup.waitFor();
    expect(await popup.locator('img').getAttribute('src')).toBe(`data:image/png;base64,${picture.toString('base64')}`);
    expect(await popup.locator('a').getAttribute('href')).toBe('/new/ranking/index');
    await snap(home, 'admin-content-home-popup');

    // The change is in the audit log with what it was before.
    const [audit] = await s.t.handle.db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(audit).toMatchObject({ action: 'content.update', after: { url: '/new/ranking/index' } });
    await closePage(home);
    await closePage(page);
  });

  it('an editor sets and clears a product-matrix link and the header follows', async () => {
    const visitor = await openPage(s, '/new/ranking/index');
    await visitor.getByTestId('header-logo').waitFor();
    // Seeded without links: no product matrix at all.
    expect(await visitor.getByTestId('nav-product-matrix').count()).toBe(0);

    const page = await editorConsole();
    const products = await contentTab(page, '产品矩阵', 'content-products');
    await row(products, '榜眼洞察').getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: '编辑产品矩阵' });
    await form.getByLabel('链接').fill('https://insight.example.com/');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    await pollFor(() => row(products, '榜眼洞察').innerText()).toContain('https://insight.example.com/');
    await snap(page, 'admin-content-products');

    await visitor.reload();
    await visitor.getByTestId('nav-product-matrix').hover();
    const panel = visitor.getByTestId('product-matrix-panel');
    const link = panel.getByRole('link', { name: /榜眼洞察/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://insight.example.com/');
    expect(await panel.getByRole('link').count()).toBe(1);
    await snap(visitor, 'admin-content-header-matrix');

    await row(products, '榜眼洞察').getByRole('button', { name: '编辑' }).click();
    await form.getByLabel('链接').fill('');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    await visitor.reload();
    await visitor.getByTestId('header-logo').waitFor();
    await visitor.getByTestId('site-footer').waitFor();
    expect(await visitor.getByTestId('nav-product-matrix').count()).toBe(0);
    await closePage(visitor);
    await closePage(page);
  });

  it('an editor adds an agenda item to the event in 页面 and the event page shows it', async () => {
    const page = await editorConsole();
    const agenda = await contentTab(page, '活动议程', 'content-eventAgenda', '页面');
    await agenda.getByRole('button', { name: '新增活动议程' }).click();
    const form = page.getByRole('dialog', { name: '新增活动议程' });
    // The event is chosen by its title from the events the console keeps.
    const [event] = await s.t.handle.db
      .selectFrom('events')
      .select(['id', 'title'])
      .orderBy('starts_at', 'desc')
      .limit(1)
      .execute();
    await form.getByLabel('活动').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: event!.title })
      .click();
    await form.getByLabel('开始').fill('20:00');
    await form.getByLabel('结束').fill('19:00');
    await form.getByLabel('议题').fill('控制台加的闭幕交流');
    await form.getByRole('button', { name: '保存' }).click();
    // The server refuses an end before the start, in Chinese, and the form stays.
    await page.getByText('结束时间需晚于开始时间').waitFor();
    await form.getByLabel('结束').fill('21:00');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    await row(agenda, '控制台加的闭幕交流').waitFor();
    await snap(page, 'admin-pages-agenda');

    const visitor = await openPage(s, `/new/events/detail?id=${event!.id}`);
    const shown = visitor.getByTestId('event-agenda');
    await shown.getByText('控制台加的闭幕交流').waitFor();
    expect(await shown.innerText()).toMatch(/20:00\s*[-–~至]\s*21:00/);
    await closePage(visitor);
    await closePage(page);
  });

  it('an editor writes an article with its live preview; the console fits a phone', async () => {
    const page = await editorConsole({ width: 390, height: 844 });
    // On a phone the menu is folded away: the section opens by its address.
    await page.goto(`${s.baseUrl}/admin/content/articles`);
    const articles = page.getByTestId('content-articles');
    await articles.locator('tr.ant-table-row').first().waitFor();
    await snap(page, 'admin-content-articles-390');
    await articles.getByRole('button', { name: '新增博客文章' }).click();
    const form = page.getByRole('dialog', { name: '新增博客文章' });
    await form.getByLabel('标题').fill('控制台写的第一篇文章');
    await form
      .getByLabel('正文')
      .fill('## 小标题\n\n段落里有 **加粗** 和 [榜单](/new/ranking/index)。\n\n- 第一条\n- 第二条');
    const preview = form.getByTestId('markdown-preview');
    await preview.getByRole('heading', { name: '小标题' }).waitFor();
    expect(await preview.getByRole('link', { name: '榜单' }).getAttribute('href')).toBe('/new/ranking/index');
    await snap(page, 'admin-content-article-form-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await snap(page, 'admin-content-article-form');
    // Without a cover picture the form refuses, in Chinese.
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请填写封面图').waitFor();
    await closePage(page);
  });
});
