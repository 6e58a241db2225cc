import { describe, expect, it } from 'vitest';
import { sentimentOf, sentimentOfStars } from './reviewSentiment.ts';

describe('review sentiment', () => {
  it('reads praise, complaint, both and so-so', () => {
    expect(sentimentOf('界面简洁，用起来很顺手，推荐！')).toBe('positive');
    expect(sentimentOf('更新之后一直闪退，已经卸载了。')).toBe('negative');
    expect(sentimentOf('物流很快，但是客服态度太差了')).toBe('mixed');
    expect(sentimentOf('中规中矩')).toBe('mixed');
    expect(sentimentOf('期待后续更新。')).toBe('neutral');
  });

  it('takes negated praise as complaint and harmless phrases as nothing', () => {
    expect(sentimentOf('不好用')).toBe('negative');
    expect(sentimentOf('不推荐下载')).toBe('negative');
    expect(sentimentOf('让人不太满意')).toBe('negative');
    expect(sentimentOf('不错不错')).toBe('positive');
    expect(sentimentOf('用了半年没问题，好评')).toBe('positive');
    expect(sentimentOf('差评')).toBe('negative');
  });

  it('gives stars their sentiment: 1-2 negative, 3 mixed, 4-5 positive', () => {
    expect([1, 2, 3, 4, 5].map(sentimentOfStars)).toEqual(['negative', 'negative', 'mixed', 'positive', 'positive']);
  });
});
