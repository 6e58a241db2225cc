import { afterEach, describe, expect, it } from 'vitest';
import { SourceHttp } from '../http.ts';
import { fixture, startFixtureServer, type FixtureServer, type Reply } from '../../../test/fixture-server.ts';
import { AdsPopularitySource } from './ads.ts';
import { CalibrationSource } from './calibration.ts';
import { FeaturedSource } from './featured.ts';
import { HintsSource } from './hints.ts';
import { SearchOrderSource } from './search-order.ts';
import { TrendingSource } from './trending.ts';

const FIXTURES = new URL('./__fixtures__/', import.meta.url);
const http = new SourceHttp({ retries: 0 });
const AT = new Date('2024-05-12T08:00:00Z');
const AT_QUERY = 'at=2024-05-12T08%3A00%3A00.000Z';

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(reply: string | ((url: URL) => Reply)) {
  server = await startFixtureServer(typeof reply === 'string' ? () => ({ body: fixture(FIXTURES, reply) }) : reply);
  return server;
}

describe('store sources without a public API', () => {
  it('reads the organic search order, the ad slot, and the in-app items and events the search shows', async () => {
    const s = await serve('search-order-cn.json');
    const results = await new SearchOrderSource(http, `${s.baseUrl}/search-order`).searchMany(
      ['记账', '记账本', 'a,b'],
      'cn',
      AT,
    );
    expect(s.requests).toEqual([
      `/search-order/search?terms=${encodeURIComponent('记账')},${encodeURIComponent('记账本')}&country=cn&${AT_QUERY}`,
    ]);
    expect(results).toEqual([
      {
        term: '记账',
        country: 'cn',
        at: AT,
        resultCount: 1243,
        appIds: [1199340853, 6478123456, 916366645],
        adAppId: 6478123456,
        inAppPurchases: [
          { appId: 1199340853, productId: 119934085301, name: '记账年度会员', price: 68 },
          { appId: 916366645, productId: 91636664502, name: '记账高级版永久解锁', price: 30 },
        ],
        inAppEvents: [
          {
            appId: 1199340853,
            eventId: 1199340853412,
            name: '记账打卡挑战',
            kind: '挑战赛',
            startAt: new Date('2024-05-10T02:00:00Z'),
            endAt: new Date('2024-05-17T02:00:00Z'),
          },
        ],
      },
      // A recording from before the store showed in-app entries: none.
      {
        term: '记账本',
        country: 'cn',
        at: AT,
        resultCount: 87,
        appIds: [916366645],
        adAppId: null,
        inAppPurchases: [],
        inAppEvents: [],
      },
    ]);
  });

  it('refuses an in-app event without its badge or with a time without offset', async () => {
    const event = {
      trackId: 1,
      eventId: 1001,
      name: '记账打卡挑战',
      startDate: '2024-05-10T02:00:00Z',
      endDate: '2024-05-17T02:00:00Z',
    };
    const body = (e: object) =>
      JSON.stringify({
        country: 'cn',
        results: [{ term: '记账', resultCount: 1, ad: null, trackIds: [1], events: [e] }],
      });
    for (const e of [event, { ...event, badge: '挑战赛', endDate: '2024-05-17 02:00' }]) {
      const s = await serve(() => ({ body: body(e) }));
      await expect(new SearchOrderSource(http, s.baseUrl).searchMany(['记账'], 'cn')).rejects.toThrow(
        /apple-search-order: malformed response .*results\[0\]\.events\[0\]/,
      );
      await s.close();
    }
  });

  it('reads search hints', async () => {
    const s = await serve('hints-cn.json');
    await expect(new HintsSource(http, `${s.baseUrl}/hints`).hints('记', 'cn')).resolves.toEqual([
      '记账',
      '记账本',
      '记账软件',
      '记账 鲨鱼',
    ]);
    expect(s.requests).toEqual(['/hints/hints?term=%E8%AE%B0&country=cn']);
  });

  it('stamps trending searches with the store’s update time', async () => {
    const s = await serve('trending-cn.json');
    await expect(new TrendingSource(http, `${s.baseUrl}/trending`).trending('cn', AT)).resolves.toEqual({
      country: 'cn',
      at: new Date('2024-05-12T06:00:00Z'),
      terms: [
        { term: '王者荣耀', appId: 989673964 },
        { term: '五一出行', appId: null },
        { term: '番茄记账', appId: 6478123456 },
      ],
    });
    expect(s.requests).toEqual([`/trending/trending?country=cn&${AT_QUERY}`]);
  });

  it('reads the featured apps of the Today page, stamped with the store’s update time', async () => {
    const s = await serve('featured-cn.json');
    await expect(new FeaturedSource(http, `${s.baseUrl}/featured`).featured('cn', AT)).resolves.toEqual({
      country: 'cn',
      at: new Date('2024-05-12T07:00:00Z'),
      items: [
        { appId: 6478123456, kind: 'app', label: '新品推荐', featuredAt: new Date('2024-05-12T02:15:00Z') },
        { appId: 989673964, kind: 'game', label: '编辑推荐', featuredAt: new Date('2024-05-10T09:40:00Z') },
      ],
    });
    expect(s.requests).toEqual([`/featured/today?country=cn&${AT_QUERY}`]);
  });

  it('refuses a featured item without an app id', async () => {
    const s = await serve(() => ({
      body: JSON.stringify({
        updatedAt: '2024-05-12T07:00:00Z',
        items: [{ kind: 'app', label: '编辑推荐', featuredAt: '2024-05-12T02:15:00Z' }],
      }),
    }));
    await expect(new FeaturedSource(http, `${s.baseUrl}/featured`).featured('cn')).rejects.toThrow(
      /apple-featured: malformed response/,
    );
  });

  it('reads popularity, leaving unknown terms out', async () => {
    const s = await serve('popularity-cn.json');
    const list = await new AdsPopularitySource(http, `${s.baseUrl}/ads`).popularity(
      ['记账', '记账本', '番茄记账', '没人搜的词'],
      'cn',
      AT,
    );
    expect(s.requests).toEqual([
      `/ads/popularity?country=cn&terms=%E8%AE%B0%E8%B4%A6,%E8%AE%B0%E8%B4%A6%E6%9C%AC,` +
        `%E7%95%AA%E8%8C%84%E8%AE%B0%E8%B4%A6,%E6%B2%A1%E4%BA%BA%E6%90%9C%E7%9A%84%E8%AF%8D&${AT_QUERY}`,
    ]);
    expect(list).toEqual([
      { term: '记账', country: 'cn', at: AT, popularity: 62 },
      { term: '记账本', country: 'cn', at: AT, popularity: 41 },
      { term: '番茄记账', country: 'cn', at: AT, popularity: 5 },
    ]);
  });

  it('asks popularity 100 terms a call and never asks a term containing a comma', async () => {
    const s = await serve(() => ({ body: '{"data":[]}' }));
    const terms = Array.from({ length: 250 }, (_, i) => `词${i}`);
    await new AdsPopularitySource(http, s.baseUrl).popularity([...terms, 'a,b'], 'cn');
    const asked = s.requests.map((r) => new URL(r, s.baseUrl).searchParams.get('terms')?.split(',') ?? []);
    expect(asked.map((a) => a.length).sort()).toEqual([100, 100, 50]);
    expect(asked.flat().sort()).toEqual([...terms].sort());
  });

  it('rejects a popularity outside 5..100 as malformed', async () => {
    const s = await serve(() => ({ body: '{"data":[{"term":"记账","searchPopularity":101}]}' }));
    await expect(new AdsPopularitySource(http, s.baseUrl).popularity(['记账'], 'cn')).rejects.toThrow(
      `apple-ads-popularity: malformed response for GET ${s.baseUrl}/popularity?country=cn&` +
        `terms=%E8%AE%B0%E8%B4%A6: data[0].searchPopularity: Too big: expected number to be <=100`,
    );
  });

  it('reads recommended keywords page by page', async () => {
    const all = Array.from({ length: 12_001 }, (_, i) => `词${i}`);
    const s = await serve((url) => {
      const start = Number(url.searchParams.get('offset'));
      const size = Number(url.searchParams.get('limit'));
      return {
        body: JSON.stringify({
          data: all.slice(start, start + size).map((text) => ({ text })),
          pagination: { totalResults: all.length, startIndex: start, itemsPerPage: size },
        }),
      };
    });
    await expect(new AdsPopularitySource(http, `${s.baseUrl}/ads`).keywordRecommendations('cn', AT)).resolves.toEqual(
      all,
    );
    expect(s.requests).toEqual(
      [0, 5000, 10000].map((offset) => `/ads/keywords?country=cn&offset=${offset}&limit=5000&${AT_QUERY}`),
    );
  });

  it('reads calibration days', async () => {
    const s = await serve('calibration-cn.json');
    await expect(new CalibrationSource(http, s.baseUrl).calibration('cn', '2024-05-11')).resolves.toEqual([
      { appId: 6478123456, country: 'cn', date: '2024-05-11', downloads: 1830, revenue: 0 },
      { appId: 916366645, country: 'cn', date: '2024-05-11', downloads: 214, revenue: 6420 },
    ]);
    expect(s.requests).toEqual(['/calibration?country=cn&date=2024-05-11']);
  });
});
