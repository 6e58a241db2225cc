import { describe, expect, it } from 'vitest';
import { diagnoseAso, diagnosisGrade } from './asoDiagnosis.ts';
import {
  charLength,
  coverageCheck,
  DIAGNOSIS,
  freshnessCheck,
  keywordHits,
  median,
  ratingCheck,
  reviewsCheck,
  screenshotsCheck,
  subtitleKeywordsCheck,
  subtitleLengthCheck,
  titleKeywordsCheck,
  titleLengthCheck,
  top10Share,
  top10ShareCheck,
  type DiagnosisInput,
} from './asoChecks.ts';

const status = (o: { status: string }) => o.status;
const genre = { apps: 9, medianTotal: 40, medianTop10Share: 20 };

describe('ASO diagnosis rules', () => {
  it('weights sum to 100', () => {
    expect(Object.values(DIAGNOSIS.weights).reduce((s, w) => s + w, 0)).toBe(100);
  });

  it('counts characters as the App Store does, and finds keyword hits ignoring case and spaces', () => {
    expect(charLength(' 微信读书 ')).toBe(4);
    expect(charLength('😀ab')).toBe(3);
    expect(keywordHits('Keep 健身 - 运动跑步', ['keep', '跑步', '瑜伽', '健 身'])).toEqual(['keep', '跑步', '健 身']);
  });

  it('title length: 10..30 passes, shorter warns, empty or over 30 fails', () => {
    expect(status(titleLengthCheck('一二三四五六七八九十'))).toBe('pass');
    expect(status(titleLengthCheck('一'.repeat(30)))).toBe('pass');
    expect(status(titleLengthCheck('微信'))).toBe('warn');
    expect(status(titleLengthCheck('一'.repeat(31)))).toBe('fail');
    expect(status(titleLengthCheck(''))).toBe('fail');
    expect(titleLengthCheck('微信').value).toBe('2 个字符');
  });

  it('subtitle length: 10..30 passes, shorter warns, none or over 30 fails', () => {
    expect(status(subtitleLengthCheck('记录美好生活的短视频社区平台'))).toBe('pass');
    expect(status(subtitleLengthCheck('记录生活'))).toBe('warn');
    expect(subtitleLengthCheck('')).toMatchObject({ status: 'fail', value: '未设置' });
    expect(status(subtitleLengthCheck('一'.repeat(31)))).toBe('fail');
  });

  it('title and subtitle keywords: two hits pass, one warns, none fails; not collected is not checked', () => {
    const top = ['视频', '短视频', '直播', '剪辑'];
    expect(status(titleKeywordsCheck('抖音短视频', top))).toBe('pass'); // 视频 and 短视频
    expect(titleKeywordsCheck('抖音直播', top)).toMatchObject({ status: 'warn', value: '命中 1 个：直播' });
    expect(titleKeywordsCheck('抖音', top)).toMatchObject({ status: 'fail', value: '未命中' });
    expect(titleKeywordsCheck('抖音', top).advice).toContain('视频、短视频、直播');
    expect(status(titleKeywordsCheck('抖音', []))).toBe('fail');
    expect(status(subtitleKeywordsCheck('剪辑直播', top))).toBe('pass');
    expect(status(subtitleKeywordsCheck('', top))).toBe('fail');
    expect(status(subtitleKeywordsCheck('剪辑', null))).toBe('na');
  });

  it("coverage: at least the genre's median passes, half of it warns, less or none fails", () => {
    expect(status(coverageCheck({ total: 40, top10: 1 }, genre))).toBe('pass');
    expect(status(coverageCheck({ total: 20, top10: 1 }, genre))).toBe('warn');
    expect(status(coverageCheck({ total: 19, top10: 1 }, genre))).toBe('fail');
    expect(status(coverageCheck({ total: 0, top10: 0 }, { ...genre, medianTotal: 0 }))).toBe('fail');
    expect(status(coverageCheck({ total: 1, top10: 0 }, null))).toBe('pass');
    expect(status(coverageCheck(null, genre))).toBe('na');
    expect(coverageCheck({ total: 40, top10: 1 }, genre).target).toBe('不低于同类应用中位数（40）');
  });

  it("top-10 share: at least the genre's median share passes, half of it warns", () => {
    expect(top10Share({ total: 3, top10: 1 })).toBe(33.3);
    expect(top10Share({ total: 0, top10: 0 })).toBe(0);
    expect(top10ShareCheck({ total: 10, top10: 2 }, genre)).toMatchObject({ status: 'pass', value: '20%（2/10）' });
    expect(status(top10ShareCheck({ total: 10, top10: 1 }, genre))).toBe('warn');
    expect(status(top10ShareCheck({ total: 20, top10: 1 }, genre))).toBe('fail');
    expect(status(top10ShareCheck({ total: 0, top10: 0 }, genre))).toBe('fail');
    expect(status(top10ShareCheck(null, genre))).toBe('na');
  });

  it('rating: 4.5 passes, 4.0 warns, lower or none fails', () => {
    expect(ratingCheck(4.5)).toMatchObject({ status: 'pass', value: '4.5' });
    expect(status(ratingCheck(4.0))).toBe('warn');
    expect(status(ratingCheck(3.9))).toBe('fail');
    expect(ratingCheck(null)).toMatchObject({ status: 'fail', value: '暂无评分' });
  });

  it('rating count: 1000 passes, 100 warns', () => {
    expect(status(reviewsCheck(1000))).toBe('pass');
    expect(status(reviewsCheck(100))).toBe('warn');
    expect(status(reviewsCheck(99))).toBe('fail');
  });

  it('freshness: a version within 30 days passes, within 90 warns, unknown is not checked', () => {
    expect(status(freshnessCheck(0))).toBe('pass');
    expect(status(freshnessCheck(30))).toBe('pass');
    expect(status(freshnessCheck(90))).toBe('warn');
    expect(status(freshnessCheck(91))).toBe('fail');
    expect(status(freshnessCheck(null))).toBe('na');
  });

  it('screenshots: 5 pass, 3 warn', () => {
    expect(status(screenshotsCheck(5))).toBe('pass');
    expect(status(screenshotsCheck(3))).toBe('warn');
    expect(status(screenshotsCheck(2))).toBe('fail');
  });

  it('the median of an odd and an even count, 0 for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('diagnoseAso', () => {
  const input: DiagnosisInput = {
    title: '抖音短视频 - 记录美好生活',
    subtitle: '直播、剪辑、拍同款的短视频社区',
    topKeywords: ['视频', '短视频', '直播', '剪辑'],
    coverage: { total: 50, top10: 15 },
    genre,
    rating: 4.7,
    ratingCount: 12_000,
    daysSinceUpdate: 3,
    screenshots: 6,
  };

  it('scores 100 when every check passes, and lists the checks in order with their points', () => {
    const d = diagnoseAso(input);
    expect(d.score).toBe(100);
    expect(d.grade).toBe('优秀');
    expect(d.checks.map((c) => c.key)).toEqual(Object.keys(DIAGNOSIS.weights));
    expect(d.checks.every((c) => c.status === 'pass' && c.points === c.weight)).toBe(true);
  });

  it('earns half the weight for a warning and none for a failure', () => {
    // Title warns (−5 of 10), screenshots fail (−5), rating warns (−5).
    const d = diagnoseAso({ ...input, title: '抖音短视频', screenshots: 1, rating: 4.2 });
    expect(d.checks.find((c) => c.key === 'titleLength')).toMatchObject({ status: 'warn', points: 5 });
    expect(d.checks.find((c) => c.key === 'screenshots')).toMatchObject({ status: 'fail', points: 0 });
    expect(d.score).toBe(85);
  });

  it('leaves out the checks it cannot make and scales the rest to 100', () => {
    // Without keywords: the 50 keyword points are out; of the other 50, the rating's 10 fail → 40/50 = 80.
    const d = diagnoseAso({ ...input, topKeywords: null, coverage: null, genre: null, rating: null });
    expect(d.checks.filter((c) => c.status === 'na').map((c) => c.key)).toEqual([
      'titleKeywords',
      'subtitleKeywords',
      'coverage',
      'top10Share',
    ]);
    expect(d.score).toBe(80);
  });

  it('grades 85 / 70 / 50 and below', () => {
    expect([85, 84, 70, 69, 50, 49].map(diagnosisGrade)).toEqual(['优秀', '良好', '良好', '一般', '一般', '较差']);
  });
});
