import { describe, expect, it } from 'vitest';
import { sentimentOf } from '../analytics/reviewSentiment.ts';
import {
  APP_ASPECTS,
  APP_SENTENCES,
  ASPECT_VERDICTS,
  CLOSINGS,
  DEFAULT_APP_ASPECTS,
  GAME_ASPECTS,
  GAME_SENTENCES,
  GAME_SUBGENRE_ASPECTS,
  SHORT,
  TITLES,
  VERSION_SENTENCES,
  WISHES,
  APP_OPENINGS,
  GAME_OPENINGS,
} from './lexicon-reviews.ts';

const fill = (s: string, a: string) =>
  s.replaceAll('{a}', a).replaceAll('{s}', '记账').replaceAll('{v}', '2.3.1').replaceAll('{k}', '软件');
const aspects = [
  ...Object.values(APP_ASPECTS).flat(),
  ...DEFAULT_APP_ASPECTS,
  ...GAME_ASPECTS,
  ...Object.values(GAME_SUBGENRE_ASPECTS).flat(),
  '记账功能',
  '消除玩法',
];

describe('review phrases carry the sentiment they are used for', () => {
  it('every verdict and title on every aspect', () => {
    const wrong: string[] = [];
    const want = (text: string, sentiment: string) => sentimentOf(text) !== sentiment && wrong.push(text);
    for (const a of aspects) {
      for (const v of [...ASPECT_VERDICTS[2], ...ASPECT_VERDICTS[1], ...TITLES.positive]) want(fill(v, a), 'positive');
      for (const v of [...ASPECT_VERDICTS[-1], ...ASPECT_VERDICTS[-2], ...TITLES.negative])
        want(fill(v, a), 'negative');
      for (const t of TITLES.mixed) want(fill(t, a), 'mixed');
    }
    expect(wrong).toEqual([]);
  });

  it('sentences, closings, titles and short reviews by tone; openings and wishes carry none', () => {
    for (const tone of ['positive', 'negative'] as const)
      for (const s of [...APP_SENTENCES[tone], ...GAME_SENTENCES[tone], ...VERSION_SENTENCES[tone]])
        expect([s, sentimentOf(fill(s, ''))]).toEqual([s, tone]);
    for (const tone of ['positive', 'mixed', 'negative'] as const)
      for (const s of [...CLOSINGS[tone], ...SHORT[tone]]) expect([s, sentimentOf(s)]).toEqual([s, tone]);
    for (const s of TITLES.game) expect(sentimentOf(s)).toBe('positive');
    for (const s of [...APP_OPENINGS, ...GAME_OPENINGS, ...WISHES])
      expect([s, sentimentOf(fill(s, ''))]).toEqual([s, 'neutral']);
  });
});
