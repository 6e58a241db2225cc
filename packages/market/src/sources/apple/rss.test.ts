import { afterEach, describe, expect, it } from 'vitest';
import { SourceHttp } from '../http.ts';
import { SourceError } from '../source-error.ts';
import { fixture, startFixtureServer, type FixtureServer } from '../../../test/fixture-server.ts';
import { RssSource } from './rss.ts';

const FIXTURES = new URL('./__fixtures__/', import.meta.url);
const http = new SourceHttp({ retries: 0 });

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function rss(file: string) {
  server = await startFixtureServer(() => ({ body: fixture(FIXTURES, file) }));
  return { source: new RssSource(http, `${server.baseUrl}/rss`), server };
}

describe('RssSource.chart', () => {
  it('reads a feed of several entries, whatever the shape of each link', async () => {
    const { source, server } = await rss('rss-topfree-cn.json');
    const { snapshot, apps } = await source.chart({ country: 'cn', type: 'free', genre: 0 }, undefined, 3);
    expect(server.requests).toEqual(['/rss/cn/rss/topfreeapplications/limit=3/json']);
    expect(snapshot).toEqual({
      country: 'cn',
      type: 'free',
      genre: 0,
      at: new Date('2024-05-13T02:56:21Z'),
      appIds: [1044283059, 1142110895, 414478124],
    });
    expect(apps[1]).toEqual({
      appId: 1142110895,
      country: 'cn',
      bundleId: 'com.ss.iphone.ugc.Aweme',
      name: '抖音',
      developerName: 'Beijing Douyin Information Service Co., Ltd.',
      developerId: 1142110894,
      iconUrl:
        'https://is1-ssl.mzstatic.com/image/thumb/Purple221/v4/c1/0f/5a/' +
        'c10f5a90-3e4b-2a1d-8f7c-6b5a4d3c2e1f/AppIcon-0-0-1x_U007emarketing-0-8-0-0-85-220.png/' +
        '100x100bb.png',
      price: 0,
      currency: 'CNY',
      primaryGenreId: 6008,
      releaseDate: new Date('2016-09-26T04:39:15Z'),
    });
    expect(apps.map((a) => a.primaryGenreId)).toEqual([6024, 6008, 6005]);
  });

  it('reads a single entry sent as an object, with a string price and no artist link', async () => {
    const { source, server } = await rss('rss-toppaid-games-single.json');
    const { snapshot, apps } = await source.chart({ country: 'cn', type: 'charge', genre: 6014 }, undefined, 1);
    expect(server.requests).toEqual(['/rss/cn/rss/toppaidapplications/limit=1/genre=6014/json']);
    expect(snapshot.appIds).toEqual([479516143]);
    expect(apps).toEqual([
      {
        appId: 479516143,
        country: 'cn',
        bundleId: 'com.mojang.minecraftpe',
        name: '我的世界',
        developerName: 'Mojang',
        developerId: null,
        iconUrl:
          'https://is1-ssl.mzstatic.com/image/thumb/Purple211/v4/2e/6b/a3/' +
          '2e6ba3c4-8e1d-5f9a-7b0c-1d2e3f4a5b6c/AppIcon-0-0-1x_U007emarketing-0-7-0-85-220.png/' +
          '100x100bb.png',
        price: 45,
        currency: 'CNY',
        primaryGenreId: 7002,
        releaseDate: new Date('2011-11-17T08:00:00Z'),
      },
    ]);
  });

  it('reads an empty chart, which has no entry key', async () => {
    const { source, server } = await rss('rss-topgrossing-empty.json');
    const at = new Date('2024-05-13T02:00:00Z');
    const result = await source.chart({ country: 'cn', type: 'grossing', genre: 6025 }, at);
    expect(server.requests).toEqual([
      '/rss/cn/rss/topgrossingapplications/limit=200/genre=6025/json?at=2024-05-13T02%3A00%3A00.000Z',
    ]);
    expect(result).toEqual({
      snapshot: { country: 'cn', type: 'grossing', genre: 6025, at: new Date('2024-05-13T02:56:33Z'), appIds: [] },
      apps: [],
    });
  });

  it('asks Apple’s root genre 36 as the overall chart', async () => {
    const { source, server } = await rss('rss-topgrossing-empty.json');
    await source.chart({ country: 'us', type: 'grossing', genre: 36 });
    expect(server.requests).toEqual(['/rss/us/rss/topgrossingapplications/limit=200/json']);
  });

  it('names the entry whose price is not a number string', async () => {
    const feed = fixture(FIXTURES, 'rss-topfree-cn.json').replace(
      '"amount":"0.00000", "currency":"CNY"}}, "im:contentType":{"attributes":{"term":"Application", ' +
        '"label":"应用"}}, "rights":{"label":"© 2016',
      '"amount":"free", "currency":"CNY"}}, "im:contentType":{"attributes":{"term":"Application", ' +
        '"label":"应用"}}, "rights":{"label":"© 2016',
    );
    server = await startFixtureServer(() => ({ body: feed }));
    const error = await new RssSource(http, server.baseUrl)
      .chart({ country: 'cn', type: 'free', genre: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe(
      `rss-chart: malformed response for GET ` +
        `${server.baseUrl}/cn/rss/topfreeapplications/limit=200/json: ` +
        `feed.entry[1]["im:price"].attributes.amount: expected a decimal number string`,
    );
  });
});

describe('RssSource.reviews', () => {
  it('skips the leading app entry and maps the reviews', async () => {
    const { source, server } = await rss('rss-reviews-page1.json');
    const reviews = await source.reviews(414478124, 'cn', 1);
    expect(server.requests).toEqual(['/rss/cn/rss/customerreviews/page=1/id=414478124/sortby=mostrecent/json']);
    expect(reviews).toEqual([
      {
        reviewId: '11023456789',
        appId: 414478124,
        country: 'cn',
        rating: 2,
        title: '更新后发语音总是卡',
        content: '更新到8.0.49之后，发语音经常转圈发不出去，希望尽快修复。',
        author: '不吃香菜的猫',
        version: '8.0.49',
        updatedAt: new Date('2024-05-13T01:44:09Z'),
      },
      {
        reviewId: '11023398811',
        appId: 414478124,
        country: 'cn',
        rating: 5,
        title: '离不开',
        content: '工作生活都离不开，希望聊天记录迁移更方便一些。',
        author: '阿杰Jay',
        version: '8.0.49',
        updatedAt: new Date('2024-05-12T16:03:51Z'),
      },
    ]);
  });

  it('rejects a page the feed does not have', async () => {
    const { source } = await rss('rss-reviews-page1.json');
    await expect(source.reviews(414478124, 'cn', 11)).rejects.toThrow(RangeError);
  });
});
