import { BLOG_TEXTS, blogArticle, circlePosts, formatNumber } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiData, openPage, showHomeSection, snap, type Served, serveApp, closePage } from './harness.ts';

/** The blog and the 运营圈 (spec 2.1, 2.2): reached from Home and the footer, articles, related ones, view counts. */

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

const PHONE = { width: 390, height: 844 };
const idOf = (url: string) => Number(/\/(\d+)\.html$/.exec(new URL(url).pathname)![1]);

describe('blog and 运营圈', () => {
  it("goes from Home's 精选文章 to the article and on to a related one", async () => {
    const page = await openPage(s, '/');
    const section = await showHomeSection(page, 'articles');
    const card = section.getByTestId('article').first();
    const title = await card.locator('h3').innerText();
    await card.getByText('阅读全文').click();
    await page.getByTestId('article-page').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/\d+\.html$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);

    const answer = await apiData<ReturnType<typeof blogArticle.data.parse>>(
      s,
      `${blogArticle.path}?id=${idOf(page.url())}`,
    );
    const body = page.getByTestId('article-body');
    expect(await body.locator('h2').count()).toBeGreaterThan(0);
    expect(await body.locator('li').count()).toBeGreaterThan(0);
    const related = page.getByTestId('related-article');
    expect(await related.allInnerTexts()).toEqual(answer.related.map((r) => r.title));
    await snap(page, 'blog-article-1440', true);

    await related.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: answer.related[0]!.title }).waitFor();
    expect(idOf(page.url())).toBe(answer.related[0]!.id);

    await page.getByRole('link', { name: '返回运营博客' }).click();
    await page.getByTestId('blog-article').first().waitFor();
    await page.getByRole('tab', { name: 'ASO优化' }).click();
    await expect.poll(() => page.getByTestId('blog-article').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('category')).toBe('ASO优化');
    await snap(page, 'blog-list-1440', true);
    await closePage(page);
  });

  it("follows the footer's 运营圈 link into a post whose view count went up", async () => {
    const page = await openPage(s, '/new/user/agreement');
    const { list } = await apiData<ReturnType<typeof circlePosts.data.parse>>(s, circlePosts.path);
    await page.getByTestId('site-footer').getByRole('link', { name: '运营圈' }).click();
    await page.getByTestId('circle-post').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/yunyingquan');
    expect(await page.getByTestId('circle-post').count()).toBe(list.length);
    const first = page.getByTestId('circle-post').first();
    expect(await first.getByTestId('post-views').innerText()).toContain(formatNumber(list[0]!.viewCounts));
    await snap(page, 'circle-list-1440', true);

    await first.getByRole('link').click();
    await page.getByTestId('circle-post-page').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/yunyingquan/${list[0]!.id}.html`);
    const counted = formatNumber(list[0]!.viewCounts + 1);
    expect(await page.getByTestId('post-views').innerText()).toContain(counted);
    await snap(page, 'circle-post-1440', true);

    // A reload is the same visitor within the hour: the count stays.
    await page.reload();
    await page.getByTestId('post-body').waitFor();
    expect(await page.getByTestId('post-views').innerText()).toContain(counted);
    await closePage(page);
  });

  it('shows the pages at phone width and a not-found state for unknown or malformed ids', async () => {
    const page = await openPage(s, '/blog', PHONE);
    await page.getByTestId('blog-article').first().waitFor();
    await snap(page, 'blog-list-390', true);
    await page.getByTestId('blog-article').first().getByRole('link').last().click();
    await page.getByTestId('article-body').waitFor();
    await snap(page, 'blog-article-390', true);
    await page.goto(`${s.baseUrl}/yunyingquan/58196.html`);
    await page.getByTestId('post-body').waitFor();
    await snap(page, 'circle-post-390', true);

    await page.goto(`${s.baseUrl}/blog/99999.html`);
    await page.getByTestId('content-missing').getByText(BLOG_TEXTS.articleMissing).waitFor();
    await snap(page, 'blog-missing-390');
    await page.goto(`${s.baseUrl}/yunyingquan/abc.html`);
    await page.getByTestId('content-missing').waitFor();
    await page.getByRole('button', { name: '返回运营圈' }).click();
    await page.getByTestId('circle-post').first().waitFor();
    await closePage(page);
  });
});
