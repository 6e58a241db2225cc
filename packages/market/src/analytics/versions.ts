/**
 * An app's release figures (pages.md "iOS app detail" version: the summary strip and the release
 * cadence chart) from its versions as the lookups saw them released.
 */
import { formatDateYmd, formatMonth, parseYmd, DAY_MS } from '@bangyan/contract';
import { monthBefore } from './monthly.ts';

/** The span `updatesLast90Days` counts over. */
export const RECENT_UPDATE_DAYS = 90;

/** A version and when it was released. */
export interface Release {
  version: string;
  at: Date;
}

export interface VersionSummary {
  versionCount: number;
  first: Release | null;
  latest: Release | null;
  /** Mean days between consecutive releases ((latest − first) / (count − 1)), one decimal; null with fewer than 2. */
  avgIntervalDays: number | null;
  /** Releases in the 90 days up to `now` (after now − 90 d, up to now). */
  updatesLast90Days: number;
  /** China calendar days from the latest release's day to now's day (0 = released today); null without releases. */
  daysSinceLastUpdate: number | null;
}

/** Whole China calendar days from `from`'s day to `to`'s day. */
const chinaDaysBetween = (from: Date, to: Date) =>
  Math.round((parseYmd(formatDateYmd(to))!.getTime() - parseYmd(formatDateYmd(from))!.getTime()) / DAY_MS);

/**
 * The summary of `releases` (any order) at `now`. Example: releases on 1, 11 and 31 January → 3
 * versions, first the 1st, latest the 31st, (30 days) / 2 = 15.0 days apart on average.
 */
export function versionSummary(releases: readonly Release[], now: Date): VersionSummary {
  const sorted = [...releases].sort((x, y) => x.at.getTime() - y.at.getTime());
  const first = sorted[0] ?? null;
  const latest = sorted.at(-1) ?? null;
  const span = first && latest ? (latest.at.getTime() - first.at.getTime()) / DAY_MS : 0;
  const since = now.getTime() - RECENT_UPDATE_DAYS * DAY_MS;
  return {
    versionCount: sorted.length,
    first,
    latest,
    avgIntervalDays: sorted.length < 2 ? null : Math.round((span / (sorted.length - 1)) * 10) / 10,
    updatesLast90Days: sorted.filter((r) => r.at.getTime() > since && r.at.getTime() <= now.getTime()).length,
    daysSinceLastUpdate: latest === null ? null : chinaDaysBetween(latest.at, now),
  };
}

/**
 * Releases per China month over the last `months` months up to `now`'s month ('YYYY-MM', oldest
 * first); releases outside them are not counted.
 */
export function releaseCadence(
  releases: readonly Release[],
  now: Date,
  months: number,
): { months: string[]; counts: number[] } {
  const list = [formatMonth(now)];
  while (list.length < months) list.unshift(monthBefore(list[0]!));
  const counts = new Map(list.map((m) => [m, 0]));
  for (const r of releases) {
    const month = formatMonth(r.at);
    const n = counts.get(month);
    if (n !== undefined) counts.set(month, n + 1);
  }
  return { months: list, counts: list.map((m) => counts.get(m)!) };
}
