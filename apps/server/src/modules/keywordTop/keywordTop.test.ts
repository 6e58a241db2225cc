import {
  APP_DETAIL_TEXTS,
  CHART_COUNTRIES,
  HOUR_MS,
  KEYWORD_TOP_BATCH_MAX,
  KEYWORD_TOP_TEXTS,
  REVISE_WORD_LIMIT,
  type DataOf,
  type KeywordCoverRow,
  type keywordCoverReviseWord,
  type TopKeyword,
} from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

type Revised = DataOf<typeof keywordCoverReviseWord>;
const CHINA_DAY_START = new Date('2026-11-21T16:00:00Z'); // 2026-11-22 00:00 China time

describe.each(testDatabaseKinds())('core keywords, revision words and storefronts on %s', (kind) => {
  let t: TestApp;
  let appId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    // The app covering the most keywords on the latest collected day.
    appId = (
      await t.handle.db
        .selectFrom('app_coverage_daily')
        .select('app_id')
        .where('country', '=', 'cn')
        .orderBy('day', 'desc')
        .orderBy('total', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).app_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const batch = async (fields: Record<string, string>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/keywordcover/topBatch',
        headers: FORM_HEADERS,
        payload: form(fields),
      })
    ).json() as { code: number; msg: string; data: { list: { appId: string; keywords: TopKeyword[] }[] } };
  /** Every keyword the app ranks 1..10 for now, as the coverage table lists them (page by page). */
  const ranked = async (app: string) => {
    const rows: KeywordCoverRow[] = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/keywordcover/lists',
        headers: FORM_HEADERS,
        payload: form({ appId: app, rankMax: 10, pageSize: 100, page }),
      });
      const { total, list } = res.json().data as { total: number; list: KeywordCoverRow[] };
      rows.push(...list);
      if (rows.length >= total) return rows;
    }
  };
  /** The table's rows ranked 1..10, hottest first, then by rank, as core keywords. */
  const expectedTop = async (app: string, limit: number) =>
    (await ranked(app))
      .sort((x, y) => (y.heat ?? -1) - (x.heat ?? -1) || x.rank - y.rank || x.keywordId - y.keywordId)
      .slice(0, limit)
      .map((r) => ({
        keywordId: r.keywordId,
        keyword: r.keyword,
        heat: r.heat,
        rank: r.rank,
        previousRank: r.previousRank,
        change: r.change,
        resultCount: r.resultCount,
      }));

  it('lists the app’s core keywords (ranked 1 to 10 now) hottest first, as the coverage table has them', async () => {
    const top = await data<{ time: string; list: TopKeyword[] }>(`/v1/keywordcover/top?appId=${appId}&country=cn`);
    expect(top.list).toHaveLength(10);
    expect(top.list).toEqual(await expectedTop(appId, 10));
    expect(top.time).toBe('2026-11-22 18:30');
    expect((await data<{ list: TopKeyword[] }>(`/v1/keywordcover/top?appId=${appId}&limit=50`)).list).toEqual(
      await expectedTop(appId, 50),
    );
    expect(await data(`/v1/keywordcover/top?appId=1`)).toMatchObject({ list: [] });
    expect(await data(`/v1/keywordcover/top?appId=${appId}&country=us`)).toMatchObject({ list: [] });
  });

  it('refuses bad input of top with the reason', async () => {
    for (const limit of ['0', '51', 'x', '1.5'])
      expect((await get(`/v1/keywordcover/top?appId=${appId}&limit=${limit}`)).body).toMatchObject({
        code: 400,
        msg: KEYWORD_TOP_TEXTS.limit,
      });
    expect((await get(`/v1/keywordcover/top?appId=abc`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.appId,
    });
    expect((await get(`/v1/keywordcover/top?appId=${appId}&country=zz`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.country,
    });
  });

  it('answers several apps’ top 3 core keywords in the order asked, none for an unknown app', async () => {
    const others = await t.handle.db
      .selectFrom('app_coverage_daily')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-22')
      .where('top10', '>', 0)
      .orderBy('top10')
      .orderBy('app_id')
      .limit(3)
      .execute();
    const ids = [others[0]!.app_id, '1', appId, others[1]!.app_id, others[2]!.app_id];
    const answer = await batch({ appIds: ids.join(','), country: 'cn' });
    expect(answer.code).toBe(0);
    expect(answer.data.list.map((a) => a.appId)).toEqual(ids);
    for (const a of answer.data.list) expect(a.keywords).toEqual(a.appId === '1' ? [] : await expectedTop(a.appId, 3));
    expect(answer.data.list.find((a) => a.appId === appId)!.keywords).toHaveLength(3);
    const most = Array.from({ length: KEYWORD_TOP_BATCH_MAX }, (_, i) => String(i + 1));
    expect((await batch({ appIds: most.join(','), country: 'cn' })).data.list).toHaveLength(KEYWORD_TOP_BATCH_MAX);
  });

  it('refuses a bad batch with the reason', async () => {
    const refused = async (fields: Record<string, string>, msg: string) =>
      expect(await batch(fields)).toMatchObject({ code: 400, msg });
    await refused({ country: 'cn' }, KEYWORD_TOP_TEXTS.noApps);
    await refused({ appIds: ' ', country: 'cn' }, KEYWORD_TOP_TEXTS.noApps);
    await refused({ appIds: `${appId},x1`, country: 'cn' }, KEYWORD_TOP_TEXTS.appIds);
    await refused({ appIds: `${appId},,1`, country: 'cn' }, KEYWORD_TOP_TEXTS.appIds);
    await refused(
      { appIds: Array.from({ length: KEYWORD_TOP_BATCH_MAX + 1 }, (_, i) => String(i + 1)).join(','), country: 'cn' },
      KEYWORD_TOP_TEXTS.tooMany,
    );
    await refused({ appIds: `${appId},1,${appId}`, country: 'cn' }, KEYWORD_TOP_TEXTS.repeated);
    await refused({ appIds: appId, country: 'xx' }, APP_DETAIL_TEXTS.country);
  });

  /** The app's rank for every cn keyword in the lists in force before `at` (null: no list) and now. */
  async function ranksOf(app: string, at: Date) {
    const db = t.handle.db;
    const earlier = await db
      .selectFrom('keyword_results')
      .select(['keyword_id', 'at', 'app_ids'])
      .where('at', '<', at)
      .orderBy('at')
      .execute();
    const before = new Map(earlier.map((r) => [r.keyword_id, r.app_ids.map(String).indexOf(app) + 1]));
    const current = await db.selectFrom('keyword_results_current').select(['keyword_id', 'app_ids']).execute();
    const now = new Map(current.map((r) => [r.keyword_id, r.app_ids.map(String).indexOf(app) + 1]));
    const heats = await db.selectFrom('keyword_daily').select(['keyword_id', 'heat']).orderBy('day').execute();
    const heat = new Map(heats.map((h) => [h.keyword_id, h.heat]));
    const ids = new Set(
      [...before]
        .filter(([, r]) => r > 0)
        .map(([id]) => id)
        .concat([...now].filter(([, r]) => r > 0).map(([id]) => id)),
    );
    return [...ids].map((id) => ({
      keywordId: id,
      heat: heat.get(id) ?? null,
      rankBefore: before.get(id) || null,
      rank: now.get(id) || null,
    }));
  }

  it('compares the app’s ranks on the day before its latest revision with now', async () => {
    const db = t.handle.db;
    // The revised app covering the most keywords: its version changed on 2026-11-22 (China).
    const revised = await db
      .selectFrom('app_changes as c')
      .innerJoin('app_coverage_daily as a', (j) => j.onRef('a.app_id', '=', 'c.app_id').on('a.day', '=', '2026-11-22'))
      .select(['c.app_id', 'c.at', 'c.old_value', 'c.new_value'])
      .where('c.country', '=', 'cn')
      .where('c.field', '=', 'version')
      .orderBy('a.total', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const answer = await data<Revised>(`/v1/keywordcover/getReviseWord?appId=${revised.app_id}`);
    expect(answer.revision).toEqual({
      time: '2026-11-22 12:00',
      kind: 'version',
      detail: `版本 ${revised.old_value} → ${revised.new_value}`,
    });
    expect(new Date(revised.at).toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect([answer.beforeTime, answer.time]).toEqual(['2026-11-22 00:00', '2026-11-22 18:30']);

    const rows = await ranksOf(revised.app_id, CHINA_DAY_START);
    const hottest = <T extends { heat: number | null; keywordId: number }>(list: T[]) =>
      list.sort((x, y) => (y.heat ?? -1) - (x.heat ?? -1) || x.keywordId - y.keywordId);
    const gained = hottest(rows.filter((r) => r.rank !== null && r.rankBefore === null));
    const lost = hottest(rows.filter((r) => r.rank === null && r.rankBefore !== null));
    const improved = hottest(rows.filter((r) => r.rank !== null && r.rankBefore !== null && r.rank < r.rankBefore));
    const dropped = hottest(rows.filter((r) => r.rank !== null && r.rankBefore !== null && r.rank > r.rankBefore));
    // Every keyword ranked before or now: those ranked before are all but the gained, those now all but the lost.
    expect(answer.totals).toEqual({
      before: rows.length - gained.length,
      after: rows.length - lost.length,
      gained: gained.length,
      lost: lost.length,
      improved: improved.length,
      dropped: dropped.length,
    });
    expect(answer.totals.improved + answer.totals.dropped).toBeGreaterThan(0);
    const pick = (list: typeof rows, keys: ('rank' | 'rankBefore')[]) =>
      list
        .slice(0, REVISE_WORD_LIMIT)
        .map((r) => ({ keywordId: r.keywordId, heat: r.heat, ...Object.fromEntries(keys.map((k) => [k, r[k]])) }));
    const strip = (list: { keyword: string }[]) => list.map(({ keyword: _, ...rest }) => rest);
    expect(strip(answer.gained)).toEqual(pick(gained, ['rank']));
    expect(strip(answer.lost)).toEqual(pick(lost, ['rankBefore']));
    expect(strip(answer.improved)).toEqual(pick(improved, ['rank', 'rankBefore']));
    expect(strip(answer.dropped)).toEqual(pick(dropped, ['rank', 'rankBefore']));
    // The ranks now are the coverage table's.
    const table = new Map((await ranked(revised.app_id)).map((r) => [r.keywordId, r.rank]));
    for (const r of answer.improved.slice(0, 10)) if (r.rank <= 10) expect(table.get(r.keywordId)).toBe(r.rank);
  });

  it('takes the latest name or subtitle change as the revision, and answers none without one in the kept history', async () => {
    const db = t.handle.db;
    const none = {
      revision: null,
      beforeTime: '',
      gained: [],
      lost: [],
      improved: [],
      dropped: [],
      totals: { before: 0, after: 0, gained: 0, lost: 0, improved: 0, dropped: 0 },
    };
    // The top app has no recorded change.
    expect(
      await db.selectFrom('app_changes').select('app_id').where('app_id', '=', appId).executeTakeFirst(),
    ).toBeUndefined();
    expect(await data(`/v1/keywordcover/getReviseWord?appId=${appId}`)).toMatchObject(none);
    expect(await data(`/v1/keywordcover/getReviseWord?appId=1`)).toMatchObject(none);
    // A rename on 2026-11-21: the day before it (11-20) has no collected keywords.
    await db
      .insertInto('app_changes')
      .values({
        app_id: appId,
        country: 'cn',
        at: new Date('2026-11-21T06:00:00Z'),
        field: 'name',
        old_value: '旧名',
        new_value: '新名',
      })
      .execute();
    expect(await data(`/v1/keywordcover/getReviseWord?appId=${appId}`)).toMatchObject(none);
    // A new subtitle and name at 2026-11-22 09:00 China; a later change (after now) and an icon change do not count.
    const at = new Date('2026-11-22T01:00:00Z');
    await db
      .insertInto('app_changes')
      .values([
        { app_id: appId, country: 'cn', at, field: 'subtitle', old_value: '', new_value: '新副标题' },
        { app_id: appId, country: 'cn', at, field: 'name', old_value: '新名', new_value: '更新名' },
        {
          app_id: appId,
          country: 'cn',
          at: new Date('2026-11-22T08:00:00Z'),
          field: 'icon_url',
          old_value: 'a',
          new_value: 'b',
        },
        {
          app_id: appId,
          country: 'cn',
          at: new Date(WORLD_NOW.getTime() + HOUR_MS),
          field: 'version',
          old_value: '1',
          new_value: '2',
        },
      ])
      .execute();
    const answer = await data<Revised>(`/v1/keywordcover/getReviseWord?appId=${appId}`);
    expect(answer.revision).toEqual({
      time: '2026-11-22 09:00',
      kind: 'name',
      detail: '名称 新名 → 更新名；副标题 （空） → 新副标题',
    });
    const rows = await ranksOf(appId, CHINA_DAY_START);
    expect(answer.totals.after).toBe(rows.filter((r) => r.rank !== null).length);
    expect(answer.totals.before).toBe(rows.filter((r) => r.rankBefore !== null).length);
    expect(answer.improved.length).toBeLessThanOrEqual(REVISE_WORD_LIMIT);
    expect((await get(`/v1/keywordcover/getReviseWord?appId=${appId}&country=zz`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.country,
    });
    expect((await get(`/v1/keywordcover/getReviseWord`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.appId,
    });
  });

  it('lists every collected storefront with whether its keywords are collected and the app’s coverage there', async () => {
    const cover = await t.handle.db
      .selectFrom('app_coverage_daily')
      .select('total')
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-22')
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    const answer = await data<{
      list: { country: string; countryName: string; collected: boolean; day: string; coverage: number | null }[];
    }>(`/v1/apps/asoCountry?appId=${appId}`);
    expect(answer.list.map((c) => c.country)).toEqual([...CHART_COUNTRIES]);
    expect(answer.list[0]).toEqual({
      country: 'cn',
      countryName: '中国',
      collected: true,
      day: '2026-11-22',
      coverage: cover.total,
    });
    expect(answer.list.find((c) => c.country === 'us')).toEqual({
      country: 'us',
      countryName: '美国',
      collected: false,
      day: '',
      coverage: null,
    });
    expect(answer.list.slice(1).every((c) => !c.collected && c.coverage === null)).toBe(true);
    expect((await data<typeof answer>(`/v1/apps/asoCountry?appId=1`)).list[0]).toMatchObject({
      collected: true,
      coverage: 0,
    });
    expect((await get(`/v1/apps/asoCountry?appId=x`)).body).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
  });
});
