import { sql } from 'kysely';
import { formatDate, chinaDayStart, chinaDayEnd } from '@bangyan/contract';
import { RANK_COMPARISON_MS } from '../analytics/config.ts';
import { chartRankChanges } from '../analytics/rankChanges.ts';
import type { Db } from '../db.ts';
import type { AndroidMarket } from '../model.ts';

/** China, whose keywords (and their heat) the Android markets are searched for. */
const HOME_COUNTRY = 'cn';

export interface AndroidKeywordEntry {
  rank: number;
  /** Package name. */
  appId: string;
  name: string;
  developerName: string;
  iconUrl: string;
  /** Rank in the list in force 24 h before; 0 = not in it; null when none was stored by then. */
  previousRank: number | null;
  /** previousRank − rank; +99999 newly in the results; 0 without an earlier list (contract `computeRankChange`). */
  change: number;
}

export interface AndroidKeywordResults {
  /** When the market was last searched for the keyword up to `at`; null when it never was. */
  collectedAt: Date | null;
  /** How many results that search returned; null when never collected. */
  resultCount: number | null;
  /** China's heat of the keyword on its latest day up to the collection (or `at`); null when unknown. */
  heat: number | null;
  /** The results in force at the collection, in rank order. */
  entries: AndroidKeywordEntry[];
}

async function homeKeywordId(db: Db, term: string): Promise<number | null> {
  const row = await db
    .selectFrom('keywords')
    .select('keyword_id')
    .where('country', '=', HOME_COUNTRY)
    .where('term', '=', term)
    .executeTakeFirst();
  return row?.keyword_id ?? null;
}

/** A keyword's result list in a market in force at `at` (its latest change point at or before it), or null. */
async function listAt(db: Db, market: AndroidMarket, keywordId: number, at: Date): Promise<string[] | null> {
  const row = await db
    .selectFrom('android_keyword_results')
    .select('app_ids')
    .where('market', '=', market)
    .where('keyword_id', '=', keywordId)
    .where('at', '<=', at)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.app_ids ?? null;
}

/**
 * A keyword's search results in an Android market as last collected up to `at` (the
 * 'android-keywords' job: China's hottest keywords only), each app with its details (android_apps)
 * and its rank change against the list in force 24 h before the collection (analytics
 * `chartRankChanges`), with the collection's result count and China's heat of the keyword. A
 * keyword the market was never searched for answers empty, with `collectedAt` null.
 */
export async function androidKeywordResults(
  db: Db,
  input: { market: AndroidMarket; term: string; at: Date },
): Promise<AndroidKeywordResults> {
  const keywordId = await homeKeywordId(db, input.term);
  if (keywordId === null) return { collectedAt: null, resultCount: null, heat: null, entries: [] };
  const collection = await db
    .selectFrom('android_keyword_daily')
    .select(['at', 'result_count'])
    .where('market', '=', input.market)
    .where('keyword_id', '=', keywordId)
    .where('at', '<=', input.at)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const shownAt = collection?.at ?? input.at;
  const heat = await db
    .selectFrom('keyword_daily')
    .select('heat')
    .where('keyword_id', '=', keywordId)
    .where('day', '<=', formatDate(shownAt))
    .where('heat', 'is not', null)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (collection === undefined) return { collectedAt: null, resultCount: null, heat: heat?.heat ?? null, entries: [] };
  const [current, previous] = await Promise.all([
    listAt(db, input.market, keywordId, collection.at),
    listAt(db, input.market, keywordId, new Date(collection.at.getTime() - RANK_COMPARISON_MS)),
  ]);
  const ids = current ?? [];
  const apps =
    ids.length === 0
      ? []
      : await db
          .selectFrom('android_apps')
          .select(['app_id', 'name', 'developer_name', 'icon_url'])
          .where('market', '=', input.market)
          .where('app_id', 'in', ids)
          .execute();
  const byId = new Map(apps.map((a) => [a.app_id, a]));
  return {
    collectedAt: collection.at,
    resultCount: collection.result_count,
    heat: heat?.heat ?? null,
    entries: chartRankChanges(ids, previous).map(({ id, rank, preRank, rankChange }) => {
      const app = byId.get(id);
      return {
        rank,
        appId: id,
        name: app?.name ?? '',
        developerName: app?.developer_name ?? '',
        iconUrl: app?.icon_url ?? '',
        previousRank: preRank,
        change: rankChange,
      };
    }),
  };
}

/** One China day of a keyword in an Android market. */
export interface AndroidKeywordDay {
  /** 'YYYY-MM-DD' */
  day: string;
  /** The day's result count. */
  resultCount: number;
  /** The results in force at the end of the day (package names in rank order). */
  appIds: string[];
}

/**
 * The China days `days` ('YYYY-MM-DD', in order) on which an Android market was searched for a
 * keyword, each with its result count and the list in force at the end of the day; a day it was
 * not searched is absent.
 */
export async function androidKeywordDays(
  db: Db,
  input: { market: AndroidMarket; term: string; days: readonly string[] },
): Promise<AndroidKeywordDay[]> {
  const keywordId = await homeKeywordId(db, input.term);
  const first = input.days[0];
  const last = input.days.at(-1);
  if (keywordId === null || first === undefined || last === undefined) return [];
  const collected = await db
    .selectFrom('android_keyword_daily')
    .select(['day', 'result_count'])
    .where('market', '=', input.market)
    .where('keyword_id', '=', keywordId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .orderBy('day')
    .execute();
  if (collected.length === 0) return [];
  // The lists of the range: the one in force when it starts, and every change point within it.
  const start = chinaDayStart(collected[0]!.day);
  const lists = await db
    .selectFrom('android_keyword_results')
    .select(['at', 'app_ids'])
    .where('market', '=', input.market)
    .where('keyword_id', '=', keywordId)
    .where('at', '<', chinaDayEnd(last))
    .where(
      sql<boolean>`at >= coalesce((SELECT max(at) FROM android_keyword_results WHERE market = ${input.market}
        AND keyword_id = ${keywordId} AND at <= ${start}), ${start})`,
    )
    .orderBy('at')
    .execute();
  return collected.map(({ day, result_count }) => {
    const end = chinaDayEnd(day).getTime();
    const inForce = lists.filter((l) => l.at.getTime() < end).at(-1);
    return { day, resultCount: result_count, appIds: inForce?.app_ids ?? [] };
  });
}
