/**
 * The Android app pages' answers (contract androidApp.ts) from the market engine's reads
 * (queries/androidApp.ts), presented in the contract's shapes.
 */
import {
  ANDROID_CHART_TYPES,
  chinaDayStart,
  formatDate,
  formatDateTime,
  computeRankChange,
  marketName,
  type AndroidAppInfo,
  type DataOf,
  type androidAppInfo,
  type androidAppKeywords,
  type androidAppMatch,
  type androidAppView,
  type androidCoverHistory,
  type androidDownloadHistory,
  type androidRankHistory,
  type androidRatingHistory,
  type androidReviewList,
  type androidVersionList,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { recentDays } from '../../access/days.ts';
import {
  androidAppHistory,
  androidAppListings,
  androidChartRanks,
  androidDownloadDays,
  androidKeywordCoverage,
  androidAppReviews,
  androidAppReviewStars,
  androidMarketChoices,
  androidMatches,
  type AndroidAppDetailsAt,
  type AndroidAppListing,
  type AndroidMarket,
} from '@bangyan/market';

type Db = Kysely<Database>;
type AppInput = { appId: string; market: string };
type SpanInput = AppInput & { days: number };

function present(l: AndroidAppListing): AndroidAppInfo {
  return {
    market: l.market,
    marketName: marketName(l.market) ?? l.market,
    appId: l.appId,
    trackName: l.name,
    artworkUrl60: l.iconUrl,
    developerName: l.developerName,
    category: l.category,
    version: l.version,
    updateDate: l.updatedAt ? formatDate(l.updatedAt) : '',
    rating: l.rating,
    totalDownloads: l.totalDownloads,
    totalDate: l.totalDay,
    iosAppId: l.iosAppId === null ? '' : String(l.iosAppId),
    firstSeen: formatDate(l.firstSeenAt),
  };
}

/** The header: the app in the market (null when that market does not have it) and the markets that have it. */
export async function appHeader(db: Db, input: AppInput): Promise<DataOf<typeof androidAppInfo>> {
  const listings = await androidAppListings(db, input.appId);
  const choices = await androidMarketChoices(db, listings);
  const here = listings.find((l) => l.market === input.market);
  return {
    app: here ? present(here) : null,
    markets: choices.map((c) => ({ market: c.market, marketName: marketName(c.market) ?? c.market, appId: c.appId })),
  };
}

const ratingText = (r: number | null) => (r === null ? '' : r.toFixed(1));

/** The changes between consecutive details of the history, newest first. */
function detailChanges(history: readonly AndroidAppDetailsAt[]) {
  const fields = [
    ['name', (d: AndroidAppDetailsAt) => d.name],
    ['version', (d: AndroidAppDetailsAt) => d.version],
    ['rating', (d: AndroidAppDetailsAt) => ratingText(d.rating)],
  ] as const;
  return history
    .slice(1)
    .flatMap((d, i) => {
      const before = history[i]!;
      return fields.flatMap(([field, value]) =>
        value(before) === value(d)
          ? []
          : [{ time: formatDateTime(d.at), field, oldValue: value(before), newValue: value(d) }],
      );
    })
    .reverse();
}

/** baseinfo: every market's listing and the chosen market's changes. */
export async function appView(db: Db, input: AppInput): Promise<DataOf<typeof androidAppView>> {
  const [listings, history] = await Promise.all([
    androidAppListings(db, input.appId),
    androidAppHistory(db, { market: input.market as AndroidMarket, appId: input.appId }),
  ]);
  return { markets: listings.map(present), changes: detailChanges(history) };
}

/** version: each version with the check that first saw it, newest first. */
export async function versionList(db: Db, input: AppInput): Promise<DataOf<typeof androidVersionList>> {
  const history = await androidAppHistory(db, { market: input.market as AndroidMarket, appId: input.appId });
  const firsts = history.filter((d, i) => i === 0 || history[i - 1]!.version !== d.version);
  return {
    found: history.length > 0,
    list: firsts
      .map((d) => ({
        version: d.version,
        time: formatDateTime(d.at),
        updateDate: d.updatedAt ? formatDate(d.updatedAt) : '',
      }))
      .reverse(),
  };
}

/** review: each market's current rating and the chosen market's rating at each change. */
export async function ratingHistory(db: Db, input: AppInput): Promise<DataOf<typeof androidRatingHistory>> {
  const [listings, history] = await Promise.all([
    androidAppListings(db, input.appId),
    androidAppHistory(db, { market: input.market as AndroidMarket, appId: input.appId }),
  ]);
  const changes = history.filter((d, i) => i === 0 || history[i - 1]!.rating !== d.rating);
  return {
    markets: listings.map((l) => ({
      market: l.market,
      marketName: marketName(l.market) ?? l.market,
      rating: l.rating,
    })),
    list: changes.map((d) => ({ time: formatDateTime(d.at), rating: d.rating })),
    checkedDate: listings.find((l) => l.market === input.market)?.totalDay ?? '',
  };
}

/** rankchart: the rank on each chart on each day with a chart (the day's last snapshot). */
export async function rankHistory(db: Db, input: SpanInput, now: Date): Promise<DataOf<typeof androidRankHistory>> {
  const days = recentDays(now, input.days);
  const ranks = await androidChartRanks(db, {
    market: input.market as AndroidMarket,
    appId: input.appId,
    from: chinaDayStart(days[0]!),
    to: now,
  });
  const last = new Map<string, number | null>();
  for (const r of ranks) last.set(`${r.chartType}|${formatDate(r.at)}`, r.rank);
  const times = [...new Set(ranks.map((r) => formatDate(r.at)))];
  return {
    times,
    series: ANDROID_CHART_TYPES.map((chartType) => ({
      chartType,
      ranks: times.map((t) => last.get(`${chartType}|${t}`) ?? null),
    })),
  };
}

/** keyword (history): coverage per collected day. */
export async function coverHistory(db: Db, input: SpanInput, now: Date): Promise<DataOf<typeof androidCoverHistory>> {
  const days = recentDays(now, input.days);
  const coverage = await androidKeywordCoverage(db, {
    market: input.market as AndroidMarket,
    appId: input.appId,
    from: days[0]!,
    to: days.at(-1)!,
  });
  return { list: coverage.days.map((d) => ({ date: d.day, collected: d.collected, ...d.coverage })) };
}

/** keyword (list): the keywords of the latest collected day (within the last two days) the app ranks for. */
export async function appKeywords(db: Db, input: AppInput, now: Date): Promise<DataOf<typeof androidAppKeywords>> {
  const days = recentDays(now, 2);
  const coverage = await androidKeywordCoverage(db, {
    market: input.market as AndroidMarket,
    appId: input.appId,
    from: days[0]!,
    to: days[1]!,
  });
  return {
    date: coverage.lastDay,
    collected: coverage.days.at(-1)?.collected ?? 0,
    list: coverage.keywords.map((k) => ({
      keyword: k.term,
      heat: k.heat,
      resultCount: k.resultCount,
      rank: k.rank,
      preRank: k.previousRank,
      rankChange: k.previousRank === null ? 0 : computeRankChange(k.rank, k.previousRank),
    })),
  };
}

/** download: every market's published totals and daily downloads over the span. */
export async function downloadHistory(
  db: Db,
  input: SpanInput,
  now: Date,
): Promise<DataOf<typeof androidDownloadHistory>> {
  const dates = recentDays(now, input.days);
  const byMarket = await androidDownloadDays(db, { appId: input.appId, from: dates[0]!, to: dates.at(-1)! });
  return {
    dates,
    markets: [...byMarket.entries()].map(([market, list]) => {
      const byDay = new Map(list.map((d) => [d.day, d]));
      return {
        market,
        marketName: marketName(market) ?? market,
        totals: dates.map((d) => byDay.get(d)?.total ?? null),
        daily: dates.map((d) => byDay.get(d)?.daily ?? null),
      };
    }),
  };
}

/** appMatch: the Android apps matching the iOS app. */
export async function appMatch(
  db: Db,
  input: { appId: string; country: string },
): Promise<DataOf<typeof androidAppMatch>> {
  const matches = await androidMatches(db, { iosAppId: Number(input.appId), country: input.country });
  return { found: matches !== null, list: (matches ?? []).map((m) => ({ ...present(m), matchedBy: m.matchedBy })) };
}

/** review (list): the collected reviews' histogram, average and newest time, and a page of one star's reviews. */
export async function reviewList(
  db: Db,
  input: AppInput & { star: number; page: number; pageSize: number },
): Promise<DataOf<typeof androidReviewList>> {
  const app = { market: input.market as AndroidMarket, appId: input.appId };
  const [{ stars, latestAt }, { total, rows }] = await Promise.all([
    androidAppReviewStars(db, app),
    androidAppReviews(db, {
      ...app,
      star: input.star,
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    }),
  ]);
  const reviews = stars.reduce((s, x) => s + x.count, 0);
  return {
    reviews,
    average: reviews === 0 ? null : stars.reduce((s, x) => s + x.star * x.count, 0) / reviews,
    stars,
    latestAt: latestAt === null ? '' : formatDateTime(latestAt),
    total,
    page: input.page,
    pageSize: input.pageSize,
    list: rows.map((r) => ({
      id: r.reviewId,
      rating: r.rating,
      content: r.content,
      author: r.author,
      version: r.version,
      time: formatDateTime(r.at),
    })),
  };
}
