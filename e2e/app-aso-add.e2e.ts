import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASO_ADD_TEXTS,
  formatNumber,
  limitFailure,
  NO_VALUE,
  TIER_LIMITS,
  type AddedAsoKeyword,
  type DataOf,
  type userReview,
} from '@bangyan/contract';
import { chartRows, rankedKeywords } from './fixtures.ts';
import { apiData, openAsUser, openPage, pollFor, serveApp, snap, type Served, closePage } from './harness.ts';

/**
 * Adding keywords on an iOS app's keyword page, and a reviewer's reviews from the review page,
 * against what the API answers.
 */

let s: Served;
let appId: string;
/** A keyword the app ranks for now. */
let tracked: string;
beforeAll(async () => {
  s = await serveApp({ world: true });
  appId = (await chartRows(s, 'free'))[0]!.appId;
  tracked = (await rankedKeywords(s, appId, 1))[0]!.keyword;
});
afterAll(async () => {
  await s?.close();
});

const KEYWORD_PAGE = () => `/new/apps/keyword?appId=${appId}&country=cn`;
interface Limit {
  used: number;
  limit: number;
  remaining: number;
  list: AddedAsoKeyword[];
}

describe('adding keywords', () => {
  it('asks a visitor to log in', async () => {
    const page = await openPage(s, KEYWORD_PAGE());
    const block = page.getByTestId('added-keywords');
    await block.getByTestId('added-login').waitFor();
    await block.getByTestId('aso-add-open').click();
    const dialog = page.getByTestId('aso-add-dialog');
    await dialog.getByTestId('aso-add-login').waitFor();
    expect(await dialog.getByTestId('aso-add-input').count()).toBe(0);
    await dialog.getByTestId('aso-add-login-button').click();
    await page.getByTestId('login-panel').waitFor();
    await closePage(page);
  });

  const adds = 'adds words as a user: the quota, the answer per word, the added words with their status';
  it(`${adds}, the limit dialog past the quota`, async () => {
    const { page, user } = await openAsUser(s, KEYWORD_PAGE(), '13600006661');
    const limitOf = () => apiData<Limit>(s, `/v1/Keywordcover/getAddAsoKeywordLimit?appId=${appId}&country=cn`, page);
    const block = page.getByTestId('added-keywords');
    await block.getByText('还没有添加关键词').waitFor();
    await block.getByTestId('aso-add-open').click();
    const dialog = page.getByTestId('aso-add-dialog');
    const vip = TIER_LIMITS.vip.asoKeyword;
    const quota = () => dialog.getByTestId('aso-add-quota').innerText();
    await pollFor(quota).toBe(`今日已添加 0 个，还可添加 ${vip} 个（每日 ${vip} 个）`);

    // The rule as typed: a word over 20 characters cannot be sent.
    const input = dialog.getByTestId('aso-add-input');
    await input.fill(`榜眼页面新词\n${'长'.repeat(21)}`);
    await pollFor(() => dialog.getByTestId('aso-add-problem').innerText()).toBe(ASO_ADD_TEXTS.length);
    expect(await dialog.getByTestId('aso-add-submit').isDisabled()).toBe(true);

    // One a line or comma separated; the repeat is sent once.
    await input.fill(`榜眼页面新词\n${tracked}，榜眼页面新词`);
    await dialog.getByTestId('aso-add-submit').click();
    await pollFor(() => dialog.getByTestId('aso-add-result').count()).toBe(2);
    const answer = await limitOf();
    expect(answer).toMatchObject({ used: 2, remaining: vip - 2 });
    const figures = answer.list.find((k) => k.keyword === tracked)!;
    expect(figures).toMatchObject({ status: 'collected' });
    expect(await dialog.getByTestId('aso-add-result').allInnerTexts()).toEqual([
      '榜眼页面新词\n已添加\n新词已加入词库，下次关键词收录后可查看热度和排名',
      `${tracked}\n已在词库\n热度 ${figures.heat} · 排名 ${figures.rank ?? '未进入前200'} · ` +
        `结果数 ${formatNumber(figures.resultCount)}`,
    ]);
    await pollFor(quota).toBe(`今日已添加 2 个，还可添加 ${vip - 2} 个（每日 ${vip} 个）`);
    await snap(page, 'aso-add-dialog');
    await page.keyboard.press('Escape');

    // The added words below the table, as the API lists them.
    await pollFor(() => block.getByTestId('added-row').count()).toBe(2);
    const rows = await block.getByTestId('added-row').evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('td'))
          .slice(0, 4)
          .map((td) => td.textContent),
      ),
    );
    expect(rows).toEqual(
      answer.list.map((k) => [
        k.keyword,
        k.status === 'collected' ? '已收录' : '待收录',
        k.heat === null ? NO_VALUE : String(k.heat),
        k.status === 'pending' ? NO_VALUE : String(k.rank ?? '未进入前200'),
      ]),
    );
    expect(await block.locator('h2').innerText()).toBe(`我添加的关键词（今日剩余 ${vip - 2}/${vip}）`);
    await block.scrollIntoViewIfNeeded();
    await snap(page, 'aso-add-list');

    // A free user with the day's quota used: the limit dialog, nothing added.
    const db = s.t.handle.db;
    await db.updateTable('users').set({ role: 'normal', role_end_at: null }).where('uid', '=', user.uid).execute();
    const added = db.selectFrom('aso_keyword_adds').select('day').where('uid', '=', user.uid);
    const { day } = await added.limit(1).executeTakeFirstOrThrow();
    const rest = TIER_LIMITS.normal.asoKeyword - 2;
    const used = Array.from({ length: rest }, (_, i) => ({
      uid: user.uid,
      country: 'cn',
      app_id: '1',
      term: `榜眼已用${i}`,
      day,
    }));
    await db.insertInto('aso_keyword_adds').values(used).execute();
    await page.reload();
    await block.getByTestId('aso-add-open').click();
    await pollFor(quota).toContain('还可添加 0 个');
    await input.fill('榜眼超额新词');
    await dialog.getByTestId('aso-add-submit').click();
    await page
      .getByTestId('limit-message')
      .filter({ hasText: limitFailure('asoKeyword', 'normal').msg })
      .waitFor();
    expect((await limitOf()).list.map((k) => k.keyword)).not.toContain('榜眼超额新词');
    await closePage(page);
  });
});

describe("a reviewer's reviews", () => {
  it('opens from the review list and pages their reviews across apps as the API answers', async () => {
    // A nickname with more than one page of reviews over several apps, one of them on the first
    // page of its app's list.
    const { rows } = await sql<{ app_id: string; author: string }>`
      WITH authors AS (
        SELECT author, count(*) AS n FROM app_reviews WHERE country = 'cn' AND author <> ''
        GROUP BY author HAVING count(*) > 10 AND count(DISTINCT app_id) > 1
      ), ranked AS (
        SELECT app_id, author, row_number() OVER (PARTITION BY app_id ORDER BY updated_at DESC, review_id) AS rn
        FROM app_reviews WHERE country = 'cn'
      )
      SELECT r.app_id::text AS app_id, r.author FROM ranked r JOIN authors a ON a.author = r.author
      WHERE r.rn <= 20 ORDER BY a.n DESC, r.app_id LIMIT 1`.execute(s.t.handle.db);
    const { app_id: reviewed, author } = rows[0]!;
    const page = await openPage(s, `/new/apps/review?appId=${reviewed}&country=cn`);
    await page.getByTestId('review-author').filter({ hasText: author }).first().click();
    const drawer = page.getByTestId('reviewer-reviews');
    type Answer = DataOf<typeof userReview>;
    const pageOf = (n: number) => {
      const query = new URLSearchParams({ author, country: 'cn', page: String(n), pageSize: '10' });
      return apiData<Answer>(s, `/v1/review/userReview?${query}`);
    };
    const first = await pageOf(1);
    expect(first.total).toBeGreaterThan(10);
    const summary = `共 ${first.total} 条评论 · 涉及 ${first.apps} 个应用 · 平均 ${first.avgRating!.toFixed(2)} 星`;
    await pollFor(() => drawer.getByTestId('reviewer-summary').innerText()).toBe(summary);
    const shown = () =>
      drawer
        .getByTestId('reviewer-row')
        .evaluateAll((trs) =>
          trs.map((tr) => [
            tr.querySelector('[data-testid="mini-app"]')?.textContent,
            tr.querySelectorAll('td')[4]?.textContent,
          ]),
        );
    await pollFor(shown).toEqual(first.list.map((r) => [r.app.name, r.time]));
    expect(await page.getByText(`评论者：${author}`).count()).toBe(1);
    await snap(page, 'reviewer-drawer');
    await drawer.locator('.ant-pagination-item-2').click();
    const second = await pageOf(2);
    await pollFor(shown).toEqual(second.list.map((r) => [r.app.name, r.time]));
    await closePage(page);
  });
});
