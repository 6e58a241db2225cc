/**
 * An iOS app's keyword report (pages.md "iOS app detail" keywordreport; spec 7
 * /v1/keywordcover/reportKeywordSummary, reportKeywordList): the keywords the app ranks for now by
 * rank band and heat band, how their ranks moved against 24 h earlier, and the keywords of a band.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { appQuery } from '../fields/apps.ts';
import { keywordCoverRow } from '../fields/keywords.ts';
import { coverPaging, intBetween } from '../fields/paging.ts';

/** Rank bands (inclusive): the top 3, the rest of the top 10, 11-50, 51-200 (the results' depth). */
export const KEYWORD_RANK_BANDS = [
  { label: '1-3', min: 1, max: 3 },
  { label: '4-10', min: 4, max: 10 },
  { label: '11-50', min: 11, max: 50 },
  { label: '51-200', min: 51, max: 200 },
] as const;

/**
 * Heat bands (inclusive; data.md "Keyword heat": 4605 is the floor, popularity 10 ≈ 5969, 20 ≈ 7333,
 * 50 ≈ 9136), and last the keywords whose heat was not collected (min and max null).
 */
export const KEYWORD_HEAT_BANDS = [
  { label: '4605-5999', min: 0, max: 5999 },
  { label: '6000-7499', min: 6000, max: 7499 },
  { label: '7500-8999', min: 7500, max: 8999 },
  { label: '≥9000', min: 9000, max: Number.MAX_SAFE_INTEGER },
  { label: '暂无热度', min: null, max: null },
] as const;

export const KEYWORD_REPORT_TEXTS = {
  rankBand: `排名区间只能是 0 到 ${KEYWORD_RANK_BANDS.length - 1}`,
  heatBand: `热度区间只能是 0 到 ${KEYWORD_HEAT_BANDS.length - 1}`,
} as const;

const band = (count: number, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), intBetween(0, count - 1, message).optional());

/** The report: the app's ranked keywords by band now, and against 24 h earlier. */
export const reportKeywordSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/keywordcover/reportKeywordSummary',
  tag: 'appCoverage',
  summary: '应用关键词分布报告（排名区间、热度区间及较24小时前的变化）',
  query: appQuery,
  data: z.object({
    /** China time 'YYYY-MM-DD HH:mm' of the ranks, and of the ranks they are compared with. */
    time: z.string(),
    previousTime: z.string(),
    /** Keywords the app ranks for now. */
    ranked: z.number().int(),
    /**
     * One per KEYWORD_RANK_BANDS: keywords in the band now; of the keywords ranked now, those that
     * were in the band 24 h earlier; and of those in the band now, the ones new in the results, and
     * the ones that came from a lower band (up) or a higher one (down).
     */
    rankBands: z.array(
      z.object({
        count: z.number().int(),
        previousCount: z.number().int(),
        entered: z.number().int(),
        up: z.number().int(),
        down: z.number().int(),
      }),
    ),
    /** One per KEYWORD_HEAT_BANDS: keywords in the band now. */
    heatBands: z.array(z.number().int()),
    /** cells[rank band][heat band]: keywords in both. */
    cells: z.array(z.array(z.number().int())),
  }),
});

/** The keywords of a rank band and a heat band (either left out: every band), by rank, then heat. */
export const reportKeywordList = defineEndpoint({
  method: 'GET',
  path: '/v1/keywordcover/reportKeywordList',
  tag: 'appCoverage',
  summary: '应用关键词分布报告：某排名区间与热度区间的关键词',
  query: appQuery.extend({
    rankBand: band(KEYWORD_RANK_BANDS.length, KEYWORD_REPORT_TEXTS.rankBand),
    heatBand: band(KEYWORD_HEAT_BANDS.length, KEYWORD_REPORT_TEXTS.heatBand),
    ...coverPaging,
  }),
  data: z.object({ total: z.number().int(), list: z.array(keywordCoverRow) }),
});
