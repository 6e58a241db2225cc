/**
 * The ten ASO checks of the diagnosis (asoDiagnosis.ts scores them): what they read, their targets
 * and weights, and each check's outcome — passing, warning or failing with advice.
 */
import type { DiagnosisStatus } from '@bangyan/contract';

type CheckStatus = DiagnosisStatus;

/** The keyword figures of the genre's apps that cover at least one keyword that day. */
export interface GenreCoverage {
  /** How many such apps. */
  apps: number;
  /** Their median coverage (keywords). */
  medianTotal: number;
  /** Their median top-10 share (percent). */
  medianTop10Share: number;
}

/** What the checks read. */
export interface DiagnosisInput {
  title: string;
  subtitle: string;
  /**
   * The app's hottest covered keywords (at most DIAGNOSIS.topKeywords); null when the storefront's keywords are not
   * collected.
   */
  topKeywords: readonly string[] | null;
  /** The app's keyword coverage that day; null when the storefront's keywords are not collected. */
  coverage: { total: number; top10: number } | null;
  genre: GenreCoverage | null;
  /** Average rating 1..5; null when the store shows none. */
  rating: number | null;
  ratingCount: number;
  /** Whole days since the current version was released; null when not known. */
  daysSinceUpdate: number | null;
  screenshots: number;
}

/** The rules' targets and weights (the weights sum to 100). */
export const DIAGNOSIS = {
  /** App Store limits: name and subtitle at most 30 characters. */
  maxTitle: 30,
  maxSubtitle: 30,
  /** A title or subtitle shorter than this leaves keyword room unused. */
  minTitle: 10,
  minSubtitle: 10,
  /** The hottest covered keywords the hits are counted against. */
  topKeywords: 10,
  /** Hits in the title / subtitle that pass. */
  titleHits: 2,
  subtitleHits: 2,
  ratingPass: 4.5,
  ratingWarn: 4.0,
  reviewsPass: 1000,
  reviewsWarn: 100,
  freshPassDays: 30,
  freshWarnDays: 90,
  screenshotsPass: 5,
  screenshotsWarn: 3,
  weights: {
    titleLength: 10,
    subtitleLength: 10,
    titleKeywords: 15,
    subtitleKeywords: 10,
    coverage: 15,
    top10Share: 10,
    rating: 10,
    reviews: 10,
    freshness: 5,
    screenshots: 5,
  },
} as const;

export type CheckKey = keyof typeof DIAGNOSIS.weights;

/** A check's outcome before its weight is applied. */
export interface Outcome {
  value: string;
  target: string;
  status: CheckStatus;
  advice: string;
}

/** Length in characters as the App Store counts them (one per code point, a Chinese character is one). */
export const charLength = (s: string): number => [...s.trim()].length;

/** The keywords (of `keywords`) that appear in `text`, ignoring case and spaces. */
export function keywordHits(text: string, keywords: readonly string[]): string[] {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  const hay = squash(text);
  return keywords.filter((k) => squash(k) !== '' && hay.includes(squash(k)));
}

/** The median of the numbers; 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Top-10 share of a coverage, percent with one decimal; 0 without coverage. */
export const top10Share = (c: { total: number; top10: number }): number =>
  c.total <= 0 ? 0 : Math.round((c.top10 / c.total) * 1000) / 10;

/** Title length: 10..30 passes, shorter warns, empty or over 30 fails. */
export function titleLengthCheck(title: string): Outcome {
  const n = charLength(title);
  const target = `${DIAGNOSIS.minTitle}-${DIAGNOSIS.maxTitle} 个字符`;
  const value = `${n} 个字符`;
  if (n > DIAGNOSIS.maxTitle)
    return {
      value,
      target,
      status: 'fail',
      advice: `标题超过 App Store 的 ${DIAGNOSIS.maxTitle} 字符上限，会被截断或无法提交，请精简。`,
    };
  if (n === 0) return { value, target, status: 'fail', advice: '标题为空，请填写包含品牌名与核心关键词的标题。' };
  if (n < DIAGNOSIS.minTitle)
    return {
      value,
      target,
      status: 'warn',
      advice: '标题较短，可在品牌名后加入 1-2 个核心关键词，充分利用标题的搜索权重。',
    };
  return { value, target, status: 'pass', advice: '标题长度合适，已较好利用标题位置。' };
}

/** Subtitle length: 10..30 passes, shorter warns, none or over 30 fails. */
export function subtitleLengthCheck(subtitle: string): Outcome {
  const n = charLength(subtitle);
  const target = `${DIAGNOSIS.minSubtitle}-${DIAGNOSIS.maxSubtitle} 个字符`;
  const value = n === 0 ? '未设置' : `${n} 个字符`;
  if (n > DIAGNOSIS.maxSubtitle)
    return { value, target, status: 'fail', advice: `副标题超过 ${DIAGNOSIS.maxSubtitle} 字符上限，请精简。` };
  if (n === 0)
    return {
      value,
      target,
      status: 'fail',
      advice: '未设置副标题。副标题参与搜索匹配，建议写入标题中没有的高热度关键词。',
    };
  if (n < DIAGNOSIS.minSubtitle)
    return { value, target, status: 'warn', advice: '副标题较短，可补充与功能相关、标题中未出现的关键词。' };
  return { value, target, status: 'pass', advice: '副标题长度合适。' };
}

/** Hits of the hottest covered keywords in a title or subtitle: `pass` or more passes, one warns, none fails. */
function hitsCheck(text: string, keywords: readonly string[] | null, pass: number, where: '标题' | '副标题'): Outcome {
  const target = `命中至少 ${pass} 个热门覆盖词`;
  if (keywords === null) return { value: '-', target, status: 'na', advice: '该国家/地区的关键词未采集，无法检查。' };
  const hits = keywordHits(text, keywords);
  const value = hits.length === 0 ? '未命中' : `命中 ${hits.length} 个：${hits.join('、')}`;
  if (keywords.length === 0)
    return {
      value,
      target,
      status: 'fail',
      advice: `应用暂无覆盖的热门关键词，请在${where}中写入与核心功能相关的高热度关键词。`,
    };
  if (hits.length >= pass) return { value, target, status: 'pass', advice: `${where}已包含应用的热门覆盖词。` };
  const missing = keywords
    .filter((k) => !hits.includes(k))
    .slice(0, 3)
    .join('、');
  return {
    value,
    target,
    status: hits.length > 0 ? 'warn' : 'fail',
    advice: `${where}中热门覆盖词较少，可考虑加入：${missing}。`,
  };
}

/** Title keyword use: hits of the app's hottest covered keywords in its title. */
export const titleKeywordsCheck = (title: string, keywords: readonly string[] | null): Outcome =>
  hitsCheck(title, keywords, DIAGNOSIS.titleHits, '标题');

/** Subtitle keyword use: hits of the app's hottest covered keywords in its subtitle. */
export const subtitleKeywordsCheck = (subtitle: string, keywords: readonly string[] | null): Outcome =>
  hitsCheck(subtitle, keywords, DIAGNOSIS.subtitleHits, '副标题');

/**
 * Against the genre's median: at least the median passes, at least half of it warns, less (or 0) fails; a genre without
 * peers passes any value above 0.
 */
function againstMedian(value: number, med: number): CheckStatus {
  if (value <= 0) return 'fail';
  if (value >= med) return 'pass';
  return value >= med / 2 ? 'warn' : 'fail';
}

/** Keyword coverage (heat ≥ 4605, within the top 200) against the genre's median. */
export function coverageCheck(coverage: DiagnosisInput['coverage'], genre: GenreCoverage | null): Outcome {
  const med = genre?.medianTotal ?? 0;
  const target = `不低于同类应用中位数（${med}）`;
  if (coverage === null) return { value: '-', target, status: 'na', advice: '该国家/地区的关键词未采集，无法检查。' };
  const status = againstMedian(coverage.total, med);
  const advice = {
    pass: '关键词覆盖数达到同类应用中位水平，继续拓展长尾词。',
    warn: '关键词覆盖数低于同类应用中位数，可在副标题、关键词字段和内购名称中补充相关词。',
    fail:
      coverage.total === 0
        ? '应用暂未覆盖任何热门关键词，建议重新规划标题、副标题与关键词字段。'
        : '关键词覆盖数明显低于同类应用，建议系统规划关键词并定期迭代元数据。',
    na: '',
  }[status];
  return { value: `${coverage.total} 个`, target, status, advice };
}

/** The share of covered keywords ranked in the top 10, against the genre's median share. */
export function top10ShareCheck(coverage: DiagnosisInput['coverage'], genre: GenreCoverage | null): Outcome {
  const med = genre?.medianTop10Share ?? 0;
  const target = `不低于同类应用中位数（${med}%）`;
  if (coverage === null) return { value: '-', target, status: 'na', advice: '该国家/地区的关键词未采集，无法检查。' };
  const share = top10Share(coverage);
  const status = againstMedian(share, med);
  const advice = {
    pass: '前 10 名关键词占比良好，核心词排名稳定。',
    warn: '前 10 名关键词占比偏低，可集中优化排名在 11-50 名、热度较高的关键词。',
    fail: '几乎没有排进前 10 名的关键词，建议聚焦少量高相关核心词提升排名。',
    na: '',
  }[status];
  return { value: `${share}%（${coverage.top10}/${coverage.total}）`, target, status, advice };
}

/** Average rating: 4.5 or more passes, 4.0 or more warns. */
export function ratingCheck(rating: number | null): Outcome {
  const target = `≥ ${DIAGNOSIS.ratingPass}`;
  if (rating === null)
    return {
      value: '暂无评分',
      target,
      status: 'fail',
      advice: '应用暂无评分，建议在用户完成关键操作后通过系统评分弹窗邀请评分。',
    };
  const value = rating.toFixed(1);
  if (rating >= DIAGNOSIS.ratingPass) return { value, target, status: 'pass', advice: '评分优秀，有助于提升转化率。' };
  if (rating >= DIAGNOSIS.ratingWarn)
    return { value, target, status: 'warn', advice: '评分尚可，关注差评反馈的问题并在版本中修复，可提升评分。' };
  return { value, target, status: 'fail', advice: '评分偏低，会明显影响下载转化，请优先处理差评集中反映的问题。' };
}

/** Rating count: 1000 or more passes, 100 or more warns. */
export function reviewsCheck(ratingCount: number): Outcome {
  const target = `≥ ${DIAGNOSIS.reviewsPass} 条`;
  const value = `${ratingCount} 条`;
  if (ratingCount >= DIAGNOSIS.reviewsPass) return { value, target, status: 'pass', advice: '评分数量充足。' };
  if (ratingCount >= DIAGNOSIS.reviewsWarn)
    return { value, target, status: 'warn', advice: '评分数量一般，可在合适时机邀请活跃用户评分。' };
  return { value, target, status: 'fail', advice: '评分数量较少，用户难以信任，建议引导满意用户评分。' };
}

/** Update freshness: a version within 30 days passes, within 90 warns. */
export function freshnessCheck(daysSinceUpdate: number | null): Outcome {
  const target = `≤ ${DIAGNOSIS.freshPassDays} 天`;
  if (daysSinceUpdate === null) return { value: '-', target, status: 'na', advice: '暂无版本发布时间，无法检查。' };
  const value = `${daysSinceUpdate} 天前`;
  if (daysSinceUpdate <= DIAGNOSIS.freshPassDays)
    return { value, target, status: 'pass', advice: '近期有更新，保持稳定的版本节奏。' };
  if (daysSinceUpdate <= DIAGNOSIS.freshWarnDays)
    return { value, target, status: 'warn', advice: '超过一个月未更新，建议保持每月更新，借版本迭代优化元数据。' };
  return { value, target, status: 'fail', advice: '长时间未更新，可能影响搜索排名与用户信任，建议尽快发布新版本。' };
}

/** Screenshots: 5 or more pass, 3 or more warn. */
export function screenshotsCheck(count: number): Outcome {
  const target = `≥ ${DIAGNOSIS.screenshotsPass} 张`;
  const value = `${count} 张`;
  if (count >= DIAGNOSIS.screenshotsPass)
    return { value, target, status: 'pass', advice: '截图数量充足，注意前 3 张突出核心卖点。' };
  if (count >= DIAGNOSIS.screenshotsWarn)
    return { value, target, status: 'warn', advice: '截图偏少，App Store 最多可上传 10 张，建议补充功能展示截图。' };
  return { value, target, status: 'fail', advice: '截图过少，难以展示应用功能，建议至少上传 5 张。' };
}
