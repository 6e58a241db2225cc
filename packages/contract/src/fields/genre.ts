/**
 * Genre fields (spec 9 genre classification): a genre id as asked for, the genre of a chart (where
 * Apple's root id 36 names the overall charts, 0: `chartGenre`), and a count per genre.
 */
import { z } from 'zod';
import { chartGenre, isGenreId } from '../constants/genres.ts';

/** A genre id: 0 (all), 5000 (apps), 6014 (games) or any App Store genre id; `fallback` when not given. */
export function genreField(message: string, fallback: number) {
  return z.coerce.number(message).int(message).refine(isGenreId, { message }).default(fallback);
}

/** The genre of a chart: as `genreField`, with Apple's root id 36 read as the overall charts (0). */
export function chartGenreField(message: string, fallback: number) {
  return genreField(message, fallback).transform(chartGenre);
}

/** A count per genre (pies). */
export const genreCountSchema = z.object({ genre: z.number().int(), genreName: z.string(), count: z.number().int() });
export type GenreCountItem = z.infer<typeof genreCountSchema>;
