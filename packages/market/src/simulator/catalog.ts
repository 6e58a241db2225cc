/**
 * The catalogue: developers, companies and apps with their static attributes. The initial apps
 * (on sale when history starts) are built once from the seed in a fixed order; apps released later
 * come from an endless, numbered pool (`addPoolApp(k)` is a pure function of the seed and k, taken
 * in order by the event timeline). Everything that changes over time (name, price, version, status)
 * lives in the history, not here.
 */
import { GENRE_GAMES, DAY_MS } from '@bangyan/contract';
import { reachOfQuantile } from './demand.ts';
import { APP_GENRES, GAME_GENRES, GAME_SHARE, contentRatingWeights, genreProfile, type GenreProfile } from './genres.ts';
import type { Word } from './lexicon-names.ts';
import {
  makeBrand,
  makeCompanyBrand,
  makeCompanyName,
  makeDisplayName,
  makeKeywordField,
  makePersonName,
  makeSubsidiaryName,
  makeSubtitle,
  slugOf,
} from './names.ts';
import { Rng, WeightedTable, hash } from './prng.ts';
import { SALT } from './salts.ts';
import type { ScaleSizes } from './scales.ts';
import { CN, GREATER_CHINA, STOREFRONTS } from './storefronts.ts';

export interface Developer {
  index: number;
  artistId: number;
  /** Apple's artistName: an English legal name, a Chinese one, or a person's name. */
  artistName: string;
  /** Apple's sellerName: the legal entity that sells the app. */
  sellerName: string;
  company: number;
  /** The group's brand word, which some of its apps carry (null for individuals). */
  brand: Word | null;
  slug: string;
  games: boolean;
}

export interface Company {
  index: number;
  chinese: string;
  english: string;
  developers: number[];
}

export interface SimApp {
  index: number;
  appId: number;
  bundleId: string;
  brand: string;
  /** The brand's prefix word (开心 of 开心消消乐), a search token of its own. */
  brandPrefix: string | null;
  slug: string;
  /** Title and subtitle when the app entered the world (renames are variants, see texts.ts). */
  name: string;
  subtitle: string;
  titleStems: number[];
  subtitleStems: number[];
  fieldStems: number[];
  developer: number;
  /** The genre the app is charted under: its app genre, or its game subgenre. */
  genre: number;
  primaryGenreId: number;
  genreIds: number[];
  isGame: boolean;
  /** Price tier when the app entered the world (0 = free). */
  tier: number;
  /** Free-equivalent daily downloads in China (demand.ts). */
  reach: number;
  /** In-app spending per day, in CNY per unit of reach. */
  monet: number;
  /** Centre of its ratings, 1..5. */
  quality: number;
  /** Demand multiplier per storefront (0 = not sold there). */
  affinity: Float64Array;
  /** Original release time (ms); for a pre-order, the expected release. */
  releasedAt: number;
  /** When the world first shows the app: −∞ for initial apps, the announcement for pool apps. */
  createdAt: number;
  /** Set for pool apps announced as pre-orders. */
  preorderAt: number | null;
  launchBoost: number;
  version0: string;
  version0At: number;
  updateEveryDays: number;
  fileSize0: number;
  contentRating: string;
  languages: string[];
  ratingCount0: number;
  /** Apple Ads bid strength; 0 = never bids. */
  bid: number;
  /** One of the apps whose true numbers the store publishes; spared disruptive events. */
  calibration: boolean;
  /** Pool apps: also released on the Android markets. */
  android: boolean;
}

const TIER_WEIGHTS = [0, 8, 18, 22, 10, 10, 8, 6, 5, 4, 3, 2, 4];
const tierTable = new WeightedTable(
  TIER_WEIGHTS.map((_, i) => i).slice(1),
  TIER_WEIGHTS.slice(1),
);
const gameGenreTable = new WeightedTable(GAME_GENRES, GAME_GENRES.map((g) => g.share));
const appGenreTable = new WeightedTable(APP_GENRES, APP_GENRES.map((g) => g.share));

/** Size of the reach head: the apps of largest reach, from which event pools draw. */
export const REACH_HEAD_SIZE = 1200;
/** Apps per genre kept, by reach, for semantic search matches. */
export const GENRE_TOP_SIZE = 40;

/** The pool's reach positions: q = 1 + 8000·u^1.25, so about 4% of new apps are chart hits. */
const POOL_REACH_SPAN = 8000;

/**
 * App ids grow with release date as Apple's do (~3e8 in 2009, ~1.6e9 in mid 2022, then 6.4e9 after
 * Apple's jump); between the anchors ids are linear in time.
 */
const ID_ANCHORS: readonly [number, number][] = [
  [Date.UTC(2009, 0, 1), 300_000_000],
  [Date.UTC(2013, 0, 1), 600_000_000],
  [Date.UTC(2017, 0, 1), 1_200_000_000],
  [Date.UTC(2022, 5, 30), 1_620_000_000],
  [Date.UTC(2022, 6, 1), 6_440_000_000],
  [Date.UTC(2026, 0, 1), 6_750_000_000],
];

function idForRelease(ms: number): number {
  const first = ID_ANCHORS[0] as [number, number];
  if (ms <= first[0]) return first[1];
  for (let i = 1; i < ID_ANCHORS.length; i++) {
    const [t1, v1] = ID_ANCHORS[i] as [number, number];
    const [t0, v0] = ID_ANCHORS[i - 1] as [number, number];
    if (ms <= t1) return Math.floor(v0 + ((v1 - v0) * (ms - t0)) / (t1 - t0));
  }
  const [t0, v0] = ID_ANCHORS[ID_ANCHORS.length - 2] as [number, number];
  const [t1, v1] = ID_ANCHORS[ID_ANCHORS.length - 1] as [number, number];
  return Math.floor(v1 + ((v1 - v0) * (ms - t1)) / (t1 - t0));
}

/**
 * Indices 0..n−1 ordered by integer key (ties by index), via one native sort of packed
 * key·2^20 + index (keys below 2^33, n below 2^20).
 */
function sortedIndices(keys: readonly number[]): number[] {
  const packed = Float64Array.from(keys, (k, i) => k * 2 ** 20 + i).sort();
  return Array.from(packed, (p) => p % 2 ** 20);
}

function logNormal(rng: Rng, median: number, sigma: number): number {
  return median * Math.exp(sigma * rng.normal());
}

const ratingTables = new Map<number, WeightedTable<string>>();
function pickContentRating(rng: Rng, genre: number, isGame: boolean): string {
  const key = isGame ? -1 : genre;
  let table = ratingTables.get(key);
  if (!table) {
    const pairs = contentRatingWeights(genre, isGame);
    table = new WeightedTable(
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    );
    ratingTables.set(key, table);
  }
  return table.pick(rng);
}

/** Attributes every app draws the same way, initial or pool. */
interface Draft {
  genre: GenreProfile;
  isGame: boolean;
  developer: Developer;
  tier: number;
}

export class Catalog {
  readonly apps: SimApp[] = [];
  readonly developers: Developer[] = [];
  readonly companies: Company[] = [];
  readonly initialCount: number;
  /** Initial apps in reach order (most downloaded first). */
  readonly byReach: number[];
  /** The REACH_HEAD_SIZE apps of largest reach, initial and released, in reach order. */
  readonly reachHead: number[];
  /** Per charted genre, its initial apps of largest reach (GENRE_TOP_SIZE), in reach order. */
  readonly genreTop = new Map<number, number[]>();
  /** Genres that have at least one initial app. */
  readonly genresInUse: Set<number>;

  private readonly byAppId = new Map<number, number>();
  private readonly brandsTaken = new Set<string>();
  private readonly bundlesTaken = new Set<string>();
  private readonly developerTable: WeightedTable<Developer>;
  private readonly gameDeveloperTable: WeightedTable<Developer>;
  private maxInitialId = 0;

  constructor(
    private readonly seed: number,
    sizes: ScaleSizes,
    private readonly historyStart: number,
  ) {
    const rng = new Rng(hash(seed, SALT.catalog));
    this.buildDevelopers(rng, Math.max(12, Math.round(sizes.iosApps / 2.6)));
    const weights = this.developers.map((_, j) => 1 / Math.pow(j + 3, 0.8));
    this.developerTable = new WeightedTable(this.developers, weights);
    const gameDevs = this.developers.filter((d) => d.games);
    this.gameDeveloperTable = new WeightedTable(gameDevs, gameDevs.map((d) => weights[d.index] as number));
    this.initialCount = sizes.iosApps;
    this.byReach = this.buildInitialApps(rng, sizes.iosApps);
    this.reachHead = this.byReach.slice(0, REACH_HEAD_SIZE);
    this.genresInUse = new Set(this.apps.map((a) => a.genre));
    for (const i of this.byReach) {
      const a = this.app(i);
      const list = this.genreTop.get(a.genre) ?? [];
      if (list.length < GENRE_TOP_SIZE) list.push(i);
      this.genreTop.set(a.genre, list);
    }
  }

  app(index: number): SimApp {
    const a = this.apps[index];
    if (!a) throw new Error(`no app ${index}`);
    return a;
  }

  developer(index: number): Developer {
    const d = this.developers[index];
    if (!d) throw new Error(`no developer ${index}`);
    return d;
  }

  /** Internal index of an app id, or -1. */
  indexOf(appId: number): number {
    return this.byAppId.get(appId) ?? -1;
  }

  get size(): number {
    return this.apps.length;
  }

  private buildDevelopers(rng: Rng, count: number): void {
    const takenCompanies = new Set<string>();
    while (this.developers.length < count) {
      const games = rng.chance(0.4);
      const company: Company = { index: this.companies.length, chinese: '', english: '', developers: [] };
      this.companies.push(company);
      if (rng.chance(0.1)) {
        const person = makePersonName(rng);
        company.chinese = person;
        company.english = person;
        this.addDeveloper(rng, company, { chinese: person, english: person, brand: null }, games, true);
        continue;
      }
      let brand = makeCompanyBrand(rng);
      let main = makeCompanyName(rng, brand, games);
      for (let i = 0; takenCompanies.has(main.chinese) && i < 20; i++) {
        brand = makeCompanyBrand(rng);
        main = makeCompanyName(rng, brand, games);
      }
      takenCompanies.add(main.chinese);
      company.chinese = main.chinese;
      company.english = main.english;
      this.addDeveloper(rng, company, main, games, false);
      const u = rng.next();
      const extra = u < 0.7 ? 0 : u < 0.9 ? 1 : rng.range(2, 4);
      for (let k = 0; k < extra && this.developers.length < count; k++) {
        const sub = rng.chance(0.5) ? makeSubsidiaryName(rng, brand, games) : makeCompanyName(rng, brand, games);
        if (takenCompanies.has(sub.chinese)) continue;
        takenCompanies.add(sub.chinese);
        this.addDeveloper(rng, company, sub, games, false);
      }
    }
  }

  private addDeveloper(
    rng: Rng,
    company: Company,
    name: { chinese: string; english: string; brand: Word | null },
    games: boolean,
    person: boolean,
  ): void {
    const index = this.developers.length;
    const artistName = person || rng.chance(0.7) ? name.english : name.chinese;
    const slugBase = name.brand ? name.brand.pinyin : slugOf(name.english);
    this.developers.push({
      index,
      artistId: 284_000_000 + index * 9_973 + rng.int(9_000),
      artistName,
      sellerName: person ? name.english : name.chinese,
      company: company.index,
      brand: name.brand,
      slug: slugOf(slugBase) || `dev${index}`,
      games,
    });
    company.developers.push(index);
  }

  private draft(rng: Rng): Draft {
    const isGame = rng.chance(GAME_SHARE);
    const genre = (isGame ? gameGenreTable : appGenreTable).pick(rng);
    const developer = (isGame && rng.chance(0.85) ? this.gameDeveloperTable : this.developerTable).pick(rng);
    const tier = rng.chance(genre.paid) ? tierTable.pick(rng) : 0;
    return { genre, isGame, developer, tier };
  }

  /** The fields shared by initial and pool apps; reach-dependent ones are filled by the caller. */
  private makeApp(rng: Rng, draft: Draft, index: number): SimApp {
    const { genre, isGame, developer, tier } = draft;
    const g = genre.id;
    const brand = makeBrand(rng, g, isGame, developer.brand, this.brandsTaken);
    const title = makeDisplayName(rng, brand, g, isGame);
    const subtitle = makeSubtitle(rng, g, isGame);
    let bundleId = `com.${developer.slug}.${brand.slug || `app${index}`}`;
    for (let n = 2; this.bundlesTaken.has(bundleId); n++) bundleId = `com.${developer.slug}.${brand.slug}${n}`;
    this.bundlesTaken.add(bundleId);

    const global = rng.chance(0.2);
    const affinity = new Float64Array(STOREFRONTS.length);
    affinity[CN] = 1;
    for (let c = 1; c < STOREFRONTS.length; c++) {
      const greater = (GREATER_CHINA as readonly number[]).includes(c);
      if (global) affinity[c] = logNormal(rng, 1, 0.8);
      else if (greater && rng.chance(0.5)) affinity[c] = logNormal(rng, 0.6, 0.7);
    }
    const iap = isGame ? rng.chance(0.7) : rng.chance(0.35);
    const monet = iap ? logNormal(rng, isGame ? 0.8 : 0.25, isGame ? 1.2 : 1) * (tier > 0 ? 0.5 : 1) : 0;
    const bidRate = isGame ? 0.3 : g === 6015 ? 0.4 : g === 6017 ? 0.3 : 0.15;
    const languages = global ? (rng.chance(0.5) ? ['EN', 'JA', 'KO', 'ZH'] : ['EN', 'ZH']) : rng.chance(0.6) ? ['ZH'] : ['EN', 'ZH'];
    return {
      index,
      appId: Number.NaN,
      bundleId,
      brand: brand.brand,
      brandPrefix: brand.prefix,
      slug: brand.slug,
      name: title.text,
      subtitle: subtitle.text,
      titleStems: title.stems,
      subtitleStems: subtitle.stems,
      fieldStems: [],
      developer: developer.index,
      genre: g,
      primaryGenreId: isGame ? GENRE_GAMES : g,
      genreIds: isGame ? [GENRE_GAMES, g] : [g],
      isGame,
      tier,
      reach: Number.NaN,
      monet,
      quality: 4.9 - 2.2 * Math.pow(rng.next(), 1.7),
      affinity,
      releasedAt: Number.NaN,
      createdAt: Number.NEGATIVE_INFINITY,
      preorderAt: null,
      launchBoost: Number.NaN,
      version0: '1.0.0',
      version0At: Number.NaN,
      updateEveryDays: Number.NaN,
      fileSize0: Math.round(isGame ? logNormal(rng, 8e8, 0.8) : logNormal(rng, 1.2e8, 0.7)),
      contentRating: pickContentRating(rng, g, isGame),
      languages,
      ratingCount0: Number.NaN,
      bid: rng.chance(bidRate) ? logNormal(rng, 1, 0.5) : 0,
      calibration: false,
      android: false,
    };
  }

  /** Keyword-field size grows with reach: big apps have ASO teams (3 words at the tail, ~17 at the top). */
  private fillKeywordField(rng: Rng, app: SimApp, reachShare: number): void {
    const count = 3 + Math.round(12 * Math.pow(reachShare, 3) + 2 * rng.next());
    app.fieldStems = makeKeywordField(rng, app.genre, app.isGame, count, [...app.titleStems, ...app.subtitleStems]);
  }

  private buildInitialApps(rng: Rng, count: number): number[] {
    const keys: number[] = [];
    for (let i = 0; i < count; i++) {
      const draft = this.draft(rng);
      const app = this.makeApp(rng, draft, i);
      this.apps.push(app);
      // Exponential race: genres of higher popularity (and free apps) tend to take the top positions.
      const popularity = genreProfile(app.genre).popularity * (app.tier > 0 ? 0.4 : 1);
      keys.push(-Math.log(1 - rng.next()) / popularity);
    }
    const order = sortedIndices(keys.map((k) => Math.floor(k * 2 ** 26)));
    order.forEach((i, position) => {
      const app = this.app(i);
      const q = position + 1 + 0.3 * (rng.next() - 0.5);
      app.reach = reachOfQuantile(q);
      const share = 1 - position / count;
      this.fillKeywordField(rng, app, share);
      app.updateEveryDays = 7 + 60 * (position / count) + 20 * rng.next();
      const ageDays = rng.chance(0.03) ? 1 + 29 * rng.next() : 30 + 4400 * Math.pow(rng.next(), 1.5);
      app.releasedAt = this.historyStart - Math.round(ageDays * DAY_MS);
      app.launchBoost = ageDays < 30 ? 1 + 3 * rng.next() : 0;
      const years = Math.min(ageDays / 365, 10);
      app.version0 = `${1 + Math.floor(years * rng.next() * 1.2)}.${rng.int(31)}.${rng.int(10)}`;
      const sinceUpdate = Math.min(ageDays, 1 + app.updateEveryDays * rng.next());
      app.version0At = this.historyStart - Math.round(sinceUpdate * DAY_MS);
      app.ratingCount0 = Math.round(app.reach * Math.min(ageDays, 1500) * 0.004 * (0.5 + rng.next()));
    });
    this.assignInitialIds(rng);
    return order;
  }

  private assignInitialIds(rng: Rng): void {
    const byRelease = sortedIndices(this.apps.map((a) => Math.floor(a.releasedAt / 1000)));
    let last = 0;
    for (const i of byRelease) {
      const app = this.app(i);
      const id = Math.max(idForRelease(app.releasedAt) + rng.int(50_000), last + 1 + rng.int(500));
      app.appId = id;
      last = id;
      this.byAppId.set(id, app.index);
    }
    this.maxInitialId = last;
  }

  /**
   * Pool app k, announced at `createdAt` and released at `releasedAt` (the same instant unless it
   * is a pre-order). A pure function of (seed, k) given the brands taken before it.
   */
  addPoolApp(k: number, createdAt: number, releasedAt: number): SimApp {
    const rng = new Rng(hash(this.seed, SALT.pool, k));
    const index = this.apps.length;
    const app = this.makeApp(rng, this.draft(rng), index);
    const q = 1 + POOL_REACH_SPAN * Math.pow(rng.next(), 1.25);
    app.reach = reachOfQuantile(q);
    this.fillKeywordField(rng, app, Math.max(0, 1 - q / 3000));
    app.updateEveryDays = 5 + 30 * rng.next();
    app.launchBoost = 1 + 4 * rng.next();
    app.ratingCount0 = 0;
    app.android = rng.chance(0.55);
    app.appId = this.maxInitialId + 1000 * (k + 1) + rng.int(1000);
    app.createdAt = createdAt;
    app.releasedAt = releasedAt;
    app.preorderAt = createdAt < releasedAt ? createdAt : null;
    app.version0 = '1.0.0';
    app.version0At = releasedAt;
    this.apps.push(app);
    this.byAppId.set(app.appId, index);
    this.insertIntoReachHead(index);
    return app;
  }

  /**
   * Android-only product k: built like an App Store app (names, genre, words, reach) but not on
   * the App Store, so it has no index or id here. Reach positions spread over 20..20+N.
   */
  androidOnlyApp(k: number): SimApp {
    const rng = new Rng(hash(this.seed, SALT.android, k));
    const app = this.makeApp(rng, this.draft(rng), -1);
    const q = 20 + this.initialCount * rng.next();
    app.reach = reachOfQuantile(q);
    this.fillKeywordField(rng, app, Math.max(0, 1 - q / this.initialCount));
    app.updateEveryDays = 10 + 40 * rng.next();
    const ageDays = rng.chance(0.05) ? 1 + 29 * rng.next() : 30 + 2500 * rng.next();
    app.releasedAt = this.historyStart - Math.round(ageDays * DAY_MS);
    app.launchBoost = ageDays < 30 ? 1 + 3 * rng.next() : 0;
    app.version0 = `${1 + rng.int(8)}.${rng.int(20)}.${rng.int(10)}`;
    app.version0At = this.historyStart - Math.round(Math.min(ageDays, 1 + app.updateEveryDays * rng.next()) * DAY_MS);
    app.ratingCount0 = 0;
    app.appId = -1;
    return app;
  }

  private insertIntoReachHead(index: number): void {
    const reach = this.app(index).reach;
    const head = this.reachHead;
    const last = head[head.length - 1];
    if (head.length >= REACH_HEAD_SIZE && last !== undefined && this.app(last).reach >= reach) return;
    let lo = 0;
    let hi = head.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.app(head[mid] as number).reach >= reach) lo = mid + 1;
      else hi = mid;
    }
    head.splice(lo, 0, index);
    if (head.length > REACH_HEAD_SIZE) head.pop();
  }
}
