/**
 * An app's panel on Home (spec 2.4 'Apps I follow', chart mode; spec 3 'App detail response'):
 * the app, its ranks per chart with their history, keyword coverage, downloads and rating. Used
 * for followed apps (userAppDetailDeep) and for the logged-out demo (temple/appDetail).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { appPlacesSchema, followTarget } from '../fields/follow.ts';

const series = z.object({ name: z.string(), data: z.array(z.tuple([z.number(), z.number().nullable()])) });
const coverFigure = z.object({ total: z.number().int(), diff: z.number().int() });

export const appPanelSchema = z.object({
  detailModule: z.object({
    detail: appPlacesSchema.extend({
      trackId: z.string(),
      trackName: z.string(),
      artworkUrl60: z.string(),
      sellerName: z.string(),
      genreName: z.string(),
      priceStr: z.string(),
      versionName: z.string(),
      versionDate: z.string(),
      /** 0 offline; 1 on sale. */
      status: z.number().int(),
      is_book: z.boolean(),
      platform: z.enum(['ios', 'android']),
      market: z.string(),
      country: z.string(),
      /** Where the app is downloaded, and that address as a QR image (data URL). */
      downloadUrl: z.string(),
      qrcodeUrl: z.string(),
    }),
  }),
  rankModule: z.object({
    /** Each chart the app is on now: rank and change (±99999 entered / dropped off). */
    appGenres: z.array(z.object({ genreName: z.string(), ranking: z.number().int(), rankChange: z.number().int() })),
    /** Rank per snapshot over the last 7 days: [time ms, rank or null off the chart]. */
    rankChart: z.object({ points: z.array(series) }),
  }),
  keywordCoverModule: z.object({
    /** Null for Android (coverage is an App Store figure) or before keywords were collected. */
    summary: z.object({ total: coverFigure, top3: coverFigure }).nullable(),
    points: z.array(series),
  }),
  downLoadsModule: z.object({
    downloadsYesterday: z.number().nullable(),
    /** Average per day over the last 7 days with a figure. */
    downloadsSeven: z.number().nullable(),
    points: z.array(series),
  }),
  ratingModule: z.object({
    ratingAllAvg: z.number().nullable(),
    /** Reviews with a rating that arrived yesterday (China day). */
    ratingCountYesterday: z.number().int(),
    /** Share of 5, 4, 3, 2 and 1 star ratings among the reviews collected, in percent. */
    stars: z.array(z.object({ star: z.number().int(), percent: z.number() })),
  }),
});
export type AppPanel = z.infer<typeof appPanelSchema>;

export const userAppDetailDeep = defineEndpoint({
  method: 'GET',
  path: '/v1/user/userAppDetailDeep',
  tag: 'follow',
  summary: '关注应用的详情面板 (ranks, coverage, downloads, rating)',
  query: followTarget.extend({
    followId: z.coerce.number('关注ID格式不正确').int('关注ID格式不正确').positive('关注ID格式不正确').optional(),
  }),
  data: appPanelSchema,
});

export const templeAppDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/appDetail',
  tag: 'home',
  summary: '首页演示应用的详情面板 (logged-out demo)',
  query: followTarget,
  data: appPanelSchema,
});
