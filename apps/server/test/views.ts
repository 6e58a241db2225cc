/** Expectations of the ranking view tests: the world's China days as windows, and an app as a row shows it. */
import { genreName, type ViewApp } from '@bangyan/contract';
import type { AppSummary } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';

/** China days of the world as instants: 2026-11-21 and 2026-11-22 (today, up to the market's now). */
export const NOV21 = { from: new Date('2026-11-20T16:00:00Z'), to: new Date('2026-11-21T15:59:59.999Z') };
export const nov22 = (to: Date = WORLD_NOW) => ({ from: new Date('2026-11-21T16:00:00Z'), to });

export const app = (a: AppSummary): ViewApp => ({
  appId: String(a.appId),
  trackName: a.name,
  artworkUrl60: a.iconUrl,
  developerId: a.developerId === 0 ? '' : String(a.developerId),
  developerName: a.developerName,
  genre: a.primaryGenreId,
  genreName: genreName(a.primaryGenreId) ?? '',
  price: a.price,
});
