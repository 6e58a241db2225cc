/** Pure rules of getReviseWord: what a revision was, and how the app's keywords moved across it. */
import { REVISION_KINDS, type RevisionKind } from '@bangyan/contract';

const FIELD_NAMES: Record<RevisionKind, string> = { version: '版本', name: '名称', subtitle: '副标题' };

/**
 * A revision's kind and its detail from the field changes recorded at its time: the kind is the
 * first of REVISION_KINDS that changed (a version before a name before a subtitle), the detail
 * every such change in that order as '版本 1.2 → 1.3；名称 A → B' (an empty value as （空）).
 * Null when none of them changed.
 */
export function describeRevision(
  changes: readonly { field: string; oldValue: string; newValue: string }[],
): { kind: RevisionKind; detail: string } | null {
  const revised = REVISION_KINDS.flatMap((kind) =>
    changes.filter((c) => c.field === kind).map((c) => ({ ...c, kind })),
  );
  const first = revised[0];
  if (first === undefined) return null;
  const shown = (v: string) => (v === '' ? '（空）' : v);
  const detail = revised.map((c) => `${FIELD_NAMES[c.kind]} ${shown(c.oldValue)} → ${shown(c.newValue)}`).join('；');
  return { kind: first.kind, detail };
}

/** A keyword with the app's rank in the lists before the revision and now (null: not in the results). */
export interface RanksAcross {
  keywordId: number;
  term: string;
  heat: number | null;
  rankBefore: number | null;
  rank: number | null;
}

/** Hottest first (no heat last), then the keyword id. */
const hottest = (x: RanksAcross, y: RanksAcross) => (y.heat ?? -1) - (x.heat ?? -1) || x.keywordId - y.keywordId;

/**
 * How the app's ranked keywords moved across a revision: gained (ranked now, not before), lost
 * (ranked before, not now), improved (both, a better rank now) and dropped (both, a worse rank
 * now); each the `limit` hottest, with the totals of each and of the keywords ranked before and now.
 * A keyword with the same rank before and now is in none of the lists.
 */
export function compareAcrossRevision(rows: readonly RanksAcross[], limit: number) {
  const sorted = [...rows].sort(hottest);
  const base = (r: RanksAcross) => ({ keywordId: r.keywordId, keyword: r.term, heat: r.heat });
  const gained = sorted
    .filter((r) => r.rank !== null && r.rankBefore === null)
    .map((r) => ({ ...base(r), rank: r.rank! }));
  const lost = sorted
    .filter((r) => r.rank === null && r.rankBefore !== null)
    .map((r) => ({ ...base(r), rankBefore: r.rankBefore! }));
  const both = sorted
    .filter((r) => r.rank !== null && r.rankBefore !== null)
    .map((r) => ({ ...base(r), rank: r.rank!, rankBefore: r.rankBefore! }));
  const improved = both.filter((r) => r.rank < r.rankBefore);
  const dropped = both.filter((r) => r.rank > r.rankBefore);
  return {
    gained: gained.slice(0, limit),
    lost: lost.slice(0, limit),
    improved: improved.slice(0, limit),
    dropped: dropped.slice(0, limit),
    totals: {
      before: rows.filter((r) => r.rankBefore !== null).length,
      after: rows.filter((r) => r.rank !== null).length,
      gained: gained.length,
      lost: lost.length,
      improved: improved.length,
      dropped: dropped.length,
    },
  };
}
