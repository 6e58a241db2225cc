/** Several apps' daily download estimates (app_estimates) side by side (the competitor page's). */
import type { Db } from '../db.ts';

/**
 * Each app's download estimate in the storefront on each of `days` ('YYYY-MM-DD'), in the order
 * of `days`; null on a day without one. Every app's estimates in one read (app_estimates is keyed
 * by country, day and app).
 */
export async function appsDownloadSeries(
  db: Db,
  input: { country: string; appIds: readonly number[]; days: readonly string[] },
): Promise<(appId: number) => (number | null)[]> {
  const sorted = [...input.days].sort();
  const rows =
    input.appIds.length === 0 || sorted.length === 0
      ? []
      : await db
          .selectFrom('app_estimates')
          .select(['app_id', 'day', 'downloads'])
          .where('country', '=', input.country)
          .where('day', '>=', sorted[0]!)
          .where('day', '<=', sorted.at(-1)!)
          .where('app_id', 'in', [...new Set(input.appIds)].map(String))
          .execute();
  const downloads = new Map(
    rows.map((r) => [`${r.app_id} ${r.day}`, r.downloads === null ? null : Number(r.downloads)]),
  );
  return (appId) => input.days.map((day) => downloads.get(`${appId} ${day}`) ?? null);
}
