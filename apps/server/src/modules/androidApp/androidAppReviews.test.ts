import {
  ANDROID_APP_TEXTS,
  ANDROID_SEARCH_TEXTS,
  REVIEW_TEXTS,
  formatDateTime,
  type DataOf,
  type androidReviewList,
} from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/app.ts';
import { androidAppSuite } from '../../../test/androidApp.ts';

describe.each(testDatabaseKinds())('Android app reviews on %s', (kind) => {
  const { world, get, data, db } = androidAppSuite(kind);
  let appId: string;
  beforeAll(() => ({ appId } = world()));

  it("answers android_app_reviews per star, newest first, one star's or all, page by page", async () => {
    type Reviews = DataOf<typeof androidReviewList>;
    const rows = await db()
      .selectFrom('android_app_reviews')
      .select(['review_id', 'rating', 'content', 'created_at'])
      .where('market', '=', 'xiaomi')
      .where('app_id', '=', appId)
      .orderBy('created_at', 'desc')
      .orderBy('review_id')
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    const all = await data<Reviews>(`/v1/android/reviewList?appId=${appId}&market=xiaomi&pageSize=10`);
    const perStar = [5, 4, 3, 2, 1].map((star) => ({ star, count: rows.filter((r) => r.rating === star).length }));
    expect(all).toMatchObject({
      reviews: rows.length,
      stars: perStar,
      latestAt: formatDateTime(rows[0]!.created_at),
      total: rows.length,
      page: 1,
      pageSize: 10,
    });
    expect(all.average).toBeCloseTo(rows.reduce((s, r) => s + r.rating, 0) / rows.length, 10);
    expect(all.list.map((r) => [r.id, r.rating, r.content, r.time])).toEqual(
      rows.slice(0, 10).map((r) => [r.review_id, r.rating, r.content, formatDateTime(r.created_at)]),
    );
    const second = await data<Reviews>(`/v1/android/reviewList?appId=${appId}&market=xiaomi&pageSize=10&page=2`);
    expect(second.list.map((r) => r.id)).toEqual(rows.slice(10, 20).map((r) => r.review_id));
    const star = perStar.find((s) => s.count > 0 && s.count < rows.length)!;
    const one = await data<Reviews>(
      `/v1/android/reviewList?appId=${appId}&market=xiaomi&star=${star.star}&pageSize=50`,
    );
    expect(one).toMatchObject({ reviews: rows.length, stars: perStar, total: star.count });
    expect(one.list.map((r) => r.id)).toEqual(
      rows
        .filter((r) => r.rating === star.star)
        .slice(0, 50)
        .map((r) => r.review_id),
    );
    expect(await data<Reviews>('/v1/android/reviewList?appId=com.nobody.has.this&market=xiaomi')).toEqual({
      reviews: 0,
      average: null,
      stars: [5, 4, 3, 2, 1].map((s) => ({ star: s, count: 0 })),
      latestAt: '',
      total: 0,
      page: 1,
      pageSize: 20,
      list: [],
    });
  });

  it('answers 400 with a clear message for a bad star, page or page size of the review list', async () => {
    const list = (q: string) => get(`/v1/android/reviewList?appId=${appId}&market=xiaomi&${q}`);
    expect((await list('star=6')).body).toMatchObject({ code: 400, msg: REVIEW_TEXTS.star });
    expect((await list('star=x')).body).toMatchObject({ code: 400, msg: REVIEW_TEXTS.star });
    expect((await list('page=0')).body).toMatchObject({ code: 400, msg: REVIEW_TEXTS.page });
    expect((await list('pageSize=15')).body).toMatchObject({ code: 400, msg: ANDROID_APP_TEXTS.pageSize });
    expect((await get('/v1/android/reviewList?appId=%3Cx%3E&market=xiaomi')).body).toMatchObject({
      code: 400,
      msg: ANDROID_SEARCH_TEXTS.appId,
    });
  });
});
