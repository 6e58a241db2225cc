import { sql } from 'kysely';
import { formatDate } from '@bangyan/contract';
import { ANDROID_MARKETS, type AndroidChartType } from '../model.ts';
import type { CollectContext } from './collect.ts';
import { withBinaryParameters } from './binary.ts';
import { mapPool } from './pool.ts';

const ANDROID_CHARTS: readonly AndroidChartType[] = ['hot', 'download', 'new'];
/** Apps whose newest reviews are read each day: the top of the overall charts. */
const REVIEWED_APPS = 200;

/** Page 1 of the newest reviews of the apps at the top of the overall charts at `at`. */
export async function collectReviews(ctx: CollectContext, at: Date): Promise<number> {
  const country = ctx.countries[0]!;
  const latest = await ctx.db
    .selectFrom('chart_snapshots')
    .select('app_ids')
    .where('country', '=', country)
    .where('genre', '=', 0)
    .where('at', '<=', at)
    .orderBy('at', 'desc')
    .limit(3)
    .execute();
  const ids = [...new Set(latest.flatMap((r) => r.app_ids.slice(0, REVIEWED_APPS / 2).map(Number)))].slice(0, REVIEWED_APPS);
  const pages = await mapPool(ids, ctx.concurrency, (appId) => ctx.sources.rss.reviews(appId, country, 1, at));
  const reviews = pages.flat();
  for (let i = 0; i < reviews.length; i += 2000) {
    await ctx.db
      .insertInto('app_reviews')
      .values(
        reviews.slice(i, i + 2000).map((r) => ({
          country,
          review_id: r.reviewId,
          app_id: r.appId,
          rating: r.rating,
          title: r.title,
          content: r.content,
          author: r.author,
          version: r.version,
          updated_at: r.updatedAt,
        })),
      )
      .onConflict((oc) => oc.columns(['country', 'review_id']).doNothing())
      .execute();
  }
  return reviews.length;
}

/**
 * Each Android market's charts, then the details of every app it lists or we know, with the
 * cumulative download count as of the China day of `at` (daily downloads are its differences).
 */
export async function collectAndroid(ctx: CollectContext, at: Date): Promise<number> {
  let written = 0;
  const day = formatDate(at);
  for (const market of ANDROID_MARKETS) {
    const source = ctx.sources.android[market];
    const charts = await Promise.all(ANDROID_CHARTS.map((type) => source.chart(type, at)));
    for (const chart of charts) {
      await ctx.db
        .insertInto('android_chart_snapshots')
        .values({ market, chart_type: chart.type, at: chart.at, app_ids: chart.appIds })
        .onConflict((oc) => oc.columns(['market', 'chart_type', 'at']).doNothing())
        .execute();
    }
    const known = await ctx.db.selectFrom('android_apps').select('app_id').where('market', '=', market).execute();
    const ids = [...new Set([...charts.flatMap((c) => c.appIds), ...known.map((k) => k.app_id)])];
    const apps = await source.apps(ids, at);
    for (let i = 0; i < apps.length; i += 5000) {
      const part = apps.slice(i, i + 5000);
      // Details are rewritten only when they changed (last_seen_at is then the check that saw the
      // change); the day's cumulative count is a reading of its own.
      await withBinaryParameters(({ rows }) => sql`
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
          INSERT INTO android_apps (market, app_id, name, developer_name, icon_url, category, version, updated_at, rating, ios_app_id, first_seen_at, last_seen_at)
          SELECT ${market}, app_id, name, developer_name, icon_url, category, version, updated_at, rating, ios_app_id, ${at}, ${at} FROM input
          ON CONFLICT (market, app_id) DO UPDATE SET
            name = excluded.name, developer_name = excluded.developer_name, icon_url = excluded.icon_url, category = excluded.category,
            version = excluded.version, updated_at = excluded.updated_at, rating = excluded.rating, ios_app_id = excluded.ios_app_id,
            last_seen_at = excluded.last_seen_at
          WHERE (android_apps.name, android_apps.developer_name, android_apps.icon_url, android_apps.category, android_apps.version,
                 android_apps.updated_at, android_apps.rating, android_apps.ios_app_id)
            IS DISTINCT FROM (excluded.name, excluded.developer_name, excluded.icon_url, excluded.category, excluded.version,
                 excluded.updated_at, excluded.rating, excluded.ios_app_id)
        )
        INSERT INTO android_downloads (market, app_id, day, total)
        SELECT ${market}, app_id, ${day}::date, total_downloads FROM input
        ON CONFLICT (market, app_id, day) DO UPDATE SET total = excluded.total`.execute(ctx.db));
    }
    written += apps.length;
  }
  return written;
}
