import {
  formatDate,
  formatDateTime,
  formatDateYmd,
  historyLimitFailure,
  REVIEW_TEXTS,
  REVIEWER_TEXTS,
  type DataOf,
  type userReview,
} from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

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
    appId = (
      await t.handle.db
        .selectFrom('app_reviews')
        .select(['app_id', (eb) => eb.fn.countAll().as('n')])
        .where('country', '=', 'cn')
        .groupBy('app_id')
        .orderBy('n', 'desc')
        .orderBy('app_id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).app_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const stored = () =>
    t.handle.db
      .selectFrom('app_reviews')
      .selectAll()
      .where('country', '=', 'cn')
      .where('app_id', '=', appId)
      .orderBy('updated_at', 'desc')
      .orderBy('review_id')
      .execute();

  it('sums up the store rating and the collected reviews by star', async () => {
    const rows = await stored();
    const app = await t.handle.db
      .selectFrom('market_apps')
      .select(['rating', 'rating_count'])
      .where('country', '=', 'cn')
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    const s = await data<{
      found: boolean;
      rating: number | null;
      ratingCount: number;
      reviews: number;
      average: number;
      stars: { star: number; count: number }[];
      latestAt: string;
    }>(`/v1/review/summary?appId=${appId}`);
    expect(s).toMatchObject({
      found: true,
      rating: app.rating,
      ratingCount: app.rating_count,
      reviews: rows.length,
      latestAt: formatDateTime(rows[0]!.updated_at),
    });
    expect(s.stars).toEqual(
      [5, 4, 3, 2, 1].map((star) => ({ star, count: rows.filter((r) => r.rating === star).length })),
    );
    expect(s.average).toBeCloseTo(rows.reduce((sum, r) => sum + r.rating, 0) / rows.length, 9);
    expect(await data('/v1/review/summary?appId=1')).toMatchObject({
      found: false,
      reviews: 0,
      average: null,
      latestAt: '',
    });
  });

  it('counts reviews per day and star, and draws the score trend, over spans the tier allows', async () => {
    const rows = await stored();
    const daily = await data<{ days: { day: string; total: number; stars: { star: number; count: number }[] }[] }>(
      `/v1/review/daily?appId=${appId}&days=7`,
    );
    expect(daily.days).toHaveLength(7);
    expect(daily.days.at(-1)!.day).toBe(formatDate(WORLD_NOW));
    for (const d of daily.days) {
      const those = rows.filter((r) => formatDate(r.updated_at) === d.day);
      expect(d.total).toBe(those.length);
      expect(d.stars.find((x) => x.star === 5)!.count).toBe(those.filter((r) => r.rating === 5).length);
    }
    const score = await data<{
      points: { day: string; count: number; average: number | null; running: number | null }[];
    }>(`/v1/review/score?appId=${appId}&days=7`);
    const last = score.points.at(-1)!;
    const upTo = rows.filter((r) => formatDate(r.updated_at) <= last.day);
    expect(last.running).toBeCloseTo(upTo.reduce((s, r) => s + r.rating, 0) / upTo.length, 9);
    for (const path of ['daily', 'score'])
      expect((await get(`/v1/review/${path}?appId=${appId}&days=90`)).body).toMatchObject(
        historyLimitFailure('normal'),
      );
  });

  it('lists the versions reviewed and pages the reviews filtered by star, version and date', async () => {
    const rows = await stored();
    const versions = await data<{ list: { version: string; count: number }[] }>(
      `/v1/review/versionList?appId=${appId}`,
    );
    expect(versions.list.reduce((s, v) => s + v.count, 0)).toBe(rows.length);
    const first = await data<{ total: number; page: number; pageSize: number; list: Review[] }>(
      `/api/v2/review/list?appId=${appId}`,
    );
    expect(first).toMatchObject({ total: rows.length, page: 1, pageSize: 20 });
    expect(first.list[0]).toEqual({
      id: rows[0]!.review_id,
      rating: rows[0]!.rating,
      title: rows[0]!.title,
      content: rows[0]!.content,
      author: rows[0]!.author,
      version: rows[0]!.version,
      time: formatDateTime(rows[0]!.updated_at),
    });
    const ones = await data<{ total: number; list: Review[] }>(`/api/v2/review/list?appId=${appId}&star=1`);
    expect(ones.total).toBe(rows.filter((r) => r.rating === 1).length);
    expect(ones.list.every((r) => r.rating === 1)).toBe(true);
    const version = versions.list[0]!.version;
    expect(
      (await data<{ total: number }>(`/api/v2/review/list?appId=${appId}&version=${encodeURIComponent(version)}`))
        .total,
    ).toBe(versions.list[0]!.count);
    const day = formatDateYmd(rows[0]!.updated_at);
    const onDay = await data<{ total: number }>(`/api/v2/review/list?appId=${appId}&date1=${day}&date2=${day}`);
    expect(onDay.total).toBe(rows.filter((r) => formatDate(r.updated_at).replaceAll('-', '') === day).length);
    expect((await get(`/api/v2/review/list?appId=${appId}&date1=20250101`)).body).toMatchObject(
      historyLimitFailure('normal'),
    );
  });

  it('refuses bad input with a clear message', async () => {
    expect((await get(`/api/v2/review/list?appId=${appId}&star=6`)).body).toMatchObject({
      code: 400,
      msg: REVIEW_TEXTS.star,
    });
    expect((await get(`/api/v2/review/list?appId=${appId}&date1=20261399`)).body).toMatchObject({
      code: 400,
      msg: REVIEW_TEXTS.date,
    });
    expect((await get(`/api/v2/review/list?appId=${appId}&date1=20261122&date2=20261120`)).body).toMatchObject({
      code: 400,
      msg: REVIEW_TEXTS.dateOrder,
    });
    expect((await get(`/v1/review/daily?appId=${appId}&days=8`)).body).toMatchObject({
      code: 400,
      msg: REVIEW_TEXTS.days,
    });
    expect((await get('/api/v2/review/nothing')).body).toMatchObject({ code: 404 });
  });

  it("lists a reviewer's reviews across apps, newest first, paged, with total, average star and apps", async () => {
    // The nickname of the most reviews spread over more than one app.
    const { author } = await t.handle.db
      .selectFrom('app_reviews')
      .select(['author', (eb) => eb.fn.countAll().as('n')])
      .where('country', '=', 'cn')
      .groupBy('author')
      .having((eb) => eb.fn.count('app_id').distinct(), '>', 1)
      .orderBy('n', 'desc')
      .orderBy('author')
      .limit(1)
      .executeTakeFirstOrThrow();
    const rows = await t.handle.db
      .selectFrom('app_reviews')
      .selectAll()
      .where('country', '=', 'cn')
      .where('author', '=', author)
      .orderBy('updated_at', 'desc')
      .orderBy('review_id')
      .execute();
    expect(rows.length).toBeGreaterThan(5);
    const names = new Map(
      (
        await t.handle.db
          .selectFrom('market_apps')
          .select(['app_id', 'name', 'icon_url'])
          .where('country', '=', 'cn')
          .execute()
      ).map((a) => [a.app_id, a]),
    );
    type Page = DataOf<typeof userReview>;
    const page = (n: number) =>
      data<Page>(
        `/v1/review/userReview?${new URLSearchParams({ author, country: 'cn', page: String(n), pageSize: '5' })}`,
      );
    const first = await page(1);
    expect(first).toMatchObject({
      total: rows.length,
      apps: new Set(rows.map((r) => r.app_id)).size,
      page: 1,
      pageSize: 5,
    });
    expect(first.apps).toBeGreaterThan(1);
    expect(first.avgRating).toBeCloseTo(rows.reduce((sum, r) => sum + r.rating, 0) / rows.length, 9);
    const second = await page(2);
    const listed = [...first.list, ...second.list];
    expect(listed).toEqual(
      rows.slice(0, 10).map((r) => ({
        id: r.review_id,
        app: { appId: r.app_id, name: names.get(r.app_id)?.name ?? '', icon: names.get(r.app_id)?.icon_url ?? '' },
        rating: r.rating,
        title: r.title,
        content: r.content,
        version: r.version,
        time: formatDateTime(r.updated_at),
      })),
    );
    expect(listed.every((r) => r.app.name !== '')).toBe(true);
    // Spaces around the nickname are not part of it; the default page size is 20.
    const padded = await data<Page>(`/v1/review/userReview?author=${encodeURIComponent(` ${author} `)}`);
    expect(padded.list.map((r) => r.id)).toEqual(rows.slice(0, 20).map((r) => r.review_id));
    expect(await data(`/v1/review/userReview?author=${encodeURIComponent('没有这个评论者')}`)).toEqual({
      total: 0,
      avgRating: null,
      apps: 0,
      page: 1,
      pageSize: 20,
      list: [],
    });
  });

  it("refuses a reviewer's nickname outside 1-50 characters and a bad page size", async () => {
    for (const author of ['', '   ', '名'.repeat(51)])
      expect((await get(`/v1/review/userReview?author=${encodeURIComponent(author)}`)).body).toMatchObject({
        code: 400,
        msg: REVIEWER_TEXTS.author,
      });
    expect((await get('/v1/review/userReview')).body).toMatchObject({ code: 400, msg: REVIEWER_TEXTS.author });
    expect((await get(`/v1/review/userReview?author=a&pageSize=51`)).body).toMatchObject({
      code: 400,
      msg: REVIEWER_TEXTS.pageSize,
    });
    expect((await get(`/v1/review/userReview?author=a&page=0`)).body).toMatchObject({
      code: 400,
      msg: REVIEW_TEXTS.page,
    });
  });
});
