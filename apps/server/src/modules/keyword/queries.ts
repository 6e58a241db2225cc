/** The keyword page's reads (pages.md "Search"), presented in the contract's shapes. */
import {
  engineDay,
  formatDate,
  formatDateYmd,
  EXTEND_KEYWORDS_LIMIT,
  KEYWORD_SUMMARY_TOP,
  RELATED_KEYWORDS_LIMIT,
  SEARCH_MATCH_LIMIT,
  type DayWindow,
  type KeywordResultRow,
  type KeywordVsRow,
  apiDay,
} from '@bangyan/contract';
import {
  companySuggestions,
  findApps,
  keywordDays,
  keywordPage,
  keywordSpan,
  keywordSuggestions,
  keywordVs,
  relatedKeywords,
  searchMeaning,
  type KeywordResultRow as ResultRow,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { viewApp } from '../../present/apps.ts';
import { timeText } from '../../present/times.ts';

type Db = Deps['db'];

const resultRow = (r: ResultRow): KeywordResultRow => ({
  ...viewApp(r),
  rank: r.rank,
  preRank: r.previousRank,
  rankChange: r.change,
  rating: r.rating,
  ratingCount: r.ratingCount,
  coverage: r.coverage,
});

/** The search page: the text as a keyword of the storefront, and the apps and companies named like it. */
export async function searchPage(db: Db, input: { keyword: string; country: string }, now: Date) {
  const [page, apps, companies] = await Promise.all([
    keywordPage(db, { country: input.country, term: input.keyword, at: now }),
    findApps(db, { platform: 'ios', country: input.country }, input.keyword, { offset: 0, limit: SEARCH_MATCH_LIMIT }),
    companySuggestions(db, { country: input.country, text: input.keyword, limit: SEARCH_MATCH_LIMIT }),
  ]);
  const matched = apps.apps.map((a) => ({
    appId: a.appId,
    trackName: a.name,
    artworkUrl60: a.iconUrl,
    developerName: a.developer,
  }));
  const meaning = searchMeaning(
    input.keyword,
    page !== null,
    apps.apps.map((a) => a.name),
  );
  return {
    keyword: input.keyword,
    info:
      page === null
        ? null
        : {
            heat: page.daily?.heat ?? null,
            popularity: page.daily?.popularity ?? null,
            resultCount: page.daily?.resultCount ?? null,
            changeRate: page.changeRate,
            time: timeText(page.listAt),
            previousTime: timeText(page.previousAt),
          },
    list: page?.rows.map(resultRow) ?? [],
    ad: page?.ad ? viewApp(page.ad) : null,
    apps: matched,
    appTotal: apps.total,
    companies: companies.map((c) => ({ companyId: c.developerId, companyName: c.name, alias: c.alias, apps: c.apps })),
    intent: meaning.intent,
    namedApp: meaning.namedApp === null ? null : matched[meaning.namedApp]!,
  };
}

/**
 * The keyword's figures per day over the span from `from` ('YYYYMMDD') to the window's day; every day null for an
 * unknown keyword.
 */
export async function keywordHistory(
  db: Db,
  input: { keyword: string; country: string },
  window: DayWindow,
  from: string,
) {
  const days = await keywordDays(db, {
    country: input.country,
    term: input.keyword,
    from: engineDay(from),
    to: engineDay(window.day),
  });
  const span = days ?? [];
  return { days: span.map((d) => apiDay(d.day)), span };
}

export async function related(db: Db, input: { keyword: string; country: string }, now: Date) {
  const rows = await relatedKeywords(db, {
    country: input.country,
    term: input.keyword,
    day: formatDate(now),
    limit: RELATED_KEYWORDS_LIMIT,
  });
  return { list: rows.map((r) => ({ keyword: r.term, heat: r.heat, shared: r.shared })) };
}

/** Longer keywords containing the keyword (the suggestions' match, the keyword itself left out). */
export async function extended(db: Db, input: { keyword: string; country: string }, now: Date) {
  const rows = await keywordSuggestions(db, {
    country: input.country,
    text: input.keyword,
    at: now,
    limit: EXTEND_KEYWORDS_LIMIT + 1,
  });
  return {
    list: rows
      .filter((r) => r.term !== input.keyword)
      .slice(0, EXTEND_KEYWORDS_LIMIT)
      .map((r) => ({ keyword: r.term, heat: r.heat })),
  };
}

export async function keywordComparison(
  db: Db,
  input: { keyword: string; country: string },
  before: Date,
  after: Date,
) {
  const vs = await keywordVs(db, { country: input.country, term: input.keyword, before, after });
  const list: KeywordVsRow[] = (vs?.rows ?? []).map((r) => ({
    ...viewApp(r),
    rankBefore: r.rankBefore,
    rankAfter: r.rankAfter,
    change: r.change,
    kind: r.kind,
  }));
  const count = (kind: KeywordVsRow['kind']) => list.filter((r) => r.kind === kind).length;
  return {
    time1: timeText(vs?.beforeAt ?? null),
    time2: timeText(vs?.afterAt ?? null),
    counts: {
      entered: count('entered'),
      left: count('left'),
      up: count('up'),
      down: count('down'),
      same: count('same'),
    },
    list,
  };
}

export async function keywordSummary(
  db: Db,
  input: { keyword: string; country: string },
  window: DayWindow,
  from: string,
) {
  const span = await keywordSpan(db, {
    country: input.country,
    term: input.keyword,
    from: engineDay(from),
    to: engineDay(window.day),
    top: KEYWORD_SUMMARY_TOP,
  });
  const mover = (m: NonNullable<typeof span>['entered'][number]) => ({
    ...viewApp(m),
    date: apiDay(m.day),
    rank: m.rank,
    rankNow: m.rankNow,
  });
  return {
    days: span?.days.map(apiDay) ?? [],
    entered: span?.entered.map(mover) ?? [],
    cleared: span?.cleared.map(mover) ?? [],
    top: span?.top.map((t) => ({ ...viewApp(t), ranks: t.ranks })) ?? [],
  };
}

/** The export's file name: the keyword and the day it was made. */
export const exportName = (keyword: string, now: Date) => `关键词搜索结果-${keyword}-${formatDateYmd(now)}`;
