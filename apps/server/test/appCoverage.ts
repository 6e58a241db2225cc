/**
 * The keyword coverage suites' shared setup: the world app, the app covering the most keywords, and
 * helpers that post the coverage table's filters and page through its rows.
 */
import { type KeywordCoverRow } from '@bangyan/contract';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, type TestApp } from './app.ts';
import type { DbKind } from '@bangyan/db';

interface Lists {
  time: string;
  previousTime: string;
  all: number;
  total: number;
  list: KeywordCoverRow[];
}

/** Registers the suite's hooks in the calling describe; `world()` answers what they set up. */
export function appCoverageSuite(kind: DbKind) {
  let t: TestApp;
  let appId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    // The app covering the most keywords on the latest collected day.
    const top = await t.handle.db
      .selectFrom('app_coverage_daily')
      .select('app_id')
      .where('country', '=', 'cn')
      .orderBy('day', 'desc')
      .orderBy('total', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    appId = top.app_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const post = async (fields: Record<string, string | number>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/keywordcover/lists',
      headers: FORM_HEADERS,
      payload: form(fields),
    });
    return res.json() as { code: number; msg: string; data: Lists };
  };
  const lists = async (fields: Record<string, string | number> = {}) => {
    const body = await post({ appId, pageSize: 100, ...fields });
    if (body.code !== 0) throw new Error(`lists answered ${body.code}: ${body.msg}`);
    return body.data;
  };
  /** Every row of an app matching the filters, page by page. */
  const allRowsOf = async (app: string, fields: Record<string, string | number> = {}) => {
    const first = await lists({ ...fields, appId: app });
    const rows = [...first.list];
    for (let page = 2; rows.length < first.total; page++)
      rows.push(...(await lists({ ...fields, appId: app, page })).list);
    return rows;
  };
  const allRows = (fields: Record<string, string | number> = {}) => allRowsOf(appId, fields);
  const world = () => ({ t, appId });
  return { world, get, data, post, lists, allRowsOf, allRows };
}
