/**
 * An app's texts as functions of (app, variant or version number): titles after renames, version
 * strings, release notes and descriptions. Nothing is stored; the same arguments give the same text.
 * A rename keeps the brand and, as ASO-driven renames do, moves words from the keyword field into
 * the title ('滴答清单' → '滴答清单 - 待办日程助手'), so search relevance stays with the app's words.
 */
import { genreName } from '@bangyan/contract';
import type { SimApp } from './catalog-entries.ts';
import { GAME_THEMES } from './lexicon-names.ts';
import { stem } from './lexicon-stems.ts';
import {
  APP_ADJECTIVES,
  APP_SLOGANS,
  APP_TOOLS,
  DESCRIPTION_FEATURES,
  GAME_ADJECTIVES,
  GAME_DESCRIPTION_FEATURES,
  GAME_RELEASE_NOTE_LINES,
  GAME_SLOGANS,
  GAME_WORDS,
  RELEASE_NOTE_LINES,
} from './lexicon-text.ts';
import { makeSubtitle } from './names.ts';
import { Rng, hash, noise } from './prng.ts';
import { SALT } from './salts.ts';

/** The app's words in every field, title words first. */
function wordsOf(app: SimApp): number[] {
  return [...new Set([...app.titleStems, ...app.fieldStems, ...app.subtitleStems])];
}

function fill(template: string, stemWord: string, theme: string): string {
  return template.replaceAll('{s}', stemWord).replaceAll('{t}', theme);
}

export interface Titles {
  name: string;
  subtitle: string;
}

/** Title and subtitle of rename variant `v` (0 = as released). */
export function titlesOf(seed: number, app: SimApp, v: number): Titles {
  if (v === 0) return { name: app.name, subtitle: app.subtitle };
  const rng = new Rng(hash(seed, SALT.rename, app.index, v));
  const words = wordsOf(app);
  const a = stem(rng.pick(words)).word;
  const b = stem(rng.pick(words)).word;
  let name: string;
  if (rng.chance(0.25)) name = app.brand;
  else if (app.isGame)
    name = `${app.brand}${rng.chance(0.5) ? '：' : ' - '}${rng.pick(GAME_ADJECTIVES)}${a}${rng.pick(GAME_WORDS)}`;
  else name = `${app.brand} - ${a === b ? a : a + b}${rng.pick(APP_TOOLS)}`;
  if (name === titlesOf(seed, app, v - 1).name) name = `${app.brand} - ${a}${rng.pick(APP_TOOLS)}`;
  return { name, subtitle: makeSubtitle(rng, app.genre, app.isGame).text };
}

interface Version {
  major: number;
  minor: number;
  patch: number;
}

function parseVersion(text: string): Version {
  const [major = 1, minor = 0, patch = 0] = text.split('.').map(Number);
  return { major, minor, patch };
}

/** Whether update k (1-based) is a major version; 6% are. */
export function isMajorUpdate(seed: number, app: SimApp, k: number): boolean {
  return noise(seed, app.index, SALT.version, k) < 0.06;
}

/**
 * Version string after `k` updates: each update bumps the major version (6%, x.0.0), the minor
 * (39%, x.y.0) or the patch (55%).
 */
export function versionOf(seed: number, app: SimApp, k: number): string {
  const v = parseVersion(app.version0);
  for (let j = 1; j <= k; j++) {
    const r = noise(seed, app.index, SALT.version, j);
    if (r < 0.06) {
      v.major += 1;
      v.minor = 0;
      v.patch = 0;
    } else if (r < 0.45) {
      v.minor += 1;
      v.patch = 0;
    } else v.patch += 1;
  }
  return `${v.major}.${v.minor}.${v.patch}`;
}

/** Release notes of version k: one to three lines. */
export function releaseNotesOf(seed: number, app: SimApp, k: number): string {
  const rng = new Rng(hash(seed, SALT.texts, app.index, k));
  const lines = app.isGame ? GAME_RELEASE_NOTE_LINES : RELEASE_NOTE_LINES;
  const words = wordsOf(app);
  const count = 1 + rng.int(3);
  const chosen = new Set<string>();
  for (let i = 0; i < count; i++)
    chosen.add(fill(rng.pick(lines), stem(rng.pick(words)).word, rng.pick(GAME_THEMES).word));
  return [...chosen].map((line) => (count > 1 ? `- ${line}` : line)).join('\n');
}

/** The store description: a pitch, a feature list in 【】, a closing line. */
export function descriptionOf(seed: number, app: SimApp, titles: Titles): string {
  const rng = new Rng(hash(seed, SALT.texts, app.index, -1));
  const words = wordsOf(app);
  const kind = app.isGame ? '游戏' : '应用';
  const adjective = rng.pick(app.isGame ? GAME_ADJECTIVES : APP_ADJECTIVES);
  const slogan = rng.pick(app.isGame ? GAME_SLOGANS : APP_SLOGANS);
  const theme = rng.pick(GAME_THEMES).word;
  const features = app.isGame ? GAME_DESCRIPTION_FEATURES : DESCRIPTION_FEATURES;
  const bullets = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const w = stem(rng.pick(words)).word;
    bullets.add(`· ${w}：${fill(rng.pick(features), w, theme)}`);
  }
  return [
    `${app.brand}是一款${adjective}的${genreName(app.genre) ?? ''}${kind}。${titles.subtitle}，${slogan}！`,
    `【${app.isGame ? '游戏特色' : '主要功能'}】\n${[...bullets].join('\n')}`,
    '如有任何问题或建议，欢迎通过应用内反馈与我们联系。',
  ].join('\n\n');
}
