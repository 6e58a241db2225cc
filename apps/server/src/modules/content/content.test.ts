import {
  ADVERT_POSITION_CAROUSEL,
  ADVERT_POSITION_POPUP,
  DAY_MS,
  genreName,
  GENRE_GAMES,
  HOME_ARTICLE_COUNT,
  HOME_BOARD_TOP,
  HOME_NEWS_COUNT,
} from '@bangyan/contract';
import { appProfile } from '@bangyan/market';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import {
  CAROUSEL_ADS,
  LIVE_BOARD,
  NEWS,
  PARTNERS,
  POPUP_AD,
  PROMO_GAMES,
  TALENTS,
  TESTIMONIALS,
  VIDEO_BOARD,
} from './seedData.ts';

describe.each(testDatabaseKinds())('home content endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const advertCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('adverts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the running popup ad with its picture, link and end in unix seconds', async () => {
    const { status, body } = await get(`/v1/public/advert?position=${ADVERT_POSITION_POPUP}`);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(1);
    const [ad] = body.data;
    expect(ad.position).toBe(ADVERT_POSITION_POPUP);
    expect(ad.img_pc).toMatch(/^data:image\/svg\+xml/);
    expect(ad.url_pc).toBe(POPUP_AD.url);
    const row = await t.handle.db
      .selectFrom('adverts')
      .select(['end_at', 'start_at'])
      .where('id', '=', ad.id)
      .executeTakeFirstOrThrow();
    expect(ad.end).toBe(Math.floor(row.end_at.getTime() / 1000));
    expect(ad.start).toBe(Math.floor(row.start_at.getTime() / 1000));
    expect(ad.end * 1000).toBeGreaterThan(Date.now());
  });

  it("answers the carousel slides in the operator's order", async () => {
    const { body } = await get(`/v1/public/advert?position=${ADVERT_POSITION_CAROUSEL}`);
    expect(body.code).toBe(0);
    expect(body.data.map((a: { url: string }) => a.url)).toEqual(CAROUSEL_ADS.map((a) => a.url));
    expect(body.data.map((a: { description: string }) => a.description)).toEqual(CAROUSEL_ADS.map((a) => a.title));
    for (const ad of body.data) expect(ad.image).toMatch(/^data:image\/svg\+xml/);
  });

  it('leaves out adverts that have ended or not started yet', async () => {
    const now = Date.now();
    const inserted = await t.handle.db
      .insertInto('adverts')
      .values([
        {
          position: ADVERT_POSITION_CAROUSEL,
          image: 'x',
          url: '/ended',
          start_at: new Date(now - 3 * DAY_MS),
          end_at: new Date(now - DAY_MS),
        },
        {
          position: ADVERT_POSITION_CAROUSEL,
          image: 'x',
          url: '/later',
          start_at: new Date(now + DAY_MS),
          end_at: new Date(now + 3 * DAY_MS),
        },
      ])
      .returning('id')
      .execute();
    const { body } = await get(`/v1/public/advert?position=${ADVERT_POSITION_CAROUSEL}`);
    expect(body.data.map((a: { url: string }) => a.url)).toEqual(CAROUSEL_ADS.map((a) => a.url));
    await t.handle.db
      .deleteFrom('adverts')
      .where(
        'id',
        'in',
        inserted.map((r) => r.id),
      )
      .execute();
  });

  it.each([
    ['', '缺少广告位置'],
    ['?position=pc_sidebar', '广告位置不正确'],
    ['?position=', '广告位置不正确'],
  ])('refuses the advert query %j with its message and changes nothing', async (qs, msg) => {
    const before = await advertCount();
    const { status, body } = await get(`/v1/public/advert${qs}`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg, data: null });
    expect(await advertCount()).toBe(before);
  });

  it('answers the newest articles, three by default, with blog paths', async () => {
    const rows = await t.handle.db
      .selectFrom('articles')
      .select(['guid', 'post_title', 'url'])
      .orderBy('published_at', 'desc')
      .execute();
    const { body } = await get('/v1/temple/articles');
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(HOME_ARTICLE_COUNT);
    expect(body.data.map((a: { guid: string }) => a.guid)).toEqual(
      rows.slice(0, HOME_ARTICLE_COUNT).map((r) => r.guid),
    );
    for (const a of body.data) {
      expect(a.url).toMatch(/^\/blog\//);
      expect(a.thumbnail).toMatch(/^data:image\/svg\+xml/);
      expect(a.post_excerpt.length).toBeGreaterThan(10);
    }
    expect((await get('/v1/temple/articles?limit=5')).body.data).toHaveLength(rows.length);
  });

  it('answers the newest operations-circle news, four by default, dated in unix seconds', async () => {
    const { body } = await get('/v1/temple/questions');
    expect(body.code).toBe(0);
    const newest = [...NEWS].sort((a, b) => a.hoursAgo - b.hoursAgo).slice(0, HOME_NEWS_COUNT);
    expect(body.data.map((n: { ID: number }) => n.ID)).toEqual(newest.map((n) => n.id));
    expect(body.data[0]).toMatchObject({
      article_title: newest[0]!.article_title,
      view_counts: newest[0]!.view_counts,
    });
    const row = await t.handle.db
      .selectFrom('news')
      .select('add_time')
      .where('id', '=', newest[0]!.id)
      .executeTakeFirstOrThrow();
    expect(body.data[0].add_time).toBe(Math.floor(row.add_time.getTime() / 1000));
  });

  it.each([
    '/v1/temple/articles?limit=0',
    '/v1/temple/questions?limit=21',
    '/v1/index/topLiveApps?top=x',
    '/v1/index/topAuthors?top=2.5',
  ])('refuses the count in %s', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: '数量需为1-20之间的整数', data: null });
  });

  it('answers the testimonials and partners in order', async () => {
    const quotes = (await get('/v1/temple/testimonials')).body;
    expect(quotes.code).toBe(0);
    expect(quotes.data.map((q: { name: string }) => q.name)).toEqual(TESTIMONIALS.map((q) => q.name));
    expect(quotes.data[0]).toMatchObject({
      title: TESTIMONIALS[0].title,
      company: TESTIMONIALS[0].company,
      quote: TESTIMONIALS[0].quote,
    });
    const logos = (await get('/v1/temple/partners')).body;
    expect(logos.data.map((p: { name: string }) => p.name)).toEqual([...PARTNERS]);
    for (const p of logos.data) expect(p.logo).toMatch(/^data:image\/svg\+xml/);
  });

  const gameName = (id: string) => PROMO_GAMES.find((g) => g.unique_id === id)!.track_name;

  it('ranks the live board by live sessions with widgets and answers the top 3', async () => {
    const { body } = await get('/v1/index/topLiveApps');
    expect(body.code).toBe(0);
    const expected = [...LIVE_BOARD]
      .sort((a, b) => b.live_windmill_num + b.live_handle_num - (a.live_windmill_num + a.live_handle_num))
      .slice(0, HOME_BOARD_TOP);
    expect(body.data.map((g: { unique_id: string }) => g.unique_id)).toEqual(expected.map((g) => g.unique_id));
    expect(body.data[0]).toMatchObject({
      appId: null,
      trackName: gameName(expected[0]!.unique_id),
      liveWindmillNum: expected[0]!.live_windmill_num,
      liveHandleNum: expected[0]!.live_handle_num,
      authorNum: expected[0]!.author_num,
    });
    const seeded = PROMO_GAMES.find((g) => g.unique_id === expected[0]!.unique_id)!;
    expect(body.data[0].genreName).toBe(genreName(seeded.genre_id));
  });

  it('ranks the video board by videos', async () => {
    const { body } = await get('/v1/index/topVideoApps?top=5');
    const expected = [...VIDEO_BOARD].sort((a, b) => b.video_num - a.video_num).slice(0, 5);
    expect(body.data.map((g: { videoNum: number }) => g.videoNum)).toEqual(expected.map((g) => g.video_num));
    expect(body.data[0].trackName).toBe(gameName(expected[0]!.unique_id));
  });

  it('ranks talents by followers with their genre and promoted games', async () => {
    const { body } = await get('/v1/index/topAuthors');
    expect(body.code).toBe(0);
    const expected = [...TALENTS].sort((a, b) => b.follower_count - a.follower_count).slice(0, HOME_BOARD_TOP);
    expect(body.data.map((a: { nickname: string }) => a.nickname)).toEqual(expected.map((a) => a.nickname));
    const first = body.data[0];
    expect(first).toMatchObject({
      authorId: expected[0]!.author_id,
      follower_count: expected[0]!.follower_count,
      genre: genreName(expected[0]!.genre_id),
    });
    expect(first.appList.map((a: { unique_id: string }) => a.unique_id)).toEqual([...expected[0]!.games]);
    expect(first.appList[0].trackName).toBe(gameName(expected[0]!.games[0]));
  });

  it("shows a game linked to the market catalog with the catalog's name, developer and icon", async () => {
    // A game the tests' world has in the cn storefront.
    const app = await t.handle.db
      .selectFrom('market_apps')
      .select(sql<string>`app_id::text`.as('app_id'))
      .where('country', '=', 'cn')
      .where((eb) => eb.or([eb('primary_genre_id', '=', GENRE_GAMES), eb('primary_genre_id', '>', 7000)]))
      .where('looked_up', '=', true)
      .orderBy('app_id')
      .executeTakeFirstOrThrow();
    const profile = (await appProfile(t.handle.db, { country: 'cn', appId: Number(app.app_id) }))!;
    const top = (await get('/v1/index/topLiveApps?top=1')).body.data[0];
    await t.handle.db
      .updateTable('promo_games')
      .set({ app_id: app.app_id })
      .where('unique_id', '=', top.unique_id)
      .execute();
    try {
      const linked = (await get('/v1/index/topLiveApps?top=1')).body.data[0];
      expect(linked).toMatchObject({
        unique_id: top.unique_id,
        appId: app.app_id,
        trackName: profile.name,
        artistName: profile.developerName,
        artworkUrl60: profile.iconUrl,
        liveWindmillNum: top.liveWindmillNum,
      });
      const talents = (await get('/v1/index/topAuthors?top=20')).body.data;
      const promoting = talents
        .flatMap((a: { appList: { unique_id: string; trackName: string }[] }) => a.appList)
        .filter((g: { unique_id: string }) => g.unique_id === top.unique_id);
      expect(promoting.length).toBeGreaterThan(0);
      for (const g of promoting) expect(g.trackName).toBe(profile.name);
    } finally {
      await t.handle.db
        .updateTable('promo_games')
        .set({ app_id: null })
        .where('unique_id', '=', top.unique_id)
        .execute();
    }
  });
});
