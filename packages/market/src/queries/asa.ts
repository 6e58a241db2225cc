/**
 * An app's Apple Search Ads figures over a span of China days (analytics `asa.ts` defines them):
 * from keyword_daily, which keeps for each collected keyword and day the app in its ad slot. Only
 * storefronts whose keywords are collected have any (the home storefront, cn, by default).
 */
import { sql } from 'kysely';
import { asaSummary, shareOfVoice, type AdDay, type AdKeywordDays, type AsaSummary } from '../analytics/asa.ts';
import type { Db } from '../db.ts';

/** A span of China days, 'YYYY-MM-DD', both included. */
export interface AdSpan {
  from: string;
  to: string;
}

/** One keyword whose ad slot the app held on at least one day of the span. */
export interface AdKeyword extends AdKeywordDays {
  keywordId: number;
  term: string;
  /** Apple Ads popularity (5..100) on the keyword's latest collected day in the span. */
  popularity: number | null;
  /** Share of voice, percent (analytics `shareOfVoice`). */
  share: number;
  /** The first and last day the app held the slot. */
  firstDay: string;
  lastDay: string;
  /** Whether the app held the slot on the span's latest collected day. */
  holdsNow: boolean;
  /** Other apps that held the keyword's ad slot on some day of the span. */
  rivals: number;
}

/**
 * Days of the span on which the storefront's keywords were collected, oldest first: the days with
 * keyword coverage stored for it (the keyword job stores both; appCoverageSeries counts days alike),
 * walked one index probe a day (min over the primary key's (country, day) prefix).
 */
export async function collectedKeywordDays(db: Db, input: AdSpan & { country: string }): Promise<string[]> {
  const rows = await sql<{ day: string }>`
    WITH RECURSIVE days(day) AS (
      SELECT min(day) FROM app_coverage_daily WHERE country = ${input.country} AND day BETWEEN ${input.from}::date
        AND ${input.to}::date
      UNION ALL
      SELECT (SELECT min(c.day) FROM app_coverage_daily c WHERE c.country = ${input.country} AND c.day > days.day
        AND c.day <= ${input.to}::date)
      FROM days WHERE days.day IS NOT NULL)
    SELECT to_char(day, 'YYYY-MM-DD') AS day FROM days WHERE day IS NOT NULL ORDER BY day`.execute(db);
  return rows.rows.map((r) => r.day);
}

/**
 * The app's ad keywords in the storefront over the span, by share of voice, then heat (descending),
 * then keyword id; each with its days, heat and popularity, and how many other apps bid it to the slot.
 */
export async function appAdKeywords(db: Db, input: AdSpan & { country: string; appId: number }): Promise<AdKeyword[]> {
  const app = String(input.appId);
  const [days, rows] = await Promise.all([
    collectedKeywordDays(db, input),
    sql<{
      keyword_id: number;
      term: string;
      ad_days: string;
      collected_days: string;
      first_day: string;
      last_day: string;
      heat: number | null;
      popularity: number | null;
      rivals: string;
    }>`
      WITH mine AS (
        SELECT DISTINCT keyword_id FROM keyword_daily
        WHERE ad_app_id = ${app}::bigint AND day BETWEEN ${input.from}::date AND ${input.to}::date)
      SELECT k.keyword_id, k.term,
        count(*) FILTER (WHERE d.ad_app_id = ${app}::bigint) AS ad_days,
        count(*) AS collected_days,
        to_char(min(d.day) FILTER (WHERE d.ad_app_id = ${app}::bigint), 'YYYY-MM-DD') AS first_day,
        to_char(max(d.day) FILTER (WHERE d.ad_app_id = ${app}::bigint), 'YYYY-MM-DD') AS last_day,
        (array_agg(d.heat ORDER BY d.day DESC))[1] AS heat,
        (array_agg(d.popularity ORDER BY d.day DESC))[1] AS popularity,
        count(DISTINCT d.ad_app_id) FILTER (WHERE d.ad_app_id <> ${app}::bigint) AS rivals
      FROM mine
      JOIN keywords k ON k.keyword_id = mine.keyword_id
      JOIN keyword_daily d ON d.keyword_id = mine.keyword_id AND d.day BETWEEN ${input.from}::date AND ${input.to}::date
      WHERE k.country = ${input.country}
      GROUP BY k.keyword_id, k.term`.execute(db),
  ]);
  const latest = days.at(-1);
  return rows.rows
    .map((r) => {
      const adDays = Number(r.ad_days);
      const collectedDays = Number(r.collected_days);
      return {
        keywordId: r.keyword_id,
        term: r.term,
        adDays,
        collectedDays,
        heat: r.heat,
        popularity: r.popularity,
        share: shareOfVoice(adDays, collectedDays),
        firstDay: r.first_day,
        lastDay: r.last_day,
        holdsNow: r.last_day === latest,
        rivals: Number(r.rivals),
      };
    })
    .sort((x, y) => y.share - x.share || (y.heat ?? 0) - (x.heat ?? 0) || x.keywordId - y.keywordId);
}

/**
 * How many keywords' ad slots the app held on each collected day of the span (0 on a day it held none), oldest first.
 */
export async function appAdHistory(db: Db, input: AdSpan & { country: string; appId: number }): Promise<AdDay[]> {
  const [days, rows] = await Promise.all([
    collectedKeywordDays(db, input),
    sql<{ day: string; n: string }>`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(*) AS n
      FROM keyword_daily d JOIN keywords k ON k.keyword_id = d.keyword_id
      WHERE d.ad_app_id = ${String(input.appId)}::bigint AND d.day BETWEEN ${input.from}::date AND ${input.to}::date
        AND k.country = ${input.country}
      GROUP BY d.day`.execute(db),
  ]);
  const count = new Map(rows.rows.map((r) => [r.day, Number(r.n)]));
  return days.map((day) => ({ day, count: count.get(day) ?? 0 }));
}

/** The span's summary (analytics `asaSummary`) with the figures it is made of. */
export async function appAdSummary(
  db: Db,
  input: AdSpan & { country: string; appId: number },
): Promise<AsaSummary & { days: number; latestDay: string | null }> {
  const [keywords, history] = await Promise.all([appAdKeywords(db, input), appAdHistory(db, input)]);
  return { ...asaSummary(keywords, history), days: history.length, latestDay: history.at(-1)?.day ?? null };
}

/**
 * A storefront whose keywords were collected in the span, and how many of its keywords' ad slots the app held there.
 */
export interface AdCountry {
  country: string;
  keywords: number;
}

/**
 * Every storefront with keywords collected in the span, with the app's ad keywords there (0 when it
 * held none); storefronts whose keywords are not collected cannot be seen and are not listed.
 * Ordered by ad keywords (descending), then country code.
 */
export async function appAdCountries(db: Db, input: AdSpan & { appId: number }): Promise<AdCountry[]> {
  const rows = await sql<{ country: string; n: string }>`
    SELECT c.country,
      (SELECT count(DISTINCT d.keyword_id) FROM keyword_daily d JOIN keywords k ON k.keyword_id = d.keyword_id
       WHERE d.ad_app_id = ${String(input.appId)}::bigint AND d.day BETWEEN ${input.from}::date AND ${input.to}::date
         AND k.country = c.country) AS n
    FROM (SELECT DISTINCT country FROM keywords) c
    WHERE EXISTS (
      SELECT 1 FROM app_coverage_daily a WHERE a.country = c.country AND a.day BETWEEN ${input.from}::date
        AND ${input.to}::date)`.execute(db);
  return rows.rows
    .map((r) => ({ country: r.country, keywords: Number(r.n) }))
    .sort((x, y) => y.keywords - x.keywords || x.country.localeCompare(y.country));
}
