/**
 * Adding keywords to track (spec 7 /v1/Keywordcover/getAddAsoKeywordLimit, addAsoKeyword; the app
 * keyword page's 添加关键词): a logged-in user submits words the platform should collect for an app
 * of a storefront whose keywords are collected. A word new to the storefront's keyword library joins
 * it, and the next keyword collection collects its heat, result count and the app's rank. Each
 * request counts against the tier's daily quota (TIER_LIMITS asoKeyword, codes 2 / 3 / 4).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { appQuery } from '../fields/apps.ts';

export const ASO_ADD_TERMS_MAX = 10;
export const ASO_ADD_TERM_CHARS_MAX = 20;

export const ASO_ADD_TEXTS = {
  empty: '请输入要添加的关键词',
  length: `每个关键词为1-${ASO_ADD_TERM_CHARS_MAX}个字符`,
  control: '关键词不能包含控制字符',
  count: `每次最多添加${ASO_ADD_TERMS_MAX}个关键词`,
  notCollected: '该国家/地区暂不收录关键词，无法添加',
  unknownApp: '该应用不在所选国家/地区的 App Store 中',
} as const;

// Control characters (C0, DEL, C1); line breaks separate terms before this check.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The terms of a submitted text: split at commas (ASCII or full-width) and line breaks, each
 * trimmed, empty pieces dropped, each term once (first occurrence kept); or the first problem:
 * none, a term with a control character or outside 1-20 characters, more than 10 terms.
 */
export function asoKeywordTerms(text: string): { terms: string[] } | { problem: string } {
  const pieces = text
    .split(/[,，\r\n]/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  if (pieces.length === 0) return { problem: ASO_ADD_TEXTS.empty };
  if (pieces.some((t) => CONTROL.test(t))) return { problem: ASO_ADD_TEXTS.control };
  if (pieces.some((t) => [...t].length > ASO_ADD_TERM_CHARS_MAX)) return { problem: ASO_ADD_TEXTS.length };
  const terms = [...new Set(pieces)];
  return terms.length > ASO_ADD_TERMS_MAX ? { problem: ASO_ADD_TEXTS.count } : { terms };
}

export const ASO_ADD_STATUSES = ['added', 'tracked', 'duplicate'] as const;

/**
 * The app's figures for a keyword: latest heat and result count (null: not collected yet), rank now
 * (null: not in the results).
 */
const keywordFigures = z.object({
  heat: z.number().int().nullable(),
  resultCount: z.number().int().nullable(),
  rank: z.number().int().nullable(),
});

/** A term the user added for the app: 'pending' until a collection has collected it, then its figures. */
export const addedAsoKeyword = keywordFigures.extend({
  keyword: z.string(),
  status: z.enum(['pending', 'collected']),
  /** The latest time the user added it, China time 'YYYY-MM-DD HH:mm'. */
  addedAt: z.string(),
});
export type AddedAsoKeyword = z.infer<typeof addedAsoKeyword>;

/** Today's quota (China day, every app): requests used, the tier's limit, what is left. */
const quota = z.object({ used: z.number().int(), limit: z.number().int(), remaining: z.number().int() });

/** The quota and the user's added terms for the app, latest first (login needed). */
export const getAddAsoKeywordLimit = defineEndpoint({
  method: 'GET',
  path: '/v1/Keywordcover/getAddAsoKeywordLimit',
  tag: 'appCoverage',
  summary: '添加关键词：今日配额与我添加的关键词（需登录）',
  query: appQuery,
  data: quota.extend({
    /** False for a storefront whose keywords are not collected (nothing can be added there). */
    collected: z.boolean(),
    list: z.array(addedAsoKeyword),
  }),
});

/**
 * Per term: 'added' (new to the library), 'tracked' (already in it; its figures now), 'duplicate'
 * (added for this app today already).
 */
export const addAsoKeywordResult = keywordFigures.extend({
  keyword: z.string(),
  status: z.enum(ASO_ADD_STATUSES),
});
export type AddAsoKeywordResult = z.infer<typeof addAsoKeywordResult>;

/** Adds 1-10 comma-separated terms for the app; over the day's quota nothing is added (codes 2 / 3 / 4). */
export const addAsoKeyword = defineEndpoint({
  method: 'POST',
  path: '/v1/Keywordcover/addAsoKeyword',
  tag: 'appCoverage',
  summary: '添加关键词（每日配额：codes 2 / 3 / 4）',
  body: appQuery.extend({
    keywords: z.string(ASO_ADD_TEXTS.empty).transform((text, ctx) => {
      const parsed = asoKeywordTerms(text);
      if ('terms' in parsed) return parsed.terms;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  }),
  data: quota.extend({ list: z.array(addAsoKeywordResult) }),
});
