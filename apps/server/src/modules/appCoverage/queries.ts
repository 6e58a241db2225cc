/** An iOS app's keyword coverage pages from the market engine, in the contract's shapes. */
import {
  DAY_MS,
  formatDate,
  formatDateTime,
  type KeywordCoverFilters,
  type KeywordCoverRow,
  type KeywordCoverSort,
} from '@bangyan/contract';
import {
  appCoverageSeries,
  appCoveredKeywords,
  appKeywordRankHistory,
  appSummaries,
  catalogApps,
  compareCounts,
  compareKeywords,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { localMemo } from '../../http/answerCache.ts';
import { matchRanges, pageOf, sortCoverRows } from './table.ts';
import { viewApp } from '../../present/apps.ts';

type Db = Deps['db'];

interface CoverRows {
  time: string;
  previousTime: string;
  /** Rank order (the engine's). */
  rows: KeywordCoverRow[];
  /** The rows in another order, sorted once per entry. */
  sorted: (sort: KeywordCoverSort, order: 'asc' | 'desc') => KeywordCoverRow[];
}

/**
 * The keywords an app ranks for, kept 30 s in this process per storefront, app and minute of the
 * market's now, with each order asked for sorted once: the lists change when keywords are
 * collected (daily), while a person filtering, sorting and paging the table asks for the same rows
 * again and again.
 */
const covered = localMemo<CoverRows>({ ttlMs: 30_000, max: 64 });

/** Every keyword the app ranks for now, with its change against 24 h earlier, rank order. */
export function coverRows(db: Db, input: { appId: string; country: string }, now: Date): Promise<CoverRows> {
  return covered.get(`${input.country}:${input.appId}:${Math.floor(now.getTime() / 60_000)}`, async () => {
    const { previousAt, rows: found } = await appCoveredKeywords(db, {
      country: input.country,
      appId: Number(input.appId),
      at: now,
    });
    const rows = found.map((r) => ({
      keywordId: r.keywordId,
      keyword: r.term,
      rank: r.rank,
      previousRank: r.previousRank,
      change: r.change,
      heat: r.heat,
      resultCount: r.resultCount,
    }));
    const orders = new Map<string, KeywordCoverRow[]>();
    const sorted = (sort: KeywordCoverSort, order: 'asc' | 'desc') => {
      const key = `${sort}:${order}`;
      let kept = orders.get(key);
      if (!kept) orders.set(key, (kept = sortCoverRows(rows, sort, order)));
      return kept;
    };
    return { time: formatDateTime(now), previousTime: formatDateTime(previousAt), rows, sorted };
  });
}

/** The rows matching the filters in the order asked for. */
export async function filteredCoverRows(db: Db, input: KeywordCoverFilters, now: Date) {
  const entry = await coverRows(db, input, now);
  return { ...entry, matching: matchRanges(entry.sorted(input.sort, input.order), input) };
}

/** The table: the rows matching the filters in their order, one page of them. */
export async function coverTable(db: Db, input: KeywordCoverFilters & { page: number; pageSize: number }, now: Date) {
  const { time, previousTime, rows, matching } = await filteredCoverRows(db, input, now);
  return {
    time,
    previousTime,
    all: rows.length,
    total: matching.length,
    list: pageOf(matching, input.page, input.pageSize),
  };
}

/**
 * The strip: coverage of the latest collected day within a week (with its changes), and how the ranked keywords moved.
 */
export async function coverSummary(db: Db, input: { appId: string; country: string }, now: Date) {
  const [series, { rows }] = await Promise.all([
    appCoverageSeries(db, {
      country: input.country,
      appId: Number(input.appId),
      from: formatDate(now.getTime() - 6 * DAY_MS),
      to: formatDate(now),
    }),
    coverRows(db, input, now),
  ]);
  const latest = series.at(-1);
  const none = { total: 0, diff: 0 };
  const moved = (test: (r: KeywordCoverRow) => boolean) => rows.filter(test).length;
  return {
    day: latest?.day ?? '',
    total: latest?.total ?? none,
    top3: latest?.top3 ?? none,
    top10: latest?.top10 ?? none,
    ranked: rows.length,
    up: moved((r) => r.previousRank !== null && r.previousRank > 0 && r.change > 0),
    down: moved((r) => r.previousRank !== null && r.previousRank > 0 && r.change < 0),
    entered: moved((r) => r.previousRank === 0),
  };
}

/** Coverage per collected China day from `from` ('YYYY-MM-DD') to today. */
export async function coverHistoryData(db: Db, input: { appId: string; country: string }, from: string, now: Date) {
  const series = await appCoverageSeries(db, {
    country: input.country,
    appId: Number(input.appId),
    from,
    to: formatDate(now),
  });
  return {
    days: series.map((d) => d.day),
    total: series.map((d) => d.total.total),
    top3: series.map((d) => d.top3.total),
    top10: series.map((d) => d.top10.total),
  };
}

/** One keyword's rank for the app from `from` to now. */
export async function keywordRankHistoryData(
  db: Db,
  input: { appId: string; country: string; keywordId: number },
  from: Date,
  now: Date,
) {
  const history = await appKeywordRankHistory(db, {
    country: input.country,
    appId: Number(input.appId),
    keywordId: input.keywordId,
    from,
    to: now,
  });
  if (history === null) return { keyword: null, points: [] };
  return { keyword: history.term, points: history.points.map((p) => ({ time: formatDateTime(p.at), rank: p.rank })) };
}

/** The apps' ranked keywords side by side (market `keywordCompare.ts`), with the time of the ranks. */
export async function comparedKeywords(db: Db, input: { appIds: string[]; country: string }, now: Date) {
  const each = await Promise.all(input.appIds.map((appId) => coverRows(db, { appId, country: input.country }, now)));
  return { time: formatDateTime(now), keywords: compareKeywords(each.map((e) => e.rows)) };
}

/** The comparison's counts: per app (as the storefront's catalog has it) its keywords, unique ones and leads. */
export async function compareSummary(db: Db, input: { appIds: string[]; country: string }, now: Date) {
  const ids = input.appIds.map(Number);
  const [{ time, keywords }, app, known] = await Promise.all([
    comparedKeywords(db, input, now),
    appSummaries(db, input.country, ids),
    catalogApps(db, { country: input.country, appIds: ids }),
  ]);
  const found = new Set(known.map((k) => String(k.appId)));
  const { all, shared, counts } = compareCounts(keywords, ids.length);
  return {
    time,
    all,
    shared,
    apps: ids.map((id, i) => ({ ...viewApp(app(id)), found: found.has(String(id)), ...counts[i]! })),
  };
}
