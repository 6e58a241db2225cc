/**
 * Chinese names for apps and companies. A brand is built from a prefix, a theme, a stem and a
 * suffix (滴答清单, 开心消消乐, 记账大师, 山海塔防, 星辰物语); a display name is the brand or
 * 'brand - descriptor' (滴答清单 - 待办日程提醒); subtitles are short selling lines. The stems a
 * name or subtitle uses are returned with it: they are what search relevance matches on.
 */
import {
  APP_SUFFIXES,
  BRAND_PREFIXES,
  CITIES,
  COMPANY_FIRST,
  COMPANY_SECOND,
  GAME_SUFFIXES,
  GAME_THEMES,
  GIVEN_PINYIN,
  INDUSTRIES,
  SURNAMES_PINYIN,
  type Word,
} from './lexicon-names.ts';
import { RELATED_GENRES, stemsOfGenre, type Stem } from './lexicon-stems.ts';
import { APP_ADJECTIVES, APP_SLOGANS, APP_TOOLS, GAME_ADJECTIVES, GAME_SLOGANS, GAME_WORDS } from './lexicon-text.ts';
import { GENRE_GAMES } from '@bangyan/contract';
import { WeightedTable, type Rng } from './prng.ts';

export interface Brand {
  brand: string;
  /** Lowercase ASCII slug of the brand, for bundle ids and package names. */
  slug: string;
  /** The brand's prefix word (开心 in 开心消消乐), shared by sibling apps; null when it has none. */
  prefix: string | null;
  stems: number[];
}

export interface Phrase {
  text: string;
  stems: number[];
}

/** Word endings (助手, 管家) and edition endings (极速版, Pro) of app names. */
const WORD_SUFFIXES = APP_SUFFIXES.slice(0, 13);
const EDITION_SUFFIXES = APP_SUFFIXES.slice(13);

/** Words of a genre weighted toward the most searched: weight 1/(rank + 2). */
const stemTables = new Map<number, WeightedTable<Stem>>();
function stemTable(genre: number): WeightedTable<Stem> {
  let table = stemTables.get(genre);
  if (!table) {
    const stems = stemsOfGenre(genre);
    table = new WeightedTable(
      stems,
      stems.map((s) => 1 / (s.rankInGenre + 2)),
    );
    stemTables.set(genre, table);
  }
  return table;
}

export function pickStem(rng: Rng, genre: number): Stem {
  return stemTable(genre).pick(rng);
}

export function slugOf(...parts: string[]): string {
  return parts
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const NONE: Word = { word: '', pinyin: '' };

/** One attempt at a brand; `own` is the developer's brand word, used for some sibling apps. */
function brandAttempt(rng: Rng, genre: number, isGame: boolean, own: Word | null): Brand {
  const s = pickStem(rng, genre);
  const u = rng.next();
  let first: Word = NONE;
  let middle: Word = s;
  let last: Word = NONE;
  let prefix: Word | null = null;
  if (isGame) {
    const theme = rng.pick(GAME_THEMES);
    if (u < 0.35) first = theme;
    else if (u < 0.6) first = prefix = rng.pick(BRAND_PREFIXES);
    else if (u < 0.8) {
      first = theme;
      middle = NONE;
      last = rng.pick(GAME_SUFFIXES);
    } else if (u < 0.9) last = rng.pick(GAME_SUFFIXES);
    else {
      first = theme;
      last = rng.pick(GAME_SUFFIXES);
    }
  } else if (own && u < 0.1) first = prefix = own;
  else if (u < 0.5) first = prefix = rng.pick(BRAND_PREFIXES);
  else if (u < 0.65) {
    first = prefix = rng.pick(BRAND_PREFIXES);
    last = rng.pick(WORD_SUFFIXES);
  } else if (u < 0.8) last = rng.pick(WORD_SUFFIXES);
  else if (u < 0.9) {
    first = prefix = rng.pick(BRAND_PREFIXES);
    middle = NONE;
    last = rng.pick(WORD_SUFFIXES);
  } else {
    first = prefix = rng.pick(BRAND_PREFIXES);
    last = rng.pick(EDITION_SUFFIXES);
  }
  return {
    brand: first.word + middle.word + last.word,
    slug: first.pinyin + middle.pinyin + last.pinyin,
    prefix: prefix?.word ?? null,
    stems: middle === NONE ? [] : [s.id],
  };
}

/**
 * A brand not in `taken` (which it joins). After a few collisions (large catalogues exhaust the
 * plain combinations of a genre) the last attempt gets an ending, then an edition number.
 */
export function makeBrand(rng: Rng, genre: number, isGame: boolean, own: Word | null, taken: Set<string>): Brand {
  let attempt = brandAttempt(rng, genre, isGame, own);
  for (let i = 0; i < 6 && taken.has(attempt.brand); i++) attempt = brandAttempt(rng, genre, isGame, own);
  if (taken.has(attempt.brand)) {
    const ending = rng.pick(isGame ? GAME_SUFFIXES : APP_SUFFIXES);
    const longer = { ...attempt, brand: attempt.brand + ending.word, slug: attempt.slug + slugOf(ending.pinyin) };
    if (!taken.has(longer.brand)) attempt = longer;
  }
  if (taken.has(attempt.brand)) {
    const base = attempt;
    let n = 2;
    while (taken.has(`${base.brand}${n}`)) n += 1 + rng.int(8);
    attempt = { ...base, brand: `${base.brand}${n}`, slug: `${base.slug}${n}` };
  }
  taken.add(attempt.brand);
  return { ...attempt, slug: slugOf(attempt.slug) };
}

/** The title: the brand alone, or with a descriptor of two more words ('滴答清单 - 待办日程提醒'). */
export function makeDisplayName(rng: Rng, brand: Brand, genre: number, isGame: boolean): Phrase {
  if (rng.chance(0.6)) return { text: brand.brand, stems: [...brand.stems] };
  const a = pickStem(rng, genre);
  if (isGame) {
    const separator = rng.chance(0.5) ? '：' : ' - ';
    const text = `${brand.brand}${separator}${rng.pick(GAME_ADJECTIVES)}${a.word}${rng.pick(GAME_WORDS)}`;
    return { text, stems: [...new Set([...brand.stems, a.id])] };
  }
  const b = pickStem(rng, genre);
  const descriptor = a.id === b.id ? `${a.word}${rng.pick(APP_TOOLS)}` : `${a.word}${b.word}${rng.pick(APP_TOOLS)}`;
  return { text: `${brand.brand} - ${descriptor}`, stems: [...new Set([...brand.stems, a.id, b.id])] };
}

/** A subtitle (Apple allows 30 characters): a selling line built around one or two words. */
export function makeSubtitle(rng: Rng, genre: number, isGame: boolean): Phrase {
  const a = pickStem(rng, genre);
  const u = rng.next();
  if (isGame) {
    if (u < 0.5) return { text: `${rng.pick(GAME_ADJECTIVES)}${a.word}${rng.pick(GAME_WORDS)}`, stems: [a.id] };
    if (u < 0.8) return { text: `${rng.pick(GAME_ADJECTIVES)}${a.word}，${rng.pick(GAME_SLOGANS)}`, stems: [a.id] };
    return { text: rng.pick(GAME_SLOGANS), stems: [] };
  }
  if (u < 0.45) return { text: `${rng.pick(APP_ADJECTIVES)}的${a.word}${rng.pick(APP_TOOLS)}`, stems: [a.id] };
  const b = pickStem(rng, genre);
  if (u < 0.8 && b.id !== a.id) return { text: `${a.word}${b.word}，${rng.pick(APP_SLOGANS)}`, stems: [a.id, b.id] };
  return { text: `${a.word}${rng.pick(APP_TOOLS)}，${rng.pick(APP_SLOGANS)}`, stems: [a.id] };
}

/**
 * The keyword field (Apple's 100 characters of search terms): `count` words, mostly from the app's
 * genre, some from related genres, and for games the words for games in general.
 */
export function makeKeywordField(
  rng: Rng,
  genre: number,
  isGame: boolean,
  count: number,
  exclude: readonly number[],
): number[] {
  const chosen = new Set<number>();
  const related = RELATED_GENRES[genre] ?? [];
  for (let tries = 0; chosen.size < count && tries < count * 6; tries++) {
    const u = rng.next();
    const from = u < 0.7 || related.length === 0 ? genre : isGame && u > 0.9 ? GENRE_GAMES : rng.pick(related);
    const s = pickStem(rng, from);
    if (!exclude.includes(s.id)) chosen.add(s.id);
  }
  return [...chosen];
}

export interface CompanyName {
  chinese: string;
  english: string;
  /** The brand word (星宇 / Xingyu), which some of the company's apps carry. */
  brand: Word;
  /** The app genres its line of business fits: null any, [] none (a games publisher). */
  appGenres: readonly number[] | null;
  /** Whether its line of business fits a game (not 电子商务, 教育科技, …). */
  fitsGames: boolean;
}

function capitalise(pinyin: string): string {
  return pinyin.charAt(0).toUpperCase() + pinyin.slice(1);
}

/** A company brand: two syllables (星 + 宇 = 星宇, Xingyu). */
export function makeCompanyBrand(rng: Rng): Word {
  const a = rng.pick(COMPANY_FIRST);
  let b = rng.pick(COMPANY_SECOND);
  while (b.word === a.word) b = rng.pick(COMPANY_SECOND);
  return { word: a.word + b.word, pinyin: a.pinyin + b.pinyin };
}

/**
 * A mainland company: 上海星宇网络科技有限公司 / Shanghai Xingyu Network Technology Co., Ltd. A games
 * company's line of business is one games publishers carry (游戏, 互动娱乐, 网络科技); an apps
 * company's is generic (信息技术, 软件) or its sector's (电子商务, 金融信息服务, 教育科技), never a games one.
 */
export function makeCompanyName(rng: Rng, brand: Word, games: boolean): CompanyName {
  const city = rng.pick(CITIES);
  const industries = INDUSTRIES.filter((i) => (games ? i.games : i.appGenres === null || i.appGenres.length > 0));
  const industry = rng.pick(industries);
  return {
    chinese: `${city.word}${brand.word}${industry.chinese}有限公司`,
    english: `${city.pinyin} ${capitalise(brand.pinyin)} ${industry.english} Co., Ltd.`,
    brand,
    appGenres: industry.appGenres,
    fitsGames: industry.games || industry.appGenres === null,
  };
}

type Line = readonly [chinese: string, english: string, appGenres: readonly number[] | null];
const GAMES_LINE: Line = ['游戏', 'Games', []];
const GAME_GROUP_LINES: readonly Line[] = [
  ['科技', 'Technology', null],
  ['网络', 'Network', null],
  ['互娱', 'Interactive', []],
];
const APP_GROUP_LINES: readonly Line[] = [
  ['科技', 'Technology', null],
  ['网络', 'Network', null],
  ['信息', 'Information', null],
];

/** A Hong Kong subsidiary of a group: 星宇游戏有限公司 / Xingyu Games Limited (games), 星宇科技有限公司. */
export function makeSubsidiaryName(rng: Rng, brand: Word, games: boolean): CompanyName {
  const [chinese, english, appGenres] =
    games && rng.chance(0.7) ? GAMES_LINE : rng.pick(games ? GAME_GROUP_LINES : APP_GROUP_LINES);
  return {
    chinese: `${brand.word}${chinese}有限公司`,
    english: `${capitalise(brand.pinyin)} ${english} Limited`,
    brand,
    appGenres,
    fitsGames: true,
  };
}

/** An individual developer's name as Apple shows it ("Wei Zhang"). */
export function makePersonName(rng: Rng): string {
  return `${rng.pick(GIVEN_PINYIN)} ${rng.pick(SURNAMES_PINYIN)}`;
}
