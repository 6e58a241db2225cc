import {
  articlePath,
  BLOG_TEXTS,
  CIRCLE_VIEW_WINDOW_SECONDS,
  type ArticleSummary,
  type CirclePostSummary,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { MemoryKv } from '../../infra/kv.ts';
import { seed } from '../../seed.ts';
import { viewCirclePost } from './views.ts';

type Paged<T> = { total: number; page: number; pageSize: number; list: T[] };
type ArticleAnswer = { article: ArticleSummary & { body: string }; related: ArticleSummary[] };
type Post = CirclePostSummary & { body: string };

describe.each(testDatabaseKinds())('blog and 运营圈 on %s', (kind) => {
  let t: TestApp;
  const { get, data } = jsonGetters(() => t.app);
  const bad = (msg: string, code = 400) => ({ status: code, body: { code, msg, data: null } });
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the articles newest first with their categories and pages them', async () => {
    const all = await data<Paged<ArticleSummary>>('/v1/blog/articles');
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    const times = all.list.map((a) => a.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.list.every((a) => a.category !== null && a.title !== '' && a.thumbnail !== '')).toBe(true);

    const second = await data<Paged<ArticleSummary>>('/v1/blog/articles?page=2&pageSize=2');
    expect(second.list.map((a) => a.id)).toEqual(all.list.slice(2, 4).map((a) => a.id));

    expect(await data('/v1/blog/categories')).toEqual([
      { name: 'ASO优化', count: 2 },
      { name: 'ASA投放', count: 1 },
      { name: '出海运营', count: 1 },
      { name: '数据分析', count: 1 },
    ]);
    const aso = await data<Paged<ArticleSummary>>(`/v1/blog/articles?category=${encodeURIComponent('ASO优化')}`);
    expect(aso.total).toBe(2);
    expect(aso.list.every((a) => a.category === 'ASO优化')).toBe(true);
    expect(await data(`/v1/blog/articles?category=${encodeURIComponent('没有的分类')}`)).toMatchObject({
      total: 0,
      list: [],
    });
  });

  it("Home's article links name the articles' own pages", async () => {
    const home = await data<{ guid: string; url: string }[]>('/v1/temple/articles?limit=5');
    const rows = await t.handle.db.selectFrom('articles').select(['id', 'guid']).execute();
    expect(home.map((a) => a.url).sort()).toEqual(rows.map((r) => articlePath(r.id)).sort());
  });

  it('shows an article with its body and related articles, its category first', async () => {
    const { list } = await data<Paged<ArticleSummary>>('/v1/blog/articles');
    const aso = list.filter((a) => a.category === 'ASO优化');
    const answer = await data<ArticleAnswer>(`/v1/blog/article?id=${aso[1]!.id}`);
    expect(answer.article).toMatchObject({ id: aso[1]!.id, category: 'ASO优化' });
    expect(answer.article.body).toContain('## ');
    expect(answer.related).toHaveLength(4);
    expect(answer.related[0]!.id).toBe(aso[0]!.id);
    expect(answer.related.map((a) => a.id)).not.toContain(aso[1]!.id);
  });

  it('answers 404 in Chinese for an unknown article or post, and 400 for bad input', async () => {
    expect(await get('/v1/blog/article?id=999999')).toEqual(bad(BLOG_TEXTS.articleMissing, 404));
    expect(await get('/v1/yunyingquan/post?id=999999')).toEqual(bad(BLOG_TEXTS.postMissing, 404));
    expect(await get('/v1/blog/article?id=abc')).toEqual(bad(BLOG_TEXTS.id));
    expect(await get('/v1/yunyingquan/post')).toEqual(bad(BLOG_TEXTS.id));
    expect(await get('/v1/blog/articles?page=0')).toEqual(bad(BLOG_TEXTS.page));
    expect(await get('/v1/yunyingquan/posts?pageSize=51')).toEqual(bad(BLOG_TEXTS.pageSize));
    expect(await get(`/v1/blog/articles?category=${'长'.repeat(21)}`)).toEqual(bad(BLOG_TEXTS.category));
  });

  it('lists the 运营圈 posts newest first, paged, with authors and view counts', async () => {
    const first = await data<Paged<CirclePostSummary>>('/v1/yunyingquan/posts?pageSize=3');
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.list[0]).toMatchObject({ id: 58231, author: '增长小林', viewCounts: 12_486 });
    const third = await data<Paged<CirclePostSummary>>('/v1/yunyingquan/posts?page=3&pageSize=3');
    expect(third.list.map((p) => p.id)).toEqual([58087, 58054]);
  });

  it('counts a view once per visitor and post, whatever the reloads', async () => {
    const view = async (ip: string, id = 58196) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/yunyingquan/post?id=${id}`, remoteAddress: ip });
      return (res.json() as { data: Post }).data;
    };
    const before = (
      await t.handle.db.selectFrom('news').select('view_counts').where('id', '=', 58196).executeTakeFirstOrThrow()
    ).view_counts;
    const first = await view('10.0.0.1');
    expect(first.viewCounts).toBe(before + 1);
    expect(first.body).toContain('副标题');
    expect((await view('10.0.0.1')).viewCounts).toBe(before + 1);
    expect((await view('10.0.0.2')).viewCounts).toBe(before + 2);
    expect((await view('10.0.0.1', 58054)).viewCounts).toBe(2_942);
  });

  it('counts the same visitor again once the hour is over', async () => {
    let now = Date.now();
    const kv = new MemoryKv(() => now);
    const db = t.handle.db;
    const count = async () => (await viewCirclePost(db, kv, 58142, 'ip:10.0.0.9'))!.viewCounts;
    const first = await count();
    now += (CIRCLE_VIEW_WINDOW_SECONDS - 1) * 1000;
    expect(await count()).toBe(first);
    now += 1000;
    expect(await count()).toBe(first + 1);
    expect(await viewCirclePost(db, kv, 1, 'ip:10.0.0.9')).toBeNull();
  });

  it("fills only empty bodies, keeping an operator's text when the seed runs again", async () => {
    const db = t.handle.db;
    await db
      .updateTable('articles')
      .set({ body: '编辑改写的正文', category: '行业动态' })
      .where('guid', '=', 'blog-20240')
      .execute();
    await db.updateTable('news').set({ body: '' }).where('id', '=', 58119).execute();
    await db.deleteFrom('app_meta').where('key', '=', 'seed:blog-bodies').execute();
    expect(await seed(db)).toEqual(['seed:blog-bodies']);
    const article = await db
      .selectFrom('articles')
      .select(['body', 'category'])
      .where('guid', '=', 'blog-20240')
      .executeTakeFirstOrThrow();
    expect(article).toEqual({ body: '编辑改写的正文', category: '行业动态' });
    const post = await db.selectFrom('news').select('body').where('id', '=', 58119).executeTakeFirstOrThrow();
    expect(post.body).toContain('双十二');
  });
});
