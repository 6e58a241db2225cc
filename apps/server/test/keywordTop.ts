/**
 * The core keyword suites' shared setup: the world app, the app covering the most keywords, and
 * helpers for the batch endpoint and the coverage table's ranked rows.
 */
import { type KeywordCoverRow, type TopKeyword } from '@bangyan/contract';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, type TestApp } from './app.ts';
import type { DbKind } from '@bangyan/db';

/** Registers the suite's hooks in the calling describe; `world()` answers what they set up. */
export function keywordTopSuite(kind: DbKind) {
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
  const world = () => ({ t, appId });
  return { world, get, data, batch, ranked, expectedTop };
}
