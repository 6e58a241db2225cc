import { sql } from 'kysely';
import { formatDate } from '@bangyan/contract';
import type { AndroidAppRecord, AndroidMarket, AndroidReviewRecord } from '../model.ts';
import { withBinaryParameters } from './binary.ts';
import type { Db } from '../db.ts';

const ROWS_PER_STATEMENT = 5000;

/**
 * Stores a market's app details read at `at` and the day's cumulative download counts. Details are
 * rewritten only when they changed (last_seen_at is then the check that saw the change), each change
 * also kept in android_app_history (name, version, update date, rating at that check); the day's
 * cumulative count is a reading of its own. Rows go in package order, so jobs writing side by side
 * take row locks in one order.
 */
export async function storeAndroidApps(
  db: Db,
  market: AndroidMarket,
  at: Date,
  records: readonly AndroidAppRecord[],
): Promise<void> {
  const day = formatDate(at);
  const apps = [...records].sort((a, b) => (a.appId < b.appId ? -1 : a.appId > b.appId ? 1 : 0));
  for (let i = 0; i < apps.length; i += ROWS_PER_STATEMENT) {
    const part = apps.slice(i, i + ROWS_PER_STATEMENT);
    await withBinaryParameters(({ rows }) =>
      sql`
      WITH input AS (
        SELECT * FROM ${rows({
          app_id: ['text', part.map((a) => a.appId)],
          name: ['text', part.map((a) => a.name)],
          developer_name: ['text', part.map((a) => a.developerName)],
          icon_url: ['text', part.map((a) => a.iconUrl)],
          category: ['text', part.map((a) => a.category)],
          version: ['text', part.map((a) => a.version)],
          updated_at: ['timestamptz', part.map((a) => a.updatedAt)],
          rating: ['float8', part.map((a) => a.rating)],
          ios_app_id: ['int8', part.map((a) => a.iosAppId)],
          total_downloads: ['int8', part.map((a) => a.totalDownloads)],
        })}
      ),
      apps AS (
        INSERT INTO android_apps (market, app_id, name, developer_name, icon_url, category, version, updated_at, rating,
          ios_app_id, first_seen_at, last_seen_at)
        SELECT ${market}, app_id, name, developer_name, icon_url, category, version, updated_at, rating, ios_app_id,
          ${at}, ${at} FROM input
        ON CONFLICT (market, app_id) DO UPDATE SET
          name = excluded.name, developer_name = excluded.developer_name, icon_url = excluded.icon_url,
          category = excluded.category, version = excluded.version, updated_at = excluded.updated_at,
          rating = excluded.rating, ios_app_id = excluded.ios_app_id,
          last_seen_at = excluded.last_seen_at
        WHERE (android_apps.name, android_apps.developer_name, android_apps.icon_url, android_apps.category,
               android_apps.version, android_apps.updated_at, android_apps.rating, android_apps.ios_app_id)
          IS DISTINCT FROM (excluded.name, excluded.developer_name, excluded.icon_url, excluded.category,
               excluded.version, excluded.updated_at, excluded.rating, excluded.ios_app_id)
        RETURNING app_id, name, version, updated_at, rating
      ),
      history AS (
        INSERT INTO android_app_history (market, app_id, at, name, version, updated_at, rating)
        SELECT ${market}, app_id, ${at}, name, version, updated_at, rating FROM apps
        ON CONFLICT (market, app_id, at) DO NOTHING
      )
      INSERT INTO android_downloads (market, app_id, day, total)
      SELECT ${market}, app_id, ${day}::date, total_downloads FROM input
      ON CONFLICT (market, app_id, day) DO UPDATE SET total = excluded.total`.execute(db),
    );
  }
}

/** One keyword's search results in a market at one time: package names in rank order. */
export interface AndroidKeywordResult {
  keywordId: number;
  appIds: readonly string[];
}

/**
 * Stores a market's keyword results read at `at` as change points (like `storeKeywordResults`): a
 * row when a keyword's list differs from its latest stored one in that market, nothing when it is
 * the same; a result not newer than the latest stored list is ignored, so a re-run or a late step
 * cannot rewrite history. The day's result count and the time it was read go to
 * android_keyword_daily. Returns the lists written.
 */
export async function storeAndroidKeywordResults(
  db: Db,
  market: AndroidMarket,
  at: Date,
  results: readonly AndroidKeywordResult[],
): Promise<number> {
  if (results.length === 0) return 0;
  const written = await withBinaryParameters(({ rows }) =>
    sql<{ changed: number }>`
    WITH input AS (
      SELECT * FROM ${rows({
        keyword_id: ['int4', results.map((r) => r.keywordId)],
        app_ids: ['text[]', results.map((r) => r.appIds)],
      })}
    ),
    lists AS (
      INSERT INTO android_keyword_results (market, keyword_id, at, app_ids)
      SELECT ${market}, i.keyword_id, ${at}, i.app_ids
      FROM input i
      LEFT JOIN LATERAL (
        SELECT r.at, r.app_ids FROM android_keyword_results r WHERE r.market = ${market} AND r.keyword_id = i.keyword_id
          ORDER BY r.at DESC LIMIT 1
      ) latest ON true
      WHERE latest.at IS NULL OR (latest.at < ${at} AND latest.app_ids <> i.app_ids)
      ON CONFLICT DO NOTHING
      RETURNING keyword_id
    ),
    counts AS (
      INSERT INTO android_keyword_daily (market, keyword_id, day, at, result_count)
      SELECT ${market}, keyword_id, ${formatDate(at)}::date, ${at}, cardinality(app_ids) FROM input
      ON CONFLICT (market, keyword_id, day) DO UPDATE SET at = excluded.at, result_count = excluded.result_count
    )
    SELECT count(*)::int AS changed FROM lists`.execute(db),
  );
  return written.rows[0]!.changed;
}

/**
 * Stores a market's reviews, each once: a review already stored (same market, package and review
 * id) is left as it is, so re-reading a page writes nothing. Returns the reviews new to the table.
 */
export async function storeAndroidReviews(
  db: Db,
  market: AndroidMarket,
  reviews: readonly AndroidReviewRecord[],
): Promise<number> {
  let written = 0;
  for (let i = 0; i < reviews.length; i += ROWS_PER_STATEMENT) {
    const part = reviews.slice(i, i + ROWS_PER_STATEMENT);
    const inserted = await withBinaryParameters(({ rows }) =>
      sql<{ n: number }>`
      WITH input AS (
        SELECT * FROM ${rows({
          app_id: ['text', part.map((r) => r.appId)],
          review_id: ['text', part.map((r) => r.reviewId)],
          rating: ['int4', part.map((r) => r.rating)],
          content: ['text', part.map((r) => r.content)],
          author: ['text', part.map((r) => r.author)],
          version: ['text', part.map((r) => r.version)],
          created_at: ['timestamptz', part.map((r) => r.createdAt)],
        })}
      ),
      added AS (
        INSERT INTO android_app_reviews (market, app_id, review_id, rating, content, author, version, created_at)
        SELECT ${market}, app_id, review_id, rating, content, author, version, created_at FROM input
        ON CONFLICT (market, app_id, review_id) DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM added`.execute(db),
    );
    written += inserted.rows[0]!.n;
  }
  return written;
}
