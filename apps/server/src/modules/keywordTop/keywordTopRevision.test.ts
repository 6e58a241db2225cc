import {
  APP_DETAIL_TEXTS,
  HOUR_MS,
  REVISE_WORD_LIMIT,
  type DataOf,
  type keywordCoverReviseWord,
} from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { keywordTopSuite } from '../../../test/keywordTop.ts';

type Revised = DataOf<typeof keywordCoverReviseWord>;

const CHINA_DAY_START = new Date('2026-11-21T16:00:00Z'); // 2026-11-22 00:00 China time

describe.each(testDatabaseKinds())('revision words on %s', (kind) => {
  const { world, get, data, ranked } = keywordTopSuite(kind);
  let t: TestApp;
  let appId: string;
  beforeAll(() => ({ t, appId } = world()));

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

  it('takes the latest name or subtitle change as the revision; none without one in the kept history', async () => {
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
});
