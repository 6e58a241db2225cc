import { GENRE_APPS, GENRES, CHINA_UTC_OFFSET_MS, DAY_MS, HOUR_MS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANDROID_MARKETS,
  CHART_TYPES,
  type AndroidAppRecord,
  type AppRecord,
  type ChartKey,
  type ReviewRecord,
} from '../model.ts';
import { ANDROID_CHART_TYPES, ANDROID_ROUTES } from '../sources/android/routes.ts';
import { createSources, simulatorSourceConfig, SourceError, type Sources } from '../sources/index.ts';
import { startSimulatorServer, type SimulatorServer } from './server.ts';
import { createWorld } from './world.ts';
import type { World } from './world-api.ts';

const historyStart = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 14 * DAY_MS);
/** A fixed half-past hour inside the history, so hourly ticks and day boundaries are exercised. */
const AT = new Date(historyStart.getTime() + 9 * DAY_MS + 5.5 * HOUR_MS);

let world: World;
let server: SimulatorServer;
let sources: Sources;

beforeAll(async () => {
  world = createWorld({ seed: 20240512, scale: 'test', historyStart });
  server = await startSimulatorServer(world);
  sources = createSources(simulatorSourceConfig(server.baseUrl), { retries: 0 });
});

afterAll(async () => {
  await server?.close();
});

/** The formats print times to the second (Apple's RSS and iTunes) or less; compare at that precision. */
const seconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
const asServed = (a: AppRecord): AppRecord => ({
  ...a,
  releaseDate: seconds(a.releaseDate),
  currentVersionReleaseDate: seconds(a.currentVersionReleaseDate),
});

async function errorOf(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('simulator server: Apple routes', () => {
  it('serves every chart type as the world ranks it, with the entries’ app info', async () => {
    for (const type of CHART_TYPES) {
      const key: ChartKey = { country: 'cn', type, genre: 0 };
      const truth = world.chart(key, AT, 200);
      const { snapshot, apps } = await sources.rss.chart(key, AT);
      expect(snapshot).toEqual({ ...key, at: seconds(truth.at), appIds: truth.appIds.slice(0, 200) });
      expect(snapshot.appIds.length).toBeGreaterThan(0);
      const records = world.lookup(snapshot.appIds.slice(0, 5), 'cn', AT);
      expect(apps.slice(0, 5)).toEqual(
        records.map((a) => ({
          appId: a.appId,
          country: 'cn',
          bundleId: a.bundleId,
          name: a.name,
          developerName: a.developerName,
          developerId: a.developerId,
          iconUrl: a.iconUrl,
          price: a.price,
          currency: a.currency,
          primaryGenreId: a.primaryGenreId,
          releaseDate: seconds(a.releaseDate),
        })),
      );
    }
  });

  it('serves genre charts, deeper charts on request, and an empty feed for a genre without a chart', async () => {
    const genre = world.chartGenres.find((g) => g !== 0) ?? 0;
    const key: ChartKey = { country: 'cn', type: 'free', genre };
    const { snapshot } = await sources.rss.chart(key, AT);
    expect(snapshot.appIds).toEqual(world.chart(key, AT, 200).appIds.slice(0, 200));

    const deep = await sources.rss.chart({ country: 'cn', type: 'free', genre: 0 }, AT, 500);
    expect(deep.snapshot.appIds).toEqual(
      world.chart({ country: 'cn', type: 'free', genre: 0 }, AT, 500).appIds.slice(0, 500),
    );

    const top1 = await sources.rss.chart({ country: 'cn', type: 'free', genre: 0 }, AT, 1);
    expect(top1.snapshot.appIds).toEqual(deep.snapshot.appIds.slice(0, 1));

    const chartless = GENRES.map((g) => g.id).find((id) => id > GENRE_APPS && !world.chartGenres.includes(id));
    if (chartless !== undefined) {
      const empty = await sources.rss.chart({ country: 'cn', type: 'grossing', genre: chartless }, AT);
      expect(empty.snapshot.appIds).toEqual([]);
    }
  });

  it('looks apps up exactly as the world describes them, in batches, leaving unknown ids out', async () => {
    const ids = [
      ...new Set(CHART_TYPES.flatMap((type) => world.chart({ country: 'cn', type, genre: 0 }, AT, 200).appIds)),
    ];
    const served = await sources.itunes.lookup([...ids, 999_999_999], 'cn', AT);
    expect(served).toEqual(world.lookup(ids, 'cn', AT).map(asServed));
    expect(served.length).toBeGreaterThan(200);
  });

  it('searches apps by term', async () => {
    const [first] = world.lookup(world.chart({ country: 'cn', type: 'free', genre: 0 }, AT, 1).appIds, 'cn', AT);
    const term = first?.name.slice(0, 2) ?? '游戏';
    expect(world.search(term, 'cn', AT, 200).length).toBeGreaterThan(0);
    await expect(sources.itunes.search(term, 'cn', AT)).resolves.toEqual(
      world.search(term, 'cn', AT, 200).map(asServed),
    );
  });

  it('serves review pages, the first led by the app’s own entry, and 404 for an unknown app', async () => {
    const appIds = world.chart({ country: 'cn', type: 'free', genre: 0 }, AT, 50).appIds;
    const appId = appIds.find((id) => world.reviews(id, 'cn', AT, 1).length > 0) ?? appIds[0] ?? 0;
    const expected = (page: number): ReviewRecord[] =>
      world.reviews(appId, 'cn', AT, page).map((r) => ({ ...r, updatedAt: seconds(r.updatedAt) }));
    expect(expected(1).length).toBeGreaterThan(0);
    await expect(sources.rss.reviews(appId, 'cn', 1, AT)).resolves.toEqual(expected(1));
    await expect(sources.rss.reviews(appId, 'cn', 10, AT)).resolves.toEqual(expected(10));
    const error = await errorOf(sources.rss.reviews(999_999_999, 'cn', 1, AT));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });

  it('serves search order, hints, trending, popularity and calibration', async () => {
    const keywords = world.keywords('cn');
    const term = keywords[0] ?? '';
    expect(world.keywordSearch(term, 'cn', AT).appIds.length).toBeGreaterThan(0);
    await expect(sources.searchOrder.search(term, 'cn', AT)).resolves.toEqual({
      ...world.keywordSearch(term, 'cn', AT),
      at: AT,
    });
    const prefix = term.slice(0, 1);
    expect(world.hints(prefix, 'cn', AT).length).toBeGreaterThan(0);
    await expect(sources.hints.hints(prefix, 'cn', AT)).resolves.toEqual(world.hints(prefix, 'cn', AT));
    await expect(sources.trending.trending('cn', AT)).resolves.toEqual(world.trending('cn', AT));

    await expect(sources.ads.keywordRecommendations('cn', AT)).resolves.toEqual(keywords);

    const asked = keywords.slice(0, 250);
    const popularity = await sources.ads.popularity([...asked, '不存在的词语组合'], 'cn', AT);
    expect(popularity).toEqual(world.popularity(asked, 'cn', AT).map((p) => ({ ...p, at: AT })));
    expect(popularity).toHaveLength(250);

    const yesterday = new Date(AT.getTime() + CHINA_UTC_OFFSET_MS - DAY_MS).toISOString().slice(0, 10);
    const today = new Date(AT.getTime() + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 10);
    await expect(sources.calibration.calibration('cn', yesterday, AT)).resolves.toEqual(
      world
        .calibration('cn', yesterday)
        .map((d) => ({ appId: d.appId, country: 'cn', date: d.date, downloads: d.downloads, revenue: d.revenue })),
    );
    expect(world.calibration('cn', yesterday).length).toBeGreaterThan(0);
    await expect(sources.calibration.calibration('cn', today, AT)).resolves.toEqual([]);
  });

  it('answers as of now without `at`', async () => {
    const { snapshot } = await sources.rss.chart({ country: 'cn', type: 'free', genre: 0 });
    expect(snapshot.appIds.length).toBeGreaterThan(0);
    expect(Date.now() - snapshot.at.getTime()).toBeLessThan(HOUR_MS + 1000);
  });
});

describe('simulator server: Android routes', () => {
  /** What survives each market's format: day-only dates on huawei, seconds elsewhere, huawei's one-decimal score. */
  function asServedBy(app: AndroidAppRecord): AndroidAppRecord {
    if (app.market === 'huawei') {
      const day = new Date(
        Math.floor((app.updatedAt.getTime() + CHINA_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_UTC_OFFSET_MS,
      );
      return { ...app, updatedAt: day, rating: app.rating === null ? null : Number(app.rating.toFixed(1)) };
    }
    return app.market === 'xiaomi' ? app : { ...app, updatedAt: seconds(app.updatedAt) };
  }

  it.each(ANDROID_MARKETS)('%s: charts, details and search round-trip', async (market) => {
    const source = sources.android[market];
    for (const type of ANDROID_CHART_TYPES) {
      const truth = world.androidChart(market, type, AT);
      const chart = await source.chart(type, AT);
      expect(chart).toEqual({ ...truth, at: market === 'xiaomi' ? truth.at : seconds(truth.at) });
    }
    const ids = world.androidChart(market, 'hot', AT).appIds;
    const apps = await source.apps([...ids, 'com.example.not.listed'], AT);
    expect(apps).toEqual(world.androidApps(market, ids, AT).map(asServedBy));
    expect(apps.length).toBeGreaterThan(0);
    const term = apps[0]?.name.slice(0, 2) ?? '游戏';
    expect(world.androidSearch(market, term, AT).length).toBeGreaterThan(0);
    await expect(source.search(term, AT)).resolves.toEqual(world.androidSearch(market, term, AT));
  });

  it.each(ANDROID_MARKETS)("%s: reviews round-trip page by page in the market's paging", async (market) => {
    const source = sources.android[market];
    const perPage = ANDROID_ROUTES[market].reviewsPerPage;
    const appId = world.androidChart(market, 'download', AT).appIds[0]!;
    const [first, second] = await Promise.all([source.reviews(appId, 1, AT), source.reviews(appId, 2, AT)]);
    const truth = world.androidReviews(market, appId, AT, 0, 2 * perPage);
    expect(truth.reviews).toHaveLength(2 * perPage);
    // Every market prints times to the second at most (Xiaomi to the millisecond).
    expect([...first.reviews, ...second.reviews]).toEqual(
      truth.reviews.map((r) => ({ ...r, createdAt: seconds(r.createdAt) })),
    );
    expect([first.hasMore, second.hasMore]).toEqual([true, true]);
    await expect(source.reviews('com.example.not.listed', 1, AT)).resolves.toEqual({ reviews: [], hasMore: false });
  });
});

describe('simulator server: bad requests', () => {
  it.each([
    ['/itunes/lookup?id=1&country=zz', 400, 'unknown country "zz"'],
    ['/itunes/lookup?id=abc&country=cn', 400, 'id must be an integer in 1..9007199254740991, got "abc"'],
    [
      `/itunes/lookup?country=cn&id=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
      400,
      'id lists 201 items, at most 200 allowed',
    ],
    ['/itunes/search?term=a&country=cn&entity=movie', 400, 'entity "movie" is not served; use software'],
    ['/itunes/search?country=cn', 400, 'missing parameter term'],
    ['/rss/cn/rss/topfreeapplications/limit=501/json', 400, 'limit must be an integer in 1..500, got "501"'],
    ['/rss/cn/rss/topfreeapplications/limit=200/genre=6019/json', 400, 'unknown genre 6019'],
    [
      '/rss/cn/rss/topfreeapplications/limit=200/json?at=yesterday',
      400,
      'at must be an ISO-8601 time, got "yesterday"',
    ],
    ['/rss/cn/rss/topnewapplications/limit=200/json', 404, 'no chart feed "topnewapplications"'],
    [
      '/rss/cn/rss/customerreviews/page=11/id=414478124/sortby=mostrecent/json',
      400,
      'page must be an integer in 1..10, got "11"',
    ],
    ['/ads/keywords?country=cn&limit=5001', 400, 'limit must be an integer in 1..5000, got "5001"'],
    ['/calibration?country=cn&date=2024-02-30', 400, 'date must be a YYYY-MM-DD day, got "2024-02-30"'],
    ['/android/xiaomi/toplist?type=soaring', 400, 'unknown chart type "soaring"'],
    ['/android/honor/rank?type=hot', 404, 'no route for /android/honor/rank'],
    ['/nowhere', 404, 'no route for /nowhere'],
  ])('GET %s → %i', async (path, status, error) => {
    await expect(get(path)).resolves.toEqual({ status, body: { error } });
  });
});
