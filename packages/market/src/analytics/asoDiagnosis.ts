/**
 * The ASO health check of an iOS app (pages.md "iOS app detail" diagnosis): ten itemised checks
 * (asoChecks.ts) of its metadata, keyword coverage, ratings, freshness and screenshots, each passing,
 * warning or failing against a stated target with advice, and a score of 0..100.
 *
 * Scoring: a check that passes earns its weight, one that warns half of it, one that fails nothing;
 * a check that cannot be made (no data, e.g. a storefront whose keywords are not collected) is left
 * out. score = round(100 × earned / Σ weights of the checks made); the weights sum to 100, so with
 * every check made the score is the points earned. Grades (contract DIAGNOSIS_GRADES): ≥ 85 优秀,
 * ≥ 70 良好, ≥ 50 一般, else 较差.
 */
import { DIAGNOSIS_GRADES, type DiagnosisStatus } from '@bangyan/contract';
import {
  DIAGNOSIS,
  coverageCheck,
  freshnessCheck,
  ratingCheck,
  reviewsCheck,
  screenshotsCheck,
  subtitleKeywordsCheck,
  subtitleLengthCheck,
  titleKeywordsCheck,
  titleLengthCheck,
  top10ShareCheck,
  type CheckKey,
  type DiagnosisInput,
  type Outcome,
} from './asoChecks.ts';

type CheckStatus = DiagnosisStatus;

export interface DiagnosisCheck {
  key: CheckKey;
  name: string;
  /** The app's value as shown. */
  value: string;
  /** What passes, as shown. */
  target: string;
  status: CheckStatus;
  weight: number;
  /** weight for pass, weight / 2 for warn, 0 for fail and na. */
  points: number;
  advice: string;
}

export interface Diagnosis {
  score: number;
  grade: string;
  checks: DiagnosisCheck[];
}

const NAMES: Record<CheckKey, string> = {
  titleLength: '标题长度',
  subtitleLength: '副标题长度',
  titleKeywords: '标题关键词',
  subtitleKeywords: '副标题关键词',
  coverage: '关键词覆盖数',
  top10Share: '前10名关键词占比',
  rating: '评分',
  reviews: '评分数量',
  freshness: '更新频率',
  screenshots: '截图数量',
};

/** The grade of a score (contract DIAGNOSIS_GRADES). */
export function diagnosisGrade(score: number): string {
  return DIAGNOSIS_GRADES.find((g) => score >= g.min)?.grade ?? DIAGNOSIS_GRADES.at(-1)!.grade;
}

/** Points of an outcome: the weight for pass, half for warn, none otherwise. */
export const checkPoints = (status: CheckStatus, weight: number): number =>
  status === 'pass' ? weight : status === 'warn' ? weight / 2 : 0;

/** Every check in order, their points and the score (see the module's doc). */
export function diagnoseAso(input: DiagnosisInput): Diagnosis {
  const outcomes: Record<CheckKey, Outcome> = {
    titleLength: titleLengthCheck(input.title),
    subtitleLength: subtitleLengthCheck(input.subtitle),
    titleKeywords: titleKeywordsCheck(input.title, input.topKeywords),
    subtitleKeywords: subtitleKeywordsCheck(input.subtitle, input.topKeywords),
    coverage: coverageCheck(input.coverage, input.genre),
    top10Share: top10ShareCheck(input.coverage, input.genre),
    rating: ratingCheck(input.rating),
    reviews: reviewsCheck(input.ratingCount),
    freshness: freshnessCheck(input.daysSinceUpdate),
    screenshots: screenshotsCheck(input.screenshots),
  };
  const checks = (Object.keys(DIAGNOSIS.weights) as CheckKey[]).map((key) => {
    const weight = DIAGNOSIS.weights[key];
    const o = outcomes[key];
    return { key, name: NAMES[key], ...o, weight, points: checkPoints(o.status, weight) };
  });
  const made = checks.filter((c) => c.status !== 'na');
  const possible = made.reduce((s, c) => s + c.weight, 0);
  const score = possible === 0 ? 0 : Math.round((100 * made.reduce((s, c) => s + c.points, 0)) / possible);
  return { score, grade: diagnosisGrade(score), checks };
}
