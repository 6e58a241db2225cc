import { sql } from 'kysely';
import { formatDate, DAY_MS, chinaDayStart } from '@bangyan/contract';
import type { Db } from '../db.ts';

/** A list row's daily figures for an iOS app (spec 3 'Followed app'). */
export interface AppDayFigures {
  /** Estimated downloads on `day` (data.md "Download estimate"); null without an estimate. */
  downloads: number | null;
  /**
   * Keyword coverage on the latest collected day up to `day`, with its change against the collected day before (0
   * without one); null before any.
   */
  coverage: { total: number; totalChange: number; top3: number; top3Change: number } | null;
}

/**
 * Yesterday-style figures of many iOS apps at once: the download estimate of China day `day` and
 * the keyword coverage of the latest collected day up to `day` (an app without a row on a
 * collected day covered nothing), against the collected day before it.
 */
export async function appDayFigures(
  db: Db,
  input: { country: string; appIds: readonly number[]; day: string },
): Promise<(appId: number) => AppDayFigures> {
  const ids = [...new Set(input.appIds)].map(String);
  if (ids.length === 0) return () => ({ downloads: null, coverage: null });
  const days = await db
    .selectFrom('app_coverage_daily')
    .select('day')
    .distinct()
    .where('country', '=', input.country)
    .where('day', '<=', input.day)
    .where('day', '>=', formatDate(chinaDayStart(input.day).getTime() - 14 * DAY_MS))
    .orderBy('day', 'desc')
    .limit(2)
    .execute();
  const [latest, before] = days.map((d) => d.day);
  const [estimates, coverage] = await Promise.all([
    db
      .selectFrom('app_estimates')
      .select(['app_id', 'downloads'])
      .where('country', '=', input.country)
      .where('day', '=', input.day)
      .where(sql<boolean>`app_id = ANY(${ids}::bigint[])`)
      .execute(),
    latest === undefined
      ? []
      : db
          .selectFrom('app_coverage_daily')
          .select(['app_id', 'day', 'total', 'top3'])
          .where('country', '=', input.country)
          .where('day', 'in', before === undefined ? [latest] : [latest, before])
          .where(sql<boolean>`app_id = ANY(${ids}::bigint[])`)
          .execute(),
  ]);
  const downloads = new Map(
    estimates.map((e) => [Number(e.app_id), e.downloads === null ? null : Number(e.downloads)]),
  );
  const cover = new Map(coverage.map((c) => [`${c.app_id}|${c.day}`, c]));
  return (appId) => {
    if (latest === undefined) return { downloads: downloads.get(appId) ?? null, coverage: null };
    const now = cover.get(`${appId}|${latest}`) ?? { total: 0, top3: 0 };
    const then = before === undefined ? now : (cover.get(`${appId}|${before}`) ?? { total: 0, top3: 0 });
    return {
      downloads: downloads.get(appId) ?? null,
      coverage: {
        total: now.total,
        totalChange: now.total - then.total,
        top3: now.top3,
        top3Change: now.top3 - then.top3,
      },
    };
  };
}
