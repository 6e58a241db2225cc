/** Charts and genres as the pages name them: a chart's genre, counts per genre, an app's own chart ranks. */
import { genreName, RANKING_CHART_TYPES, type GenreCountItem } from '@bangyan/contract';
import type { AppChartRank } from '@bangyan/market';

/** A chart's genre as the pages name it (genre 0: 总榜). */
export const chartGenreName = (genre: number): string => genreName(genre) ?? String(genre);

/** Counts per genre with their names. */
export const genreCountItems = (counts: readonly { genre: number; count: number }[]): GenreCountItem[] =>
  counts.map((c) => ({ genre: c.genre, genreName: chartGenreName(c.genre), count: c.count }));

const chartOrder = (r: { chartType: string; genre: number }) =>
  (r.genre === 0 ? 0 : 10) + RANKING_CHART_TYPES.indexOf(r.chartType as (typeof RANKING_CHART_TYPES)[number]);

/**
 * The app's ranks (`appChartRanks`) on its overall and own genre's charts (`genres`), with the
 * change against 24 h earlier: overall first, then free, paid, grossing.
 */
export function ownChartRanks(ranks: readonly AppChartRank[], genres: readonly number[]) {
  return ranks
    .filter((r) => genres.includes(r.genre))
    .map((r) => ({
      chartType: r.chartType,
      genre: r.genre,
      genreName: chartGenreName(r.genre),
      rank: r.rank,
      change: r.change,
    }))
    .sort((a, b) => chartOrder(a) - chartOrder(b));
}
