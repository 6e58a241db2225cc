import { readFileSync } from 'node:fs';
import { roundTo } from '@bangyan/contract/xlsx';
import { readXlsx } from '@bangyan/contract/xlsx/read';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyLimitFailure, type AsaKeyword, type DiagnosisCheckItem } from '@bangyan/contract';
import { pickCountry } from './dataPages.ts';
import {
  apiData,
  openAsUser,
  openPage,
  pollFor,
  serveApp,
  snap,
  textOf,
  urlQuery,
  type Served,
  closePage,
} from './harness.ts';

/**
 * An iOS app's ASA page (/new/apps/asa) and ASO diagnosis (/new/apps/diagnosis) on the tests' world, against what the
 * API answers.
 */

let s: Served;
/** An app that held ad slots (the most of those also in the us storefront), and one that held none. */
let bidder: string;
let idle: string;
beforeAll(async () => {
  s = await serveApp({ world: true });
  const db = s.t.handle.db;
  const top = await db
    .selectFrom('keyword_daily as d')
    .innerJoin('market_apps as a', (j) => j.onRef('a.app_id', '=', 'd.ad_app_id').on('a.country', '=', 'us'))
    .select(['d.ad_app_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('d.ad_app_id')
    .orderBy('n', 'desc')
    .orderBy('d.ad_app_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  bidder = top.ad_app_id!;
  const bidders = db.selectFrom('keyword_daily').select('ad_app_id').where('ad_app_id', 'is not', null);
  idle = (
    await db
      .selectFrom('market_apps')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('looked_up', '=', true)
      .where('app_id', 'not in', bidders)
      .orderBy('app_id')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).app_id;
});
afterAll(async () => {
  await s?.close();
});

const api = <T>(path: string) => apiData<T>(s, path);
const statValue = async (page: Page, testId: string) => (await textOf(page, testId)).split('\n')[0];

type Summary = { keywords: number; hotKeywords: number; latestCount: number; averageShare: number; days: number };
type Diagnosis = {
  score: number;
  grade: string;
  day: string;
  onSale: boolean;
  checks: DiagnosisCheckItem[];
  topKeywords: { keyword: string }[];
};

/** The diagnosis page shows the API's score, grade and checks. */
async function expectDiagnosis(page: Page, d: Diagnosis) {
  await pollFor(() => textOf(page, 'diagnosis-score-value')).toBe(String(d.score));
  await pollFor(() => textOf(page, 'diagnosis-grade')).toBe(d.grade);
  await pollFor(() => page.getByTestId('diagnosis-check').count()).toBe(d.checks.length);
  const rows = await page.getByTestId('diagnosis-check').allInnerTexts();
  d.checks.forEach((c, i) => {
    expect(rows[i]).toContain(c.name);
    expect(rows[i]).toContain(c.value);
    expect(rows[i]).toContain(c.advice);
  });
}

describe('ASA and ASO diagnosis', () => {
  const advertising = 'shows an advertising app its ad keywords, spans and storefronts';
  it(`${advertising}, then its diagnosis, and switches storefront`, async () => {
    const page = await openPage(s, `/new/apps/asa?appId=${bidder}&country=cn`);
    const summary = await api<Summary>(`/v1/apps/asaSummary?appId=${bidder}&country=cn&days=30`);
    expect(summary.keywords).toBeGreaterThan(0);
    await pollFor(() => statValue(page, 'asa-stat-keywords')).toBe(String(summary.keywords));
    expect(await statValue(page, 'asa-stat-hot')).toBe(String(summary.hotKeywords));
    expect(await statValue(page, 'asa-stat-latest')).toBe(String(summary.latestCount));
    expect(await statValue(page, 'asa-stat-share')).toBe(`${summary.averageShare}%`);
    const list = (await api<{ list: AsaKeyword[] }>(`/v1/apps/getAsmData?appId=${bidder}&country=cn&days=30`)).list;
    await pollFor(() => page.getByTestId('asa-keyword-row').count()).toBe(Math.min(20, list.length));
    const first = await page.getByTestId('asa-keyword-row').first().locator('td').allInnerTexts();
    expect(first.slice(0, 4)).toEqual([
      list[0]!.keyword,
      String(list[0]!.heat ?? '-'),
      `${list[0]!.share}%`,
      `${list[0]!.adDays} / ${list[0]!.collectedDays}`,
    ]);
    await pollFor(() => page.getByTestId('asa-history-chart').getAttribute('data-state')).toBe('ready');
    await pollFor(() => page.getByTestId('asa-top-chart').getAttribute('data-state')).toBe('ready');
    await pollFor(() => textOf(page, 'asa-country')).toBe(`中国：${list.length} 个投放关键词`);
    await pollFor(() => textOf(page, 'asa-countries')).toContain('仅统计已采集关键词的国家/地区');
    await snap(page, 'app-asa-1440x900', true);

    // Spans: 7 days in the URL; 90 days is beyond a visitor's history depth.
    await page.getByTestId('asa-days').getByText('7天').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId: bidder, country: 'cn', days: '7' });
    const week = await api<Summary>(`/v1/apps/asaSummary?appId=${bidder}&country=cn&days=7`);
    await pollFor(() => statValue(page, 'asa-stat-keywords')).toBe(String(week.keywords));
    await page.getByTestId('asa-days').getByText('90天').click();
    await page
      .getByTestId('limit-message')
      .filter({ hasText: historyLimitFailure('normal').msg })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // The side menu's ASO诊断.
    await page.getByTestId('app-menu').getByRole('link', { name: 'ASO诊断' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/diagnosis');
    expect(urlQuery(page)).toEqual({ appId: bidder, country: 'cn' });
    const d = await api<Diagnosis>(`/v1/aso/diagnosis?appId=${bidder}&country=cn`);
    await expectDiagnosis(page, d);
    await pollFor(() => page.getByTestId('diagnosis-keyword').count()).toBe(d.topKeywords.length);
    await pollFor(() => textOf(page, 'diagnosis-method')).toContain('通过得全部权重分');
    await snap(page, 'app-diagnosis-1440x900', true);

    // Another storefront: its keywords are not collected, so the keyword checks have no data.
    await pickCountry(page, 'us');
    await pollFor(() => urlQuery(page)).toEqual({ appId: bidder, country: 'us' });
    const us = await api<Diagnosis>(`/v1/aso/diagnosis?appId=${bidder}&country=us`);
    expect(us.day).toBe('');
    await expectDiagnosis(page, us);
    await pollFor(() => textOf(page, 'diagnosis-score')).toContain('该国家/地区的关键词暂未采集');
    await page.getByTestId('app-menu').getByRole('link', { name: 'ASA投放' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/asa');
    await pollFor(() => textOf(page, 'asa-history-chart')).toBe(
      '暂无数据：该国家/地区的关键词暂未采集，无法查看搜索广告投放',
    );
    expect(await statValue(page, 'asa-stat-keywords')).toBe('0');
    await closePage(page);
  });

  it("exports a member's XLSX of every ad keyword", async () => {
    const { page } = await openAsUser(s, `/new/apps/asa?appId=${bidder}&country=cn&days=7`, '13500008888');
    const answer = await api<{ from: string; to: string; list: AsaKeyword[] }>(
      `/v1/apps/getAsmData?appId=${bidder}&country=cn&days=7`,
    );
    await pollFor(() => page.getByTestId('asa-keyword-row').count()).toBe(Math.min(20, answer.list.length));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^ASA投放关键词_${bidder}_cn_${answer.from}_${answer.to}-\\d{8}\\.xlsx$`),
    );
    const [sheet] = readXlsx(readFileSync((await download.path())!));
    expect(sheet!.rows).toHaveLength(answer.list.length + 1);
    const k = answer.list[0]!;
    // The share (a percent) with one decimal; an empty cell for no heat.
    expect(sheet!.rows[1]).toEqual(
      [
        k.keyword,
        k.heat ?? '',
        roundTo(k.share, 1),
        k.adDays,
        k.collectedDays,
        k.rivals,
        k.firstDay,
        k.lastDay,
        k.holdsNow ? '在投' : '已停投',
      ].map(String),
    );
    await closePage(page);
  });

  it('says 暂无数据 for an app that held no ad slot, and diagnoses an app off sale', async () => {
    const page = await openPage(s, `/new/apps/asa?appId=${idle}&country=cn`);
    await pollFor(() => statValue(page, 'asa-stat-keywords')).toBe('0');
    await pollFor(() => textOf(page, 'asa-history-chart')).toBe('暂无数据：统计期内未发现该应用的搜索广告投放');
    await pollFor(() => textOf(page, 'asa-top-chart')).toBe('暂无数据：统计期内未发现该应用的搜索广告投放');
    await pollFor(() => textOf(page, 'asa-keywords')).toContain('暂无数据：统计期内未发现该应用的搜索广告投放');
    await pollFor(() => textOf(page, 'asa-countries')).toContain('暂无数据');
    await snap(page, 'app-asa-empty');

    await s.t.handle.db
      .updateTable('market_apps')
      .set({ status: 0 })
      .where('country', '=', 'cn')
      .where('app_id', '=', idle)
      .execute();
    try {
      await page.goto(`${s.baseUrl}/new/apps/diagnosis?appId=${idle}&country=cn`);
      await pollFor(() => textOf(page, 'app-status')).toBe('已下架');
      const d = await api<Diagnosis>(`/v1/aso/diagnosis?appId=${idle}&country=cn`);
      expect(d.onSale).toBe(false);
      await expectDiagnosis(page, d);
      await pollFor(() => textOf(page, 'diagnosis-score')).toContain('该应用已下架');
    } finally {
      await s.t.handle.db
        .updateTable('market_apps')
        .set({ status: 1 })
        .where('country', '=', 'cn')
        .where('app_id', '=', idle)
        .execute();
    }
    // An app the storefront does not have.
    await page.goto(`${s.baseUrl}/new/apps/diagnosis?appId=1&country=cn`);
    await page.getByTestId('app-not-found').waitFor();
    await closePage(page);
  });
});
