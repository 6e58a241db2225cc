/**
 * Offline monitor (下架; data.md "Monitors"): lookup stops returning an app on two consecutive
 * checks. The event keeps the best overall rank in the 24 h before (the table's 最近最高排名), and
 * the app coming back ends the offline spell with an 'online' event.
 */
import { OFFLINE_BEST_RANK_WINDOW_MS, OFFLINE_CONSECUTIVE_CHECKS } from '../config.ts';
import { byTimeThenApp, groupByApp, type LookupCheck, type MonitorEventBase, type RankedSnapshot } from './types.ts';

export interface OfflineEvent extends MonitorEventBase<'offline'> {
  /** Best (lowest) overall rank in the 24 h up to the event; null when it was on no overall chart. */
  bestRank: number | null;
}

export interface OnlineEvent extends MonitorEventBase<'online'> {
  /** When the offline spell this ends began. */
  offlineAt: Date;
}

/**
 * The best rank an app had in the overall snapshots taken within [at − window, at]: the lowest
 * position + 1 over those snapshots, null when it was in none. Pass every overall chart that counts
 * (free, paid, grossing): the best of them is kept.
 */
export function bestRankBefore(
  appId: number,
  at: Date,
  overallSnapshots: readonly RankedSnapshot[],
  windowMs = OFFLINE_BEST_RANK_WINDOW_MS,
): number | null {
  const end = at.getTime();
  let best: number | null = null;
  for (const snapshot of overallSnapshots) {
    const t = snapshot.at.getTime();
    if (t < end - windowMs || t > end) continue;
    const index = snapshot.appIds.indexOf(appId);
    if (index >= 0 && (best === null || index + 1 < best)) best = index + 1;
  }
  return best;
}

/**
 * One app's checks (in time order) with those at the same instant merged into one: present if any of
 * them says present, since a lookup that returned the app proves it was on sale then.
 */
function mergeSameInstant(checks: readonly LookupCheck[]): { at: Date; present: boolean }[] {
  const merged: { at: Date; present: boolean }[] = [];
  for (const check of checks) {
    const last = merged[merged.length - 1];
    if (last !== undefined && last.at.getTime() === check.at.getTime()) last.present ||= check.present;
    else merged.push({ at: check.at, present: check.present });
  }
  return merged;
}

/**
 * Offline and online events from lookup checks. Per app, in time order (checks at the same instant
 * merge: present if any says present): a run of 2 consecutive missing checks makes an offline event
 * at the run's first missing check, with `bestRankBefore` that time; one missing check followed by a
 * present one is a glitch and nothing. While offline, further missing checks add nothing; the first
 * present check makes an online event at its time and ends the spell, so a later run of misses is a
 * new offline event. Every app starts online. For the same events on every run, pass each app's
 * checks back to a present check (or to its first check): a window starting inside an offline spell
 * would date the spell from the window's start.
 */
export function detectOffline(
  checks: readonly LookupCheck[],
  overallSnapshots: readonly RankedSnapshot[],
  consecutive = OFFLINE_CONSECUTIVE_CHECKS,
  windowMs = OFFLINE_BEST_RANK_WINDOW_MS,
): (OfflineEvent | OnlineEvent)[] {
  const events: (OfflineEvent | OnlineEvent)[] = [];
  for (const [appId, appChecks] of groupByApp(checks)) {
    let offlineAt: Date | null = null;
    let missingSince: Date | null = null;
    let missingCount = 0;
    for (const check of mergeSameInstant(appChecks)) {
      if (check.present) {
        if (offlineAt !== null) events.push({ kind: 'online', appId, at: check.at, offlineAt });
        offlineAt = null;
        missingSince = null;
        missingCount = 0;
        continue;
      }
      missingSince ??= check.at;
      missingCount += 1;
      if (offlineAt === null && missingCount >= consecutive) {
        offlineAt = missingSince;
        const bestRank = bestRankBefore(appId, missingSince, overallSnapshots, windowMs);
        events.push({ kind: 'offline', appId, at: missingSince, bestRank });
      }
    }
  }
  return events.sort(byTimeThenApp);
}
