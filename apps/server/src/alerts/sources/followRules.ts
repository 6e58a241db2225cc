/**
 * The alert rules on followed iOS apps (alert_rules) as the sources read them: who asked for which kinds of which app,
 * on which channels, and from when an event is reported to them; and the alerts of a kind whose events are the same
 * for every rule.
 */
import { HOUR_MS, type AlertChannel, type AlertKind } from '@bangyan/contract';
import { appSummaries, type AppSummary } from '@bangyan/market';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { AlertSource, DueAlert } from '../due.ts';

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

/** Something that happened to an app at a time. */
export interface AppEvent {
  appId: number;
  at: Date;
}

/**
 * A source of the alerts of a `kind` whose events are the same for every rule: per storefront, `read` (the engine's)
 * finds those about its rules' apps from the earliest rule's start (not before the look-back) up to now, and each
 * event is told by `alert` to every rule of its app that reports from before it.
 */
export function eventSource<E extends AppEvent>(
  kind: AlertKind,
  read: (db: Kysely<Database>, input: { country: string; appIds: number[]; since: Date; until: Date }) => Promise<E[]>,
  alert: (rule: FollowRule, app: AppSummary, event: E) => DueAlert,
): AlertSource {
  return async (db, { now, since }) => {
    const due: DueAlert[] = [];
    for (const group of byStorefront(await followRules(db, [kind]), since)) {
      const events = await read(db, { country: group.country, appIds: group.appIds, since: group.from, until: now });
      const app = await appSummaries(
        db,
        group.country,
        events.map((e) => e.appId),
      );
      for (const rule of group.rules) {
        for (const event of events) {
          if (event.appId === rule.appId && event.at >= rule.from) due.push(alert(rule, app(event.appId), event));
        }
      }
    }
    return due;
  };
}
