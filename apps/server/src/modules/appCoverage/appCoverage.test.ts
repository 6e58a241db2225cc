import {
  APP_DETAIL_TEXTS,
  DAY_MS,
  EXPORT_LIMIT_FAILURE,
  historyLimitFailure,
  KEYWORD_COVER_TEXTS,
} from '@bangyan/contract';
import { appCoverageSeries } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '@bangyan/contract/xlsx/read';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { appCoverageSuite } from '../../../test/appCoverage.ts';

describe.each(testDatabaseKinds())('keyword coverage endpoints on %s', (kind) => {
  const { world, get, data, post, lists, allRows } = appCoverageSuite(kind);
  let t: TestApp;
  let appId: string;
  beforeAll(() => ({ t, appId } = world()));

  it('lists every keyword whose current results hold the app, its rank against the list of 24 h earlier', async () => {
    const current = await t.handle.db
      .selectFrom('keyword_results_current as c')
      .innerJoin('keywords as k', 'k.keyword_id', 'c.keyword_id')
      .select(['k.keyword_id', 'k.term', 'c.app_ids'])
      .where('k.country', '=', 'cn')
      .execute();
    const holding = current.filter((c) => c.app_ids.map(String).includes(appId));
    const rows = await allRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows).toHaveLength(holding.length);
    const first = await lists();
    expect(first.all).toBe(holding.length);
    expect(first.previousTime < first.time).toBe(true);
    const before = new Date(WORLD_NOW.getTime() - DAY_MS);
    for (const row of rows.slice(0, 30)) {
      const list = holding.find((c) => c.keyword_id === row.keywordId)!;
      expect(row.keyword).toBe(list.term);
      expect(row.rank).toBe(list.app_ids.map(String).indexOf(appId) + 1);
      const earlier = await t.handle.db
        .selectFrom('keyword_results')
        .select('app_ids')
        .where('keyword_id', '=', row.keywordId)
        .where('at', '<=', before)
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const previous = earlier === undefined ? null : earlier.app_ids.map(String).indexOf(appId) + 1;
      expect(row.previousRank).toBe(previous);
      if (previous !== null && previous > 0) expect(row.change).toBe(previous - row.rank);
      const daily = await t.handle.db
        .selectFrom('keyword_daily')
        .select(['heat', 'result_count'])
        .where('keyword_id', '=', row.keywordId)
        .orderBy('day', 'desc')
        .limit(1)
        .executeTakeFirst();
      expect([row.heat, row.resultCount]).toEqual([daily?.heat ?? null, daily?.result_count ?? null]);
    }
    // Rank order by default.
    expect(rows.map((r) => r.rank)).toEqual(rows.map((r) => r.rank).sort((a, b) => a - b));
  });

  it('filters by ranges, sorts and pages', async () => {
    const rows = await allRows();
    const top10 = await allRows({ rankMax: 10 });
    expect(top10).toEqual(rows.filter((r) => r.rank <= 10));
    const hot = await allRows({ heatMin: 4605, rankMin: 2 });
    expect(hot.map((r) => r.keywordId)).toEqual(
      rows.filter((r) => r.rank >= 2 && r.heat !== null && r.heat >= 4605).map((r) => r.keywordId),
    );
    const moved = await allRows({ changeMin: -5, changeMax: 5, resultMin: 1 });
    expect(moved.every((r) => r.change >= -5 && r.change <= 5 && r.resultCount !== null && r.resultCount >= 1)).toBe(
      true,
    );
    const byHeat = await allRows({ sort: 'heat', order: 'desc' });
    const heats = byHeat.map((r) => r.heat ?? -1);
    expect(heats).toEqual([...heats].sort((a, b) => b - a));
    const page2 = await lists({ pageSize: 5, page: 2 });
    expect(page2.list).toEqual(rows.slice(5, 10));
    expect(page2.total).toBe(rows.length);
  });

  it('sums up coverage of the latest collected day and how the ranks moved', async () => {
    const summary = await data<{
      day: string;
      total: { total: number; diff: number };
      top3: { total: number };
      ranked: number;
      up: number;
      down: number;
      entered: number;
    }>(`/v1/keywordcover/summary?appId=${appId}`);
    const series = await appCoverageSeries(t.handle.db, {
      country: 'cn',
      appId: Number(appId),
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(summary.day).toBe(series.at(-1)!.day);
    expect(summary.total).toEqual(series.at(-1)!.total);
    const rows = await allRows();
    expect(summary.ranked).toBe(rows.length);
    expect(summary.entered).toBe(rows.filter((r) => r.previousRank === 0).length);
    expect(summary.up).toBe(rows.filter((r) => (r.previousRank ?? 0) > 0 && r.change > 0).length);
    expect(await data(`/v1/keywordcover/summary?appId=1`)).toMatchObject({
      total: { total: 0, diff: 0 },
      ranked: 0,
      up: 0,
    });
  });

  it('draws coverage per collected day and one keyword’s rank over time, within the tier’s history depth', async () => {
    const history = await data<{ days: string[]; total: number[]; top3: number[]; top10: number[] }>(
      `/v1/chart/coverHistory?appId=${appId}&days=7`,
    );
    const series = await appCoverageSeries(t.handle.db, {
      country: 'cn',
      appId: Number(appId),
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(history).toEqual({
      days: series.map((d) => d.day),
      total: series.map((d) => d.total.total),
      top3: series.map((d) => d.top3.total),
      top10: series.map((d) => d.top10.total),
    });
    expect((await get(`/v1/chart/coverHistory?appId=${appId}&days=90`)).body).toMatchObject(
      historyLimitFailure('normal'),
    );

    const [row] = (await lists({ sort: 'change', order: 'desc' })).list;
    const ranks = await data<{ keyword: string; points: { time: string; rank: number | null }[] }>(
      `/v1/chart/coverSearchHistory?appId=${appId}&keywordId=${row!.keywordId}&days=7`,
    );
    expect(ranks.keyword).toBe(row!.keyword);
    expect(ranks.points.at(-1)!.rank).toBe(row!.rank);
    expect(ranks.points.map((p) => p.time)).toEqual(ranks.points.map((p) => p.time).sort());
    expect(await data(`/v1/chart/coverSearchHistory?appId=${appId}&keywordId=999999999`)).toEqual({
      keyword: null,
      points: [],
    });
    expect(
      (await get(`/v1/chart/coverSearchHistory?appId=${appId}&keywordId=${row!.keywordId}&days=90`)).body,
    ).toMatchObject(historyLimitFailure('normal'));
  });

  it('exports the filtered table for members only', async () => {
    const q = `/v1/export/keywordCover?appId=${appId}&rankMax=50&sort=heat&order=desc`;
    expect((await get(q)).body).toMatchObject({ code: 401 });
    const { cookie, uid } = await registerTestUser(t, '13900007788');
    const res = await t.app.inject({ method: 'GET', url: q, headers: { cookie } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`关键词覆盖-${appId}-`);
    const [sheet] = readXlsx(res.rawPayload);
    const rows = await allRows({ rankMax: 50, sort: 'heat', order: 'desc' });
    expect(sheet!.rows[0]).toEqual(['关键词', '排名', '排名变化', '昨日排名', '热度', '结果数']);
    expect(sheet!.rows.slice(1).map((r) => [r[0], r[1]])).toEqual(rows.map((r) => [r.keyword, String(r.rank)]));
    await t.handle.db
      .updateTable('users')
      .set({ role: 'normal', role_end_at: null, svip_trial_until: null })
      .where('uid', '=', uid)
      .execute();
    expect((await get(q, cookie)).body).toMatchObject({
      code: EXPORT_LIMIT_FAILURE.code,
      msg: EXPORT_LIMIT_FAILURE.msg,
    });
  });

  it('answers nothing for an app the storefront lacks, and refuses bad input with a clear message', async () => {
    expect((await post({ appId: '1' })).data).toMatchObject({ all: 0, total: 0, list: [] });
    expect(await post({ appId: 'abc' })).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
    expect(await post({ appId, rankMin: 10, rankMax: 2 })).toMatchObject({
      code: 400,
      msg: KEYWORD_COVER_TEXTS.rangeOrder,
    });
    expect(await post({ appId, heatMin: 'x' })).toMatchObject({ code: 400, msg: KEYWORD_COVER_TEXTS.range });
    expect(await post({ appId, sort: 'name' })).toMatchObject({ code: 400, msg: KEYWORD_COVER_TEXTS.sort });
    expect(await post({ appId, pageSize: 101 })).toMatchObject({ code: 400, msg: KEYWORD_COVER_TEXTS.pageSize });
    expect(await post({ appId, page: 0 })).toMatchObject({ code: 400, msg: KEYWORD_COVER_TEXTS.page });
    expect((await get(`/v1/chart/coverHistory?appId=${appId}&days=3`)).body).toMatchObject({
      code: 400,
      msg: KEYWORD_COVER_TEXTS.days,
    });
    expect((await get(`/v1/chart/coverSearchHistory?appId=${appId}&keywordId=-1`)).body).toMatchObject({
      code: 400,
      msg: KEYWORD_COVER_TEXTS.keywordId,
    });
    expect((await get(`/v1/keywordcover/summary?appId=${appId}&country=zz`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.country,
    });
  });
});
