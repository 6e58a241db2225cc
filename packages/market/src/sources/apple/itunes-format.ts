/**
 * The iTunes Search API's response (`/search`, `/lookup`), as Apple sends it. Apple leaves fields
 * out rather than sending null: no averageUserRating for an unrated app, no releaseNotes for a
 * first version. `subtitle` and `isPreOrder` are the simulated store's extensions.
 */
import { z } from 'zod';
import { digitString, isoDateTime } from '../schema.ts';

const softwareSchema = z.object({
  kind: z.string().optional(),
  trackId: z.number().int().positive(),
  trackName: z.string(),
  bundleId: z.string(),
  artistId: z.number().int().nonnegative(),
  artistName: z.string(),
  sellerName: z.string().optional(),
  artworkUrl60: z.string().optional(),
  artworkUrl100: z.string().optional(),
  artworkUrl512: z.string().optional(),
  screenshotUrls: z.array(z.string()).optional(),
  description: z.string().optional(),
  releaseNotes: z.string().optional(),
  version: z.string(),
  releaseDate: isoDateTime,
  currentVersionReleaseDate: isoDateTime.optional(),
  price: z.number().nonnegative().optional(),
  formattedPrice: z.string().optional(),
  currency: z.string().optional(),
  primaryGenreId: z.number().int(),
  genreIds: z.array(digitString).optional(),
  genres: z.array(z.string()).optional(),
  averageUserRating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().nonnegative().optional(),
  fileSizeBytes: digitString.optional(),
  languageCodesISO2A: z.array(z.string()).optional(),
  contentAdvisoryRating: z.string().optional(),
  subtitle: z.string().optional(),
  isPreOrder: z.boolean().optional(),
});

export const itunesResponseSchema = z.object({
  resultCount: z.number().int().nonnegative(),
  results: z.array(softwareSchema),
});

export type ItunesResponse = z.infer<typeof itunesResponseSchema>;
export type ItunesSoftware = z.infer<typeof softwareSchema>;
