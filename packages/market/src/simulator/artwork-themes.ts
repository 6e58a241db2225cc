/**
 * What the simulated store's artwork (artwork.ts) draws for a genre: gradient pairs in the genre's
 * colours (warm oranges for shopping, blues for business and travel, greens for health and
 * money, saturated pinks and purples for games and entertainment) and the emblems it may carry.
 * An Android category (genres.ts androidCategory) takes the theme of its first genre.
 */
import { GENRE_GAMES } from '@bangyan/contract';
import { pick } from './artwork-draw.ts';
import type { GlyphName } from './artwork-glyphs.ts';
import { androidCategory } from './genres.ts';

export interface Theme {
  /** Gradient pairs, light to deep; an app draws one. */
  palettes: readonly (readonly [string, string])[];
  /** Emblems of the genre; an app draws one. */
  glyphs: readonly GlyphName[];
  /** A game: its screenshots show a play scene rather than an app screen. */
  game: boolean;
}

/** Gradient pairs written 'from to, from to'. */
const pairs = (text: string): Theme['palettes'] => text.split(', ').map((p) => p.split(' ') as [string, string]);
const app = (palettes: string, ...glyphs: GlyphName[]): Theme => ({ palettes: pairs(palettes), glyphs, game: false });
const game = (palettes: string, ...glyphs: GlyphName[]): Theme => ({ palettes: pairs(palettes), glyphs, game: true });

const GAMES = game('#7b5cff #3b1fb8, #ff5f8f #c42a6b, #28c2ff #2156e0', 'gamepad');

/** Themes by genre id; other genres fall back to utilities'. */
const THEMES = new Map<number, Theme>([
  [6000, app('#4a7dff #1c3f9e, #3b5fd9 #172a6b, #5a8cff #2747b8', 'briefcase')],
  [6001, app('#5cc8ff #2a7fe0, #7ad7ff #3a8bdc, #4fb3f5 #2760c8', 'weather')],
  [6002, app('#5b6b82 #2c3648, #3fb5a3 #1f7a72, #7b8aa3 #3e4a61', 'sliders')],
  [6003, app('#2ed3c6 #0f8ea8, #38b6ff #1769c9, #3dd6a0 #12907a', 'plane', 'pin')],
  [6004, app('#ff8a3d #e0452b, #ffb23d #f06a21, #35c47c #138a57', 'ball')],
  [6005, app('#3ddc84 #12a05c, #4fa3ff #2f5fe3, #ff7a9c #e13d6e', 'chat')],
  [6006, app('#6a7dff #3343c9, #4ab0a0 #1e6e7e', 'book', 'cap')],
  [6007, app('#4f7cff #6a3de8, #2fa8ff #2b5fd9, #ff9f43 #f0642b', 'checklist')],
  [6008, app('#ff6fa8 #ff8a3d, #b45cff #ff5f8f, #3d3d52 #16161f', 'camera')],
  [6009, app('#ff5a5a #c21e2b, #ff7043 #d3302f', 'news')],
  [6010, app('#36d17c #138a6b, #4aa8ff #2255d6', 'pin')],
  [6011, app('#ff4f8b #a52cd6, #ff6161 #c8203d, #3e3e58 #121220', 'note')],
  [6012, app('#ffb347 #ff6e40, #ff8f70 #ea4d6a, #5fd0b0 #1f9d8a', 'house')],
  [6013, app('#4cdb8f #16a06b, #ff6f7d #e23a58, #3ecbd6 #1590a8', 'heart')],
  [GENRE_GAMES, GAMES],
  [6015, app('#f7c548 #e08a1e, #2f6fe4 #16398f, #30c48d #128062', 'coin')],
  [6016, app('#9b5cff #ff4f8b, #ff5f5f #b3202a, #5a4bff #2a1f9e', 'play')],
  [6017, app('#4d8cff #2b54d6, #ffb02e #f07b16, #38c98a #14946a', 'cap', 'book')],
  [6018, app('#e8a35c #a8582a, #ff9966 #d8573a, #6f8cff #3a4fc2', 'book')],
  [6020, app('#39c9b4 #138f8f, #4e9dff #2a5fd6', 'heart')],
  [6021, app('#ff6a6a #b8243a, #a56bff #5b2fc9', 'news', 'book')],
  [6022, app('#ff9a3d #ff5722, #ff6b6b #e62e4d', 'bag', 'cart')],
  [6023, app('#ffb03b #ff6a3d, #ff7b5c #d9383a, #7bcf5b #3d9a3a', 'dish')],
  [6024, app('#ff8a3d #f23b3b, #ff5f8f #e0306a, #ffb12e #ff6d1f', 'cart', 'bag')],
  [6025, app('#ffd23d #ff8a3d, #ff7ab6 #c94bff', 'chat', 'star')],
  [6026, app('#3a4a66 #141c2e, #4a5cff #2a2f9e', 'code')],
  [6027, app('#ff6fa8 #8c5cff, #38d0ff #8a5cff', 'pen')],
  [7001, game('#ff5e3a #c41d2e, #ff8a3d #d1342b', 'shield', 'gamepad')],
  [7002, game('#3ec98a #136e6e, #ffa23d #c9501f', 'gem', 'shield')],
  [7003, game('#ff7ab6 #ff9d3d, #ffcf3d #ff7b3d, #5fd6ff #5b7cff', 'star', 'gamepad')],
  [7004, game('#39b37a #135e43, #c98a3d #7a4a1d', 'dice')],
  [7005, game('#a35cff #4a1fb8, #ff5f5f #8e1b3a', 'cards')],
  [7006, game('#ffcb3d #c9781f, #2fb06b #0f5e3a', 'cards', 'dice')],
  [7009, game('#ffb23d #ff6a6a, #6ad3ff #4a7dff', 'star', 'house')],
  [7011, game('#ff4f8b #7a2cd6, #3dd6ff #5a3dff', 'note')],
  [7012, game('#5fd6ff #4a5cff, #ffcf3d #ff8a3d, #ff7ab6 #a35cff', 'gem', 'star')],
  [7013, game('#ff5f3d #2a2f9e, #3dc8ff #1b3fb8', 'gauge')],
  [7014, game('#a35cff #2a1f7a, #ff8a5c #8e1b3a, #3dc9a8 #14505e', 'shield', 'crown', 'gem')],
  [7015, game('#5fd07a #1f8a5a, #ffb23d #e0662b', 'house', 'crown')],
  [7016, game('#3dc87a #137a4a, #3d9dff #1b4fc9', 'ball', 'gauge')],
  [7017, game('#c9a03d #6e3d1a, #5a6bff #231f7a', 'crown', 'shield')],
  [7018, game('#ffcf3d #ff7b3d, #5fd6ff #4a5cff', 'star', 'chat')],
  [7019, game('#8a7bff #3a2f9e, #e8a35c #8a4a1d', 'book', 'gem')],
]);

const FALLBACK = THEMES.get(6002) as Theme;

const ANDROID_THEMES = new Map<string, number>();
for (const genre of THEMES.keys()) {
  const category = androidCategory(genre);
  if (!ANDROID_THEMES.has(category)) ANDROID_THEMES.set(category, genre);
}

/** The theme of an App Store genre; a game's subgenre (7001-7019) chooses among games. */
export function themeOf(genreId: number): Theme {
  return THEMES.get(genreId) ?? FALLBACK;
}

/** The App Store genre whose theme an Android category takes (utilities' when none maps to it). */
export function genreOfAndroidCategory(category: string): number {
  return ANDROID_THEMES.get(category) ?? 6002;
}

/** What a picture is drawn from: a stable key (the app id or package name), the name and the genre. */
export interface ArtworkSubject {
  key: string;
  name: string;
  genreId: number;
}

/** An app's colours and emblem within its genre's theme. */
export interface Look {
  from: string;
  to: string;
  glyph: GlyphName;
  game: boolean;
}

export function lookOf(subject: ArtworkSubject): Look {
  const theme = themeOf(subject.genreId);
  const [from, to] = pick(theme.palettes, subject.key, 1);
  return { from, to, glyph: pick(theme.glyphs, subject.key, 2), game: theme.game };
}
