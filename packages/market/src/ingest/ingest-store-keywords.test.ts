import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { withRun } from './runs.ts';
import { applyLookup } from './storeApps.ts';
import { asoIndexFromVisibility } from '../analytics/asoIndex.ts';
import { addToDayCoverage, openDayCoverage, storeDayCoverage } from './coverage.ts';
import { keywordIds, storeKeywordResults } from './storeKeywords.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { T0, app, hours } from '../../test/appRecords.ts';

describe.each(testDatabaseKinds())('ingest store: keywords, coverage and runs on %s', (kind) => {
  const h = suiteDatabase(kind);

  it('stores keyword result lists as change points only', async () => {
    const ids = await keywordIds(h.db, 'cn', ['消消乐', '记账']);
    const result = (at: Date, appIds: number[]) => ({
      term: '消消乐',
      country: 'cn',
      at,
      resultCount: 321,
      appIds,
      adAppId: 7,
      inAppPurchases: [],
      inAppEvents: [],
    });
    expect(await storeKeywordResults(h.db, ids, [result(T0, [1, 2, 3])])).toBe(1);
    expect(await storeKeywordResults(h.db, ids, [result(hours(1), [1, 2, 3])])).toBe(0);
    expect(await storeKeywordResults(h.db, ids, [result(hours(2), [3, 4, 2])])).toBe(1);
    // An older result arriving late changes nothing.
    expect(await storeKeywordResults(h.db, ids, [result(hours(1), [9, 8, 7])])).toBe(0);

    const kw = ids.get('消消乐')!;
    const lists = await h.db
      .selectFrom('keyword_results')
      .select(['at', 'app_ids'])
      .where('keyword_id', '=', kw)
      .orderBy('at')
      .execute();
    expect(lists).toEqual([
      { at: T0, app_ids: ['1', '2', '3'] },
      { at: hours(2), app_ids: ['3', '4', '2'] },
    ]);
    const current = await h.db
      .selectFrom('keyword_results_current')
      .select(['at', 'app_ids'])
      .where('keyword_id', '=', kw)
      .executeTakeFirstOrThrow();
    expect(current).toEqual({ at: hours(2), app_ids: ['3', '4', '2'] });
    const daily = await h.db
      .selectFrom('keyword_daily')
      .select(['result_count', 'ad_app_id'])
      .where('keyword_id', '=', kw)
      .executeTakeFirstOrThrow();
    expect(daily).toEqual({ result_count: 321, ad_app_id: '7' });
  });

  it('keeps the ids of known keywords and gives new ones theirs, over several statements', async () => {
    const terms = Array.from({ length: 12_000 }, (_, i) => `词${i}`);
    const first = await keywordIds(h.db, 'jp', terms.slice(0, 11_000));
    const again = await keywordIds(h.db, 'jp', [...terms, ...terms.slice(0, 10)]);
    expect(again.size).toBe(12_000);
    expect(terms.slice(0, 11_000).every((t) => again.get(t) === first.get(t))).toBe(true);
    expect(new Set(again.values()).size).toBe(12_000);
    const stored = await sql<{ n: number }>`SELECT count(*)::int AS n FROM keywords WHERE country = 'jp'`.execute(h.db);
    expect(stored.rows[0]!.n).toBe(12_000);
  });

  it('stores the result lists of a large batch once, the latest of each keyword', async () => {
    const terms = Array.from({ length: 2500 }, (_, i) => `batch${i}`);
    const ids = await keywordIds(h.db, 'cn', terms);
    const result = (term: string, at: Date, appIds: number[]) => ({
      term,
      country: 'cn',
      at,
      resultCount: appIds.length,
      appIds,
      adAppId: null,
      inAppPurchases: [],
      inAppEvents: [],
    });
    // Every keyword twice in the batch: its later result is the one stored.
    const batch = terms.flatMap((term, i) => [result(term, T0, [i, 1]), result(term, T0, [i, 2, 3])]);
    expect(await storeKeywordResults(h.db, ids, batch)).toBe(2500);
    expect(await storeKeywordResults(h.db, ids, batch)).toBe(0);
    const stored = await sql<{ lists: number; days: number; counts: number }>`
      SELECT (SELECT count(*)::int FROM keyword_results r JOIN keywords k USING (keyword_id)
        WHERE k.term LIKE 'batch%') AS lists,
             (SELECT count(*)::int FROM keyword_daily d JOIN keywords k USING (keyword_id)
               WHERE k.term LIKE 'batch%') AS days,
             (SELECT count(*)::int FROM keyword_daily d JOIN keywords k USING (keyword_id) WHERE k.term LIKE 'batch%'
               AND d.result_count = 3) AS counts`.execute(h.db);
    expect(stored.rows[0]).toEqual({ lists: 2500, days: 2500, counts: 2500 });
    const last = await h.db
      .selectFrom('keyword_results_current')
      .select('app_ids')
      .where('keyword_id', '=', ids.get('batch2499')!)
      .executeTakeFirstOrThrow();
    expect(last.app_ids).toEqual(['2499', '2', '3']);
  });

  it("computes the day's coverage and ASO index from the results and heat", async () => {
    await applyLookup(h.db, 'cn', T0, [501], [app(501, { name: '开心消消乐', subtitle: '三消游戏' })]);
    const results = [
      {
        term: '消消乐',
        country: 'cn',
        at: T0,
        resultCount: 9,
        appIds: [501, 502],
        adAppId: null,
        inAppPurchases: [],
        inAppEvents: [],
      },
      {
        term: '三消',
        country: 'cn',
        at: T0,
        resultCount: 9,
        appIds: [502, 503, 504, 505, 501],
        adAppId: null,
        inAppPurchases: [],
        inAppEvents: [],
      },
      {
        term: '冷门词',
        country: 'cn',
        at: T0,
        resultCount: 9,
        appIds: [501],
        adAppId: null,
        inAppPurchases: [],
        inAppEvents: [],
      },
    ];
    const heat = new Map([
      ['消消乐', 4605],
      ['三消', 5605],
      ['冷门词', 4604],
    ]);
    const day = await openDayCoverage(h.db, 'cn');
    addToDayCoverage(day, results, heat, new Map());
    expect(await storeDayCoverage(h.db, 'cn', '2026-11-20', day)).toBe(5);
    const row = await h.db
      .selectFrom('app_coverage_daily')
      .selectAll()
      .where('app_id', '=', '501')
      .executeTakeFirstOrThrow();
    // 消消乐 rank 1 in title: e^0·1/1·2 = 2; 三消 rank 5 in subtitle: e^1/5·1.5 = 0.8155; 冷门词 is below the heat threshold.
    expect(row).toMatchObject({
      total: 2,
      top3: 1,
      top10: 2,
      aso_index: asoIndexFromVisibility(2 + (Math.E / 5) * 1.5),
    });
    expect(row.aso_index).toBe(11.6);
  });

  it('runs a step once per target, and again after a failure', async () => {
    let calls = 0;
    const step = async () => {
      calls += 1;
      return 5;
    };
    expect(await withRun(h.db, 'test-job', T0, step)).toEqual({ ran: true, rows: 5 });
    expect(await withRun(h.db, 'test-job', T0, step)).toEqual({ ran: false, rows: 0 });
    expect(calls).toBe(1);
    await expect(
      withRun(h.db, 'test-job', hours(1), async () => Promise.reject(new Error('source down'))),
    ).rejects.toThrow('source down');
    const failed = await h.db
      .selectFrom('ingest_runs')
      .select(['status', 'errors'])
      .where('target_at', '=', hours(1))
      .executeTakeFirstOrThrow();
    expect(failed.status).toBe('failed');
    expect(JSON.stringify(failed.errors)).toContain('source down');
    expect(await withRun(h.db, 'test-job', hours(1), step)).toEqual({ ran: true, rows: 5 });
  });

  it('runs a step again when PostgreSQL ends it to break a deadlock with another step', async () => {
    await sql`CREATE TABLE lock_pair (id int PRIMARY KEY, n int NOT NULL)`.execute(h.db);
    await sql`INSERT INTO lock_pair VALUES (1, 0), (2, 0)`.execute(h.db);
    // Each step locks one row, waits until the other has locked its own, then asks for the other's:
    // a real lock cycle on the first attempts, which PostgreSQL breaks by ending one of them.
    let locked = 0;
    const bothLocked = async () => {
      locked += 1;
      while (locked < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const attempts = { a: 0, b: 0 };
    // A step run again locks in one order (1, then 2), as the engine's steps do: two runs again at once (both ended
    // when the second backend's deadlock check runs before the first victim let go) cannot make a new cycle.
    const step = (name: 'a' | 'b', first: number, second: number) => () =>
      h.db.transaction().execute(async (trx) => {
        attempts[name] += 1;
        const order = attempts[name] === 1 ? [first, second] : [1, 2];
        await sql`UPDATE lock_pair SET n = n + 1 WHERE id = ${order[0]}`.execute(trx);
        if (attempts[name] === 1) await bothLocked();
        await sql`UPDATE lock_pair SET n = n + 1 WHERE id = ${order[1]}`.execute(trx);
        return 2;
      });
    const outcomes = await Promise.all([
      withRun(h.db, 'lock-a', T0, step('a', 1, 2)),
      withRun(h.db, 'lock-b', T0, step('b', 2, 1)),
    ]);
    expect(outcomes).toEqual([
      { ran: true, rows: 2 },
      { ran: true, rows: 2 },
    ]);
    // At least one step ran again; on a loaded machine both may: the second backend's deadlock check
    // can run before the first victim has released its locks, and then ends its own step too.
    expect(attempts.a + attempts.b).toBeGreaterThanOrEqual(3);
    expect(Math.max(attempts.a, attempts.b)).toBe(2);
    const { rows } = await sql<{ n: number }>`SELECT n FROM lock_pair ORDER BY id`.execute(h.db);
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
  });
});
