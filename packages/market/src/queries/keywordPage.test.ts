import { describe, expect, it } from 'vitest';
import { formatDate, chinaDayEnd, daysBetween, DAY_MS } from '@bangyan/contract';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { compareCharts, top10Volatility } from '../analytics/chartMovement.ts';
import { keywordDays, keywordPage, keywordVs, relatedKeywords } from './keywordPage.ts';
import { keywordMonitorDays, keywordSpan } from './keywordSpan.ts';
import type { Db } from '../db.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';

/** The keyword of the storefront whose results changed most often: it has something to compare. */
async function busiestKeyword(db: Db): Promise<{ keywordId: number; term: string }> {
  const row = await db
    .selectFrom('keyword_results as r')
    .innerJoin('keywords as k', 'k.keyword_id', 'r.keyword_id')
    .select(['k.keyword_id', 'k.term', (eb) => eb.fn.countAll<string>().as('n')])
    .where('k.country', '=', 'cn')
    .groupBy(['k.keyword_id', 'k.term'])
    .orderBy('n', 'desc')
    .orderBy('k.keyword_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { keywordId: row.keyword_id, term: row.term };
}

describe.each(testDatabaseKinds())('keyword page queries on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  /** Every stored list of a keyword, oldest first. */
  const lists = async (keywordId: number) =>
    (
      await h.db
        .selectFrom('keyword_results')
        .select(['at', 'app_ids'])
        .where('keyword_id', '=', keywordId)
        .orderBy('at')
        .execute()
    ).map((r) => ({ at: r.at, ids: r.app_ids.map(Number) }));
  /** The list in force at `at` (the latest at or before it), from the stored lists. */
  const inForce = (all: { at: Date; ids: number[] }[], at: Date) => all.filter((l) => l.at <= at).at(-1)?.ids ?? null;

  const busyKeyword = async () => {
    const keyword = await busiestKeyword(h.db);
    return { ...keyword, lists: await lists(keyword.keywordId) };
  };

  it('lists the results, each app’s change against 24 h before, its figures and the top-10 change rate', async () => {
    const { term, lists: all } = await busyKeyword();
    const page = (await keywordPage(h.db, { country: 'cn', term, at: WORLD_NOW }))!;
    const now = inForce(all, WORLD_NOW)!;
    expect(page.listAt).toEqual(all.filter((l) => l.at <= WORLD_NOW).at(-1)!.at);
    const before = inForce(all, new Date(page.listAt!.getTime() - DAY_MS))!;
    expect(page.rows.map((r) => r.appId)).toEqual(now);
    for (const row of page.rows.slice(0, 30)) {
      const preRank = before.indexOf(row.appId) + 1;
      expect(row.previousRank).toBe(preRank);
      expect(row.change).toBe(preRank === 0 ? 99999 : preRank - row.rank);
    }
    expect(page.changeRate).toBe(top10Volatility(before, now));
    const top = page.rows[0]!;
    const app = await h.db
      .selectFrom('market_apps')
      .select(['rating_count'])
      .where('country', '=', 'cn')
      .where('app_id', '=', String(top.appId))
      .executeTakeFirstOrThrow();
    expect(top.ratingCount).toBe(app.rating_count);
    expect(top.name).not.toBe('');
    expect(page.daily?.heat).toBeGreaterThan(0);
    expect(await keywordPage(h.db, { country: 'cn', term: '没有这个关键词的词', at: WORLD_NOW })).toBeNull();
  });

  it("gives a keyword's figures day by day, null on days not collected", async () => {
    const { keywordId, term } = await busyKeyword();
    const days = (await keywordDays(h.db, { country: 'cn', term, from: '2026-11-10', to: '2026-11-22' }))!;
    expect(days.map((d) => d.day)).toEqual(daysBetween('2026-11-10', '2026-11-22'));
    const stored = await h.db
      .selectFrom('keyword_daily')
      .selectAll()
      .where('keyword_id', '=', keywordId)
      .where('day', '=', '2026-11-21')
      .executeTakeFirstOrThrow();
    expect(days.find((d) => d.day === '2026-11-21')).toMatchObject({
      heat: stored.heat,
      popularity: stored.popularity,
      resultCount: stored.result_count,
    });
    const early = (await keywordDays(h.db, { country: 'cn', term, from: '2026-01-01', to: '2026-01-02' }))!;
    expect(early.every((d) => d.heat === null && d.resultCount === null)).toBe(true);
    expect(
      await keywordDays(h.db, { country: 'cn', term: '没有这个关键词的词', from: '2026-11-10', to: '2026-11-22' }),
    ).toBeNull();
  });

  it('relates keywords whose current top 10 share apps with its own, most shared first', async () => {
    const { keywordId, term } = await busyKeyword();
    const current = await h.db
      .selectFrom('keyword_results_current as c')
      .innerJoin('keywords as k', 'k.keyword_id', 'c.keyword_id')
      .select(['k.keyword_id', 'k.term', 'c.app_ids'])
      .where('k.country', '=', 'cn')
      .execute();
    const mine = new Set(
      current
        .find((c) => c.keyword_id === keywordId)!
        .app_ids.slice(0, 10)
        .map(Number),
    );
    const shared = new Map(
      current
        .filter((c) => c.keyword_id !== keywordId)
        .map((c) => [c.term, c.app_ids.slice(0, 10).filter((id) => mine.has(Number(id))).length]),
    );
    const related = await relatedKeywords(h.db, { country: 'cn', term, day: '2026-11-22', limit: 20 });
    expect(related.length).toBeGreaterThan(0);
    for (const r of related) expect(r.shared).toBe(shared.get(r.term));
    expect(related.map((r) => r.shared)).toEqual([...related.map((r) => r.shared)].sort((a, b) => b - a));
    const best = Math.max(...shared.values());
    expect(related[0]!.shared).toBe(best);
  });

  it('compares the results at two times, every app of either with both ranks', async () => {
    const { term, lists: all } = await busyKeyword();
    const before = new Date(all[Math.floor(all.length / 2)]!.at.getTime() + 1000);
    const vs = (await keywordVs(h.db, { country: 'cn', term, before, after: WORLD_NOW }))!;
    const expected = compareCharts(inForce(all, before)!, inForce(all, WORLD_NOW)!);
    expect(vs.rows.map((r) => [r.appId, r.rankBefore, r.rankAfter, r.kind])).toEqual(
      expected.map((e) => [e.id, e.rankBefore, e.rankAfter, e.kind]),
    );
  });

  it('digests 30 days: who came in, who was cleared out, and the top apps day by day', async () => {
    const { term, lists: all } = await busyKeyword();
    const days = daysBetween('2026-10-24', '2026-11-22');
    const span = (await keywordSpan(h.db, { country: 'cn', term, from: days[0]!, to: days.at(-1)!, top: 10 }))!;
    expect(span.days).toEqual(days);
    const endOf = (day: string) => inForce(all, new Date(chinaDayEnd(day).getTime() - 1)) ?? [];
    const start = new Set(inForce(all, new Date(chinaDayEnd(days[0]!).getTime() - DAY_MS - 1)) ?? []);
    const last = endOf(days.at(-1)!);
    expect(span.top.map((t) => t.appId)).toEqual(last.slice(0, 10));
    expect(span.top[0]!.ranks).toEqual(days.map((d) => endOf(d).indexOf(last[0]!) + 1));
    for (const e of span.entered) {
      expect(start.has(e.appId)).toBe(false);
      expect(endOf(e.day).indexOf(e.appId) + 1).toBe(e.rank);
      expect(e.rankNow).toBe(last.indexOf(e.appId) + 1);
    }
    for (const c of span.cleared) {
      expect(last.includes(c.appId)).toBe(false);
      expect(endOf(c.day).includes(c.appId)).toBe(false);
      expect(c.rankNow).toBe(0);
    }
    expect(span.entered.length + span.cleared.length).toBeGreaterThan(0);
  });
});

describe.each(testDatabaseKinds())('keyword monitor days on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it("reports each day's heat against the day before and the apps that came into or left the top 10", async () => {
    const row = await busiestKeyword(h.db);
    const all = (
      await h.db
        .selectFrom('keyword_results')
        .select(['at', 'app_ids'])
        .where('keyword_id', '=', row.keywordId)
        .orderBy('at')
        .execute()
    ).map((r) => ({ at: r.at, ids: r.app_ids.map(Number) }));
    const endOf = (day: string) => all.filter((l) => l.at < chinaDayEnd(day)).at(-1)?.ids ?? [];
    const days = daysBetween('2026-11-16', '2026-11-22');
    const report = (await keywordMonitorDays(h.db, {
      country: 'cn',
      term: row.term,
      from: days[0]!,
      to: days.at(-1)!,
      top: 10,
    }))!;
    expect(report.map((d) => d.day)).toEqual([...days].reverse());
    const heats = await h.db
      .selectFrom('keyword_daily')
      .select(['day', 'heat'])
      .where('keyword_id', '=', row.keywordId)
      .execute();
    const heat = (day: string) => heats.find((d) => d.day === day)?.heat ?? null;
    for (const d of report) {
      const before = endOf(formatDate(chinaDayEnd(d.day).getTime() - 2 * DAY_MS)).slice(0, 10);
      const after = endOf(d.day);
      expect(d.entered.map((e) => e.appId)).toEqual(after.slice(0, 10).filter((id) => !before.includes(id)));
      expect(d.left.map((e) => [e.appId, e.previousRank, e.rank])).toEqual(
        before
          .filter((id) => !after.slice(0, 10).includes(id))
          .map((id) => [id, before.indexOf(id) + 1, after.indexOf(id) + 1]),
      );
      expect(d.heat).toBe(heat(d.day));
      expect(d.previousHeat).toBe(heat(formatDate(chinaDayEnd(d.day).getTime() - 2 * DAY_MS)));
    }
    expect(report.some((d) => d.entered.length + d.left.length > 0)).toBe(true);
    expect(
      await keywordMonitorDays(h.db, {
        country: 'cn',
        term: '没有这个关键词的词',
        from: days[0]!,
        to: days.at(-1)!,
        top: 10,
      }),
    ).toBeNull();
  });
});
