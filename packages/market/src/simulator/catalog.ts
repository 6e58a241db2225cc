/**
 * The catalogue: developers, companies and apps with their static attributes. The initial apps
 * (on sale when history starts) are built once from the seed in a fixed order; apps released later
 * come from an endless, numbered pool (`addPoolApp(k)` is a pure function of the seed and k, taken
 * in order by the event timeline). Everything that changes over time (name, price, version, status)
 * lives in the history, not here. How an app is drawn is app-draft.ts; what the entries hold,
 * catalog-entries.ts.
 */
import { DAY_MS } from '@bangyan/contract';
import {
  DeveloperTables,
  draftApp,
  fillKeywordField,
  idForRelease,
  makeApp,
  type Draft,
  type TakenNames,
} from './app-draft.ts';
import type { Company, Developer, SimApp } from './catalog-entries.ts';
import { reachOfQuantile } from './demand.ts';
import { genreProfile } from './genres.ts';
import type { Word } from './lexicon-names.ts';
import {
  makeCompanyBrand,
  makeCompanyName,
  makePersonName,
  makeSubsidiaryName,
  slugOf,
  type CompanyName,
} from './names.ts';
import { Rng, hash } from './prng.ts';
import { SALT } from './salts.ts';
import type { ScaleSizes } from './scales.ts';

/** Size of the reach head: the apps of largest reach, from which event pools draw. */
export const REACH_HEAD_SIZE = 1200;
/** Apps per genre kept, by reach, for semantic search matches. */
export const GENRE_TOP_SIZE = 40;

/** The pool's reach positions: q = 1 + 8000·u^1.25, so about 4% of new apps are chart hits. */
const POOL_REACH_SPAN = 8000;

/**
 * Indices 0..n−1 ordered by integer key (ties by index), via one native sort of packed
 * key·2^20 + index (keys below 2^33, n below 2^20).
 */
function sortedIndices(keys: readonly number[]): number[] {
  const packed = Float64Array.from(keys, (k, i) => k * 2 ** 20 + i).sort();
  return Array.from(packed, (p) => p % 2 ** 20);
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
  private readonly taken: TakenNames = { brands: new Set<string>(), bundles: new Set<string>() };
  private readonly developerTables: DeveloperTables;
  private maxInitialId = 0;

  constructor(
    private readonly seed: number,
    sizes: ScaleSizes,
    private readonly historyStart: number,
  ) {
    const rng = new Rng(hash(seed, SALT.catalog));
    this.buildDevelopers(rng, Math.max(12, Math.round(sizes.iosApps / 2.6)));
    this.developerTables = new DeveloperTables(this.developers);
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
        const name = { chinese: person, english: person, brand: null, appGenres: null, fitsGames: true };
        this.addDeveloper(rng, company, name, games, true);
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
    name: Pick<CompanyName, 'chinese' | 'english' | 'appGenres' | 'fitsGames'> & { brand: Word | null },
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
      appGenres: name.appGenres,
      fitsGames: name.fitsGames,
    });
    company.developers.push(index);
  }

  private draft(rng: Rng): Draft {
    return draftApp(rng, this.developerTables);
  }

  private buildInitialApps(rng: Rng, count: number): number[] {
    const keys: number[] = [];
    for (let i = 0; i < count; i++) {
      const draft = this.draft(rng);
      const app = makeApp(rng, draft, i, this.taken);
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
      fillKeywordField(rng, app, share);
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
    const app = makeApp(rng, this.draft(rng), index, this.taken);
    const q = 1 + POOL_REACH_SPAN * Math.pow(rng.next(), 1.25);
    app.reach = reachOfQuantile(q);
    fillKeywordField(rng, app, Math.max(0, 1 - q / 3000));
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
    const app = makeApp(rng, this.draft(rng), -1, this.taken);
    const q = 20 + this.initialCount * rng.next();
    app.reach = reachOfQuantile(q);
    fillKeywordField(rng, app, Math.max(0, 1 - q / this.initialCount));
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
