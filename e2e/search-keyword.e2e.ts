import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  historyLimitFailure,
  KEYWORD_MONITOR_TEXTS,
  KEYWORD_TEXTS,
  limitFailure,
} from '@bangyan/contract';
import { openAsUser, openPage, pollFor, snap, urlQuery, closePage } from './harness.ts';
import {
  api,
  drawn,
  header,
  hot,
  s,
  search,
  serveKeywordWorld,
  keywordPage,
  resultNames,
  typeInHeader,
} from './keywordSearch.ts';

/**
 * The keyword pages (Search, vs, summary30) and keyword monitors on the tests' world, reached from
 * the header's search bar, against what the API answers.
 */

serveKeywordWorld();

describe('Search (the keyword page)', () => {
  const reached = 'is reached by typing a Chinese keyword in the header search bar and picking it';
  it(`${reached}; shows its figures, results, trends and related keywords`, async () => {
    const page = await openPage(s, '/new/ranking/index');
    await typeInHeader(page, [...hot].slice(0, 2).join(''));
    const suggestion = page.getByTestId('search-suggest-kw').filter({ hasText: hot }).first();
    await suggestion.click();
    await page.waitForURL((url) => url.pathname === '/new/search/index');
    expect(urlQuery(page)).toMatchObject({ keyword: hot, country: 'cn' });
    // The header's bar now holds the page's keyword.
    expect(await header(page).getByTestId('search-input').inputValue()).toBe(hot);
    const data = await search(hot);
    await pollFor(() => page.locator('h1').innerText()).toBe(`关键词：${hot}`);
    await pollFor(() => resultNames(page)).toEqual(data.list.slice(0, 50).map((r) => r.trackName));
    expect(await page.getByTestId('stat-heat').innerText()).toContain(formatNumber(data.info!.heat!));
    expect(await page.getByTestId('keyword-time').innerText()).toContain(data.info!.time);
    // Trends: both charts drawn; related keywords link to their own pages.
    await drawn(page, 'heat-chart');
    await drawn(page, 'result-count-chart');
    const related = await api<{ list: { keyword: string }[] }>('/v1/search/related', { keyword: hot, country: 'cn' });
    const relatedLinks = page.getByTestId('related-keywords').getByTestId('keyword-link');
    await pollFor(() => relatedLinks.allInnerTexts()).toEqual(related.list.map((r) => r.keyword));
    await snap(page, 'search-keyword-1440x900', true);

    // 90 days is beyond a visitor's history depth: the limit dialog.
    await page.getByTestId('trend-days').getByText('近90天').click();
    await page
      .getByTestId('limit-message')
      .filter({ hasText: historyLimitFailure('normal').msg })
      .waitFor();
    expect(urlQuery(page)).toMatchObject({ days: '90' });
    await page.keyboard.press('Escape');

    await relatedLinks.first().click();
    await pollFor(() => urlQuery(page).keyword).toBe(related.list[0]!.keyword);
    const next = await search(related.list[0]!.keyword);
    await pollFor(() => resultNames(page)).toEqual(next.list.slice(0, 50).map((r) => r.trackName));
    await closePage(page);
  });

  it('shows the apps and the companies named like the text, and says when the text is not a keyword', async () => {
    const first = (await search(hot)).list[0]!;
    const page = await openPage(s, '/new/ranking/index');
    // An app's name typed in Latin or Chinese and submitted with Enter.
    await typeInHeader(page, first.trackName);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/new/search/index');
    const byName = await search(first.trackName);
    // Text that is no tracked keyword opens the apps it finds (the API's intent); a keyword its results.
    if (byName.intent === 'kw') {
      await page.getByTestId('data-type-tabs').getByText(/^应用/).click();
      await pollFor(() => urlQuery(page).dataType).toBe('app');
    } else await page.getByTestId('search-meant-app').getByText(KEYWORD_TEXTS.unknown).waitFor();
    const matched = page.getByTestId('matched-app');
    await pollFor(() => matched.allInnerTexts()).toEqual(byName.apps.map((a) => a.trackName || a.appId));
    await snap(page, 'search-apps-1440x900');
    // Each app links to its AppRank page.
    const link = matched.filter({ hasText: first.trackName }).first();
    expect(await link.getAttribute('href')).toBe(`/new/apps/view?appId=${first.appId}&country=cn`);

    // A company by its developer name.
    await page.goto(s.baseUrl + keywordPage({ keyword: first.developerName, country: 'cn', dataType: 'company' }));
    const byCompany = await search(first.developerName);
    const companies = byCompany.companies.map((c) => c.companyName);
    await pollFor(() => page.getByTestId('matched-company').allInnerTexts()).toEqual(companies);
    await page.getByTestId('matched-company').first().click();
    await page.waitForURL((url) => url.pathname === '/new/company/app');

    // Script text is shown as text, and no keyword has it.
    await page.goto(s.baseUrl + keywordPage({ keyword: '<script>alert(1)</script>', country: 'cn' }));
    await page.getByTestId('keyword-unknown').waitFor();
    expect(await page.getByTestId('keyword-unknown').innerText()).toContain('<script>alert(1)</script>');
    // An unknown storefront in the address: said, and China's data shown.
    await page.goto(s.baseUrl + keywordPage({ keyword: hot, country: 'zz' }));
    expect(await page.getByTestId('unknown-store').innerText()).toBe('不支持的国家或地区「zz」，已显示中国的数据');
    await pollFor(() => resultNames(page)).toEqual((await search(hot)).list.slice(0, 50).map((r) => r.trackName));
    // Text too long for a keyword: asked for one.
    await page.goto(`${s.baseUrl}/new/search/index?keyword=${'长'.repeat(101)}`);
    await page.getByText(KEYWORD_TEXTS.keyword).waitFor();
    await closePage(page);
  });

  it('saves the keyword, exports its results and adds it to an app’s keyword cart for a member', async () => {
    const { page } = await openAsUser(s, keywordPage({ keyword: hot, country: 'cn' }), '13700001111');
    const data = await search(hot);
    await pollFor(() => resultNames(page)).toEqual(data.list.slice(0, 50).map((r) => r.trackName));
    await page.getByTestId('save-keyword').click();
    await pollFor(() => page.getByTestId('save-keyword').getAttribute('data-saved')).toBe('true');
    expect(await page.getByTestId('save-keyword').innerText()).toContain('已保存');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^关键词搜索结果-${hot}-\\d{8}\\.xlsx$`));
    await page.getByTestId('result-row').first().getByTestId('add-to-cart').click();
    const cart = page.getByTestId('cart-dialog');
    await cart.waitFor();
    const item = cart.locator(`[data-app-id="${data.list[0]!.appId}"]`).getByTestId('cart-item');
    expect(await item.innerText()).toContain(hot);
    await snap(page, 'search-cart-1440x900');
    await closePage(page);
  });
});

describe('vs and summary30', () => {
  it('compares the results now with 24 h before, filters by kind, and digests 30 days', async () => {
    const page = await openPage(s, keywordPage({ keyword: hot, country: 'cn' }));
    await page.getByTestId('vs-link').click();
    await page.waitForURL((url) => url.pathname === '/new/search/vs');
    type Vs = { counts: Record<string, number>; list: { trackName: string; kind: string }[] };
    const vs = await api<Vs>('/v1/search/vs', { keyword: hot, country: 'cn' });
    await pollFor(() => page.getByTestId('vs-count-up').innerText()).toContain(String(vs.counts.up));
    await pollFor(() => page.getByTestId('vs-row').count()).toBe(Math.min(50, vs.list.length));
    await page.getByTestId('vs-count-entered').click();
    expect(urlQuery(page)).toMatchObject({ kind: 'entered' });
    await pollFor(() => page.getByTestId('vs-row').count()).toBe(Math.min(50, vs.counts.entered!));
    await snap(page, 'search-vs-1440x900');

    await page.getByTestId('back-to-keyword').click();
    await page.getByTestId('summary30-link').click();
    await page.waitForURL((url) => url.pathname === '/new/search/summary30');
    type Summary = { entered: unknown[]; cleared: unknown[]; top: unknown[] };
    const summary = await api<Summary>('/v1/search/summary', { keyword: hot, country: 'cn' });
    await drawn(page, 'summary-top-chart');
    const title = (testId: string) => page.getByTestId(testId).locator('h2, h3').first().innerText();
    await pollFor(() => title('summary-entered')).toContain(`(${summary.entered.length})`);
    expect(await title('summary-cleared')).toContain(`(${summary.cleared.length})`);
    await snap(page, 'search-summary30-1440x900', true);
    await closePage(page);
  });
});

describe('keyword monitors', () => {
  const subscribes = 'subscribes from the keyword page (login first for a visitor), says when reminders come';
  it(`${subscribes}, and shows the daily reports`, async () => {
    const visitor = await openPage(s, keywordPage({ keyword: hot, country: 'cn' }));
    await visitor.getByTestId('subscribe-keyword').click();
    await visitor.getByTestId('login-panel').waitFor();
    await closePage(visitor);

    const { page, user } = await openAsUser(s, keywordPage({ keyword: hot, country: 'cn' }), '13700002222');
    await page.getByTestId('subscribe-keyword').click();
    const success = page.getByTestId('subscribe-success');
    await success.waitFor();
    // No WeChat bound: no push time yet (spec 8).
    expect(await success.innerText()).toContain(KEYWORD_MONITOR_TEXTS.noPushTime);
    await snap(page, 'search-subscribe-success');
    await success.getByTestId('subscribe-detail-link').click();
    await page.waitForURL((url) => url.pathname === '/new/apps/subscribedetail');
    expect(urlQuery(page)).toEqual({ keyword: hot, country: 'cn' });
    await page
      .getByTestId('monitor-status')
      .getByText(/^已于 .* 订阅/)
      .waitFor();
    await pollFor(() => page.getByTestId('monitor-day').count()).toBe(7);
    const subscribed = () => page.getByTestId('subscribe-keyword').getAttribute('data-subscribed');
    await pollFor(subscribed).toBe('true');
    await snap(page, 'search-subscribe-detail-1440x900', true);
    // Dropping it again, after confirming.
    await page.getByTestId('subscribe-keyword').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '取消订阅' }).click();
    await pollFor(subscribed).toBe('false');

    // A free user holding 3 monitors meets the limit dialog (code 2).
    const db = s.t.handle.db;
    const free = { role: 'normal', role_end_at: null, svip_trial_until: null } as const;
    await db.updateTable('users').set(free).where('uid', '=', user.uid).execute();
    const monitors = ['一', '二', '三'].map((keyword) => ({ uid: user.uid, country: 'cn', keyword }));
    await db.insertInto('keyword_monitors').values(monitors).execute();
    await page.getByTestId('subscribe-keyword').click();
    await page
      .getByTestId('limit-message')
      .filter({ hasText: limitFailure('monitor', 'normal').msg })
      .waitFor();
    await closePage(page);
  });
});
