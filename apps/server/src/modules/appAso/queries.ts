/** An iOS app's ASA and ASO diagnosis pages from the market engine, in the contract's shapes. */
import { findCountry, genreName, type AsaKeyword } from '@bangyan/contract';
import {
  appAdCountries,
  appAdHistory,
  appAdKeywords,
  appAdSummary,
  appAsoDiagnosis,
  type AdKeyword,
  type AdSpan,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';

type Db = Deps['db'];

const asaKeyword = (k: AdKeyword): AsaKeyword => ({
  keywordId: k.keywordId,
  keyword: k.term,
  heat: k.heat,
  popularity: k.popularity,
  adDays: k.adDays,
  collectedDays: k.collectedDays,
  share: k.share,
  firstDay: k.firstDay,
  lastDay: k.lastDay,
  holdsNow: k.holdsNow,
  rivals: k.rivals,
});

type AppSpan = AdSpan & { country: string; appId: number };

/** getAsmData: every ad keyword of the span. */
export async function asaKeywords(db: Db, input: AppSpan) {
  return { from: input.from, to: input.to, list: (await appAdKeywords(db, input)).map(asaKeyword) };
}

/** topAsmKeyword: the hottest ad keywords of the span (ties: the higher share first). */
export async function asaTopKeywords(db: Db, input: AppSpan, limit: number) {
  const hottest = [...(await appAdKeywords(db, input))].sort(
    (x, y) => (y.heat ?? 0) - (x.heat ?? 0) || y.share - x.share || x.keywordId - y.keywordId,
  );
  return { from: input.from, to: input.to, list: hottest.slice(0, limit).map(asaKeyword) };
}

/** asaSummary. */
export async function asaSummaryData(db: Db, input: AppSpan) {
  const { latestDay, ...summary } = await appAdSummary(db, input);
  return { from: input.from, to: input.to, ...summary, latestDay: latestDay ?? '' };
}

/** asmCoverHistory. */
export async function asaHistory(db: Db, input: AppSpan) {
  return { from: input.from, to: input.to, list: await appAdHistory(db, input) };
}

/** asmCountry: the storefronts with collected keywords, named. */
export async function asaCountries(db: Db, input: AdSpan & { appId: number }) {
  const list = await appAdCountries(db, input);
  return {
    from: input.from,
    to: input.to,
    list: list.map((c) => ({ ...c, countryName: findCountry(c.country)?.text ?? c.country })),
  };
}

/** /v1/aso/diagnosis: found false (and nothing else) when the storefront's catalog does not have the app. */
export async function diagnosisData(db: Db, input: { appId: string; country: string }, now: Date) {
  const d = await appAsoDiagnosis(db, { country: input.country, appId: Number(input.appId), now });
  if (d === null)
    return {
      found: false,
      onSale: false,
      score: 0,
      grade: '',
      day: '',
      asoIndex: null,
      coverage: null,
      genre: null,
      checks: [],
      topKeywords: [],
    };
  return {
    found: true,
    onSale: d.onSale,
    score: d.score,
    grade: d.grade,
    day: d.day ?? '',
    asoIndex: d.asoIndex,
    coverage: d.coverage,
    genre: d.genre === null ? null : { id: d.genreId, name: genreName(d.genreId) ?? String(d.genreId), ...d.genre },
    checks: d.checks,
    topKeywords: d.topKeywords.map((k) => ({
      keywordId: k.keywordId,
      keyword: k.term,
      heat: k.heat,
      rank: k.rank,
      inTitle: k.inTitle,
      inSubtitle: k.inSubtitle,
    })),
  };
}
