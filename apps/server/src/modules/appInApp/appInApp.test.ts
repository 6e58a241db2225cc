import {
  historyLimitFailure,
  INAPP_TEXTS,
  type InAppEventRow,
  type InAppItemRow,
  type InAppKeywordRow,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

interface Summary {
  from: string;
  to: string;
  summary: {
    day: string;
    total: { total: number; diff: number };
    top3: { total: number; diff: number };
    top10: { total: number; diff: number };
  } | null;
  history: { day: string; total: number; top3: number; top10: number }[];
}

type Lists = Map<number, string[]>;

describe.each(testDatabaseKinds())('in-app items and events endpoints on %s', (kind) => {
  let t: TestApp;
  /**
   * Each kind's current lists as stored, by keyword; the app whose entries most lists show; an app search showed none
   * of.
   */
  const lists: Record<'item' | 'event', Lists> = { item: new Map(), event: new Map() };
  const top: Record<'item' | 'event', string> = { item: '', event: '' };
  let owners: Map<string, string>;
  let bare: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    const db = t.handle.db;
    const current = await db
      .selectFrom('keyword_inapp_results_current')
      .select(['keyword_id', 'kind', 'ids'])
      .execute();
    for (const r of current) lists[r.kind].set(r.keyword_id, r.ids);
    const items = await db
      .selectFrom('inapp_items')
      .select(['product_id as id', 'app_id'])
      .where('country', '=', 'cn')
      .execute();
    const events = await db
      .selectFrom('inapp_events')
      .select(['event_id as id', 'app_id'])
      .where('country', '=', 'cn')
      .execute();
    owners = new Map([...items, ...events].map((e) => [e.id, e.app_id]));
    for (const k of ['item', 'event'] as const) {
      const shown = new Map<string, number>();
      for (const ids of lists[k].values())
        for (const app of new Set(ids.map((id) => owners.get(id)!))) shown.set(app, (shown.get(app) ?? 0) + 1);
      top[k] = [...shown].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    }
    const seen = new Set(owners.values());
    bare = (await db.selectFrom('market_apps').select('app_id').where('country', '=', 'cn').orderBy('app_id').execute())
      .map((r) => r.app_id)
      .find((id) => !seen.has(id))!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);

  /** The app's rows as the stored lists give them: keyword, entry and rank. */
  const expected = (k: 'item' | 'event', appId: string) =>
    [...lists[k]]
      .flatMap(([keywordId, ids]) =>
        ids.flatMap((id, i) => (owners.get(id) === appId ? [`${keywordId}:${id}:${i + 1}`] : [])),
      )
      .sort();
  const got = (list: InAppKeywordRow[]) => list.map((r) => `${r.keywordId}:${r.entryId}:${r.rank}`).sort();

  it("lists the app's items with the keywords each shows for, as the stored search lists give them", async () => {
    const appId = top.item;
    const keywords = await data<{ list: InAppKeywordRow[] }>(
      `/v1/apps/appSubscribeKeywordList?appId=${appId}&country=cn`,
    );
    expect(keywords.list.length).toBeGreaterThan(0);
    expect(got(keywords.list)).toEqual(expected('item', appId));
    expect(keywords.list.map((r) => r.rank)).toEqual(keywords.list.map((r) => r.rank).sort((a, b) => a - b));
    for (const r of keywords.list.slice(0, 5)) {
      const daily = await t.handle.db
        .selectFrom('keyword_daily')
        .select(['heat', 'result_count'])
        .where('keyword_id', '=', r.keywordId)
        .orderBy('day', 'desc')
        .executeTakeFirstOrThrow();
      expect([r.heat, r.resultCount]).toEqual([daily.heat, daily.result_count]);
    }

    const items = await data<{ list: InAppItemRow[] }>(`/v1/apps/appSubscribeList?appId=${appId}&country=cn`);
    const stored = await t.handle.db
      .selectFrom('inapp_items')
      .select(['product_id', 'name', 'price'])
      .where('app_id', '=', appId)
      .execute();
    expect(items.list.map((i) => i.id).sort()).toEqual(stored.map((s) => Number(s.product_id)).sort());
    for (const item of items.list) {
      const mine = keywords.list.filter((r) => r.entryId === item.id);
      expect(item.keywords).toBe(mine.length);
      expect(item.bestRank).toBe(mine.length === 0 ? null : Math.min(...mine.map((r) => r.rank)));
      expect(item.formattedPrice).toMatch(/^¥\d/);
    }
    const first = items.list[0]!;
    const one = await data<{ list: InAppKeywordRow[] }>(
      `/v1/apps/appSubscribeKeywordList?appId=${appId}&country=cn&id=${first.id}`,
    );
    expect(one.list).toEqual(keywords.list.filter((r) => r.entryId === first.id));
  });

  it("lists the app's events, running ones first, and their keywords", async () => {
    const appId = top.event;
    const events = await data<{ list: InAppEventRow[] }>(`/v1/apps/appevent?appId=${appId}&country=cn`);
    expect(events.list.length).toBeGreaterThan(0);
    expect(events.list[0]!.running).toBe(true);
    expect(events.list[0]!.kind).not.toBe('');
    expect(events.list[0]!.start < events.list[0]!.end).toBe(true);
    const keywords = await data<{ list: InAppKeywordRow[] }>(`/v1/apps/appEventKeywordList?appId=${appId}&country=cn`);
    expect(got(keywords.list)).toEqual(expected('event', appId));
  });

  it('answers the coverage summary and history from the stored daily coverage', async () => {
    const appId = top.item;
    const answer = await data<Summary>(`/v1/apps/subscribeKeywordSummary?appId=${appId}&country=cn&days=7`);
    const rows = await t.handle.db
      .selectFrom('app_inapp_coverage_daily')
      .select(['day', 'total', 'top3', 'top10'])
      .where('app_id', '=', appId)
      .where('kind', '=', 'item')
      .orderBy('day')
      .execute();
    expect(answer.history.length).toBeGreaterThanOrEqual(2);
    for (const d of answer.history) {
      const r = rows.find((x) => x.day === d.day);
      expect(d).toEqual({ day: d.day, total: r?.total ?? 0, top3: r?.top3 ?? 0, top10: r?.top10 ?? 0 });
    }
    const [before, last] = answer.history.slice(-2) as [Summary['history'][number], Summary['history'][number]];
    expect(answer.summary).toEqual({
      day: last.day,
      total: { total: last.total, diff: last.total - before.total },
      top3: { total: last.top3, diff: last.top3 - before.top3 },
      top10: { total: last.top10, diff: last.top10 - before.top10 },
    });
    const events = await data<Summary>(`/v1/apps/eventKeywordSummary?appId=${top.event}&country=cn&days=7`);
    expect(events.summary!.total.total).toBeGreaterThan(0);
  });

  it('answers empty lists for an app search never showed entries of, and refuses bad input', async () => {
    expect(await data(`/v1/apps/appSubscribeList?appId=${bare}&country=cn`)).toEqual({ list: [] });
    expect(await data(`/v1/apps/appevent?appId=${bare}&country=cn`)).toEqual({ list: [] });
    expect(await data(`/v1/apps/appSubscribeKeywordList?appId=${bare}&country=cn`)).toEqual({ list: [] });
    const summary = await data<Summary>(`/v1/apps/subscribeKeywordSummary?appId=${bare}&country=cn&days=7`);
    expect(summary.summary?.total.total ?? 0).toBe(0);
    // Another storefront's keywords are not collected: nothing there.
    expect(await data(`/v1/apps/appSubscribeList?appId=${top.item}&country=us`)).toEqual({ list: [] });

    expect((await get(`/v1/apps/subscribeKeywordSummary?appId=${bare}&days=5`)).body).toMatchObject({
      code: 400,
      msg: INAPP_TEXTS.days,
    });
    expect((await get(`/v1/apps/appSubscribeKeywordList?appId=${bare}&id=x1`)).body).toMatchObject({
      code: 400,
      msg: INAPP_TEXTS.id,
    });
    expect((await get('/v1/apps/appevent?appId=abc')).body).toMatchObject({ code: 400, msg: '应用ID格式不正确' });
    expect((await get(`/v1/apps/appEventKeywordList?appId=${bare}&country=zz`)).body).toMatchObject({
      code: 400,
      msg: '不支持的国家或地区',
    });
    expect((await get(`/v1/apps/eventKeywordSummary?appId=${bare}&days=90`)).body).toMatchObject(
      historyLimitFailure('normal'),
    );
  });
});
