/**
 * Keyword coverage (data.md "Keyword coverage"): how many keywords with heat ≥ 4605 an app ranks for
 * within the first 200 organic results, and how many of those in the top 3 and top 10; each with
 * its change against the day before (spec 3 keywordCoverModule.summary).
 */
import { HEAT_THRESHOLD, KEYWORD_DEPTH, TOP10_RANK, TOP3_RANK } from './config.ts';
import { isHotKeyword } from './heat.ts';

/** One keyword as seen from one app: the keyword's heat and the app's organic rank (null = not in the results). */
export interface KeywordRank {
  heat: number;
  rank: number | null;
}

export interface Coverage {
  total: number;
  top3: number;
  top10: number;
}

export interface CoverageFigure {
  total: number;
  /** total − the day before's; 0 when the day before is unknown. */
  diff: number;
}

export interface CoverageSummary {
  total: CoverageFigure;
  top3: CoverageFigure;
  top10: CoverageFigure;
}

/** One keyword's organic results: its heat and the app ids in rank order (index 0 = rank 1). */
export interface KeywordResults<T> {
  heat: number;
  appIds: readonly T[];
}

/** A rank within the results' depth: a whole number 1..depth (null, 0, 201 or NaN are not). */
export function isRankWithin(rank: number | null, depth: number): rank is number {
  return rank !== null && Number.isInteger(rank) && rank >= 1 && rank <= depth;
}

/**
 * Counts one app's covered keywords: heat ≥ 4605 and rank 1..200 (total), rank ≤ 3 (top3), rank ≤ 10
 * (top10). Each entry is one keyword (the caller passes each keyword once). Keywords colder than the
 * threshold and ranks outside the depth count nowhere.
 */
export function keywordCoverage(
  ranks: readonly KeywordRank[],
  depth = KEYWORD_DEPTH,
  threshold = HEAT_THRESHOLD,
): Coverage {
  const coverage: Coverage = { total: 0, top3: 0, top10: 0 };
  for (const { heat, rank } of ranks) {
    if (!isHotKeyword(heat, threshold) || !isRankWithin(rank, depth)) continue;
    coverage.total += 1;
    if (rank <= TOP10_RANK) coverage.top10 += 1;
    if (rank <= TOP3_RANK) coverage.top3 += 1;
  }
  return coverage;
}

/**
 * Coverage of every app from keyword results, as ingest collects them, added into `byApp` (and
 * returned): for each keyword with heat ≥ 4605, the app at position i (0-based, i < depth) covers it
 * at rank i + 1. An id repeated within one keyword's results counts once, at its first rank. Apps
 * that cover nothing are not added. Same rule as `keywordCoverage`. A day's results may come in
 * parts, each keyword in one part only.
 */
export function addCoverage<T>(
  byApp: Map<T, Coverage>,
  results: readonly KeywordResults<T>[],
  depth = KEYWORD_DEPTH,
  threshold = HEAT_THRESHOLD,
): Map<T, Coverage> {
  const seen = new Set<T>();
  for (const { heat, appIds } of results) {
    if (!isHotKeyword(heat, threshold)) continue;
    seen.clear();
    const end = Math.min(appIds.length, depth);
    for (let index = 0; index < end; index++) {
      const id = appIds[index] as T;
      if (seen.has(id)) continue;
      seen.add(id);
      const rank = index + 1;
      let coverage = byApp.get(id);
      if (!coverage) byApp.set(id, (coverage = { total: 0, top3: 0, top10: 0 }));
      coverage.total += 1;
      if (rank <= TOP10_RANK) coverage.top10 += 1;
      if (rank <= TOP3_RANK) coverage.top3 += 1;
    }
  }
  return byApp;
}

/**
 * Today's coverage with the change against the day before, figure by figure: diff = today − yesterday.
 * With no record of the day before (null) the change is unknown and shown as 0, not as a jump from 0.
 */
export function coverageWithDiff(today: Coverage, yesterday: Coverage | null): CoverageSummary {
  const figure = (key: keyof Coverage): CoverageFigure => ({
    total: today[key],
    diff: yesterday === null ? 0 : today[key] - yesterday[key],
  });
  return { total: figure('total'), top3: figure('top3'), top10: figure('top10') };
}
