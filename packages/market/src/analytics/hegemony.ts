/**
 * Chart hegemony: the apps that held the top places longest, from daily chart snapshots: per app the
 * days at #1, in the top 3 and in the top 10, and its current and longest run of days at #1.
 */
import { TOP10_RANK, TOP3_RANK } from './config.ts';
import { formatDateYmd, dayBefore } from '@bangyan/contract';
import { compareIds } from './order.ts';

/** A chart snapshot: ids in rank order (index 0 = rank 1). */
export interface DatedChart<T> {
  at: Date;
  appIds: readonly T[];
}

export interface HegemonyRow<T> {
  id: T;
  daysTop1: number;
  daysTop3: number;
  daysTop10: number;
  /** Consecutive days at #1 up to and including the latest day of the data; 0 when not #1 that day. */
  currentStreak: number;
  /** The longest run of consecutive days at #1. */
  longestStreak: number;
}

/** One chart per China day: the day's latest snapshot, days in calendar order. */
export function dailyCharts<T>(snapshots: readonly DatedChart<T>[]): { day: string; appIds: readonly T[] }[] {
  const latest = new Map<string, DatedChart<T>>();
  for (const snapshot of snapshots) {
    const day = formatDateYmd(snapshot.at);
    const known = latest.get(day);
    if (known === undefined || snapshot.at.getTime() > known.at.getTime()) latest.set(day, snapshot);
  }
  return [...latest.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([day, s]) => ({ day, appIds: s.appIds }));
}

/**
 * Hegemony over the snapshots' days (each China day's latest snapshot stands for the day): days at
 * rank 1, ranks 1..3 and 1..10 (by position; a repeated id counts once, at its first). A run at #1 continues only
 * from the calendar day before, so a day without data ends it. Rows for every app that was in a top
 * 10, ordered by days at #1, then longest run, then days in top 3, then days in top 10 (all
 * descending), then id.
 */
export function hegemony<T>(snapshots: readonly DatedChart<T>[]): HegemonyRow<T>[] {
  const rows = new Map<T, HegemonyRow<T>>();
  const row = (id: T): HegemonyRow<T> => {
    const known = rows.get(id);
    if (known) return known;
    const fresh = { id, daysTop1: 0, daysTop3: 0, daysTop10: 0, currentStreak: 0, longestStreak: 0 };
    rows.set(id, fresh);
    return fresh;
  };
  let holder: HegemonyRow<T> | null = null;
  let previousDay: string | null = null;
  for (const { day, appIds } of dailyCharts(snapshots)) {
    const seen = new Set<T>();
    appIds.slice(0, TOP10_RANK).forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      const r = row(id);
      r.daysTop10 += 1;
      if (index < TOP3_RANK) r.daysTop3 += 1;
    });
    const first = appIds[0];
    const leader = first === undefined ? null : row(first);
    const continues = leader !== null && leader === holder && previousDay === dayBefore(day);
    if (holder !== null && holder !== leader) holder.currentStreak = 0;
    if (leader !== null) {
      leader.daysTop1 += 1;
      leader.currentStreak = continues ? leader.currentStreak + 1 : 1;
      leader.longestStreak = Math.max(leader.longestStreak, leader.currentStreak);
    }
    holder = leader;
    previousDay = day;
  }
  return [...rows.values()].sort(
    (x, y) =>
      y.daysTop1 - x.daysTop1 ||
      y.longestStreak - x.longestStreak ||
      y.daysTop3 - x.daysTop3 ||
      y.daysTop10 - x.daysTop10 ||
      compareIds(x.id, y.id),
  );
}
