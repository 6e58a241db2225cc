/**
 * Keyword comparison of iOS apps (pages.md "iOS app detail" compare; spec 7
 * /v1/apps/appsCompareKeywordCount, appsCompareKeywordList): the keywords 2 to 5 apps of a
 * storefront rank for now, side by side: shared by all, unique to one, and who ranks higher.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appQuery, isApiAppId, viewApp } from '../fields/apps.ts';
import { coverPaging, intBetween } from '../fields/paging.ts';

/** How many apps a comparison takes. */
export const COMPARE_APPS_MIN = 2;
export const COMPARE_APPS_MAX = 5;
/** Which keywords the list shows: every keyword any app ranks for, those all rank for, those only one does. */
export const COMPARE_KINDS = ['all', 'shared', 'unique'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

export const COMPARE_TEXTS = {
  appIds: FIELD_TEXTS.appId,
  tooFew: `请选择 ${COMPARE_APPS_MIN} 到 ${COMPARE_APPS_MAX} 个应用进行对比`,
  tooMany: `最多对比 ${COMPARE_APPS_MAX} 个应用`,
  repeated: '对比的应用不能重复',
  kind: `关键词范围只能是 ${COMPARE_KINDS.join('、')}`,
  app: '请指定独有关键词所属的应用（0 起的序号）',
} as const;

/** The apps' ids, comma-separated, in the order the answer follows. */
const appIds = z
  .string(COMPARE_TEXTS.tooFew)
  .transform((s) => s.split(',').map((id) => id.trim()))
  .superRefine((ids, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (ids.some((id) => !isApiAppId(id))) fail(COMPARE_TEXTS.appIds);
    else if (ids.length < COMPARE_APPS_MIN) fail(COMPARE_TEXTS.tooFew);
    else if (ids.length > COMPARE_APPS_MAX) fail(COMPARE_TEXTS.tooMany);
    else if (new Set(ids).size !== ids.length) fail(COMPARE_TEXTS.repeated);
  });

const compareQuery = z.object({ appIds, country: appQuery.shape.country });

/**
 * Each app with its keywords: how many it ranks for, how many only it does, and on how many shared
 * ones it ranks highest.
 */
export const appsCompareKeywordCount = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appsCompareKeywordCount',
  tag: 'appCoverage',
  summary: '多应用关键词对比：各应用的关键词数、独有数、排名领先数',
  query: compareQuery,
  data: z.object({
    /** China time 'YYYY-MM-DD HH:mm' of the ranks. */
    time: z.string(),
    /** Keywords any of the apps ranks for, and those every one does. */
    all: z.number().int(),
    shared: z.number().int(),
    apps: z.array(
      viewApp.extend({
        /** False when the storefront does not have the app (it then ranks for nothing). */
        found: z.boolean(),
        ranked: z.number().int(),
        unique: z.number().int(),
        /** Keywords two or more of the apps rank for on which this one ranks highest. */
        leading: z.number().int(),
      }),
    ),
  }),
});

/** The keywords side by side, those most of the apps rank for first, then by heat. */
export const appsCompareKeywordList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appsCompareKeywordList',
  tag: 'appCoverage',
  summary: '多应用关键词对比列表（全部 / 共有 / 某应用独有）',
  query: compareQuery
    .extend({
      kind: z.enum(COMPARE_KINDS, COMPARE_TEXTS.kind).default('all'),
      /** For kind 'unique': whose (the app's place in appIds, from 0). */
      app: intBetween(0, COMPARE_APPS_MAX - 1, COMPARE_TEXTS.app).optional(),
      ...coverPaging,
    })
    .superRefine((v, ctx) => {
      if (v.kind === 'unique' && (v.app === undefined || v.app >= v.appIds.length)) {
        ctx.addIssue({ code: 'custom', message: COMPARE_TEXTS.app, path: ['app'] });
      }
    }),
  data: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        keywordId: z.number().int(),
        keyword: z.string(),
        heat: z.number().int().nullable(),
        /** Each app's rank, in appIds' order; null when it is not in the results. */
        ranks: z.array(z.number().int().nullable()),
        /** The place in appIds of the app ranking highest. */
        leader: z.number().int(),
      }),
    ),
  }),
});
