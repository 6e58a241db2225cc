import type { CompareKind, KeywordCoverRow } from '@bangyan/contract';

/** One keyword any of the compared apps ranks for. */
export interface ComparedKeyword {
  keywordId: number;
  keyword: string;
  heat: number | null;
  /** Each app's rank, in the apps' order; null when it is not in the results. */
  ranks: (number | null)[];
  /** The place of the app ranking highest. */
  leader: number;
}

const rankedBy = (k: ComparedKeyword) => k.ranks.filter((r) => r !== null).length;

/**
 * The apps' ranked keywords side by side (`rowsByApp` one list per app, in the apps' order): every
 * keyword any of them ranks for, those most of the apps rank for first, then hottest first (no
 * heat last), then by keyword id.
 */
export function compareKeywords(rowsByApp: readonly (readonly KeywordCoverRow[])[]): ComparedKeyword[] {
  const byId = new Map<number, ComparedKeyword>();
  rowsByApp.forEach((rows, app) => {
    for (const r of rows) {
      let k = byId.get(r.keywordId);
      if (!k)
        byId.set(
          r.keywordId,
          (k = {
            keywordId: r.keywordId,
            keyword: r.keyword,
            heat: r.heat,
            ranks: rowsByApp.map(() => null),
            leader: app,
          }),
        );
      k.ranks[app] = r.rank;
      if (r.rank < k.ranks[k.leader]!) k.leader = app;
    }
  });
  return [...byId.values()].sort(
    (x, y) => rankedBy(y) - rankedBy(x) || (y.heat ?? -1) - (x.heat ?? -1) || x.keywordId - y.keywordId,
  );
}

/** The keywords of a kind: all, those every app ranks for, those only app `app` ranks for. */
export function keywordsOfKind(
  keywords: readonly ComparedKeyword[],
  kind: CompareKind,
  app?: number,
): ComparedKeyword[] {
  if (kind === 'all') return [...keywords];
  if (kind === 'shared') return keywords.filter((k) => k.ranks.every((r) => r !== null));
  return keywords.filter((k) => k.ranks[app!] !== null && rankedBy(k) === 1);
}

/** Per app: keywords it ranks for, those only it does, and those two or more rank for on which it ranks highest. */
export function compareCounts(keywords: readonly ComparedKeyword[], apps: number) {
  const counts = Array.from({ length: apps }, () => ({ ranked: 0, unique: 0, leading: 0 }));
  for (const k of keywords) {
    const n = rankedBy(k);
    k.ranks.forEach((r, app) => {
      if (r === null) return;
      counts[app]!.ranked += 1;
      if (n === 1) counts[app]!.unique += 1;
    });
    if (n >= 2) counts[k.leader]!.leading += 1;
  }
  return { all: keywords.length, shared: keywords.filter((k) => rankedBy(k) === apps).length, counts };
}
