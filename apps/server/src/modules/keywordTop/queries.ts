/**
 * An app's core keywords, its keywords across its latest revision and its coverage per storefront, in the contract's
 * shapes.
 */
import {
  CHART_COUNTRIES,
  findCountry,
  formatDate,
  formatDateTime,
  KEYWORD_TOP_RANK,
  REVISE_WORD_LIMIT,
  type TopKeyword,
} from '@bangyan/contract';
import {
  appCoverageAcross,
  appRevisionRanks,
  appsTopKeywords,
  compareAcrossRevision,
  describeRevision,
  type CoveredKeyword,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';

type Db = Deps['db'];

const topKeyword = (k: CoveredKeyword): TopKeyword => ({
  keywordId: k.keywordId,
  keyword: k.term,
  heat: k.heat,
  rank: k.rank,
  previousRank: k.previousRank,
  change: k.change,
  resultCount: k.resultCount,
});

/**
 * Each app's `limit` hottest core keywords (ranked 1..KEYWORD_TOP_RANK now), in the order of `appIds`; none for an app
 * the storefront lacks.
 */
export async function topKeywords(
  db: Db,
  input: { appIds: readonly string[]; country: string; limit: number },
  now: Date,
) {
  const byApp = await appsTopKeywords(db, {
    country: input.country,
    appIds: input.appIds.map(Number),
    rankMax: KEYWORD_TOP_RANK,
    limit: input.limit,
    at: now,
  });
  return {
    time: formatDateTime(now),
    list: input.appIds.map((appId) => ({ appId, keywords: (byApp.get(Number(appId)) ?? []).map(topKeyword) })),
  };
}

/**
 * getReviseWord: the revision at `revisedAt` (null: none) and how the app's keywords moved since the
 * day before it (market `describeRevision`, `compareAcrossRevision`).
 */
export async function reviseWords(
  db: Db,
  input: { appId: string; country: string },
  revisedAt: Date | null,
  now: Date,
) {
  const found =
    revisedAt &&
    (await appRevisionRanks(db, { country: input.country, appId: Number(input.appId), revisedAt, at: now }));
  const described = found && describeRevision(found.revision.changes);
  if (!found || !described) {
    const none = compareAcrossRevision([], REVISE_WORD_LIMIT);
    return { revision: null, beforeTime: '', time: formatDateTime(now), ...none };
  }
  return {
    revision: { time: formatDateTime(found.revision.at), ...described },
    beforeTime: formatDateTime(found.before),
    time: formatDateTime(now),
    ...compareAcrossRevision(found.rows, REVISE_WORD_LIMIT),
  };
}

/**
 * asoCountry: every collected storefront, named, with whether its keywords are collected and the app's coverage there.
 */
export async function storefrontCoverage(db: Db, appId: string, now: Date) {
  const across = await appCoverageAcross(db, { appId: Number(appId), countries: CHART_COUNTRIES, to: formatDate(now) });
  return {
    list: across.map((c) => ({
      country: c.country,
      countryName: findCountry(c.country)?.text ?? c.country,
      collected: c.day !== null,
      day: c.day ?? '',
      coverage: c.total,
    })),
  };
}
