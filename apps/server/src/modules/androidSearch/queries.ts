import {
  formatDateTime,
  type AndroidSearchItem,
  type DataOf,
  type androidKeywordRankHistory,
  type androidKeywordResultHistory,
  type androidSearchIndex,
  apiDay,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { recentDays } from '../../access/days.ts';
import { androidKeywordDays, androidKeywordResults, type AndroidMarket } from '@bangyan/market';

type Db = Kysely<Database>;

/** AndroidSearch's results: the keyword's list in the market as last collected by `now`. */
export async function androidSearchResults(
  db: Db,
  input: { keyword: string; market: string },
  now: Date,
): Promise<DataOf<typeof androidSearchIndex>> {
  const results = await androidKeywordResults(db, {
    market: input.market as AndroidMarket,
    term: input.keyword,
    at: now,
  });
  const list: AndroidSearchItem[] = results.entries.map((e) => ({
    rank: e.rank,
    preRank: e.previousRank,
    rankChange: e.change,
    appId: e.appId,
    trackName: e.name,
    artworkUrl60: e.iconUrl,
    developerName: e.developerName,
  }));
  return {
    keyword: input.keyword,
    market: input.market,
    collected: results.collectedAt !== null,
    time: results.collectedAt === null ? '' : formatDateTime(results.collectedAt),
    resultCount: results.resultCount ?? 0,
    heat: results.heat,
    list,
  };
}

/** A keyword's collected days in the market over the last `days` days, with every day of the span. */
async function keywordDays(db: Db, input: { keyword: string; market: string; days: number }, now: Date) {
  const span = recentDays(now, input.days);
  const collected = await androidKeywordDays(db, {
    market: input.market as AndroidMarket,
    term: input.keyword,
    days: span,
  });
  const byDay = new Map(collected.map((d) => [d.day, d]));
  return span.map((day) => ({ date: apiDay(day), collected: byDay.get(day) }));
}

/** The keyword's result count per China day; null where it was not collected. */
export async function resultCountHistory(
  db: Db,
  input: { keyword: string; market: string; days: number },
  now: Date,
): Promise<DataOf<typeof androidKeywordResultHistory>> {
  const days = await keywordDays(db, input, now);
  return { list: days.map(({ date, collected }) => ({ date, resultCount: collected?.resultCount ?? null })) };
}

/**
 * An app's rank in the keyword's results at the end of each China day: 0 when not in them, null where not collected.
 */
export async function rankHistory(
  db: Db,
  input: { keyword: string; market: string; appId: string; days: number },
  now: Date,
): Promise<DataOf<typeof androidKeywordRankHistory>> {
  const days = await keywordDays(db, input, now);
  return {
    list: days.map(({ date, collected }) => ({
      date,
      rank: collected === undefined ? null : collected.appIds.indexOf(input.appId) + 1,
    })),
  };
}
