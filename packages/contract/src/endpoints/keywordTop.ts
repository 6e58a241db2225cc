/**
 * An iOS app's core keywords and how its keywords moved (pages.md "iOS app detail" keyword,
 * competitor; spec 7 /v1/keywordcover/top, POST topBatch, getReviseWord, /v1/apps/asoCountry): the
 * keywords it ranks 1 to 10 for now, hottest first (one app, or several at once); the keywords it
 * gained, lost, rose and fell on since its latest metadata revision; and its coverage in every
 * storefront the platform collects.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appIdParam, appQuery, isApiAppId } from '../fields/apps.ts';
import { intBetween } from '../fields/paging.ts';
import { countryParam } from '../fields/stores.ts';

/** Core keywords are those the app ranks within the top KEYWORD_TOP_RANK for. */
export const KEYWORD_TOP_RANK = 10;
export const KEYWORD_TOP_LIMIT = 10;
export const KEYWORD_TOP_LIMIT_MAX = 50;
/** topBatch: at most this many apps, each with its KEYWORD_TOP_BATCH_LIMIT hottest core keywords. */
export const KEYWORD_TOP_BATCH_MAX = 20;
export const KEYWORD_TOP_BATCH_LIMIT = 3;
/** getReviseWord lists at most this many keywords of each kind (the hottest). */
export const REVISE_WORD_LIMIT = 50;
/** The metadata fields whose change is a revision, in the order a revision's kind is taken from. */
export const REVISION_KINDS = ['version', 'name', 'subtitle'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const KEYWORD_TOP_TEXTS = {
  limit: `条数须为 1 到 ${KEYWORD_TOP_LIMIT_MAX}`,
  appIds: FIELD_TEXTS.appId,
  noApps: '请提供应用ID',
  tooMany: `一次最多查询 ${KEYWORD_TOP_BATCH_MAX} 个应用`,
  repeated: '应用ID不能重复',
} as const;

/** One core keyword: the app's rank now, against the list in force 24 h earlier. */
export const topKeyword = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  heat: z.number().int().nullable(),
  rank: z.number().int(),
  /** Rank 24 h earlier: 0 = not in the results then (新进); null without an earlier list. */
  previousRank: z.number().int().nullable(),
  /** previousRank − rank; +99999 new in the results; 0 without an earlier list (spec 4). */
  change: z.number().int(),
  resultCount: z.number().int().nullable(),
});
export type TopKeyword = z.infer<typeof topKeyword>;

/** The app's core keywords: those it ranks 1 to 10 for now, by heat (descending), then rank. */
export const keywordCoverTop = defineEndpoint({
  method: 'GET',
  path: '/v1/keywordcover/top',
  tag: 'appCoverage',
  summary: '应用核心关键词（排名前十，按热度）',
  query: appQuery.extend({
    limit: intBetween(1, KEYWORD_TOP_LIMIT_MAX, KEYWORD_TOP_TEXTS.limit).default(KEYWORD_TOP_LIMIT),
  }),
  data: z.object({
    /** China time 'YYYY-MM-DD HH:mm' of the ranks. */
    time: z.string(),
    list: z.array(topKeyword),
  }),
});

/** 1..KEYWORD_TOP_BATCH_MAX distinct app ids, comma-separated, in the order the answer follows. */
const batchAppIds = z
  .string(KEYWORD_TOP_TEXTS.noApps)
  .transform((s) => (s.trim() === '' ? [] : s.split(',').map((id) => id.trim())))
  .superRefine((ids, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (ids.length === 0) fail(KEYWORD_TOP_TEXTS.noApps);
    else if (ids.some((id) => !isApiAppId(id))) fail(KEYWORD_TOP_TEXTS.appIds);
    else if (ids.length > KEYWORD_TOP_BATCH_MAX) fail(KEYWORD_TOP_TEXTS.tooMany);
    else if (new Set(ids).size !== ids.length) fail(KEYWORD_TOP_TEXTS.repeated);
  });

/** Several apps' KEYWORD_TOP_BATCH_LIMIT hottest core keywords at once (an app the storefront lacks: none). */
export const keywordCoverTopBatch = defineEndpoint({
  method: 'POST',
  path: '/v1/keywordcover/topBatch',
  tag: 'appCoverage',
  summary: '多个应用的核心关键词（每个应用前三个）',
  body: z.object({ appIds: batchAppIds, country: countryParam }),
  data: z.object({
    time: z.string(),
    list: z.array(z.object({ appId: z.string(), keywords: z.array(topKeyword) })),
  }),
});

const revisedBase = z.object({ keywordId: z.number().int(), keyword: z.string(), heat: z.number().int().nullable() });

/**
 * How the app's keywords moved at its latest metadata revision: the ranks on the China day before
 * it (the lists in force when that day ended) against now.
 */
export const keywordCoverReviseWord = defineEndpoint({
  method: 'GET',
  path: '/v1/keywordcover/getReviseWord',
  tag: 'appCoverage',
  summary: '应用最近一次版本或元数据更新前后的关键词变化',
  query: appQuery,
  data: z.object({
    /**
     * The latest version, name or subtitle change (app_changes) whose day before has collected
     * keywords; null when none.
     */
    revision: z
      .object({
        /** China time 'YYYY-MM-DD HH:mm'. */
        time: z.string(),
        kind: z.enum(REVISION_KINDS),
        /** Every revised field of that time: '版本 1.2 → 1.3；名称 … → …'. */
        detail: z.string(),
      })
      .nullable(),
    /** China times 'YYYY-MM-DD HH:mm' of the ranks compared ('' without a revision). */
    beforeTime: z.string(),
    time: z.string(),
    /**
     * Ranked now, not then; ranked then, not now; both, higher now; both, lower now. Hottest first, at
     * most REVISE_WORD_LIMIT each.
     */
    gained: z.array(revisedBase.extend({ rank: z.number().int() })),
    lost: z.array(revisedBase.extend({ rankBefore: z.number().int() })),
    improved: z.array(revisedBase.extend({ rank: z.number().int(), rankBefore: z.number().int() })),
    dropped: z.array(revisedBase.extend({ rank: z.number().int(), rankBefore: z.number().int() })),
    totals: z.object({
      before: z.number().int(),
      after: z.number().int(),
      gained: z.number().int(),
      lost: z.number().int(),
      improved: z.number().int(),
      dropped: z.number().int(),
    }),
  }),
});

/** The app's keyword coverage in every storefront the platform collects (CHART_COUNTRIES). */
export const asoCountry = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/asoCountry',
  tag: 'apps',
  summary: '应用在各国家/地区的关键词覆盖（是否收录关键词）',
  query: z.object({ appId: appIdParam }),
  data: z.object({
    list: z.array(
      z.object({
        country: z.string(),
        countryName: z.string(),
        /** Whether keywords are collected there (the storefront has a collected day). */
        collected: z.boolean(),
        /** 'YYYY-MM-DD' of its latest collected day; '' when not collected. */
        day: z.string(),
        /** data.md "Keyword coverage" of the app on that day (0 when it covered nothing); null when not collected. */
        coverage: z.number().int().nullable(),
      }),
    ),
  }),
});
