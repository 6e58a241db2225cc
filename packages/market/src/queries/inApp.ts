/**
 * An app's in-app purchase items and in-app events as App Store search shows them (ingest
 * storeInApp.ts): the entries seen, the keywords whose current search list shows them with their
 * rank among that kind's entries, heat and result count, and the app's daily in-app coverage
 * (keywords with heat ≥ 4605 showing one of its entries; top 3 and top 10 likewise).
 */
import { sql } from 'kysely';
import type { InAppKind } from '@bangyan/db';
import { coverageWithDiff, type CoverageSummary } from '../analytics/coverage.ts';
import type { Db } from '../db.ts';
import { collectedKeywordDays, type AdSpan } from './asa.ts';

export type { InAppKind };

/** An item (price set, kind null) or an event (kind, start and end set, price null). */
export interface InAppEntry {
  id: number;
  name: string;
  price: number | null;
  kind: string | null;
  startAt: Date | null;
  endAt: Date | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Keywords whose current search list shows it, and its best rank among them (null: none). */
  keywords: number;
  bestRank: number | null;
}

/** One keyword whose current list shows one of the app's entries. */
export interface InAppKeyword {
  keywordId: number;
  term: string;
  entryId: number;
  entryName: string;
  /** Position among the keyword's in-app entries of this kind (1 = first). */
  rank: number;
  heat: number | null;
  popularity: number | null;
  resultCount: number | null;
  /** When the list was stored (its latest change). */
  listAt: Date;
}

/** The app's coverage on one collected day (0 where no list showed its entries). */
export interface InAppCoverageDay {
  day: string;
  total: number;
  top3: number;
  top10: number;
}

interface AppKind {
  country: string;
  appId: number;
  kind: InAppKind;
}

/**
 * The app's entries of a kind as stored, in one shape for both kinds (an item's kind and times null, an event's price
 * null).
 */
function entriesOf(input: AppKind) {
  return input.kind === 'item'
    ? sql`SELECT product_id AS id, name, price::float8 AS price, NULL::text AS kind, NULL::timestamptz AS starts_at,
      NULL::timestamptz AS ends_at, first_seen_at, last_seen_at
          FROM inapp_items WHERE country = ${input.country} AND app_id = ${input.appId}`
    : sql`SELECT event_id AS id, name, NULL::float8 AS price, kind, starts_at, ends_at, first_seen_at, last_seen_at
          FROM inapp_events WHERE country = ${input.country} AND app_id = ${input.appId}`;
}

/**
 * Every keyword whose current list of the kind shows one of the app's entries (one row per keyword
 * and entry), with the keyword's latest collected heat, popularity and result count; by rank, then
 * heat descending, then keyword id. `entryId` keeps one entry's keywords.
 */
export async function appInAppKeywords(db: Db, input: AppKind & { entryId?: number }): Promise<InAppKeyword[]> {
  const rows = await sql<{
    keyword_id: number;
    term: string;
    entry_id: string;
    entry_name: string;
    rank: string;
    heat: number | null;
    popularity: number | null;
    result_count: number | null;
    at: Date;
  }>`
    WITH mine AS (${entriesOf(input)}),
    wanted AS (
      SELECT array_agg(id) AS ids FROM mine ${input.entryId === undefined ? sql`` : sql`WHERE id = ${input.entryId}`}
    )
    SELECT k.keyword_id, k.term, u.id AS entry_id, m.name AS entry_name, u.ord AS rank, d.heat, d.popularity,
      d.result_count, c.at
    FROM keyword_inapp_results_current c
    JOIN keywords k ON k.keyword_id = c.keyword_id AND k.country = ${input.country}
    CROSS JOIN LATERAL unnest(c.ids) WITH ORDINALITY AS u(id, ord)
    JOIN mine m ON m.id = u.id
    LEFT JOIN LATERAL (SELECT heat, popularity, result_count FROM keyword_daily WHERE keyword_id = c.keyword_id
      ORDER BY day DESC LIMIT 1) d ON true
    WHERE c.kind = ${input.kind} AND c.ids && (SELECT ids FROM wanted)
      ${input.entryId === undefined ? sql`` : sql`AND u.id = ${input.entryId}`}`.execute(db);
  return rows.rows
    .map((r) => ({
      keywordId: r.keyword_id,
      term: r.term,
      entryId: Number(r.entry_id),
      entryName: r.entry_name,
      rank: Number(r.rank),
      heat: r.heat,
      popularity: r.popularity,
      resultCount: r.result_count,
      listAt: r.at,
    }))
    .sort(
      (x, y) => x.rank - y.rank || (y.heat ?? 0) - (x.heat ?? 0) || x.keywordId - y.keywordId || x.entryId - y.entryId,
    );
}

/**
 * The app's entries of a kind ever shown in search, with their current keywords; most keywords first, then latest seen.
 */
export async function appInAppEntries(db: Db, input: AppKind): Promise<InAppEntry[]> {
  const [rows, keywords] = await Promise.all([
    sql<{
      id: string;
      name: string;
      price: number | null;
      kind: string | null;
      starts_at: Date | null;
      ends_at: Date | null;
      first_seen_at: Date;
      last_seen_at: Date;
    }>`${entriesOf(input)}`.execute(db),
    appInAppKeywords(db, input),
  ]);
  const shown = new Map<number, { keywords: number; bestRank: number }>();
  for (const k of keywords) {
    const s = shown.get(k.entryId);
    shown.set(k.entryId, { keywords: (s?.keywords ?? 0) + 1, bestRank: Math.min(s?.bestRank ?? k.rank, k.rank) });
  }
  return rows.rows
    .map((r) => {
      const id = Number(r.id);
      return {
        id,
        name: r.name,
        price: r.price,
        kind: r.kind,
        startAt: r.starts_at,
        endAt: r.ends_at,
        firstSeenAt: r.first_seen_at,
        lastSeenAt: r.last_seen_at,
        keywords: shown.get(id)?.keywords ?? 0,
        bestRank: shown.get(id)?.bestRank ?? null,
      };
    })
    .sort((x, y) => y.keywords - x.keywords || y.lastSeenAt.getTime() - x.lastSeenAt.getTime() || x.id - y.id);
}

/**
 * The app's in-app coverage of a kind on each collected keyword day of the span (0 on a day none showed), oldest first.
 */
export async function appInAppCoverage(db: Db, input: AppKind & AdSpan): Promise<InAppCoverageDay[]> {
  const [days, rows] = await Promise.all([
    collectedKeywordDays(db, input),
    db
      .selectFrom('app_inapp_coverage_daily')
      .select(['day', 'total', 'top3', 'top10'])
      .where('country', '=', input.country)
      .where('app_id', '=', String(input.appId))
      .where('kind', '=', input.kind)
      .where('day', '>=', input.from)
      .where('day', '<=', input.to)
      .execute(),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => {
    const r = byDay.get(day);
    return { day, total: r?.total ?? 0, top3: r?.top3 ?? 0, top10: r?.top10 ?? 0 };
  });
}

/**
 * The latest collected day's coverage with its change against the collected day before; null without a collected day.
 */
export function inAppCoverageSummary(history: readonly InAppCoverageDay[]): (CoverageSummary & { day: string }) | null {
  const today = history.at(-1);
  if (today === undefined) return null;
  return { day: today.day, ...coverageWithDiff(today, history.at(-2) ?? null) };
}
