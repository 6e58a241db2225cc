/**
 * How an app of the catalogue (catalog.ts) is drawn: its genre, developer and price tier, then its
 * names, storefronts, money and store attributes, its keyword field, and its id by release date.
 * The draws come from the caller's generator in a fixed order, so an app is a function of it.
 */
import { GENRE_GAMES } from '@bangyan/contract';
import type { Developer, SimApp } from './catalog-entries.ts';
import { APP_GENRES, GAME_GENRES, GAME_SHARE, contentRatingWeights, type GenreProfile } from './genres.ts';
import { makeBrand, makeDisplayName, makeKeywordField, makeSubtitle } from './names.ts';
import { Rng, WeightedTable } from './prng.ts';
import { CN, GREATER_CHINA, STOREFRONTS } from './storefronts.ts';

const TIER_WEIGHTS = [0, 8, 18, 22, 10, 10, 8, 6, 5, 4, 3, 2, 4];
const tierTable = new WeightedTable(TIER_WEIGHTS.map((_, i) => i).slice(1), TIER_WEIGHTS.slice(1));
const gameGenreTable = new WeightedTable(
  GAME_GENRES,
  GAME_GENRES.map((g) => g.share),
);
const appGenreTable = new WeightedTable(
  APP_GENRES,
  APP_GENRES.map((g) => g.share),
);

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

/** The id of an app released at `ms`, on the anchors' line. */
export function idForRelease(ms: number): number {
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
export interface Draft {
  genre: GenreProfile;
  isGame: boolean;
  developer: Developer;
  tier: number;
}

/** The brands and bundle ids apps have taken so far, which a new app's names avoid. */
export interface TakenNames {
  brands: Set<string>;
  bundles: Set<string>;
}

/** Which developers may publish an app: games publishers, any whose name fits a game, or fits an app genre. */
type DeveloperFit = 'publisher' | 'game' | number;

/** The developers an app may come from, by what it needs them to fit, weighted (earlier ones publish more). */
export class DeveloperTables {
  private readonly tables = new Map<DeveloperFit, WeightedTable<Developer>>();

  constructor(private readonly developers: readonly Developer[]) {}

  fitting(fits: DeveloperFit): WeightedTable<Developer> {
    let table = this.tables.get(fits);
    if (!table) {
      const test = (d: Developer) =>
        fits === 'publisher' ? d.games : fits === 'game' ? d.fitsGames : !d.appGenres || d.appGenres.includes(fits);
      const chosen = this.developers.filter(test);
      const list = chosen.length > 0 ? chosen : this.developers;
      table = new WeightedTable(
        list,
        list.map((d) => 1 / Math.pow(d.index + 3, 0.8)),
      );
      this.tables.set(fits, table);
    }
    return table;
  }
}

/**
 * The first draws of an app: genre, developer (a games publisher for most games; else one whose
 * name fits the app: no 游戏 company for a shopping app) and price tier.
 */
export function draftApp(rng: Rng, developers: DeveloperTables): Draft {
  const isGame = rng.chance(GAME_SHARE);
  const genre = (isGame ? gameGenreTable : appGenreTable).pick(rng);
  const fits: DeveloperFit = isGame ? (rng.chance(0.85) ? 'publisher' : 'game') : genre.id;
  const developer = developers.fitting(fits).pick(rng);
  const tier = rng.chance(genre.paid) ? tierTable.pick(rng) : 0;
  return { genre, isGame, developer, tier };
}

/** The fields shared by initial and pool apps; reach-dependent ones are filled by the caller. */
export function makeApp(rng: Rng, draft: Draft, index: number, taken: TakenNames): SimApp {
  const { genre, isGame, developer, tier } = draft;
  const g = genre.id;
  const brand = makeBrand(rng, g, isGame, developer.brand, taken.brands);
  const title = makeDisplayName(rng, brand, g, isGame);
  const subtitle = makeSubtitle(rng, g, isGame);
  let bundleId = `com.${developer.slug}.${brand.slug || `app${index}`}`;
  for (let n = 2; taken.bundles.has(bundleId); n++) bundleId = `com.${developer.slug}.${brand.slug}${n}`;
  taken.bundles.add(bundleId);

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
  const languages = global
    ? rng.chance(0.5)
      ? ['EN', 'JA', 'KO', 'ZH']
      : ['EN', 'ZH']
    : rng.chance(0.6)
      ? ['ZH']
      : ['EN', 'ZH'];
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
export function fillKeywordField(rng: Rng, app: SimApp, reachShare: number): void {
  const count = 3 + Math.round(12 * Math.pow(reachShare, 3) + 2 * rng.next());
  app.fieldStems = makeKeywordField(rng, app.genre, app.isGame, count, [...app.titleStems, ...app.subtitleStems]);
}
