import { describe, expect, it } from 'vitest';
import { addAsoKeyword, ASO_ADD_TEXTS, asoKeywordTerms } from '../index.ts';

describe('terms of an added-keywords text', () => {
  it('splits at commas and line breaks, trims, drops empty pieces and keeps each term once', () => {
    expect(asoKeywordTerms(' 记账 ,记账本，\n\n 番茄记账\r\n记账,')).toEqual({ terms: ['记账', '记账本', '番茄记账'] });
    expect(asoKeywordTerms('Word Puzzle')).toEqual({ terms: ['Word Puzzle'] });
  });

  it('answers the first problem: none, a control character, a term over 20 characters, more than 10 terms', () => {
    expect(asoKeywordTerms(' , ，\n')).toEqual({ problem: ASO_ADD_TEXTS.empty });
    expect(asoKeywordTerms('记\t账')).toEqual({ problem: ASO_ADD_TEXTS.control });
    expect(asoKeywordTerms('记账\u0000')).toEqual({ problem: ASO_ADD_TEXTS.control });
    expect(asoKeywordTerms('一'.repeat(20))).toEqual({ terms: ['一'.repeat(20)] });
    expect(asoKeywordTerms('一'.repeat(21))).toEqual({ problem: ASO_ADD_TEXTS.length });
    // Characters, not UTF-16 units: 20 emoji are 20 characters.
    expect(asoKeywordTerms('😀'.repeat(20))).toEqual({ terms: ['😀'.repeat(20)] });
    const ten = Array.from({ length: 10 }, (_, i) => `词${i}`);
    expect(asoKeywordTerms([...ten, ...ten].join(','))).toEqual({ terms: ten });
    expect(asoKeywordTerms([...ten, '词10'].join(','))).toEqual({ problem: ASO_ADD_TEXTS.count });
  });

  it('is the form body rule of addAsoKeyword', () => {
    expect(addAsoKeyword.body.parse({ appId: '1', country: 'cn', keywords: '记账,记账' }).keywords).toEqual(['记账']);
    const failed = addAsoKeyword.body.safeParse({ appId: '1', country: 'cn', keywords: '一'.repeat(21) });
    expect(failed.success ? null : failed.error.issues[0]!.message).toBe(ASO_ADD_TEXTS.length);
  });
});
