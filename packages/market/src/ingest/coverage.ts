import { keywordVisibility, asoIndexFromVisibility } from '../analytics/asoIndex.ts';
import { KEYWORD_DEPTH } from '../analytics/config.ts';
import { coverageByApp } from '../analytics/coverage.ts';
import { isHotKeyword } from '../analytics/heat.ts';
import type { KeywordSearchResult } from '../model.ts';
import type { Db } from './db.ts';

/**
 * Keyword coverage (total / top 3 / top 10, analytics `coverageByApp`) and the ASO index
 * (analytics `keywordVisibility` summed per app) of every ranked app for one China day, from that
 * day's search results and heat, as the keyword collection has them in memory. Returns rows written.
 */
export async function storeDailyCoverage(
  db: Db,
  country: string,
  day: string,
  results: readonly KeywordSearchResult[],
  heatOf: ReadonlyMap<string, number>,
): Promise<number> {
  const withHeat = results.map((r) => ({ term: r.term, heat: heatOf.get(r.term) ?? 0, appIds: r.appIds }));
  const coverage = coverageByApp(withHeat);
  if (coverage.size === 0) return 0;
  const apps = await db.selectFrom('market_apps').select(['app_id', 'name', 'subtitle']).where('country', '=', country).execute();
  const texts = new Map(apps.map((a) => [Number(a.app_id), a]));
  const visibility = new Map<number, number>();
  for (const r of withHeat) {
    // Only hot keywords count (keywordVisibility is 0 for the others), and only covering apps.
    if (!isHotKeyword(r.heat)) continue;
    const end = Math.min(r.appIds.length, KEYWORD_DEPTH);
    for (let i = 0; i < end; i++) {
      const appId = r.appIds[i]!;
      const app = texts.get(appId);
      const v = keywordVisibility({ heat: r.heat, rank: i + 1, inTitle: app?.name.includes(r.term) ?? false, inSubtitle: app?.subtitle.includes(r.term) ?? false });
      if (v > 0) visibility.set(appId, (visibility.get(appId) ?? 0) + v);
    }
  }
  const rows = [...coverage].map(([appId, c]) => ({
    country,
    day,
    app_id: appId,
    total: c.total,
    top3: c.top3,
    top10: c.top10,
    aso_index: asoIndexFromVisibility(visibility.get(appId) ?? 0),
  }));
  for (let i = 0; i < rows.length; i += 5000) {
    await db
      .insertInto('app_coverage_daily')
      .values(rows.slice(i, i + 5000))
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
  return rows.length;
}
