import { afterEach, describe, expect, it } from 'vitest';
import type { AppRecord } from '../../model.ts';
import { SourceHttp } from '../http.ts';
import { SourceError } from '../source-error.ts';
import { fixture, startFixtureServer, type FixtureServer, type Reply } from '../../../test/fixture-server.ts';
import { ItunesSource } from './itunes.ts';

const FIXTURES = new URL('./__fixtures__/', import.meta.url);
const http = new SourceHttp({ retries: 0 });

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function itunes(reply: (url: URL, index: number) => Reply) {
  server = await startFixtureServer(reply);
  return { source: new ItunesSource(http, `${server.baseUrl}/itunes`), server };
}

const WECHAT: AppRecord = {
  appId: 414478124,
  country: 'cn',
  bundleId: 'com.tencent.xin',
  name: '微信',
  subtitle: '',
  developerId: 614694882,
  developerName: 'Tencent Technology (Shenzhen) Company Limited',
  sellerName: 'Tencent Technology (Shenzhen) Company Limited',
  iconUrl:
    'https://is1-ssl.mzstatic.com/image/thumb/Purple221/v4/3e/8c/f4/' +
    '3e8cf4a6-7cb1-0b5b-ae6d-3a4f3f5a1c1f/AppIcon-0-0-1x_U007emarketing-0-7-0-0-85-220.png/' +
    '512x512bb.jpg',
  screenshotUrls: [
    'https://is1-ssl.mzstatic.com/image/thumb/PurpleSource116/v4/4d/2b/2f/' +
      '4d2b2f64-6d35-3d4f-0b8e-4f3c5a6c9f21/0.png/392x696bb.png',
    'https://is1-ssl.mzstatic.com/image/thumb/PurpleSource126/v4/1a/7c/a2/' +
      '1a7ca2e4-8b0c-6b5e-3c52-9d1f0e7b8a44/1.png/392x696bb.png',
  ],
  description: '微信是一款全方位的手机通讯应用，帮助你轻松连接全球好友。',
  releaseNotes: '本次更新：\n- 修复了一些已知问题。',
  version: '8.0.49',
  releaseDate: new Date('2011-01-21T01:32:15Z'),
  currentVersionReleaseDate: new Date('2024-05-08T03:09:38Z'),
  price: 0,
  currency: 'CNY',
  formattedPrice: '免费',
  primaryGenreId: 6005,
  genreIds: [6005, 6002],
  averageUserRating: 3.2651,
  userRatingCount: 1523014,
  fileSizeBytes: 792143872,
  languageCodes: ['AR', 'EN', 'FR', 'ID', 'IT', 'JA', 'KO', 'MS', 'PT', 'RU', 'ES', 'ZH', 'TH', 'ZH', 'TR', 'VI'],
  contentAdvisoryRating: '12+',
  isPreOrder: false,
};

describe('ItunesSource.lookup', () => {
  it('maps Apple fields, string genreIds and fileSizeBytes, and defaults missing ones', async () => {
    const { source, server } = await itunes(() => ({ body: fixture(FIXTURES, 'itunes-lookup-cn.json') }));
    const apps = await source.lookup([414478124, 6478123456, 916366645], 'cn');
    expect(server.requests).toEqual(['/itunes/lookup?id=414478124,6478123456,916366645&country=cn']);
    expect(apps).toHaveLength(3);
    expect(apps[0]).toEqual(WECHAT);
    // An unrated first version: Apple sends neither averageUserRating nor releaseNotes.
    expect(apps[1]).toMatchObject({
      appId: 6478123456,
      name: '番茄记账 - 极简记账本',
      averageUserRating: null,
      userRatingCount: 0,
      releaseNotes: '',
      screenshotUrls: [],
      fileSizeBytes: 48234496,
      genreIds: [6015, 6007],
      releaseDate: new Date('2024-05-10T07:00:00Z'),
    });
    expect(apps[2]).toMatchObject({
      appId: 916366645,
      price: 30,
      formattedPrice: '¥30.00',
      averageUserRating: 4.70823,
      primaryGenreId: 6027,
    });
  });

  it('splits more than 200 ids into calls of 200, asking each id once', async () => {
    const { source, server } = await itunes(() => ({ body: '{"resultCount":0,"results":[]}' }));
    const ids = Array.from({ length: 450 }, (_, i) => 100000000 + i);
    await expect(source.lookup([...ids, ids[0] ?? 0], 'us')).resolves.toEqual([]);
    const asked = server.requests.map(
      (r) => new URL(r, server.baseUrl).searchParams.get('id')?.split(',').map(Number) ?? [],
    );
    expect(asked.map((a) => a.length).sort()).toEqual([200, 200, 50]);
    expect(asked.flat().sort()).toEqual(ids);
  });

  it('passes `at` for the simulated store', async () => {
    const { source, server } = await itunes(() => ({ body: '{"resultCount":0,"results":[]}' }));
    await source.lookup([1], 'cn', new Date('2024-05-01T08:00:00Z'));
    expect(server.requests).toEqual(['/itunes/lookup?id=1&country=cn&at=2024-05-01T08%3A00%3A00.000Z']);
  });

  it('names the source, the request and the bad entry when an entry has a wrong type', async () => {
    const broken = JSON.parse(fixture(FIXTURES, 'itunes-lookup-cn.json')) as { results: Record<string, unknown>[] };
    const third = broken.results[2];
    if (third) third.trackId = '916366645';
    const { source, server } = await itunes(() => ({ body: JSON.stringify(broken) }));
    const error = await source.lookup([414478124, 6478123456, 916366645], 'cn').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe(
      `itunes-lookup: malformed response for GET ` +
        `${server.baseUrl}/itunes/lookup?id=414478124,6478123456,916366645&country=cn: ` +
        `results[2].trackId: expected number, received string`,
    );
  });
});

describe('ItunesSource.search', () => {
  it('asks for software, 200 deep, and maps the results', async () => {
    const { source, server } = await itunes(() => ({ body: fixture(FIXTURES, 'itunes-search-cn.json') }));
    const apps = await source.search('记账', 'cn');
    expect(server.requests).toEqual(['/itunes/search?term=%E8%AE%B0%E8%B4%A6&country=cn&entity=software&limit=200']);
    expect(apps.map((a) => [a.appId, a.name, a.averageUserRating, a.fileSizeBytes])).toEqual([
      [1199340853, '鲨鱼记账-记账本&理财管家', 4.83214, 201326592],
    ]);
  });
});
