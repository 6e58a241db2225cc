/**
 * The simulated store: `createWorld` wires the model's parts (catalogue, event timeline, demand,
 * charts, search, reviews, Android markets, truth) behind the `World` interface. Every answer is a
 * pure function of (seed, scale, history start, the question); caches only save work.
 * The model is described part by part in the modules' headers and in MODEL.md.
 */
import { FEATURED_LABELS, GENRE_ALL, GENRE_APPS, GENRE_APP_STORE_ROOT, GENRE_GAMES, HOUR_MS } from '@bangyan/contract';
import { ANDROID_MARKETS, type AndroidMarket, type ChartKey, type ChartSnapshot } from '../model.ts';
import { AndroidCatalog } from './android-catalog.ts';
import { AndroidReviews } from './android-reviews.ts';
import { AndroidMarkets } from './android.ts';
import { chooseCalibration } from './calibration.ts';
import { Catalog } from './catalog.ts';
import { dayOf, dayOfDate } from './clock.ts';
import { DayStates } from './day-state.ts';
import { InAppSearch } from './inapp-search.ts';
import { InAppCatalog, itemPrice } from './inapp.ts';
import { Histories, STATUS_LIVE, STATUS_PREORDER, statusAt } from './history.ts';
import { KeywordSearch } from './keyword-search.ts';
import { KeywordUniverse } from './keyword-universe.ts';
import { KeywordVolumes } from './keyword-volume.ts';
import { Charts, maxDepth } from './charts.ts';
import { Records } from './records.ts';
import { Reviews } from './reviews.ts';
import { SCALE_SIZES } from './scales.ts';
import { SearchIndex } from './search-index.ts';
import { storeSearch } from './store-search.ts';
import { COUNTRY_CODES, storefrontIndex } from './storefronts.ts';
import { Timeline } from './timeline.ts';
import { Trending } from './trending.ts';
import { TruthBook } from './truth.ts';
import { DemandVectors } from './vectors.ts';
import type { SimOptions, World } from './world-api.ts';

const EMPTY = new Int32Array(0);

/** Cache sizes shrink at bench scale, where one vector is 100,000+ apps. */
const CACHE_SCALE = { test: 1, demo: 1, bench: 0.35 } as const;
/** Candidate lists kept (about 3 KB each): every keyword at demo size, the busiest 20,000 at bench. */
const MAX_CANDIDATE_LISTS = 20_000;

export function createWorld(options: SimOptions): World {
  const seed = options.seed | 0;
  const sizes = SCALE_SIZES[options.scale];
  const cacheScale = CACHE_SCALE[options.scale];
  const start = options.historyStart.getTime();

  const catalog = new Catalog(seed, sizes, start);
  const calibration = chooseCalibration(catalog);
  const android = new AndroidCatalog(seed, catalog, sizes, start);
  const universe = new KeywordUniverse(seed, catalog, sizes.keywords);
  const histories = new Histories();
  const timeline = new Timeline(seed, catalog, histories, start);
  const dayStates = new DayStates(catalog, histories, timeline, Math.round(48 * cacheScale));
  const vectors = new DemandVectors(seed, catalog, histories, timeline, dayStates, cacheScale);
  const charts = new Charts(seed, catalog, histories, dayStates, vectors, cacheScale);
  const records = new Records(seed, catalog, histories, timeline, vectors);
  const reviews = new Reviews(seed, catalog, histories, vectors, records, timeline.firstDay);
  const index = new SearchIndex(catalog, universe, Math.min(MAX_CANDIDATE_LISTS, Math.round(sizes.keywords * 1.2)));
  const keywordSearch = new KeywordSearch(seed, catalog, histories, dayStates, timeline, vectors, index);
  const inApp = new InAppSearch(seed, catalog, histories, timeline, keywordSearch, new InAppCatalog(seed, catalog));
  const trending = new Trending(seed, catalog, histories, timeline, universe);
  const volumes = new KeywordVolumes(seed, universe, trending);
  const markets = new AndroidMarkets(seed, catalog, histories, timeline, android);
  const androidReviews = new AndroidReviews(seed, android, markets, timeline.firstDay);
  const truth = new TruthBook(catalog, timeline, vectors, universe, volumes, calibration);

  const chartGenres = [
    GENRE_ALL,
    GENRE_APPS,
    GENRE_GAMES,
    ...[...catalog.genresInUse].filter((g) => g < 7000).sort((a, b) => a - b),
    ...[...catalog.genresInUse].filter((g) => g > 7000).sort((a, b) => a - b),
  ];

  /** Whether app i is listed (on sale or on pre-order) in storefront c at t. */
  const listed = (i: number, c: number, t: number): boolean => {
    const app = catalog.app(i);
    if ((app.affinity[c] as number) === 0) return false;
    const status = statusAt(app, histories.get(i), t);
    return status === STATUS_LIVE || status === STATUS_PREORDER;
  };
  const marketIndex = (market: AndroidMarket) => ANDROID_MARKETS.indexOf(market);

  return {
    options,
    countries: COUNTRY_CODES,
    chartGenres,

    lookup(appIds, country, at) {
      const c = storefrontIndex(country);
      const t = at.getTime();
      if (c < 0) return [];
      timeline.ensure(dayOf(t));
      const out = [];
      for (const id of appIds) {
        const i = catalog.indexOf(id);
        if (i >= 0 && listed(i, c, t)) out.push(records.record(i, c, t));
      }
      return out;
    },

    search(term, country, at, limit) {
      const c = storefrontIndex(country);
      const t = at.getTime();
      const q = term.trim();
      if (c < 0 || q === '' || limit <= 0) return [];
      const n = timeline.appCountThrough(dayOf(t));
      const found = storeSearch(catalog, index, keywordSearch, (i) => listed(i, c, t), n, q, c, t, limit);
      return found.map((i) => records.record(i, c, t));
    },

    chart(key: ChartKey, at: Date, depth: number): ChartSnapshot {
      const c = storefrontIndex(key.country);
      const tick = Math.floor(at.getTime() / HOUR_MS);
      const genre = key.genre === GENRE_APP_STORE_ROOT ? GENRE_ALL : key.genre;
      const list = c < 0 ? EMPTY : (charts.at(c, tick)[key.type].get(genre) ?? EMPTY);
      const limit = Math.min(Math.max(0, Math.floor(depth)), c < 0 ? 0 : maxDepth(c, key.type, genre));
      const appIds = Array.from(list.subarray(0, limit), (i) => catalog.app(i).appId);
      return { country: key.country, type: key.type, genre: key.genre, at: new Date(tick * HOUR_MS), appIds };
    },

    reviews(appId, country, at, page) {
      const c = storefrontIndex(country);
      const t = at.getTime();
      const i = catalog.indexOf(appId);
      if (c < 0 || i < 0) return [];
      timeline.ensure(dayOf(t));
      if (statusAt(catalog.app(i), histories.get(i), t) !== STATUS_LIVE || (catalog.app(i).affinity[c] as number) === 0)
        return [];
      return reviews.page(i, c, t, page);
    },

    keywordSearch(term, country, at) {
      const c = storefrontIndex(country);
      const t = at.getTime();
      const q = term.trim();
      if (c < 0 || q === '')
        return { term, country, at, resultCount: 0, appIds: [], adAppId: null, inAppPurchases: [], inAppEvents: [] };
      const query = index.query(q);
      const order = keywordSearch.order(query, c, t);
      const found = inApp.find(query, c, t);
      return {
        term,
        country,
        at,
        resultCount: order.resultCount,
        appIds: order.apps.map((i) => catalog.app(i).appId),
        adAppId: order.ad >= 0 ? catalog.app(order.ad).appId : null,
        inAppPurchases: found.items.map((item) => ({
          appId: catalog.app(item.app).appId,
          productId: item.id,
          name: item.name,
          price: itemPrice(item.price, c),
        })),
        inAppEvents: found.events.map((e) => ({
          appId: catalog.app(e.app).appId,
          eventId: e.id,
          name: e.name,
          kind: e.kind,
          startAt: new Date(e.start),
          endAt: new Date(e.end),
        })),
      };
    },

    hints(prefix, country, at) {
      const c = storefrontIndex(country);
      return c < 0 ? [] : volumes.hints(prefix.trim(), c, dayOf(at.getTime()));
    },

    trending(country, at) {
      const c = storefrontIndex(country);
      if (c < 0) return { country, at, terms: [] };
      const list = trending.at(c, at.getTime());
      return {
        country,
        at: new Date(list.at),
        terms: list.terms.map((x) => ({ term: x.term, appId: x.app >= 0 ? catalog.app(x.app).appId : null })),
      };
    },

    featured(country, at) {
      const c = storefrontIndex(country);
      const t = at.getTime();
      const onSale = (i: number) =>
        statusAt(catalog.app(i), histories.get(i), t) === STATUS_LIVE && (catalog.app(i).affinity[c] as number) > 0;
      const items =
        c < 0
          ? []
          : timeline
              .featuredAt(t)
              .filter((f) => onSale(f.index))
              .map((f) => {
                const app = catalog.app(f.index);
                return {
                  appId: app.appId,
                  kind: app.isGame ? ('game' as const) : ('app' as const),
                  label: f.newRelease ? FEATURED_LABELS.newRelease : FEATURED_LABELS.editorsChoice,
                  featuredAt: new Date(f.at),
                };
              });
      return { country, at, items };
    },

    popularity(terms, country, at) {
      const c = storefrontIndex(country);
      if (c < 0) return [];
      const d = dayOf(at.getTime());
      return terms.flatMap((term) => {
        const k = universe.get(term);
        return k ? [{ term, country, at, popularity: volumes.popularity(c, k.id, d) }] : [];
      });
    },

    keywords(country) {
      return storefrontIndex(country) < 0 ? [] : universe.terms;
    },

    androidChart(market, type, at) {
      return markets.chart(market, type, at);
    },

    androidApps(market, appIds, at) {
      return markets.apps(market, appIds, at);
    },

    androidSearch(market, term, at) {
      const q = term.trim();
      return q === '' || marketIndex(market) < 0 ? [] : markets.search(market, index.query(q), at);
    },

    androidReviews(market, appId, at, offset, limit) {
      timeline.ensure(dayOf(at.getTime()));
      return androidReviews.page(market, appId, at, offset, limit);
    },

    calibration(country, date) {
      const c = storefrontIndex(country);
      return c < 0 ? [] : truth.calibration(c, dayOfDate(date));
    },

    truth: {
      events: (from, to) => timeline.events(from.getTime(), to.getTime()),
      days: (country, date) => {
        const c = storefrontIndex(country);
        return c < 0 ? [] : truth.days(c, dayOfDate(date));
      },
      searchVolume: (country, date) => {
        const c = storefrontIndex(country);
        return c < 0 ? [] : truth.searchVolume(c, dayOfDate(date));
      },
    },
  };
}
