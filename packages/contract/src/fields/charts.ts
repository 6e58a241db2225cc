/**
 * Chart fields (spec 2.1 RankIndex, spec 4 "Rank change"; data.md "Chart"): the fields of a chart
 * query (genre, type, time), an app's place on a chart with its change against 24 h earlier, the
 * charts an app is on, and the counts of a comparison of two lists.
 */
import { z } from 'zod';
import { RANKING_CHART_TYPES, RANKING_TEXTS } from '../constants/charts.ts';
import { GENRE_ALL } from '../constants/genres.ts';
import { hmField } from './dates.ts';
import { chartGenreField } from './genre.ts';

/** A chart's genre (default the overall charts, 0). */
export const chartGenreParam = chartGenreField(RANKING_TEXTS.genre, GENRE_ALL);
/** A real-time chart (default free). */
export const chartTypeParam = z.enum(RANKING_CHART_TYPES, RANKING_TEXTS.type).default('free');
/** A snapshot time of a day, 'HH:mm'. */
export const chartTimeParam = hmField(RANKING_TEXTS.time);

/** One app's place on a chart (spec 3 ranking item, spec 4 rank change), iOS or Android. */
export const chartPlace = z.object({
  rank: z.number().int(),
  /** Rank 24 h earlier; 0 = not on that chart (新上榜); null when there is no chart 24 h earlier. */
  preRank: z.number().int().nullable(),
  /** preRank − rank (positive = climbed); +99999 newly listed; 0 without an earlier chart. */
  rankChange: z.number().int(),
  /** The App Store id, or the Android package name. */
  appId: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  developerName: z.string(),
});

/**
 * A chart an app is on as it last stood (within the day before now): its rank and the change against
 * 24 h earlier (data.md: +99999 新上榜; −99999 dropped off, with `rank` null).
 */
export const chartRankRow = z.object({
  chartType: z.enum(RANKING_CHART_TYPES),
  genre: z.number().int(),
  genreName: z.string(),
  rank: z.number().int(),
  change: z.number().int(),
});

/** How many apps entered, left, climbed, fell or stayed between two lists (a chart's, or a keyword's results). */
export const vsCountsSchema = z.object({
  entered: z.number().int(),
  left: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
  same: z.number().int(),
});

/** One chart an app is on now (genre 0: overall), with its change against 24 h earlier (spec 4). */
export const companyAppRankSchema = z.object({
  chartType: z.enum(RANKING_CHART_TYPES),
  genre: z.number().int(),
  genreName: z.string(),
  rank: z.number().int(),
  /** 0 = 新上榜; null without a chart 24 h earlier. */
  previousRank: z.number().int().nullable(),
  change: z.number().int(),
});
export type CompanyAppRank = z.infer<typeof companyAppRankSchema>;
