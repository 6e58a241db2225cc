import { sql } from 'kysely';
import { ANDROID_MARKETS } from '../model.ts';
import type { CollectContext } from './collect.ts';
import { chunks } from '../sources/url.ts';
import { mapPool } from './pool.ts';
import { storeAndroidReviews } from './storeAndroid.ts';

/**
 * The most pages of an app's reviews read in one collection: the newest page, and older ones only
 * while a page is wholly newer than the app's latest stored review (a busy app's day may not fit
 * one page). An app without stored reviews gets its newest page only.
 */
export const ANDROID_REVIEW_PAGES = 3;

/**
 * Apps whose reviews are read, then stored, together: at the bench scale a market's whole set would not fit in memory.
 */
const APPS_PER_BATCH = 500;

/**
 * Each market's newest reviews, at `at`, of every app the engine knows there (the market's details
 * seen by then, the 'android' job): pages as ANDROID_REVIEW_PAGES says, stored once each
 * (storeAndroidReviews, APPS_PER_BATCH apps at a time). Returns the reviews new to the table.
 */
export async function collectAndroidReviews(ctx: CollectContext, at: Date): Promise<number> {
  let written = 0;
  for (const market of ANDROID_MARKETS) {
    const source = ctx.sources.android[market];
    const apps = await sql<{ app_id: string; latest: Date | null }>`
      SELECT a.app_id, (SELECT max(r.created_at) FROM android_app_reviews r WHERE r.market = a.market
        AND r.app_id = a.app_id) AS latest
      FROM android_apps a WHERE a.market = ${market} AND a.first_seen_at <= ${at} ORDER BY a.app_id`.execute(ctx.db);
    for (const batch of chunks(apps.rows, APPS_PER_BATCH)) {
      const read = await mapPool(batch, ctx.concurrency, async ({ app_id: appId, latest }) => {
        // With nothing stored (Infinity) the first page is the last.
        const known = latest === null ? Infinity : new Date(latest).getTime();
        const reviews = [];
        for (let page = 1; page <= ANDROID_REVIEW_PAGES; page++) {
          const got = await source.reviews(appId, page, at);
          reviews.push(...got.reviews);
          const oldest = got.reviews.at(-1);
          if (!got.hasMore || !oldest || oldest.createdAt.getTime() <= known) break;
        }
        return reviews;
      });
      written += await storeAndroidReviews(ctx.db, market, read.flat());
    }
  }
  return written;
}
