/**
 * The simulated store over HTTP: the World served through the real sources' formats, so the
 * collectors run unchanged against it. Every route honours `at` (ISO-8601; default now) and answers
 * as the store stood then. Prefixes: /itunes, /rss, /search-order, /hints, /trending, /featured,
 * /ads, /android, /calibration (see `simulatorSourceConfig`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GENRE_ALL, GENRE_APP_STORE_ROOT, isGenreId, parseYmd, DAY_MS } from '@bangyan/contract';
import { ANDROID_MARKETS, CHART_TYPES } from '../model.ts';
import { ANDROID_CHART_TYPES, ANDROID_ROUTES, reviewsOffset } from '../sources/android/routes.ts';
import { KEYWORDS_PAGE_MAX, POPULARITY_BATCH, SEARCH_ORDER_BATCH } from '../sources/apple/formats.ts';
import { LOOKUP_BATCH, SEARCH_LIMIT } from '../sources/apple/itunes.ts';
import { CHART_FEEDS, DEFAULT_CHART_LIMIT, REVIEW_PAGES } from '../sources/apple/rss.ts';
import { MARKET_BODIES } from './formats-android.ts';
import { itunesResponse } from './formats-itunes.ts';
import { appEntry, chartFeedJson, reviewsFeed } from './formats-rss.ts';
import {
  calibrationBody,
  featuredBody,
  hintsBody,
  keywordsPageBody,
  popularityBody,
  searchOrderBody,
  trendingBody,
} from './formats-store.ts';
import { Lru } from './lru.ts';
import { HttpError, Params, intIn, positiveInt } from './server-params.ts';
import type { World } from './world-api.ts';

export interface SimulatorServer {
  baseUrl: string;
  close(): Promise<void>;
}

export interface SimulatorServerOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

/** The deepest chart Apple serves (cn overall non-grossing); others stop at 200. */
const MAX_CHART_LIMIT = 500;
const KEYWORDS_PAGE_DEFAULT = 1000;

type Handler = (params: Params, match: RegExpExecArray, url: URL) => unknown;

/**
 * Chart entries by (country, at), serialised. `world.lookup` is pure in (app, country, at), and a
 * collection step reads every chart of a tick at the same `at`, so an app on many charts (overall,
 * its genre, apps or games) is looked up and serialised once per step rather than once per chart.
 * Entries are small; enough moments are kept for the backfill's chart steps in flight at once (two
 * per chart job, the world charts' storefronts one after another), so overlapping steps still share.
 */
class ChartEntries {
  private readonly moments = new Lru<string, Map<number, string | null>>(16);

  constructor(private readonly world: World) {}

  get(appIds: readonly number[], country: string, at: Date): string[] {
    const known = this.moments.getOrCreate(`${country}@${at.getTime()}`, () => new Map());
    const missing = appIds.filter((id) => !known.has(id));
    if (missing.length > 0) {
      const found = new Map(
        this.world.lookup(missing, country, at).map((app) => [app.appId, JSON.stringify(appEntry(app))]),
      );
      for (const id of missing) known.set(id, found.get(id) ?? null);
    }
    return appIds.flatMap((id) => known.get(id) ?? []);
  }
}

/** A body already serialised (sent as it is). */
class JsonText {
  constructor(readonly text: string) {}
}

const FEED_TYPES = new Map(CHART_TYPES.map((type) => [CHART_FEEDS[type], type]));

function routes(world: World): [RegExp, Handler][] {
  const chartEntries = new ChartEntries(world);
  const country = (params: Params, raw = params.text('country')) => {
    const cc = raw.toLowerCase();
    if (!world.countries.includes(cc)) throw new HttpError(400, `unknown country "${raw}"`);
    return cc;
  };

  const apple: [RegExp, Handler][] = [
    [
      /^\/itunes\/search$/,
      (p) => {
        const entity = p.optional('entity');
        if (entity !== undefined && entity !== 'software')
          throw new HttpError(400, `entity "${entity}" is not served; use software`);
        const limit = positiveInt(p.optional('limit') ?? String(SEARCH_LIMIT), 'limit', SEARCH_LIMIT);
        return itunesResponse(world.search(p.text('term'), country(p), p.at(), limit));
      },
    ],
    [
      /^\/itunes\/lookup$/,
      (p) => {
        const ids = p.list('id', LOOKUP_BATCH).map((id) => positiveInt(id, 'id'));
        return itunesResponse(world.lookup(ids, country(p), p.at()));
      },
    ],
    [
      /^\/rss\/([a-z]{2})\/rss\/(top\w+applications)(?:\/limit=(\d+))?(?:\/genre=(\d+))?\/json$/,
      (p, [, cc = '', feed = '', limitText, genreText], url) => {
        const type = FEED_TYPES.get(feed);
        if (!type) throw new HttpError(404, `no chart feed "${feed}"`);
        const limit = limitText === undefined ? DEFAULT_CHART_LIMIT : positiveInt(limitText, 'limit', MAX_CHART_LIMIT);
        const requested = genreText === undefined ? GENRE_ALL : Number(genreText);
        // Genre 5000 (all apps but games) is the product's, not Apple's; the simulated store charts it too.
        if (!isGenreId(requested)) throw new HttpError(400, `unknown genre ${genreText}`);
        const genre = requested === GENRE_APP_STORE_ROOT ? GENRE_ALL : requested;
        const storefront = country(p, cc);
        const at = p.at();
        const self = `${url.origin}${url.pathname}`;
        // Apple has no chart for a genre with no apps: the feed comes back without entries.
        if (!world.chartGenres.includes(genre)) return new JsonText(chartFeedJson(self, storefront, type, at, []));
        const snapshot = world.chart({ country: storefront, type, genre }, at, limit);
        return new JsonText(
          chartFeedJson(
            self,
            storefront,
            type,
            snapshot.at,
            chartEntries.get(snapshot.appIds.slice(0, limit), storefront, at),
          ),
        );
      },
    ],
    [
      /^\/rss\/([a-z]{2})\/rss\/customerreviews\/page=(\d+)\/id=(\d+)\/sortby=(\w+)\/json$/,
      (p, [, cc = '', pageText = '', idText = '', sort], url) => {
        if (sort !== 'mostrecent') throw new HttpError(400, `sortby "${sort}" is not served; use mostrecent`);
        const page = positiveInt(pageText, 'page', REVIEW_PAGES);
        const appId = positiveInt(idText, 'id');
        const storefront = country(p, cc);
        const at = p.at();
        const [app] = world.lookup([appId], storefront, at);
        if (!app) throw new HttpError(404, `no app ${appId} in ${storefront}`);
        return reviewsFeed(`${url.origin}${url.pathname}`, app, page, at, world.reviews(appId, storefront, at, page));
      },
    ],
    [
      /^\/search-order\/search$/,
      (p) => {
        const storefront = country(p);
        const at = p.at();
        return searchOrderBody(
          storefront,
          p.list('terms', SEARCH_ORDER_BATCH).map((term) => world.keywordSearch(term, storefront, at)),
        );
      },
    ],
    [/^\/hints\/hints$/, (p) => hintsBody(world.hints(p.text('term'), country(p), p.at()))],
    [/^\/trending\/trending$/, (p) => trendingBody(world.trending(country(p), p.at()))],
    [/^\/featured\/today$/, (p) => featuredBody(world.featured(country(p), p.at()))],
    [
      /^\/ads\/popularity$/,
      (p) => popularityBody(world.popularity(p.list('terms', POPULARITY_BATCH), country(p), p.at())),
    ],
    [
      /^\/ads\/keywords$/,
      (p) => {
        const offset = intIn(p.optional('offset') ?? '0', 'offset', 0, Number.MAX_SAFE_INTEGER);
        const limit = positiveInt(p.optional('limit') ?? String(KEYWORDS_PAGE_DEFAULT), 'limit', KEYWORDS_PAGE_MAX);
        const cc = country(p);
        // The keyword universe is timeless, but a bad `at` is refused here as on every route.
        p.at();
        return keywordsPageBody(world.keywords(cc), offset, limit);
      },
    ],
    [
      /^\/calibration$/,
      (p) => {
        const date = p.text('date');
        const dayStart = /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseYmd(date.replaceAll('-', '')) : null;
        if (!dayStart) throw new HttpError(400, `date must be a YYYY-MM-DD day, got "${date}"`);
        const storefront = country(p);
        // Developers report a day once it is over (China time).
        if (p.at().getTime() < dayStart.getTime() + DAY_MS) return calibrationBody([]);
        return calibrationBody(world.calibration(storefront, date));
      },
    ],
  ];

  const android = ANDROID_MARKETS.flatMap((market): [RegExp, Handler][] => {
    const r = ANDROID_ROUTES[market];
    const bodies = MARKET_BODIES[market];
    const exact = (path: string) => new RegExp(`^/android${path.replace(/[/]/g, '\\/')}$`);
    return [
      [
        exact(r.chartPath),
        (p) => {
          const raw = p.text(r.chartTypeParam);
          const type = ANDROID_CHART_TYPES.find((t) => t === raw);
          if (!type) throw new HttpError(400, `unknown chart type "${raw}"`);
          return bodies.chart(world.androidChart(market, type, p.at()));
        },
      ],
      [exact(r.appsPath), (p) => bodies.apps(world.androidApps(market, p.list(r.appsParam, r.appsBatch), p.at()))],
      [exact(r.searchPath), (p) => bodies.search(world.androidSearch(market, p.text(r.searchParam), p.at()))],
      [
        exact(r.reviewsPath),
        (p) => {
          const value = intIn(
            p.text(r.reviewsPageParam),
            r.reviewsPageParam,
            r.reviewsPaging === 'one' ? 1 : 0,
            Number.MAX_SAFE_INTEGER,
          );
          return bodies.reviews(
            world.androidReviews(market, p.text(r.reviewsAppParam), p.at(), reviewsOffset(r, value), r.reviewsPerPage),
          );
        },
      ],
    ];
  });

  return [...apple, ...android];
}

function send(res: ServerResponse, status: number, body: unknown): void {
  // Encoded once: a string body would be measured and then encoded again as it is written.
  const bytes = Buffer.from(body instanceof JsonText ? body.text : JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
  res.end(bytes);
}

/** Serves `world` on loopback (by default) until `close()`. */
export async function startSimulatorServer(
  world: World,
  options: SimulatorServerOptions = {},
): Promise<SimulatorServer> {
  const table = routes(world);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET') {
      res.setHeader('allow', 'GET');
      send(res, 405, { error: `method ${req.method} not allowed` });
      return;
    }
    // Feeds link to themselves (`rel="self"`), so the URL keeps the host the client used.
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    try {
      for (const [pattern, handler] of table) {
        const match = pattern.exec(url.pathname);
        if (match) {
          send(res, 200, handler(new Params(url.searchParams), match, url));
          return;
        }
      }
      send(res, 404, { error: `no route for ${url.pathname}` });
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, { error: error.message });
      else send(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  };

  const server = createServer(handle);
  // Idle sockets outlive the pauses between collection bursts; the client's agent reads the
  // Keep-Alive hint and retires a socket before the server would, so reuse never races its close.
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
