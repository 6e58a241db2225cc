import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_STATUS_KIND_NAMES,
  formatNumber,
  historyLimitFailure,
  type AppStatusKind,
  type DataOf,
  type downloadEstimate,
} from '@bangyan/contract';
import { pickCountry } from './dataPages.ts';
import { openAsUser, openPage, pollFor, serveApp, snap, type Served, closePage } from './harness.ts';

/**
 * An iOS app's figure pages (estimates, reviews, status, same developer, featuring) on the tests' world, against what
 * the API answers.
 */

let s: Served;
/** The top free app of China's chart: it has estimates, reviews and a developer. */
let appId = '';
/** The most rated app China's and Hong Kong's storefronts both have: for switching the country. */
let shared = '';
beforeAll(async () => {
  s = await serveApp({ world: true });
  appId = (await api<{ list: { appId: string }[] }>('/v1/bang/lists?type=free')).list[0]!.appId;
  const hk = s.t.handle.db.selectFrom('market_apps').select('app_id').where('country', '=', 'hk');
  shared = (
    await s.t.handle.db
      .selectFrom('market_apps')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('app_id', 'in', hk)
      .orderBy('rating_count', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).app_id;
});
afterAll(async () => {
  await s?.close();
});

async function api<T>(path: string, cookie?: string): Promise<T> {
  const body = (await (await fetch(s.baseUrl + path, { headers: cookie ? { cookie } : {} })).json()) as {
    code: number;
    data: T;
  };
  expect(body.code).toBe(0);
  return body.data;
}
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
const menu = async (page: Page, label: string, path: string) => {
  await page.getByTestId('app-menu').getByRole('link', { name: label }).click();
  await page.waitForURL((url) => url.pathname === path);
};

type Summary = DataOf<typeof downloadEstimate>;

describe('app figure pages', () => {
  const estimates = 'shows the download and income estimates as the API answers them';
  it(`${estimates}; a span beyond the free tier opens the limit dialog`, async () => {
    const page = await openPage(s, `/new/apps/downloadestimate?appId=${appId}&country=cn`);
    const downloads = await api<Summary>(`/v1/apps/downloadEstimate?appId=${appId}&country=cn`);
    const count = (n: number | null) => (n === null ? '-' : formatNumber(Math.round(n)));
    await pollFor(() => text(page, 'estimate-latest-value')).toBe(count(downloads.latest!.value));
    expect(await text(page, 'estimate-latest-band')).toBe(
      `区间 ${count(downloads.latest!.low)} ~ ${count(downloads.latest!.high)}`,
    );
    const week = downloads.totals.find((t) => t.days === 7)!;
    expect(await text(page, 'estimate-total-7-value')).toBe(count(week.value));
    // A visitor sees 30 days: the 90-day total is locked.
    expect(await page.getByTestId('estimate-unlock-90').innerText()).toBe('开通VIP查看');
    await pollFor(() => page.getByTestId('estimate-chart').getAttribute('data-state')).toBe('ready');
    expect(await page.getByTestId('estimate-model-row').count()).toBe(downloads.models.length);
    await snap(page, 'app-download-estimate', true);

    await page.getByTestId('estimate-days').getByText('90天').click();
    await page
      .getByTestId('limit-message')
      .filter({ hasText: historyLimitFailure('normal').msg })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('estimate-days').getByText('7天').click();
    await pollFor(() => page.getByTestId('estimate-chart').getAttribute('data-state')).toBe('ready');

    await menu(page, '收入预估', '/new/apps/incomeestimate');
    const income = await api<Summary>(`/v1/apps/incomeEstimate?appId=${appId}&country=cn`);
    const yuan = (n: number | null) => (n === null ? '-' : `¥${formatNumber(Math.round(n))}`);
    await pollFor(() => text(page, 'estimate-latest-value')).toBe(yuan(income.latest?.value ?? null));
    expect(await text(page, 'estimate-total-30-value')).toBe(yuan(income.totals.find((t) => t.days === 30)!.value));

    // Hong Kong's storefront has no estimates yet: the page says so, as the API does.
    await page.goto(`${s.baseUrl}/new/apps/incomeestimate?appId=${shared}&country=cn`);
    await pollFor(() => page.getByTestId('estimate-chart').getAttribute('data-state')).toMatch(/ready|empty/);
    await pickCountry(page, 'hk');
    await page.waitForURL((url) => url.searchParams.get('country') === 'hk');
    expect((await api<{ points: unknown[] }>(`/v1/apps/incomeEstimateLine?appId=${shared}&country=hk`)).points).toEqual(
      [],
    );
    await pollFor(() => page.getByTestId('estimate-chart').getAttribute('data-state')).toBe('empty');
    expect(await text(page, 'estimate-latest-value')).toBe('-');
    await closePage(page);

    // A VIP user (registration's gift) sees 90 days.
    const vip = await openAsUser(s, `/new/apps/downloadestimate?appId=${appId}&country=cn&days=90`, '13900007001');
    await pollFor(() => vip.page.getByTestId('estimate-chart').getAttribute('data-state')).toBe('ready');
    await pollFor(() => text(vip.page, 'estimate-total-90-value')).toBe(
      count(downloads.totals.find((t) => t.days === 7)!.value),
    );
    await closePage(vip.page);
  });

  const reviews = 'shows the reviews: the rating, the star histogram';
  it(`${reviews}, the trend and the list filtered by star, version and day`, async () => {
    const page = await openPage(s, `/new/apps/review?appId=${appId}&country=cn`);
    type ReviewSummary = {
      rating: number | null;
      ratingCount: number;
      reviews: number;
      stars: { star: number; count: number }[];
    };
    const summary = await api<ReviewSummary>(`/v1/review/summary?appId=${appId}&country=cn`);
    await pollFor(() => text(page, 'review-rating')).toBe(summary.rating === null ? '-' : summary.rating.toFixed(1));
    for (const x of summary.stars) expect(await text(page, `review-star-${x.star}`)).toBe(formatNumber(x.count));
    const list = await api<{ total: number; list: { title: string }[] }>(
      `/api/v2/review/list?appId=${appId}&country=cn`,
    );
    await pollFor(() => page.getByTestId('review-row').count()).toBe(list.list.length);
    expect(await page.getByTestId('review-list').locator('h2').innerText()).toBe(
      `评论列表（${formatNumber(list.total)}）`,
    );
    await pollFor(() => page.getByTestId('review-daily-chart').getAttribute('data-state')).toBe(
      summary.reviews > 0 ? 'ready' : 'empty',
    );
    await snap(page, 'app-review', true);

    await page.getByTestId('review-star-filter').getByText('1星').click();
    const ones = await api<{ total: number; list: unknown[] }>(`/api/v2/review/list?appId=${appId}&country=cn&star=1`);
    await pollFor(() => page.getByTestId('review-list').locator('h2').innerText()).toBe(
      `评论列表（${formatNumber(ones.total)}）`,
    );
    expect(new URL(page.url()).searchParams.get('star')).toBe('1');
    await pollFor(() => page.getByTestId('review-row').count()).toBe(ones.list.length);

    // A version and a day from the address: the list is the API's for them.
    const version = (await api<{ list: { version: string }[] }>(`/v1/review/versionList?appId=${appId}&country=cn`))
      .list[0]!.version;
    const day = (
      await api<{ list: { time: string }[] }>(`/api/v2/review/list?appId=${appId}&country=cn`)
    ).list[0]!.time.slice(0, 10).replaceAll('-', '');
    const filter = `appId=${appId}&country=cn&version=${encodeURIComponent(version)}&date1=${day}&date2=${day}`;
    await page.goto(`${s.baseUrl}/new/apps/review?${filter}`);
    const filtered = await api<{ total: number }>(`/api/v2/review/list?${filter}`);
    await pollFor(() => page.getByTestId('review-list').locator('h2').innerText()).toBe(
      `评论列表（${formatNumber(filtered.total)}）`,
    );
    expect(await page.getByTestId('review-version-filter').innerText()).toContain(version);
    await closePage(page);
  });

  it('shows the status timeline of an app gone offline and of one on sale, in each storefront', async () => {
    const offline = await s.t.handle.db
      .selectFrom('monitor_events')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('kind', '=', 'offline')
      .orderBy('at')
      .limit(1)
      .executeTakeFirstOrThrow();
    const page = await openPage(s, `/new/apps/appstatus?appId=${offline.app_id}&country=cn`);
    type Item = { time: string; kind: string };
    const events = await api<{ list: Item[] }>(`/v1/apps/appStatusList?appId=${offline.app_id}&country=cn`);
    await pollFor(() => text(page, 'status-now')).toContain('已下架');
    expect(await page.getByTestId('app-status').innerText()).toBe('已下架');
    await pollFor(() => page.getByTestId('status-row').count()).toBe(events.list.length);
    const first = page.getByTestId('status-row').first().locator('td');
    expect(await first.nth(0).innerText()).toBe(events.list[0]!.time);
    expect(await first.nth(1).innerText()).toBe(APP_STATUS_KIND_NAMES[events.list[0]!.kind as AppStatusKind]);
    await snap(page, 'app-status-offline', true);

    await page.goto(`${s.baseUrl}/new/apps/appstatus?appId=${shared}&country=cn`);
    const summary = await api<{ statusTag: string; missing: boolean; counts: { kind: string; count: number }[] }>(
      `/v1/apps/appStatusSummary?appId=${shared}&country=cn`,
    );
    await pollFor(() => text(page, 'status-count-offline')).toContain(
      String(summary.counts.find((c) => c.kind === 'offline')!.count),
    );
    await pickCountry(page, 'hk');
    await page.waitForURL((url) => url.searchParams.get('country') === 'hk');
    const hk = await api<{ list: Item[] }>(`/v1/apps/appStatusList?appId=${shared}&country=hk`);
    await pollFor(() => page.getByTestId('status-row').count()).toBe(hk.list.length);
    if (hk.list.length === 0)
      expect(await page.getByTestId('status-timeline').innerText()).toContain('暂无状态变化记录');
    await closePage(page);
  });

  const otherApps = "shows the developer's other apps and the app's featurings";
  it(`${otherApps}; an offline app's pages show what the API answers`, async () => {
    const featured = await s.t.handle.db
      .selectFrom('featured_apps')
      .select('app_id')
      .where('country', '=', 'cn')
      .orderBy('featured_at')
      .limit(1)
      .executeTakeFirstOrThrow();
    const page = await openPage(s, `/new/apps/applerecommend?appId=${featured.app_id}&country=cn`);
    const featurings = await api<{ list: { featuredAt: string; label: string }[] }>(
      `/v1/apps/applerecommend?appId=${featured.app_id}&country=cn`,
    );
    expect(featurings.list.length).toBeGreaterThan(0);
    await pollFor(() => page.getByTestId('featuring-row').count()).toBe(featurings.list.length);
    const cells = page.getByTestId('featuring-row').first().locator('td');
    expect(await cells.nth(0).innerText()).toBe(featurings.list[0]!.featuredAt);
    expect(await cells.nth(1).innerText()).toBe(featurings.list[0]!.label);
    await snap(page, 'app-applerecommend', true);

    await menu(page, '同开发者应用', '/new/apps/samedeveloper');
    const same = await api<{ developerName: string; list: { trackName: string }[] }>(
      `/v1/apps/samedeveloper?appId=${featured.app_id}&country=cn`,
    );
    await pollFor(() => page.getByTestId('same-developer').locator('h2').innerText()).toBe(
      `同开发者的其他应用（${same.list.length}）`,
    );
    expect(await page.getByTestId('company-app-row').count()).toBe(Math.min(20, same.list.length));
    expect(await text(page, 'same-developer-link')).toBe(`${same.developerName} · 开发者主页`);
    await snap(page, 'app-samedeveloper', true);

    // The world's offline app: its header says 已下架 and every page shows the API's answer.
    const offline = (
      await s.t.handle.db
        .selectFrom('monitor_events')
        .select('app_id')
        .where('country', '=', 'cn')
        .where('kind', '=', 'offline')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).app_id;
    const q = `appId=${offline}&country=cn`;
    await page.goto(`${s.baseUrl}/new/apps/samedeveloper?${q}`);
    await pollFor(() => page.getByTestId('app-status').innerText()).toBe('已下架');
    const offlineSame = await api<{ list: unknown[] }>(`/v1/apps/samedeveloper?${q}`);
    await pollFor(() => page.getByTestId('same-developer').locator('h2').innerText()).toBe(
      `同开发者的其他应用（${offlineSame.list.length}）`,
    );
    await menu(page, '苹果推荐', '/new/apps/applerecommend');
    const offlineFeatured = await api<{ list: unknown[] }>(`/v1/apps/applerecommend?${q}`);
    await pollFor(() => page.getByTestId('apple-recommend').locator('h2').innerText()).toBe(
      `App Store 推荐记录（${offlineFeatured.list.length}）`,
    );
    await menu(page, '评论分析', '/new/apps/review');
    const reviews = await api<{ total: number }>(`/api/v2/review/list?${q}`);
    await pollFor(() => page.getByTestId('review-list').locator('h2').innerText()).toBe(
      `评论列表（${formatNumber(reviews.total)}）`,
    );
    for (const [label, path, endpoint] of [
      ['下载量预估', '/new/apps/downloadestimate', 'downloadEstimate'],
      ['收入预估', '/new/apps/incomeestimate', 'incomeEstimate'],
    ] as const) {
      await menu(page, label, path);
      const estimate = await api<Summary>(`/v1/apps/${endpoint}?${q}`);
      const shown =
        estimate.latest === null
          ? '-'
          : endpoint === 'downloadEstimate'
            ? formatNumber(Math.round(estimate.latest.value))
            : `¥${formatNumber(Math.round(estimate.latest.value))}`;
      await pollFor(() => text(page, 'estimate-latest-value')).toBe(shown);
      await pollFor(() => page.getByTestId('estimate-chart').getAttribute('data-state')).toMatch(/ready|empty/);
    }
    await snap(page, 'app-income-estimate-offline', true);
    await closePage(page);
  });
});
