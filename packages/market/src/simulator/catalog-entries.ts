/**
 * What the catalogue (catalog.ts) holds: developers, the companies they belong to, and apps with
 * their static attributes (what changes over time lives in the history).
 */
import type { Word } from './lexicon-names.ts';

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
  /** Whether it is a games publisher (most games come from one). */
  games: boolean;
  /** The app genres its name fits (null any, [] none: 星宇游戏 sells no shopping app). */
  appGenres: readonly number[] | null;
  /** Whether its name fits a game (an e-commerce company sells none). */
  fitsGames: boolean;
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
