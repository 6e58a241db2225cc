import { sql } from 'kysely';
import { formatDate, chinaDayEnd, daysBetween, DAY_MS } from '@bangyan/contract';
import { rankById } from '../analytics/rankChanges.ts';
import type { Db } from '../db.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/**
 * A keyword's results over a span of China days, from the lists in force at the end of each day:
 * who came in and who was cleared out (summary30), and what a keyword monitor reports each day.
 */

/** An app that came into, or went out of, a keyword's results during a span. */
export interface KeywordMover extends AppSummary {
  /** The China day it came in (its first day in the results) or went out (its first day out of them). */
  day: string;
  /** Its rank at the end of that day (came in) or of the day before (went out). */
  rank: number;
  /** Its rank at the end of the span; 0 when out of the results. */
  rankNow: number;
}

export interface KeywordSpan {
  days: string[];
  /** Apps not in the results the day before the span that came into them during it, newest first. */
  entered: KeywordMover[];
  /** Apps in the results during the span (or the day before it) that went out and are out at its end, newest first. */
  cleared: KeywordMover[];
  /** The end's top apps, each with its end-of-day rank on every day of the span (0 = out of the results). */
  top: (AppSummary & { ranks: number[] })[];
}

/**
 * A keyword's lists in force at the end of the day before `from` and of each China day `from`..`to`
 * (ranks by app id): lists[0] the day before, lists[k] the end of days[k − 1]. Null for an unknown keyword.
 */
async function endOfDayLists(db: Db, input: { country: string; term: string; from: string; to: string }) {
  const keyword = await db
    .selectFrom('keywords')
    .select('keyword_id')
    .where('country', '=', input.country)
    .where('term', '=', input.term)
    .executeTakeFirst();
  if (keyword === undefined) return null;
  const days = daysBetween(input.from, input.to);
  const ends = [new Date(chinaDayEnd(input.from).getTime() - DAY_MS), ...days.map(chinaDayEnd)];
  const { rows } = await sql<{ i: number; app_ids: string[] | null }>`
    SELECT e.i::int AS i, l.app_ids
    FROM unnest(${ends.map((d) => d.toISOString())}::timestamptz[]) WITH ORDINALITY AS e(end_at, i)
    LEFT JOIN LATERAL (
      SELECT r.app_ids FROM keyword_results r WHERE r.keyword_id = ${keyword.keyword_id} AND r.at < e.end_at
        ORDER BY r.at DESC LIMIT 1
    ) l ON true
    ORDER BY e.i`.execute(db);
  return { keywordId: keyword.keyword_id, days, lists: rows.map((r) => rankById((r.app_ids ?? []).map(Number))) };
}

/**
 * A keyword's results over the China days `from`..`to` (summary30): the list in force at the end
 * of each day (and of the day before `from`), who came in, who was cleared out, and how the end's
 * first `top` apps ranked day by day. Null for an unknown keyword.
 */
export async function keywordSpan(
  db: Db,
  input: { country: string; term: string; from: string; to: string; top: number },
): Promise<KeywordSpan | null> {
  const found = await endOfDayLists(db, input);
  if (found === null) return null;
  const { days, lists } = found;
  const last = lists.at(-1)!;
  const entered = new Map<number, { day: string; rank: number }>();
  const cleared = new Map<number, { day: string; rank: number }>();
  for (let k = 1; k < lists.length; k++) {
    for (const [id, rank] of lists[k]!)
      if (!lists[k - 1]!.has(id) && !lists[0]!.has(id)) entered.set(id, { day: days[k - 1]!, rank });
    for (const [id, rank] of lists[k - 1]!) if (!lists[k]!.has(id)) cleared.set(id, { day: days[k - 1]!, rank });
  }
  for (const id of cleared.keys()) if (last.has(id)) cleared.delete(id);
  const topIds = [...last.keys()].slice(0, input.top);
  const app = await appSummaries(db, input.country, [...entered.keys(), ...cleared.keys(), ...topIds]);
  const movers = (found: Map<number, { day: string; rank: number }>) =>
    [...found]
      .map(([id, m]) => ({ ...app(id), day: m.day, rank: m.rank, rankNow: last.get(id) ?? 0 }))
      .sort((x, y) => (x.day < y.day ? 1 : x.day > y.day ? -1 : x.rank - y.rank));
  return {
    days,
    entered: movers(entered),
    cleared: movers(cleared),
    top: topIds.map((id) => ({ ...app(id), ranks: lists.slice(1).map((l) => l.get(id) ?? 0) })),
  };
}

/** One China day of a keyword monitor: its figures against the day before and who came into or left its top. */
export interface KeywordMonitorDay {
  day: string;
  heat: number | null;
  previousHeat: number | null;
  resultCount: number | null;
  /** Apps in the top at the end of the day that were not at the end of the day before, with their rank. */
  entered: (AppSummary & { rank: number })[];
  /**
   * Apps in the top at the end of the day before that are not any more, with their rank then and now (0 = out of the
   * results).
   */
  left: (AppSummary & { previousRank: number; rank: number })[];
}

/**
 * What a keyword monitor reports each China day `from`..`to` (subscribedetail): the keyword's heat
 * and result count against the day before, and the apps that came into or left its first `top`
 * results between the ends of consecutive days. Newest day first; null for an unknown keyword.
 */
export async function keywordMonitorDays(
  db: Db,
  input: { country: string; term: string; from: string; to: string; top: number },
): Promise<KeywordMonitorDay[] | null> {
  const found = await endOfDayLists(db, input);
  if (found === null) return null;
  const { keywordId, days, lists } = found;
  const dayBefore = formatDate(chinaDayEnd(input.from).getTime() - 2 * DAY_MS);
  const daily = await db
    .selectFrom('keyword_daily')
    .select(['day', 'heat', 'result_count'])
    .where('keyword_id', '=', keywordId)
    .where('day', '>=', dayBefore)
    .where('day', '<=', input.to)
    .execute();
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const inTop = (ranks: Map<number, number>, id: number) => (ranks.get(id) ?? Infinity) <= input.top;
  const changes = days.map((day, k) => {
    const [before, after] = [lists[k]!, lists[k + 1]!];
    return {
      day,
      entered: [...after]
        .filter(([id, rank]) => rank <= input.top && !inTop(before, id))
        .map(([id, rank]) => ({ id, rank })),
      left: [...before]
        .filter(([id, rank]) => rank <= input.top && !inTop(after, id))
        .map(([id, rank]) => ({ id, previousRank: rank, rank: after.get(id) ?? 0 })),
    };
  });
  const app = await appSummaries(
    db,
    input.country,
    changes.flatMap((c) => [...c.entered, ...c.left].map((e) => e.id)),
  );
  return changes
    .map((c, k) => ({
      day: c.day,
      heat: byDay.get(c.day)?.heat ?? null,
      previousHeat: byDay.get(k === 0 ? dayBefore : days[k - 1]!)?.heat ?? null,
      resultCount: byDay.get(c.day)?.result_count ?? null,
      entered: c.entered.map((e) => ({ ...app(e.id), rank: e.rank })),
      left: c.left.map((e) => ({ ...app(e.id), previousRank: e.previousRank, rank: e.rank })),
    }))
    .reverse();
}
