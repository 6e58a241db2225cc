import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_CHANGE_FIELDS,
  DAY_MS,
  formatFileSize,
  type appChangeHistory,
  type appVersionChart,
  type appVersionSummary,
  type DataOf,
  type packageDetail,
} from '@bangyan/contract';
import { WORLD_NOW } from './fixtures.ts';
import { apiData, openPage, pollFor, serveApp, snap, textOf, urlQuery, type Served, closePage } from './harness.ts';

/**
 * An iOS app's baseinfo (package, change history) and version (summary, cadence) pages on the
 * tests' world, against what the API answers.
 */

let s: Served;
/** An app with in-app purchase items (given a long change history here), and the app with the most versions. */
let withItems: string;
let versioned: string;
beforeAll(async () => {
  s = await serveApp({ world: true });
  const db = s.t.handle.db;
  const most = async (table: 'app_versions' | 'inapp_items') => {
    const counts = db
      .selectFrom(table)
      .select((eb) => ['app_id', eb.fn.countAll<string>().as('n')])
      .where('country', '=', 'cn')
      .groupBy('app_id');
    return (await counts.orderBy('n', 'desc').orderBy('app_id').limit(1).executeTakeFirstOrThrow()).app_id;
  };
  [withItems, versioned] = await Promise.all([most('inapp_items'), most('app_versions')]);
  // The world's three days hold one change an app at the most: 24 earlier ones, two pages' worth.
  await db
    .insertInto('app_changes')
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        app_id: withItems,
        country: 'cn',
        at: new Date(WORLD_NOW.getTime() - (i + 4) * DAY_MS),
        field: i % 3 === 0 ? 'price' : 'name',
        old_value: i % 3 === 0 ? '0.00' : `旧名${i}`,
        new_value: i % 3 === 0 ? '6.00' : `新名${i}`,
      })),
    )
    .execute();
});
afterAll(async () => {
  await s?.close();
});

const api = <T>(path: string) => apiData<T>(s, path);
const cells = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().locator('td').allInnerTexts()).map((t) => t.trim());
/** A summary figure's value (the strip shows it above its label). */
const statValue = async (page: Page, testId: string) => (await textOf(page, testId)).split('\n')[0]!.trim();

describe('baseinfo', () => {
  const shows = 'shows the package as the API lists it: size in MB, languages, rating';
  it(`${shows}, in-app items with prices and each version's size`, async () => {
    const page = await openPage(s, `/new/apps/baseinfo?appId=${withItems}&country=cn`);
    const p = await api<DataOf<typeof packageDetail>>(`/v1/apps/packageDetail?appId=${withItems}&country=cn`);
    expect(p.inAppPurchases.length).toBeGreaterThan(0);
    await pollFor(() => textOf(page, 'package-Bundle ID')).toBe(p.bundleId);
    await pollFor(() => textOf(page, 'package-大小')).toBe(formatFileSize(p.fileSizeBytes));
    await pollFor(() => textOf(page, 'package-大小')).toMatch(/^\d+\.\d MB$/);
    await pollFor(() => textOf(page, 'package-语言')).toBe(p.languages.join('、'));
    await pollFor(() => textOf(page, 'package-年龄分级')).toBe(p.contentRating);
    await pollFor(() => textOf(page, 'package-价格')).toBe(p.formattedPrice);
    await pollFor(() => page.getByTestId('iap-row').count()).toBe(Math.min(10, p.inAppPurchases.length));
    expect(await cells(page, 'iap-row')).toEqual([p.inAppPurchases[0]!.name, p.inAppPurchases[0]!.formattedPrice]);
    expect(p.sizeHistory.length).toBeGreaterThan(0);
    await pollFor(() => page.getByTestId('size-row').count()).toBe(Math.min(10, p.sizeHistory.length));
    const newest = p.sizeHistory[0]!;
    expect(await cells(page, 'size-row')).toEqual([newest.version, newest.time, formatFileSize(newest.fileSizeBytes)]);
    await page.getByTestId('app-package').scrollIntoViewIfNeeded();
    await snap(page, 'app-meta-package');
    await closePage(page);
  });

  it('pages the change history and filters it by field, in the address', async () => {
    const page = await openPage(s, `/new/apps/baseinfo?appId=${withItems}&country=cn`);
    const changes = (q: string) =>
      api<DataOf<typeof appChangeHistory>>(`/v1/apps/appChangeHistory?appId=${withItems}&country=cn${q}`);
    type Change = DataOf<typeof appChangeHistory>['list'][number];
    const row = (c: Change) => [c.time, c.fieldName, c.oldValue, c.newValue];
    const all = await changes('');
    expect(all.total).toBeGreaterThan(20);
    await pollFor(() => page.getByTestId('change-row').count()).toBe(20);
    expect(await cells(page, 'change-row')).toEqual(row(all.list[0]!));
    expect(await page.getByTestId('app-changes').locator('h2').innerText()).toBe(`元数据变更历史（${all.total}）`);
    // The second page: the rest, from the server.
    await page.getByTestId('app-changes').locator('.ant-pagination-item-2').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId: withItems, country: 'cn', page: '2' });
    const second = await changes('&page=2');
    await pollFor(() => page.getByTestId('change-row').count()).toBe(second.list.length);
    expect(await cells(page, 'change-row')).toEqual(row(second.list[0]!));
    // One field: its changes only, from the first page.
    await page.getByTestId('change-field').getByText(APP_CHANGE_FIELDS.price!, { exact: true }).click();
    await pollFor(() => urlQuery(page)).toEqual({ appId: withItems, country: 'cn', field: 'price' });
    const prices = await changes('&field=price');
    await pollFor(() => page.getByTestId('app-changes').locator('h2').innerText()).toBe(
      `元数据变更历史（${prices.total}）`,
    );
    await pollFor(() => page.getByTestId('change-row').count()).toBe(Math.min(20, prices.total));
    const shown = await page.getByTestId('change-row').locator('td:nth-child(2)').allInnerTexts();
    expect(new Set(shown)).toEqual(new Set([APP_CHANGE_FIELDS.price]));
    await page.getByTestId('app-changes').scrollIntoViewIfNeeded();
    await snap(page, 'app-meta-changes');
    await closePage(page);
  });
});

describe('version', () => {
  const shows = 'shows the summary strip and the release cadence as the API answers them';
  it(`${shows}; the span changes the chart and the address`, async () => {
    const page = await openPage(s, `/new/apps/version?appId=${versioned}&country=cn`);
    const sum = await api<DataOf<typeof appVersionSummary>>(`/v1/apps/appVersionSummary?appId=${versioned}&country=cn`);
    expect(sum.versionCount).toBeGreaterThan(1);
    await pollFor(() => statValue(page, 'version-stat-count')).toBe(String(sum.versionCount));
    const stat = (v: { version: string; time: string } | null, label: string) =>
      `${v!.version}\n${label} · ${v!.time.slice(0, 10)}`;
    await pollFor(() => textOf(page, 'version-stat-first')).toBe(stat(sum.firstVersion, '首个版本'));
    await pollFor(() => textOf(page, 'version-stat-latest')).toBe(stat(sum.latestVersion, '最新版本'));
    expect(await statValue(page, 'version-stat-interval')).toBe(`${sum.avgIntervalDays!.toFixed(1)} 天`);
    expect(await statValue(page, 'version-stat-recent')).toBe(`${sum.updatesLast90Days} 次`);
    expect(await statValue(page, 'version-stat-since')).toBe(`${sum.daysSinceLastUpdate} 天`);
    // The version list agrees with the count.
    await pollFor(() => page.getByTestId('version-list').locator('h2').innerText()).toBe(
      `版本历史（${sum.versionCount}）`,
    );

    const chart = (months: number) =>
      api<DataOf<typeof appVersionChart>>(`/v1/apps/appVersionChart?appId=${versioned}&country=cn&months=${months}`);
    const note = (c: DataOf<typeof appVersionChart>) =>
      `近 ${c.months.length} 个月共发布 ${c.counts.reduce((a, n) => a + n, 0)} 个版本`;
    const year = await chart(12);
    await pollFor(() => textOf(page, 'version-cadence-note')).toBe(note(year));
    await pollFor(() => page.getByTestId('version-chart').getAttribute('data-state')).toBe('ready');
    await snap(page, 'app-meta-version', true);
    await page.getByTestId('version-months').getByText('近24个月').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId: versioned, country: 'cn', months: '24' });
    await pollFor(async () => textOf(page, 'version-cadence-note')).toBe(note(await chart(24)));
    await pollFor(() => page.getByTestId('version-chart').getAttribute('data-state')).toBe('ready');
    await closePage(page);
  });
});
