import { formatDateTime, historyLimitFailure, REVIEW_TEXTS } from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../testing.ts';

interface Review {
  id: string;
  rating: number;
  title: string;
  content: string;
  author: string;
  version: string;
  time: string;
}

describe.each(testDatabaseKinds())('app review endpoints on %s', (kind) => {
  let t: TestApp;
  /** The world's most reviewed app in cn. */
  let appId = '';
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    appId = (await t.handle.db.selectFrom('app_reviews').select(['app_id', (eb) => eb.fn.countAll().as('n')]).where('country', '=', 'cn').groupBy('app_id').orderBy('n', 'desc').orderBy('app_id').limit(1).executeTakeFirstOrThrow()).app_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const stored = () => t.handle.db.selectFrom('app_reviews').selectAll().where('country', '=', 'cn').where('app_id', '=', appId).orderBy('updated_at', 'desc').orderBy('review_id').execute();
  const chinaDay = (d: Date) => formatDateTime(d).slice(0, 10);

  it('sums up the store rating and the collected reviews by star', async () => {
    const rows = await stored();
    const app = await t.handle.db.selectFrom('market_apps').select(['rating', 'rating_count']).where('country', '=', 'cn').where('app_id', '=', appId).executeTakeFirstOrThrow();
    const s = await data<{ found: boolean; rating: number | null; ratingCount: number; reviews: number; average: number; stars: { star: number; count: number }[]; latestAt: string }>(`/v1/review/summary?appId=${appId}`);
    expect(s).toMatchObject({ found: true, rating: app.rating, ratingCount: app.rating_count, reviews: rows.length, latestAt: formatDateTime(rows[0]!.updated_at) });
    expect(s.stars).toEqual([5, 4, 3, 2, 1].map((star) => ({ star, count: rows.filter((r) => r.rating === star).length })));
    expect(s.average).toBeCloseTo(rows.reduce((sum, r) => sum + r.rating, 0) / rows.length, 9);
    expect(await data('/v1/review/summary?appId=1')).toMatchObject({ found: false, reviews: 0, average: null, latestAt: '' });
  });

  it('counts reviews per day and star, and draws the score trend, over spans the tier allows', async () => {
    const rows = await stored();
    const daily = await data<{ days: { day: string; total: number; stars: { star: number; count: number }[] }[] }>(`/v1/review/daily?appId=${appId}&days=7`);
    expect(daily.days).toHaveLength(7);
    expect(daily.days.at(-1)!.day).toBe(chinaDay(WORLD_NOW));
    for (const d of daily.days) {
      const those = rows.filter((r) => chinaDay(r.updated_at) === d.day);
      expect(d.total).toBe(those.length);
      expect(d.stars.find((x) => x.star === 5)!.count).toBe(those.filter((r) => r.rating === 5).length);
    }
    const score = await data<{ points: { day: string; count: number; average: number | null; running: number | null }[] }>(`/v1/review/score?appId=${appId}&days=7`);
    const last = score.points.at(-1)!;
    const upTo = rows.filter((r) => chinaDay(r.updated_at) <= last.day);
    expect(last.running).toBeCloseTo(upTo.reduce((s, r) => s + r.rating, 0) / upTo.length, 9);
    for (const path of ['daily', 'score']) expect((await get(`/v1/review/${path}?appId=${appId}&days=90`)).body).toMatchObject(historyLimitFailure('normal'));
  });

  it('lists the versions reviewed and pages the reviews filtered by star, version and date', async () => {
    const rows = await stored();
    const versions = await data<{ list: { version: string; count: number }[] }>(`/v1/review/versionList?appId=${appId}`);
    expect(versions.list.reduce((s, v) => s + v.count, 0)).toBe(rows.length);
    const first = await data<{ total: number; page: number; pageSize: number; list: Review[] }>(`/api/v2/review/list?appId=${appId}`);
    expect(first).toMatchObject({ total: rows.length, page: 1, pageSize: 20 });
    expect(first.list[0]).toEqual({ id: rows[0]!.review_id, rating: rows[0]!.rating, title: rows[0]!.title, content: rows[0]!.content, author: rows[0]!.author, version: rows[0]!.version, time: formatDateTime(rows[0]!.updated_at) });
    const ones = await data<{ total: number; list: Review[] }>(`/api/v2/review/list?appId=${appId}&star=1`);
    expect(ones.total).toBe(rows.filter((r) => r.rating === 1).length);
    expect(ones.list.every((r) => r.rating === 1)).toBe(true);
    const version = versions.list[0]!.version;
    expect((await data<{ total: number }>(`/api/v2/review/list?appId=${appId}&version=${encodeURIComponent(version)}`)).total).toBe(versions.list[0]!.count);
    const day = chinaDay(rows[0]!.updated_at).replaceAll('-', '');
    const onDay = await data<{ total: number }>(`/api/v2/review/list?appId=${appId}&date1=${day}&date2=${day}`);
    expect(onDay.total).toBe(rows.filter((r) => chinaDay(r.updated_at).replaceAll('-', '') === day).length);
    expect((await get(`/api/v2/review/list?appId=${appId}&date1=20250101`)).body).toMatchObject(historyLimitFailure('normal'));
  });

  it('refuses bad input with a clear message', async () => {
    expect((await get(`/api/v2/review/list?appId=${appId}&star=6`)).body).toMatchObject({ code: 400, msg: REVIEW_TEXTS.star });
    expect((await get(`/api/v2/review/list?appId=${appId}&date1=20261399`)).body).toMatchObject({ code: 400, msg: REVIEW_TEXTS.date });
    expect((await get(`/api/v2/review/list?appId=${appId}&date1=20261122&date2=20261120`)).body).toMatchObject({ code: 400, msg: REVIEW_TEXTS.dateOrder });
    expect((await get(`/v1/review/daily?appId=${appId}&days=8`)).body).toMatchObject({ code: 400, msg: REVIEW_TEXTS.days });
    expect((await get('/api/v2/review/nothing')).body).toMatchObject({ code: 404 });
  });
});
