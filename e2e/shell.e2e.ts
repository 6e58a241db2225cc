import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, serveApp, snap, type Served, closePage } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const count = async (table: 'feedback' | 'page_views') =>
  Number(
    (
      await s.t.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('shell', () => {
  it('renders the Chinese header and footer at 1440x900', async () => {
    const page = await openPage(s, '/');
    const header = page.getByTestId('site-header');
    await header.waitFor();
    expect(await header.getByTestId('header-logo').getAttribute('href')).toBe('/');
    for (const text of ['榜单', '登录', '注册', '送2个月VIP']) {
      await header.getByText(text, { exact: true }).first().waitFor();
    }
    // The products are seeded without links, so the product matrix stays hidden until an editor sets one.
    expect(await header.getByTestId('nav-product-matrix').count()).toBe(0);
    expect(await header.getByRole('link', { name: '登录', exact: true }).getAttribute('href')).toBe(
      '/new/user/login?referer=%2F',
    );

    const footer = page.getByTestId('site-footer');
    await footer.getByTestId('qr-card').first().waitFor();
    const cards = await footer.getByTestId('qr-card').allInnerTexts();
    expect(cards.join('\n')).toContain('国内商务合作');
    expect(await footer.getByTestId('qr-card').count()).toBe(4);
    await footer.getByTestId('friend-links').getByRole('link', { name: 'App Store' }).waitFor();
    expect(await footer.getByTestId('data-source-note').innerText()).toContain('公开渠道');
    // Fonts render as glyphs, not boxes: the logo text has a real width.
    await snap(page, 'shell-home-1440x900', true);
    await closePage(page);
  });

  it('opens the ranking and product-matrix dropdowns with their columns', async () => {
    // The matrix shows the products an editor has given a link (seeded without any: then no matrix at all).
    await s.t.handle.db
      .updateTable('site_products')
      .set({ url: 'https://products.example.com/' })
      .where('placement', '=', 'matrix')
      .execute();
    const page = await openPage(s, '/');
    await page.getByTestId('nav-ranking').hover();
    const ranking = page.getByTestId('ranking-panel');
    await ranking.getByRole('link', { name: '实时排行榜' }).waitFor();
    await ranking.getByRole('link', { name: '下架监控' }).waitFor();
    expect(await ranking.getByRole('link', { name: '实时排行榜' }).getAttribute('href')).toBe('/new/ranking/index');
    await snap(page, 'shell-ranking-dropdown');
    await page.mouse.move(700, 600);
    await page.getByTestId('nav-product-matrix').hover();
    const matrix = page.getByTestId('product-matrix-panel');
    await matrix.getByText('榜眼学习星球').waitFor();
    expect(await matrix.getByRole('link').count()).toBe(9);
    await closePage(page);
    await s.t.handle.db.updateTable('site_products').set({ url: '' }).execute();
  });

  it('turns the header opaque past 100 px of scroll and transparent again on the way back', async () => {
    const page = await openPage(s, '/', { width: 1280, height: 650 });
    const header = page.getByTestId('site-header');
    await header.waitFor();
    await page.getByTestId('site-footer').waitFor();
    expect(await header.getAttribute('data-transparent')).toBe('true');
    await scrollTo(page, 80);
    await page.waitForTimeout(150);
    expect(await header.getAttribute('data-transparent')).toBe('true');
    await scrollTo(page, 140);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-transparent') === 'false',
    );
    // The colour eases over with a transition: wait until it has left white rather than read it once.
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="site-header"]')!;
      return getComputedStyle(el.querySelector('nav button, nav a') ?? el).color !== 'rgb(255, 255, 255)';
    });
    await snap(page, 'shell-header-opaque-1280x650');
    await scrollTo(page, 0);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-transparent') === 'true',
    );
    await closePage(page);
  });

  it('shows back-to-top only after 60 px of scroll, 40 px from the bottom, and it scrolls to the top', async () => {
    const page = await openPage(s, '/', { width: 1280, height: 650 });
    await page.getByTestId('site-footer').waitFor();
    const backTop = page.getByRole('button', { name: '回到顶部' });
    expect(await backTop.isVisible()).toBe(false);
    await scrollTo(page, 40);
    await page.waitForTimeout(300);
    expect(await backTop.isVisible()).toBe(false);
    await scrollTo(page, 120);
    await backTop.waitFor({ state: 'visible' });
    const box = await backTop.boundingBox();
    expect(box && Math.round(650 - (box.y + box.height))).toBe(40);
    await backTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await closePage(page);
  });

  it('sends an unknown path to the not-found page, whose button goes Home', async () => {
    const page = await openPage(s, '/no/such/page?x=1');
    await page.getByText('找不到您要的页面').waitFor();
    expect(new URL(page.url()).pathname).toBe('/404');
    await page.getByTestId('site-header').waitFor();
    await snap(page, 'shell-404');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await closePage(page);
  });

  it('reports page views through the signed endpoint', async () => {
    const before = await count('page_views');
    const page = await openPage(s, '/new');
    await page.getByTestId('site-footer').waitFor();
    await expect.poll(() => count('page_views')).toBeGreaterThan(before);
    const last = await s.t.handle.db
      .selectFrom('page_views')
      .select('path')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.path).toBe('/new');
    await closePage(page);
  });
});

describe('feedback dialog', () => {
  it('enforces its limits, stores a submitted feedback and clears itself', async () => {
    const page = await openPage(s, '/');
    await page.getByRole('button', { name: '意见反馈' }).click();
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await dialog.waitFor();

    const content = dialog.getByTestId('feedback-content');
    await content.fill('数'.repeat(501));
    await dialog.getByText('请输入500以内描述').waitFor();
    expect((await content.inputValue()).length).toBe(500);
    const wechat = dialog.getByTestId('feedback-wechat');
    await wechat.fill('w'.repeat(101));
    await dialog.getByText('请输入100以内的联系方式').waitFor();
    expect((await wechat.inputValue()).length).toBe(100);
    await wechat.fill('bangyan_user');
    await dialog.getByLabel('更新不及时').check();
    await dialog.getByLabel('优化建议').check();
    await snap(page, 'shell-feedback-dialog');

    const before = await count('feedback');
    await dialog.getByTestId('feedback-submit').click();
    await page.getByText('提交成功！').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await count('feedback')).toBe(before + 1);
    const row = await s.t.handle.db.selectFrom('feedback').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ types: [5], func_types: [3], wechat: 'bangyan_user' });
    expect([...row.content].length).toBe(500);

    await page.getByRole('button', { name: '意见反馈' }).click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('feedback-content').inputValue()).toBe('');
    expect(await dialog.getByLabel('更新不及时').isChecked()).toBe(false);
    await closePage(page);
  });

  it('keeps the dialog open with the server message when the feedback is refused', async () => {
    const page = await openPage(s, '/');
    await page.getByRole('button', { name: '意见反馈' }).click();
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await dialog.waitFor();
    const before = await count('feedback');
    await dialog.getByTestId('feedback-submit').click();
    await page.getByText('请填写反馈内容或选择反馈类型').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await count('feedback')).toBe(before);
    await closePage(page);
  });
});

describe('keyword cart dialog', () => {
  it('lists the cart kept in browser storage, deletes one item and clears an app', async () => {
    const page = await openPage(s, '/');
    await page.evaluate(() => {
      localStorage.setItem(
        'delivery1234567890',
        JSON.stringify([
          { id: 11, keyword: '消消乐', priority: 7012, rank: 3 },
          { id: 12, keyword: '三消游戏', priority: 5230, rank: 18 },
        ]),
      );
    });
    await page.reload();
    await page.getByTestId('cart-count').waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toBe('2');
    await page.getByRole('button', { name: '智能投放购物车' }).click();
    const dialog = page.getByRole('dialog', { name: '智能投放购物车' });
    await dialog.getByText('消消乐', { exact: true }).waitFor();
    expect(await dialog.getByTestId('cart-item').count()).toBe(2);
    await snap(page, 'shell-cart-dialog');
    await dialog.getByRole('button', { name: '删除关键词 消消乐' }).click();
    await expect.poll(() => dialog.getByTestId('cart-item').count()).toBe(1);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('delivery1234567890'))) ?? '[]')).toEqual([
      { id: 12, keyword: '三消游戏', priority: 5230, rank: 18 },
    ]);
    await dialog.getByRole('button', { name: '清空' }).click();
    await dialog.getByText('购物车暂无关键词').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('delivery1234567890'))).toBeNull();
    await closePage(page);
  });
});
