/**
 * An iOS app's keyword coverage page (pages.md "iOS app detail" keyword; spec 7
 * /v1/keywordcover/lists, summary, /v1/chart/coverHistory, coverSearchHistory): the keywords the
 * app ranks for in the storefront now with their changes against 24 h earlier, its coverage
 * (data.md "Keyword coverage") over time, one keyword's rank for it over time, and the table as
 * XLSX for members.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appQuery } from '../fields/apps.ts';
import { numberChoice } from '../fields/dates.ts';
import { keywordCoverRow } from '../fields/keywords.ts';
import { coverPaging, intBetween, KEYWORD_PAGING_TEXTS } from '../fields/paging.ts';

/** The spans (days) the coverage and keyword rank charts look back over. */
export const COVER_HISTORY_SPANS = [7, 30, 90] as const;
/** The table's sortable columns. */
export const KEYWORD_COVER_SORTS = ['rank', 'change', 'previousRank', 'heat', 'resultCount'] as const;
export type KeywordCoverSort = (typeof KEYWORD_COVER_SORTS)[number];
/** The table's range filters: each column a `${name}Min` and `${name}Max` (inclusive). */
export const KEYWORD_COVER_RANGES = ['rank', 'heat', 'result', 'change'] as const;
export type KeywordCoverRange = (typeof KEYWORD_COVER_RANGES)[number];

export const KEYWORD_COVER_TEXTS = {
  range: '筛选条件须为整数',
  rangeOrder: '筛选条件的最小值不能大于最大值',
  sort: `排序字段只能是 ${KEYWORD_COVER_SORTS.join('、')}`,
  order: '排序方向只能是 asc 或 desc',
  page: KEYWORD_PAGING_TEXTS.page,
  pageSize: KEYWORD_PAGING_TEXTS.pageSize,
  days: FIELD_TEXTS.days(COVER_HISTORY_SPANS),
  keywordId: '关键词ID格式不正确',
} as const;

/** An optional whole number of a form or query string; '' reads as not given. */
const bound = z.preprocess(
  (v) => (v === '' ? undefined : v),
  intBetween(-99_999, 99_999_999, KEYWORD_COVER_TEXTS.range).optional(),
);

type RangeKey = `${KeywordCoverRange}${'Min' | 'Max'}`;
const rangeShape = Object.fromEntries(
  KEYWORD_COVER_RANGES.flatMap((r) => [
    [`${r}Min`, bound],
    [`${r}Max`, bound],
  ]),
) as Record<RangeKey, typeof bound>;

const filterShape = appQuery.extend({
  ...rangeShape,
  sort: z.enum(KEYWORD_COVER_SORTS, KEYWORD_COVER_TEXTS.sort).default('rank'),
  order: z.enum(['asc', 'desc'], KEYWORD_COVER_TEXTS.order).default('asc'),
});

/** Each range's minimum at most its maximum. */
function rangesInOrder(v: z.output<typeof filterShape>, ctx: z.RefinementCtx): void {
  for (const r of KEYWORD_COVER_RANGES) {
    const min = v[`${r}Min`];
    const max = v[`${r}Max`];
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', message: KEYWORD_COVER_TEXTS.rangeOrder, path: [`${r}Max`] });
    }
  }
}

/** The table's filters (ranges) and order. */
export const keywordCoverFilters = filterShape.superRefine(rangesInOrder);
export type KeywordCoverFilters = z.output<typeof keywordCoverFilters>;

/** The table: one page of the keywords matching the filters, in the order asked for. */
export const keywordCoverLists = defineEndpoint({
  method: 'POST',
  path: '/v1/keywordcover/lists',
  tag: 'appCoverage',
  summary: '应用关键词覆盖列表（筛选、排序、分页）',
  body: filterShape.extend(coverPaging).superRefine(rangesInOrder),
  data: z.object({
    /** China time 'YYYY-MM-DD HH:mm' of the ranks, and of the ranks they are compared with (24 h earlier). */
    time: z.string(),
    previousTime: z.string(),
    /** Keywords the app ranks for, and those of them matching the filters. */
    all: z.number().int(),
    total: z.number().int(),
    list: z.array(keywordCoverRow),
  }),
});

const coverFigure = z.object({ total: z.number().int(), diff: z.number().int() });

/** The strip above the table: the latest collected day's coverage, and how the ranked keywords moved in 24 h. */
export const keywordCoverSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/keywordcover/summary',
  tag: 'appCoverage',
  summary: '应用关键词覆盖概况（覆盖数、前三、前十及变化）',
  query: appQuery,
  data: z.object({
    /** 'YYYY-MM-DD' of the coverage figures (the latest collected day); '' before any. */
    day: z.string(),
    /** data.md "Keyword coverage" (heat ≥ 4605), each with its change against the day before. */
    total: coverFigure,
    top3: coverFigure,
    top10: coverFigure,
    /** Keywords the app ranks for now (any heat), and how their ranks moved against 24 h earlier. */
    ranked: z.number().int(),
    up: z.number().int(),
    down: z.number().int(),
    entered: z.number().int(),
  }),
});

const days = numberChoice(COVER_HISTORY_SPANS, KEYWORD_COVER_TEXTS.days, 30);

/** Coverage (total / top 3 / top 10) per collected China day over `days` days up to today. */
export const coverHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/chart/coverHistory',
  tag: 'appCoverage',
  summary: '应用关键词覆盖趋势（覆盖数、前三、前十）',
  query: appQuery.extend({ days }),
  data: z.object({
    /** 'YYYY-MM-DD', oldest first: the days keywords were collected. */
    days: z.array(z.string()),
    total: z.array(z.number().int()),
    top3: z.array(z.number().int()),
    top10: z.array(z.number().int()),
  }),
});

/** One keyword's rank for the app over `days` days: at the start, at each change of the list, and now. */
export const coverSearchHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/chart/coverSearchHistory',
  tag: 'appCoverage',
  summary: '应用在某关键词下的排名历史',
  query: appQuery.extend({
    keywordId: intBetween(1, 2_147_483_647, KEYWORD_COVER_TEXTS.keywordId),
    days,
  }),
  data: z.object({
    /** null when the storefront has no such keyword. */
    keyword: z.string().nullable(),
    /** China time 'YYYY-MM-DD HH:mm'; rank null when the app was not in the results. */
    points: z.array(z.object({ time: z.string(), rank: z.number().int().nullable() })),
  }),
});

/** The table with its filters and order (every matching row) as XLSX, for members. */
export const exportKeywordCover = defineEndpoint({
  method: 'GET',
  path: '/v1/export/keywordCover',
  tag: 'appCoverage',
  summary: '导出应用关键词覆盖列表 (XLSX, members)',
  query: keywordCoverFilters,
  data: z.null(),
  file: 'xlsx',
});
