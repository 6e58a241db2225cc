import { sql } from 'kysely';
import type { CollectContext } from './collect.ts';
import { addDiscoveredApps } from './storeCharts.ts';

/**
 * The apps the store features at `at` (its Today page) in the home storefront, into featured_apps:
 * a featuring seen before only has its last sighting moved on (and its first moved back, when a
 * backfill reads an earlier time later). Featured apps not yet known are added to market_apps so
 * the next lookup fills them in. Returns the featurings seen.
 */
export async function collectFeatured(ctx: CollectContext, at: Date): Promise<number> {
  const country = ctx.countries[0]!;
  const snap = await ctx.sources.featured.featured(country, at);
  if (snap.items.length === 0) return 0;
  await addDiscoveredApps(
    ctx.db,
    country,
    at,
    snap.items.map((i) => i.appId),
  );
  await ctx.db
    .insertInto('featured_apps')
    .values(
      snap.items.map((i) => ({
        country,
        app_id: i.appId,
        featured_at: i.featuredAt,
        kind: i.kind,
        label: i.label,
        first_seen_at: at,
        last_seen_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['country', 'app_id', 'featured_at']).doUpdateSet({
        kind: (eb) => eb.ref('excluded.kind'),
        label: (eb) => eb.ref('excluded.label'),
        first_seen_at: sql`least(featured_apps.first_seen_at, excluded.first_seen_at)`,
        last_seen_at: sql`greatest(featured_apps.last_seen_at, excluded.last_seen_at)`,
      }),
    )
    .execute();
  return snap.items.length;
}
