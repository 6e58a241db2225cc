import { sql } from 'kysely';
import { formatDate, isAppId } from '@bangyan/contract';
import { companyNames, isOrganisation } from '../analytics/company.ts';
import type { Db } from '../db.ts';
import { CHART_TYPES } from '../model.ts';
import type { AppStore } from './findApps.ts';
import { latestHeatDay } from './keywordRank.ts';
import { latestSnapshotsSql } from './charts.ts';

/**
 * What the search box suggests while a person types (spec 3 'Suggestions') and what Home's search
 * area shows before they type (hot keywords, hot companies). Text is matched as "contains",
 * case-insensitively, through the `bigrams()` GIN indexes of migration 0017: every one- and
 * two-character piece of the query must be in the text, then the whole query is checked.
 */

export interface KeywordSuggestion {
  term: string;
  /** The keyword's heat on its latest collected China day up to the day asked about; null if never collected. */
  heat: number | null;
}

export interface AppSuggestion {
  /** An App Store id (digits) or an Android package name. */
  appId: string;
  name: string;
  iconUrl: string;
  developer: string;
  /** Whether the query was the app's id rather than part of its name. */
  byId: boolean;
}

export interface CompanySuggestion {
  /** The App Store developer id (artistId): what the company pages are keyed by. */
  developerId: string;
  /** The seller's name (often the Chinese legal name), else the developer's. */
  name: string;
  /** The developer's name where it differs from `name` (an English name beside the Chinese one). */
  alias: string;
  /** How many of the storefront's apps it publishes. */
  apps: number;
}

/** `text` matched as a whole inside `column` (lowercased), through its bigrams() index. */
const contains = (column: ReturnType<typeof sql>, text: string) =>
  sql<boolean>`(bigrams(${column}) @> bigrams(${text}::text) AND strpos(lower(${column}), lower(${text}::text)) > 0)`;
const startsWith = (column: ReturnType<typeof sql>, text: string) =>
  sql<boolean>`starts_with(lower(${column}), lower(${text}::text))`;
const equals = (column: ReturnType<typeof sql>, text: string) =>
  sql<boolean>`(lower(${column}) = lower(${text}::text))`;

/**
 * Keywords of a storefront containing `text`: the keyword itself first, then those starting with
 * it, then the rest, each by heat (highest first) on the latest collected day up to `at`'s China day.
 */
export async function keywordSuggestions(
  db: Db,
  input: { country: string; text: string; at: Date; limit: number },
): Promise<KeywordSuggestion[]> {
  const text = input.text.trim();
  if (text === '') return [];
  const term = sql`k.term`;
  const rows = await sql<{ term: string; heat: number | null }>`
    SELECT k.term, h.heat
    FROM keywords k
    LEFT JOIN LATERAL (
      SELECT d.heat FROM keyword_daily d
      WHERE d.keyword_id = k.keyword_id AND d.day <= ${formatDate(input.at)} AND d.heat IS NOT NULL
      ORDER BY d.day DESC LIMIT 1
    ) h ON true
    WHERE k.country = ${input.country} AND ${contains(term, text)}
    ORDER BY ${equals(term, text)} DESC, ${startsWith(term, text)} DESC, h.heat DESC NULLS LAST, k.keyword_id
    LIMIT ${input.limit}`.execute(db);
  return rows.rows;
}

/**
 * Apps of a store for the query: the app whose id it is first (an App Store id is numeric with at
 * least 8 digits, spec 5; an Android id is its package name), then names equal to it, starting
 * with it, containing it; apps on sale before offline ones, then the most popular (iOS by rating
 * count, Android by downloads to date).
 */
export async function appSuggestions(db: Db, store: AppStore, text: string, limit: number): Promise<AppSuggestion[]> {
  const q = text.trim();
  if (q === '') return [];
  if (store.platform === 'ios') {
    // A bigint holds at most 18 digits; App Store ids are far shorter.
    const id = isAppId(q) && q.length <= 15 ? q : null;
    const name = sql`m.name`;
    const byId = id === null ? sql<boolean>`false` : sql<boolean>`(m.app_id = ${id}::bigint)`;
    const rows = await sql<{ app_id: string; name: string; icon_url: string; developer_name: string; by_id: boolean }>`
      SELECT m.app_id, m.name, m.icon_url, m.developer_name, ${byId} AS by_id
      FROM market_apps m
      WHERE m.country = ${store.country} AND (${byId} OR ${contains(name, q)})
      ORDER BY by_id DESC, ${equals(name, q)} DESC, ${startsWith(name, q)} DESC, m.status DESC, m.rating_count DESC,
        m.app_id
      LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => ({
      appId: String(r.app_id),
      name: r.name,
      iconUrl: r.icon_url,
      developer: r.developer_name,
      byId: r.by_id,
    }));
  }
  const name = sql`a.name`;
  const rows = await sql<{ app_id: string; name: string; icon_url: string; developer_name: string; by_id: boolean }>`
    SELECT a.app_id, a.name, a.icon_url, a.developer_name, (a.app_id = ${q}) AS by_id
    FROM android_apps a
    WHERE a.market = ${store.market} AND (a.app_id = ${q} OR ${contains(name, q)})
    ORDER BY by_id DESC, ${equals(name, q)} DESC, ${startsWith(name, q)} DESC,
      -- The cumulative count only grows, so its largest reading is the latest.
      (SELECT max(d.total) FROM android_downloads d WHERE d.market = a.market AND d.app_id = a.app_id) DESC NULLS LAST,
      a.app_id
    LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => ({
    appId: r.app_id,
    name: r.name,
    iconUrl: r.icon_url,
    developer: r.developer_name,
    byId: r.by_id,
  }));
}

/**
 * Developers of a storefront whose developer or seller name contains `text`: names equal to it,
 * then starting with it, then by their apps' ratings in all (the biggest publishers first).
 */
export async function companySuggestions(
  db: Db,
  input: { country: string; text: string; limit: number },
): Promise<CompanySuggestion[]> {
  const text = input.text.trim();
  if (text === '') return [];
  const names = sql`(m.developer_name || ' ' || m.seller_name)`;
  const rows = await sql<{ developer_id: string; developer_name: string; seller_name: string; apps: string }>`
    SELECT m.developer_id,
      (array_agg(m.developer_name ORDER BY m.rating_count DESC, m.app_id))[1] AS developer_name,
      (array_agg(m.seller_name ORDER BY m.rating_count DESC, m.app_id))[1] AS seller_name,
      count(*) AS apps
    FROM market_apps m
    WHERE m.country = ${input.country} AND m.developer_id <> 0 AND ${contains(names, text)}
    GROUP BY m.developer_id
    ORDER BY bool_or(${equals(sql`m.developer_name`, text)} OR ${equals(sql`m.seller_name`, text)}) DESC,
      bool_or(${startsWith(sql`m.developer_name`, text)} OR ${startsWith(sql`m.seller_name`, text)}) DESC,
      sum(m.rating_count) DESC, m.developer_id
    LIMIT ${input.limit}`.execute(db);
  return rows.rows.map((r) => ({
    developerId: String(r.developer_id),
    ...companyNames(r.developer_name, r.seller_name),
    apps: Number(r.apps),
  }));
}

export interface HotKeyword {
  term: string;
  heat: number;
}

/**
 * The hottest keywords of a storefront on `at`'s China day (data.md 'Keyword heat'), or on its
 * latest collected day before that when the day is not collected yet; highest heat first.
 */
export async function hotKeywords(db: Db, input: { country: string; at: Date; limit: number }): Promise<HotKeyword[]> {
  const day = await latestHeatDay(db, input.country, formatDate(input.at));
  if (day === null) return [];
  const rows = await sql<{ term: string; heat: number }>`
    SELECT k.term, d.heat
    FROM keyword_daily d JOIN keywords k ON k.keyword_id = d.keyword_id
    WHERE k.country = ${input.country} AND d.heat IS NOT NULL
      AND d.day = ${day}
    ORDER BY d.heat DESC, k.keyword_id
    LIMIT ${input.limit}`.execute(db);
  return rows.rows;
}

export interface HotCompany extends CompanySuggestion {
  /** Its best place in those charts. */
  bestRank: number;
}

/**
 * The companies with the most apps in a storefront's overall free, paid and grossing charts as they
 * stood at `at` (each chart's latest snapshot by then); ties go to the better best rank. Individual
 * developers (`isOrganisation` false) are not companies and are left out.
 */
export async function hotCompanies(db: Db, input: { country: string; at: Date; limit: number }): Promise<HotCompany[]> {
  const rows = await sql<{
    developer_id: string;
    developer_name: string;
    seller_name: string;
    apps: string;
    best_rank: number;
  }>`
    WITH latest AS (${latestSnapshotsSql({ country: input.country, genre: 0, chartTypes: CHART_TYPES, at: input.at })}),
    charted AS (
      SELECT e.app_id, min(e.rank) AS rank
      FROM latest CROSS JOIN unnest(latest.app_ids) WITH ORDINALITY AS e (app_id, rank)
      GROUP BY e.app_id
    )
    SELECT m.developer_id,
      (array_agg(m.developer_name ORDER BY c.rank))[1] AS developer_name,
      (array_agg(m.seller_name ORDER BY c.rank))[1] AS seller_name,
      count(*) AS apps, min(c.rank)::int AS best_rank
    FROM charted c JOIN market_apps m ON m.app_id = c.app_id AND m.country = ${input.country}
    WHERE m.developer_id <> 0
    GROUP BY m.developer_id
    ORDER BY count(*) DESC, min(c.rank), m.developer_id`.execute(db);
  return rows.rows
    .filter((r) => isOrganisation(r.developer_name, r.seller_name))
    .slice(0, input.limit)
    .map((r) => ({
      developerId: String(r.developer_id),
      ...companyNames(r.developer_name, r.seller_name),
      apps: Number(r.apps),
      bestRank: r.best_rank,
    }));
}
