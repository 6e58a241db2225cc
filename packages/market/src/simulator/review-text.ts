/**
 * A review's title and text, composed so that a page of reviews reads like real ones: an optional
 * opening, one to four remarks (verdicts on what reviewers of the genre talk about, whole
 * sentences, now and then the version on sale or one of the app's features), for four stars
 * sometimes a wish, an optional closing; now and then just a word or two. The stars set the tone
 * of every part: 1 angry, 2 let down, 3 mixed (praise, then a 'but'), 4 pleased, 5 glowing, and the
 * title says the same (../analytics/reviewSentiment.ts reads them alike). Pure in the generator.
 */
import type { SimApp } from './catalog-entries.ts';
import { stem } from './lexicon-stems.ts';
import {
  APP_ASPECTS,
  APP_OPENINGS,
  APP_SENTENCES,
  ASPECT_VERDICTS,
  CLOSINGS,
  DEFAULT_APP_ASPECTS,
  GAME_ASPECTS,
  GAME_OPENINGS,
  GAME_SENTENCES,
  GAME_SUBGENRE_ASPECTS,
  SHORT,
  TITLES,
  VERSION_SENTENCES,
  WISHES,
} from './lexicon-reviews.ts';
import type { Rng } from './prng.ts';

type Tone = 'positive' | 'mixed' | 'negative';
type Grade = -2 | -1 | 1 | 2;

/** What the reviewer knows of the app. */
export interface Reviewed {
  app: SimApp;
  /** The version on sale when the review is written. */
  version: string;
}

/** The aspects reviewers of the app's genre talk about, the app's own words as features among them. */
function aspectsOf(app: SimApp): string[] {
  const own = [...app.titleStems, ...app.fieldStems].slice(0, 3).map((id) => stem(id).word);
  if (app.isGame) return [...GAME_ASPECTS, ...(GAME_SUBGENRE_ASPECTS[app.genre] ?? []), ...own.map((w) => `${w}玩法`)];
  return [...(APP_ASPECTS[app.genre] ?? DEFAULT_APP_ASPECTS), ...own.map((w) => `${w}功能`)];
}

/** The grade of each remark a reviewer giving `stars` makes. */
function grades(rng: Rng, stars: number, count: number): Grade[] {
  if (stars === 3) return count === 1 ? [1, -1] : [1, ...Array<Grade>(count - 1).fill(-1)];
  const strong = stars === 5 ? 0.7 : stars === 4 ? 0.2 : stars === 2 ? 0.15 : 0.7;
  const sign = stars >= 4 ? 1 : -1;
  return Array.from({ length: count }, () => (sign * (rng.chance(strong) ? 2 : 1)) as Grade);
}

export function composeReview(rng: Rng, { app, version }: Reviewed, stars: number): { title: string; content: string } {
  const tone: Tone = stars <= 2 ? 'negative' : stars === 3 ? 'mixed' : 'positive';
  const kind = app.isGame ? '游戏' : '软件';
  const aspects = aspectsOf(app);
  const ownWords = [...app.titleStems, ...app.fieldStems].map((id) => stem(id).word);
  const feature = ownWords.length > 0 ? rng.pick(ownWords) : kind;
  const fill = (s: string, aspect = '') =>
    s.replaceAll('{a}', aspect).replaceAll('{s}', feature).replaceAll('{v}', version).replaceAll('{k}', kind);

  const u = rng.next();
  const count = u < 0.4 ? 1 : u < 0.75 ? 2 : u < 0.95 ? 3 : 4;
  const used = new Set<string>();
  const aspect = () => {
    let a = rng.pick(aspects);
    for (let i = 0; i < 3 && used.has(a); i++) a = rng.pick(aspects);
    used.add(a);
    return a;
  };
  const remarks: string[] = [];
  let first = '';
  const sentences = app.isGame ? GAME_SENTENCES : APP_SENTENCES;
  for (const [n, grade] of grades(rng, stars, count).entries()) {
    const polarity = grade > 0 ? 'positive' : 'negative';
    const v = rng.next();
    const sentence = tone === 'mixed' ? '' : n > 0 && v < 0.25 ? rng.pick(sentences[polarity]) : '';
    const versioned = tone !== 'mixed' && v > 0.9 && !remarks.some((r) => r.includes(version));
    if (sentence && !remarks.includes(fill(sentence))) remarks.push(fill(sentence));
    else if (versioned) remarks.push(fill(rng.pick(VERSION_SENTENCES[polarity])));
    else {
      const a = aspect();
      if (!first) first = a;
      const verdict = fill(rng.pick(ASPECT_VERDICTS[grade]), a);
      remarks.push(tone === 'mixed' && n > 0 ? `${rng.pick(['但是', '不过', '就是', '可惜'])}${verdict}` : verdict);
    }
  }
  if (!first) first = aspect();

  const title = fill(
    rng.pick(app.isGame && tone === 'positive' && rng.chance(0.4) ? TITLES.game : TITLES[tone]),
    first,
  );
  if (rng.chance(0.06)) return { title, content: rng.pick(SHORT[tone]) };
  const opening = rng.chance(0.45) ? fill(rng.pick(app.isGame ? GAME_OPENINGS : APP_OPENINGS)) : '';
  const end = stars === 1 || rng.chance(0.3) ? '！' : '。';
  let content = `${opening}${remarks.join('，')}${end}`;
  if (stars === 4 && rng.chance(0.35)) content += fill(rng.pick(WISHES));
  if (rng.chance(0.45)) content += rng.pick(CLOSINGS[tone]);
  return { title, content };
}
