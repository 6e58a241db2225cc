/**
 * diagnosis (pages.md "iOS app detail"; spec 7 /v1/aso/diagnosis): an app's ASO health score
 * (0..100) with itemised checks, each with the app's value, the target, pass / warn / fail (na when
 * it cannot be made), its weight and points, and advice. The rules live in the market engine
 * (analytics/asoDiagnosis.ts).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { appQuery } from '../fields/apps.ts';

export const DIAGNOSIS_STATUSES = ['pass', 'warn', 'fail', 'na'] as const;
/** A check's outcome: pass, warn (half the weight), fail, or na (cannot be made; left out of the score). */
export type DiagnosisStatus = (typeof DIAGNOSIS_STATUSES)[number];
export const DIAGNOSIS_STATUS_NAMES: Record<DiagnosisStatus, string> = {
  pass: '通过',
  warn: '待优化',
  fail: '未通过',
  na: '无数据',
};

/** The grades of a score: the first whose minimum the score reaches. */
export const DIAGNOSIS_GRADES = [
  { min: 85, grade: '优秀' },
  { min: 70, grade: '良好' },
  { min: 50, grade: '一般' },
  { min: 0, grade: '较差' },
] as const;

export const diagnosisCheckSchema = z.object({
  key: z.string(),
  name: z.string(),
  value: z.string(),
  target: z.string(),
  status: z.enum(DIAGNOSIS_STATUSES),
  weight: z.number(),
  points: z.number(),
  advice: z.string(),
});
export type DiagnosisCheckItem = z.infer<typeof diagnosisCheckSchema>;

export const asoDiagnosis = defineEndpoint({
  method: 'GET',
  path: '/v1/aso/diagnosis',
  tag: 'apps',
  summary: '应用 ASO 诊断（健康分与逐项检查）',
  query: appQuery,
  data: z.object({
    /** False when the storefront's catalog does not have the app (nothing else is filled then). */
    found: z.boolean(),
    onSale: z.boolean(),
    score: z.number().int(),
    grade: z.string(),
    /** 'YYYY-MM-DD': the day of the keyword figures; '' when the storefront's keywords are not collected. */
    day: z.string(),
    asoIndex: z.number().nullable(),
    coverage: z.object({ total: z.number().int(), top3: z.number().int(), top10: z.number().int() }).nullable(),
    /**
     * The app's genre and its apps that cover at least one keyword that day: how many, their median
     * coverage and top-10 share (percent).
     */
    genre: z
      .object({
        id: z.number().int(),
        name: z.string(),
        apps: z.number().int(),
        medianTotal: z.number(),
        medianTop10Share: z.number(),
      })
      .nullable(),
    checks: z.array(diagnosisCheckSchema),
    /** The app's hottest covered keywords that day (the title and subtitle checks count hits of these). */
    topKeywords: z.array(
      z.object({
        keywordId: z.number().int(),
        keyword: z.string(),
        heat: z.number().int(),
        rank: z.number().int(),
        inTitle: z.boolean(),
        inSubtitle: z.boolean(),
      }),
    ),
  }),
});
