import { KEYWORD_HEAT_BANDS, KEYWORD_RANK_BANDS } from '@bangyan/contract';

/** What the report reads of a ranked keyword (contract KeywordCoverRow has it). */
export interface BandedKeyword {
  /** The app's rank now, 1..200. */
  rank: number;
  /** Its rank 24 h earlier: 0 = not in the results then; null without a list then. */
  previousRank: number | null;
  /** null: not collected. */
  heat: number | null;
}

/** The KEYWORD_RANK_BANDS index of a rank (1..200); -1 outside every band (0, not in the results). */
export const rankBandOf = (rank: number): number => KEYWORD_RANK_BANDS.findIndex((b) => rank >= b.min && rank <= b.max);

/** The KEYWORD_HEAT_BANDS index of a heat: the last band ('暂无热度') when it was not collected. */
export const heatBandOf = (heat: number | null): number =>
  heat === null
    ? KEYWORD_HEAT_BANDS.length - 1
    : KEYWORD_HEAT_BANDS.findIndex((b) => b.min !== null && heat >= b.min && heat <= b.max);

/**
 * The keyword report of an app's ranked keywords (contract reportKeywordSummary): per rank band the
 * keywords in it now, those that were in it 24 h earlier (previousRank), and of those in it now
 * the ones new in the results (previousRank 0) and the ones that came from a lower band (up) or a
 * higher one (down); keywords without a list 24 h earlier count in no previous band. Per heat band
 * the keywords in it, and the rank × heat cells.
 */
export function keywordReport(rows: readonly BandedKeyword[]) {
  const rankBands = KEYWORD_RANK_BANDS.map(() => ({ count: 0, previousCount: 0, entered: 0, up: 0, down: 0 }));
  const heatBands = KEYWORD_HEAT_BANDS.map(() => 0);
  const cells = KEYWORD_RANK_BANDS.map(() => KEYWORD_HEAT_BANDS.map(() => 0));
  for (const r of rows) {
    const band = rankBandOf(r.rank);
    const heat = heatBandOf(r.heat);
    if (band === -1 || heat === -1) continue;
    rankBands[band]!.count += 1;
    heatBands[heat]! += 1;
    cells[band]![heat]! += 1;
    if (r.previousRank === null) continue;
    if (r.previousRank === 0) {
      rankBands[band]!.entered += 1;
      continue;
    }
    const before = rankBandOf(r.previousRank);
    if (before === -1) continue;
    rankBands[before]!.previousCount += 1;
    if (before > band) rankBands[band]!.up += 1;
    else if (before < band) rankBands[band]!.down += 1;
  }
  return { rankBands, heatBands, cells };
}

/** The rows in a rank band and a heat band (undefined: any). */
export const inBands = <R extends BandedKeyword>(rows: readonly R[], rankBand?: number, heatBand?: number): R[] =>
  rows.filter(
    (r) =>
      (rankBand === undefined || rankBandOf(r.rank) === rankBand) &&
      (heatBand === undefined || heatBandOf(r.heat) === heatBand),
  );
