/**
 * The alert rules on followed iOS apps (alert_rules) as the sources read them: who asked for which kinds of which app,
 * on which channels, and from when an event is reported to them.
 */
import { HOUR_MS, type AlertChannel, type AlertKind } from '@bangyan/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

/**
 * A rule also reports events up to this long before it was set: a collection stores an event at its own target time,
 * which can be shortly before the moment the collection actually ran.
 */
export const RULE_GRACE_MS = HOUR_MS;

export interface FollowRule {
  uid: string;
  country: string;
  appId: number;
  kinds: readonly AlertKind[];
  channels: readonly AlertChannel[];
  /** The 'rank' kind's N. */
  rankTop: number;
  /** Events from this time on are reported to it: when it was set, less RULE_GRACE_MS. */
  from: Date;
}

/** The rules on followed iOS apps that ask for any of `kinds`. */
export async function followRules(db: Kysely<Database>, kinds: readonly AlertKind[]): Promise<FollowRule[]> {
  const rows = await db
    .selectFrom('alert_rules')
    .select(['uid', 'country', 'app_id', 'kinds', 'channels', 'rank_top', 'created_at'])
    .where('market', '=', 'ios')
    .where(sql<boolean>`kinds && ${[...kinds]}::text[]`)
    .execute();
  return rows.map((r) => ({
    uid: String(r.uid),
    country: r.country,
    appId: Number(r.app_id),
    kinds: r.kinds as AlertKind[],
    channels: r.channels as AlertChannel[],
    rankTop: r.rank_top,
    from: new Date(r.created_at.getTime() - RULE_GRACE_MS),
  }));
}

/** Rules (anything with a storefront, an app and a start) of one storefront, and what to read for them. */
export interface StorefrontRules<R> {
  country: string;
  rules: R[];
  appIds: number[];
  /** The earliest time any of them reports from, within the look-back. */
  from: Date;
}

/** The rules grouped by storefront, each group reading from its earliest rule's start but not before `since`. */
export function byStorefront<R extends { country: string; appId: number; from: Date }>(
  rules: readonly R[],
  since: Date,
): StorefrontRules<R>[] {
  return [...new Set(rules.map((r) => r.country))].map((country) => {
    const mine = rules.filter((r) => r.country === country);
    return {
      country,
      rules: mine,
      appIds: [...new Set(mine.map((r) => r.appId))],
      from: new Date(Math.max(since.getTime(), Math.min(...mine.map((r) => r.from.getTime())))),
    };
  });
}
