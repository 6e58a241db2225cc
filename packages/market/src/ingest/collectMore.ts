import { ANDROID_MARKETS, type AndroidChartType } from '../model.ts';
import type { CollectContext } from './collect.ts';
import { mapPool } from './pool.ts';
import { storeAndroidApps } from './storeAndroid.ts';

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
  const ids = [...new Set(latest.flatMap((r) => r.app_ids.slice(0, REVIEWED_APPS / 2).map(Number)))].slice(
    0,
    REVIEWED_APPS,
  );
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
  // The markets side by side: each writes only its own rows.
  const written = await Promise.all(
    ANDROID_MARKETS.map(async (market) => {
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
      await storeAndroidApps(ctx.db, market, at, apps);
      return apps.length;
    }),
  );
  return written.reduce((sum, n) => sum + n, 0);
}
