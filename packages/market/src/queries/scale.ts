import { sql } from 'kysely';
import { classifyGenre, chinaDayEnd } from '@bangyan/contract';
import type { GenreCount } from '../analytics/trends.ts';
import type { Db } from '../db.ts';
import { appsOfGenre } from './genreFilter.ts';

/**
 * The iOS market's scale by genre (iosScaleCake): how many of the storefront's tracked apps were on
 * sale at the end of China day `day` ('YYYY-MM-DD'), per primary genre, largest first (ties: smaller
 * genre id). An app counts from its first sighting; its on-sale state is the one app_status_changes
 * records as in force then (on sale when no change came before). With `genre` (0: all) only that
 * genre's apps (6014 games, 5000 apps, or one genre); apps of unknown genre are left out.
 */
export async function catalogGenreCounts(
  db: Db,
  input: { country: string; day: string; genre: number },
): Promise<GenreCount[]> {
  const end = chinaDayEnd(input.day);
  const inGenre = classifyGenre(input.genre) === 'all' ? sql`true` : appsOfGenre(input.genre);
  const { rows } = await sql<{ genre: number; count: string }>`
    SELECT m.primary_genre_id AS genre, count(*) AS count
    FROM market_apps m
    WHERE m.country = ${input.country} AND m.primary_genre_id <> 0 AND m.first_seen_at < ${end} AND ${inGenre}
      AND coalesce((
        SELECT s.on_sale FROM app_status_changes s
        WHERE s.app_id = m.app_id AND s.country = m.country AND s.at < ${end}
        ORDER BY s.at DESC LIMIT 1
      ), true)
    GROUP BY m.primary_genre_id
    ORDER BY count(*) DESC, m.primary_genre_id`.execute(db);
  return rows.map((r) => ({ genre: r.genre, count: Number(r.count) }));
}
