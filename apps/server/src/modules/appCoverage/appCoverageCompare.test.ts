import { COMPARE_TEXTS, KEYWORD_RANK_BANDS, KEYWORD_REPORT_TEXTS, type KeywordCoverRow } from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { appCoverageSuite } from '../../../test/appCoverage.ts';

describe.each(testDatabaseKinds())('keyword coverage by band and compared on %s', (kind) => {
  const { world, get, data, allRowsOf, allRows } = appCoverageSuite(kind);
  let t: TestApp;
  let appId: string;
  beforeAll(() => ({ t, appId } = world()));

  it('reports ranked keywords by rank and heat band against 24 h earlier, and lists a band’s keywords', async () => {
    const rows = await allRows();
    const report = await data<{
      ranked: number;
      rankBands: { count: number; previousCount: number; entered: number }[];
      heatBands: number[];
      cells: number[][];
    }>(`/v1/keywordcover/reportKeywordSummary?appId=${appId}`);
    expect(report.ranked).toBe(rows.length);
    expect(report.rankBands.map((b) => b.count)).toEqual(
      KEYWORD_RANK_BANDS.map((b) => rows.filter((r) => r.rank >= b.min && r.rank <= b.max).length),
    );
    expect(report.rankBands.map((b) => b.previousCount)).toEqual(
      KEYWORD_RANK_BANDS.map(
        (b) => rows.filter((r) => r.previousRank !== null && r.previousRank >= b.min && r.previousRank <= b.max).length,
      ),
    );
    expect(report.heatBands.reduce((a, b) => a + b, 0)).toBe(rows.length);
    expect(report.cells.map((c) => c.reduce((a, b) => a + b, 0))).toEqual(report.rankBands.map((b) => b.count));
    const top = await data<{ total: number; list: KeywordCoverRow[] }>(
      `/v1/keywordcover/reportKeywordList?appId=${appId}&rankBand=0&pageSize=100`,
    );
    expect(top.total).toBe(report.rankBands[0]!.count);
    expect(top.list.map((r) => r.keywordId)).toEqual(
      rows
        .filter((r) => r.rank <= 3)
        .map((r) => r.keywordId)
        .slice(0, 100),
    );
    const cell = await data<{ total: number }>(
      `/v1/keywordcover/reportKeywordList?appId=${appId}&rankBand=1&heatBand=3`,
    );
    expect(cell.total).toBe(report.cells[1]![3]);
    expect((await get(`/v1/keywordcover/reportKeywordList?appId=${appId}&rankBand=4`)).body).toMatchObject({
      code: 400,
      msg: KEYWORD_REPORT_TEXTS.rankBand,
    });
    expect((await get(`/v1/keywordcover/reportKeywordList?appId=${appId}&heatBand=x`)).body).toMatchObject({
      code: 400,
      msg: KEYWORD_REPORT_TEXTS.heatBand,
    });
    expect(await data(`/v1/keywordcover/reportKeywordSummary?appId=1`)).toMatchObject({
      ranked: 0,
      heatBands: [0, 0, 0, 0, 0],
    });
  });

  it('compares the keywords of 2 to 5 apps: shared, unique and who ranks higher', async () => {
    const top = await t.handle.db
      .selectFrom('app_coverage_daily')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-22')
      .orderBy('total', 'desc')
      .orderBy('app_id')
      .limit(3)
      .execute();
    const ids = top.map((r) => r.app_id);
    const rowsOf = await Promise.all(ids.map((id) => allRowsOf(id)));
    type Count = {
      all: number;
      shared: number;
      apps: { appId: string; trackName: string; found: boolean; ranked: number; unique: number; leading: number }[];
    };
    const count = await data<Count>(`/v1/apps/appsCompareKeywordCount?appIds=${ids.join(',')}`);
    expect(count.apps.map((a) => [a.appId, a.found, a.ranked])).toEqual(
      ids.map((id, i) => [id, true, rowsOf[i]!.length]),
    );
    const sets = rowsOf.map((rows) => new Set(rows.map((r) => r.keywordId)));
    const union = new Set(rowsOf.flat().map((r) => r.keywordId));
    expect(count.all).toBe(union.size);
    expect(count.shared).toBe([...union].filter((k) => sets.every((s) => s.has(k))).length);
    expect(count.apps[0]!.unique).toBe([...sets[0]!].filter((k) => !sets[1]!.has(k) && !sets[2]!.has(k)).length);
    type List = { total: number; list: { keywordId: number; ranks: (number | null)[]; leader: number }[] };
    const shared = await data<List>(`/v1/apps/appsCompareKeywordList?appIds=${ids.join(',')}&kind=shared&pageSize=100`);
    expect(shared.total).toBe(count.shared);
    for (const k of shared.list) {
      expect(k.ranks).toEqual(rowsOf.map((rows) => rows.find((r) => r.keywordId === k.keywordId)!.rank));
      expect(k.ranks[k.leader]).toBe(Math.min(...(k.ranks as number[])));
    }
    const unique = await data<List>(`/v1/apps/appsCompareKeywordList?appIds=${ids.join(',')}&kind=unique&app=1`);
    expect(unique.total).toBe(count.apps[1]!.unique);
    expect(unique.list.every((k) => k.ranks.filter((r) => r !== null).length === 1 && k.ranks[1] !== null)).toBe(true);
    const leads = count.apps.reduce((sum, a) => sum + a.leading, 0);
    expect(leads).toBe([...union].filter((k) => sets.filter((s) => s.has(k)).length >= 2).length);
    // An app the storefront does not have: found false, no keywords.
    expect((await data<Count>(`/v1/apps/appsCompareKeywordCount?appIds=${ids[0]},1`)).apps[1]).toMatchObject({
      appId: '1',
      found: false,
      ranked: 0,
    });
    // Six apps, one app, a repeated app, a bad id, unique without its app: refused.
    expect((await get(`/v1/apps/appsCompareKeywordCount?appIds=1,2,3,4,5,6`)).body).toMatchObject({
      code: 400,
      msg: COMPARE_TEXTS.tooMany,
    });
    expect((await get(`/v1/apps/appsCompareKeywordList?appIds=1,2,3,4,5,6`)).body).toMatchObject({
      code: 400,
      msg: COMPARE_TEXTS.tooMany,
    });
    expect((await get(`/v1/apps/appsCompareKeywordCount?appIds=${ids[0]}`)).body).toMatchObject({
      code: 400,
      msg: COMPARE_TEXTS.tooFew,
    });
    expect((await get(`/v1/apps/appsCompareKeywordCount`)).body).toMatchObject({
      code: 400,
      msg: COMPARE_TEXTS.tooFew,
    });
    expect((await get(`/v1/apps/appsCompareKeywordCount?appIds=${ids[0]},${ids[0]}`)).body).toMatchObject({
      code: 400,
      msg: COMPARE_TEXTS.repeated,
    });
    expect((await get(`/v1/apps/appsCompareKeywordCount?appIds=${ids[0]},x`)).body).toMatchObject({
      code: 400,
      msg: COMPARE_TEXTS.appIds,
    });
    expect((await get(`/v1/apps/appsCompareKeywordList?appIds=${ids.join(',')}&kind=unique`)).body).toMatchObject({
      code: 400,
      msg: COMPARE_TEXTS.app,
    });
    expect((await get(`/v1/apps/appsCompareKeywordList?appIds=${ids.join(',')}&kind=unique&app=3`)).body).toMatchObject(
      { code: 400, msg: COMPARE_TEXTS.app },
    );
  });
});
