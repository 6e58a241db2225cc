import { sql } from 'kysely';
import { formatDate, REVISION_KINDS, chinaDayStart } from '@bangyan/contract';
import type { Db } from '../db.ts';
import type { AppChange } from './apps.ts';

/** An app's metadata revision: every version, name or subtitle change lookups saw at one time. */
export interface AppRevision {
  at: Date;
  /** In field order (name, subtitle, version). */
  changes: AppChange[];
}

/** A keyword the app ranks for before a revision or now (ranks null where it was not in the results). */
export interface RevisionKeywordRank {
  keywordId: number;
  term: string;
  /** The keyword's latest heat up to the day of `at`. */
  heat: number | null;
  rankBefore: number | null;
  rank: number | null;
}

export interface AppRevisionRanks {
  revision: AppRevision;
  /** The ranks before are those of the lists in force at this time: the start of the revision's China day. */
  before: Date;
  rows: RevisionKeywordRank[];
}

/**
 * When the app's latest revision up to `at` was seen (its latest version, name or subtitle change in app_changes); null
 * without one.
 */
export async function latestRevisionAt(
  db: Db,
  input: { country: string; appId: number; at: Date },
): Promise<Date | null> {
  const latest = await db
    .selectFrom('app_changes')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('app_id', '=', String(input.appId))
    .where('country', '=', input.country)
    .where('field', 'in', [...REVISION_KINDS])
    .where('at', '<=', input.at)
    .executeTakeFirst();
  return latest?.at ? new Date(latest.at) : null;
}

/**
 * The app's revision at `revisedAt` (latestRevisionAt) and its organic ranks for every keyword of
 * the storefront on the China day before it (the lists in force when that day ended) and now
 * (keyword_results_current, as the coverage table reads them), for the keywords either holds it
 * in; heat as of `at`. Null when the day before the revision is older than the storefront's first
 * collected keyword day (the kept history), so there is nothing to compare with. The lists before
 * cost one index probe per keyword of the storefront (a keyword the app left is found only through
 * its list then).
 */
export async function appRevisionRanks(
  db: Db,
  input: { country: string; appId: number; revisedAt: Date; at: Date },
): Promise<AppRevisionRanks | null> {
  const app = String(input.appId);
  const revisedAt = input.revisedAt;
  const before = chinaDayStart(formatDate(revisedAt));
  const first = await db
    .selectFrom('app_coverage_daily')
    .select((eb) => eb.fn.min('day').as('day'))
    .where('country', '=', input.country)
    .executeTakeFirst();
  if (!first?.day || chinaDayStart(first.day).getTime() >= before.getTime()) return null;
  const changes = await db
    .selectFrom('app_changes')
    .select(['at', 'field', 'old_value', 'new_value'])
    .where('app_id', '=', app)
    .where('country', '=', input.country)
    .where('field', 'in', [...REVISION_KINDS])
    .where('at', '=', revisedAt)
    .orderBy('field')
    .execute();
  const rows = await sql<{
    keyword_id: number;
    term: string;
    heat: number | null;
    rank_before: number | null;
    rank: number | null;
  }>`
    WITH ranked AS (
      SELECT k.keyword_id, k.term, array_position(pre.app_ids, ${app}::bigint) AS rank_before,
        array_position(cur.app_ids, ${app}::bigint) AS rank
      FROM keywords k
      LEFT JOIN keyword_results_current cur ON cur.keyword_id = k.keyword_id
      LEFT JOIN LATERAL (
        SELECT r.app_ids FROM keyword_results r WHERE r.keyword_id = k.keyword_id AND r.at < ${before}
          ORDER BY r.at DESC LIMIT 1
      ) pre ON true
      WHERE k.country = ${input.country} AND (cur.app_ids @> ARRAY[${app}::bigint]
        OR pre.app_ids @> ARRAY[${app}::bigint])
    )
    SELECT ranked.*, d.heat FROM ranked
    LEFT JOIN LATERAL (
      SELECT kd.heat FROM keyword_daily kd WHERE kd.keyword_id = ranked.keyword_id AND kd.day <= ${formatDate(input.at)}
        ORDER BY kd.day DESC LIMIT 1
    ) d ON true`.execute(db);
  return {
    revision: {
      at: revisedAt,
      changes: changes.map((c) => ({
        at: new Date(c.at),
        field: c.field,
        oldValue: c.old_value,
        newValue: c.new_value,
      })),
    },
    before,
    rows: rows.rows.map((r) => ({
      keywordId: r.keyword_id,
      term: r.term,
      heat: r.heat,
      rankBefore: r.rank_before,
      rank: r.rank,
    })),
  };
}
