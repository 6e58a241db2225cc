import { formatDate, GENRE_ALL, GENRE_APPS, GENRE_GAMES, DAY_MS } from '@bangyan/contract';
import { chartDepth } from '../analytics/chartDepth.ts';
import { heatFromPopularity } from '../analytics/heat.ts';
import { CHART_TYPES, type ChartKey } from '../model.ts';
import { LOOKUP_BATCH } from '../sources/apple/itunes.ts';
import type { Sources } from '../sources/index.ts';
import { chunks } from '../sources/url.ts';
import type { Db } from '../db.ts';
import { mapPool } from './pool.ts';
import { addToDayCoverage, openDayCoverage, storeDayCoverage } from './coverage.ts';
import { applyLookup } from './storeApps.ts';
import { storeInAppResults } from './storeInApp.ts';
import { addDiscoveredApps, storeChartSnapshots, upsertChartApps } from './storeCharts.ts';
import { keywordIds, storeKeywordResults, storePopularity } from './storeKeywords.ts';

/** What a collection step needs: where to write, where to read, and what the world holds. */
export interface CollectContext {
  db: Db;
  sources: Sources;
  /** Storefronts collected in full; the first is the home market (cn). */
  countries: readonly string[];
  /** Storefronts of which only the main charts are collected ('charts-world'). */
  worldCountries: readonly string[];
  /** Every genre with a chart, overall (0) included. */
  chartGenres: readonly number[];
  /** Requests in flight at once. */
  concurrency: number;
}

/** The charts the home page and RankIndex show most: overall, games and apps, collected hourly. */
export const MAIN_GENRES: readonly number[] = [GENRE_ALL, GENRE_GAMES, GENRE_APPS];

/** Collects the charts of the given genres in every country at `at`. Returns snapshots stored. */
export async function collectCharts(ctx: CollectContext, at: Date, genres: readonly number[]): Promise<number> {
  const keys: ChartKey[] = ctx.countries.flatMap((country) =>
    genres.flatMap((genre) => CHART_TYPES.map((type) => ({ country, type, genre }))),
  );
  const charts = await mapPool(keys, ctx.concurrency, (key) => ctx.sources.rss.chart(key, at, chartDepth(key)));
  for (const country of ctx.countries) {
    const ofCountry = charts.filter((c) => c.snapshot.country === country);
    const seenAt = ofCountry[0]?.snapshot.at ?? at;
    await upsertChartApps(
      ctx.db,
      country,
      seenAt,
      ofCountry
        .flatMap((c) => c.apps)
        .map((a) => ({
          appId: a.appId,
          name: a.name,
          developerName: a.developerName,
          iconUrl: a.iconUrl,
          price: a.price,
          primaryGenreId: a.primaryGenreId,
        })),
    );
  }
  return storeChartSnapshots(
    ctx.db,
    charts.map((c) => c.snapshot),
  );
}

const STORE_GROUP = 8;

/** Looks up every known app of every country at `at` (offline detection, metadata changes). */
export async function collectApps(ctx: CollectContext, at: Date): Promise<number> {
  let written = 0;
  for (const country of ctx.countries) {
    // Apps seen by then: a backfill's other jobs may already have met later ones.
    const known = await ctx.db
      .selectFrom('market_apps')
      .select('app_id')
      .where('country', '=', country)
      .where('first_seen_at', '<=', at)
      .execute();
    const ids = known.map((row) => Number(row.app_id));
    // Requests of LOOKUP_BATCH ids, stored STORE_GROUP requests at a time (fewer, larger writes).
    const results = await mapPool(
      chunks(chunks(ids, LOOKUP_BATCH), STORE_GROUP),
      Math.max(1, ctx.concurrency / STORE_GROUP),
      async (group) => {
        const records = await mapPool(group, STORE_GROUP, (batch) => ctx.sources.itunes.lookup(batch, country, at));
        const outcome = await applyLookup(ctx.db, country, at, group.flat(), records.flat());
        return outcome.updated;
      },
    );
    written += results.reduce((s, n) => s + n, 0);
  }
  return written;
}

/** Keywords read and stored at once by the keyword collection: 200,000 at once ran out of memory. */
const KEYWORDS_PER_PART = 10_000;

/**
 * Keyword popularity (and so heat) and search order of every keyword of the home country at `at`,
 * and the in-app items and events the searches showed (storeInApp.ts), `termsPerPart` keywords at a
 * time; then the day's coverage and ASO index of every ranked app, gathered over the parts
 * (coverage.ts). Apps seen in results but not yet known get a row, so the next lookup fills them in.
 */
export async function collectKeywords(
  ctx: CollectContext,
  at: Date,
  terms: readonly string[],
  termsPerPart = KEYWORDS_PER_PART,
): Promise<number> {
  const country = ctx.countries[0]!;
  const coverage = await openDayCoverage(ctx.db, country);
  let written = 0;
  for (const part of chunks(terms, termsPerPart)) {
    const [ids, popularity, results] = await Promise.all([
      keywordIds(ctx.db, country, part),
      ctx.sources.ads.popularity(part, country, at),
      ctx.sources.searchOrder.searchMany(part, country, at),
    ]);
    written += await storePopularity(ctx.db, ids, popularity, heatFromPopularity);
    const heat = new Map(popularity.map((p) => [p.term, heatFromPopularity(p.popularity)]));
    for (const lists of chunks(results, 5000)) written += await storeKeywordResults(ctx.db, ids, lists);
    written += await storeInAppResults(ctx.db, country, ids, results);
    await addDiscoveredApps(
      ctx.db,
      country,
      at,
      results.flatMap((r) => r.appIds),
    );
    addToDayCoverage(coverage, results, heat, ids);
  }
  return written + (await storeDayCoverage(ctx.db, country, formatDate(at), coverage));
}

/** The store's trending searches at `at`. */
export async function collectTrending(ctx: CollectContext, at: Date): Promise<number> {
  let written = 0;
  for (const country of ctx.countries.slice(0, 1)) {
    const snap = await ctx.sources.trending.trending(country, at);
    const inserted = await ctx.db
      .insertInto('trending_snapshots')
      .values({ country, at: snap.at, terms: JSON.stringify(snap.terms) })
      .onConflict((oc) => oc.columns(['country', 'at']).doNothing())
      .returning('at')
      .executeTakeFirst();
    if (inserted) written += 1;
  }
  return written;
}

/** The calibration data published for the China day before `at`. */
export async function collectCalibration(ctx: CollectContext, at: Date): Promise<number> {
  const country = ctx.countries[0]!;
  const day = formatDate(at.getTime() - DAY_MS);
  const apps = await ctx.sources.calibration.calibration(country, day, at);
  if (apps.length === 0) return 0;
  await ctx.db
    .insertInto('calibration_points')
    .values(
      apps.map((a) => ({
        country,
        day: a.date,
        app_id: a.appId,
        downloads: Math.round(a.downloads),
        revenue: a.revenue.toFixed(2),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  return apps.length;
}
