import { asoIndexFromVisibility, keywordVisibility } from '../analytics/asoIndex.ts';
import { KEYWORD_DEPTH } from '../analytics/config.ts';
import { addCoverage, type Coverage } from '../analytics/coverage.ts';
import { isHotKeyword } from '../analytics/heat.ts';
import type { KeywordSearchResult } from '../model.ts';
import { chunks } from '../sources/url.ts';
import type { Db } from '../db.ts';

const ROWS_PER_STATEMENT = 5000;

/**
 * A China day's keyword coverage of every app, gathered part by part as the keyword collection
 * reads the day's results: per-app counters only, so a collection of 200,000 keywords never holds
 * all its results at once.
 * - organic: total / top 3 / top 10 (analytics `addCoverage`) over the organic results;
 * - visibility: analytics `keywordVisibility` summed per app, the ASO index's input;
 * - item, event: in-app coverage, per kind the keywords of the library (heat ≥ 4605) whose search
 *   shows one of the app's entries, within the first 3 and 10 entries (its best entry counts).
 */
export interface DayCoverage {
  organic: Map<number, Coverage>;
  visibility: Map<number, number>;
  item: Map<number, Coverage>;
  event: Map<number, Coverage>;
  /** The apps' names and subtitles, for keywordVisibility's title and subtitle weights. */
  texts: ReadonlyMap<number, { name: string; subtitle: string }>;
}

/**
 * An empty day's coverage for `country`, with its apps' texts: the names and subtitles the lookups
 * recorded, which are those of the lookups up to the collection's time, whatever the timing (a
 * keyword search runs after the lookups of its time and before the next ones: plan.ts `JOB_READS`,
 * `JOB_READS_BEFORE`). Not the name a chart gave an app no lookup has filled yet: the backfill's
 * chart lanes run ahead of the search.
 */
export async function openDayCoverage(db: Db, country: string): Promise<DayCoverage> {
  const apps = await db
    .selectFrom('market_apps')
    .select(['app_id', 'name', 'subtitle'])
    .where('country', '=', country)
    .where('looked_up', '=', true)
    .execute();
  return {
    organic: new Map(),
    visibility: new Map(),
    item: new Map(),
    event: new Map(),
    texts: new Map(apps.map((a) => [Number(a.app_id), a])),
  };
}

/** Adds one part of the day's search results (each keyword once in the day) with their heat. */
export function addToDayCoverage(
  day: DayCoverage,
  results: readonly KeywordSearchResult[],
  heatOf: ReadonlyMap<string, number>,
  ids: ReadonlyMap<string, number>,
): void {
  const withHeat = results.map((r) => ({ term: r.term, heat: heatOf.get(r.term) ?? 0, appIds: r.appIds }));
  addCoverage(day.organic, withHeat);
  for (const r of withHeat) {
    // Only hot keywords count (keywordVisibility is 0 for the others), and only covering apps.
    if (!isHotKeyword(r.heat)) continue;
    const end = Math.min(r.appIds.length, KEYWORD_DEPTH);
    for (let i = 0; i < end; i++) {
      const appId = r.appIds[i]!;
      const app = day.texts.get(appId);
      const v = keywordVisibility({
        heat: r.heat,
        rank: i + 1,
        inTitle: app?.name.includes(r.term) ?? false,
        inSubtitle: app?.subtitle.includes(r.term) ?? false,
      });
      if (v > 0) day.visibility.set(appId, (day.visibility.get(appId) ?? 0) + v);
    }
  }
  const known = results.filter((r) => ids.has(r.term));
  addCoverage(
    day.item,
    known.map((r) => ({ heat: heatOf.get(r.term) ?? 0, appIds: r.inAppPurchases.map((p) => p.appId) })),
  );
  addCoverage(
    day.event,
    known.map((r) => ({ heat: heatOf.get(r.term) ?? 0, appIds: r.inAppEvents.map((e) => e.appId) })),
  );
}

/**
 * Stores the day's coverage: app_coverage_daily (with the ASO index) and app_inapp_coverage_daily,
 * replacing what an earlier collection of the same day stored for an app. Returns the organic rows.
 */
export async function storeDayCoverage(db: Db, country: string, day: string, coverage: DayCoverage): Promise<number> {
  const rows = [...coverage.organic].map(([appId, c]) => ({
    country,
    day,
    app_id: appId,
    total: c.total,
    top3: c.top3,
    top10: c.top10,
    aso_index: asoIndexFromVisibility(coverage.visibility.get(appId) ?? 0),
  }));
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    await db
      .insertInto('app_coverage_daily')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['country', 'day', 'app_id']).doUpdateSet((eb) => ({
          total: eb.ref('excluded.total'),
          top3: eb.ref('excluded.top3'),
          top10: eb.ref('excluded.top10'),
          aso_index: eb.ref('excluded.aso_index'),
        })),
      )
      .execute();
  }
  const inApp = (['item', 'event'] as const).flatMap((kind) =>
    [...coverage[kind]].map(([appId, c]) => ({
      country,
      app_id: appId,
      kind,
      day,
      total: c.total,
      top3: c.top3,
      top10: c.top10,
    })),
  );
  for (const part of chunks(inApp, ROWS_PER_STATEMENT)) {
    await db
      .insertInto('app_inapp_coverage_daily')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['country', 'app_id', 'kind', 'day']).doUpdateSet((eb) => ({
          total: eb.ref('excluded.total'),
          top3: eb.ref('excluded.top3'),
          top10: eb.ref('excluded.top10'),
        })),
      )
      .execute();
  }
  return rows.length;
}
