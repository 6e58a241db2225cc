/**
 * Reads behind the Android app pages (pages.md "Android app detail"): an app in each market that
 * has it, its details' history, its ranks in the market's charts, its daily downloads (differences
 * of the markets' cumulative counts), and its matches for an iOS app (its keyword coverage:
 * androidAppCoverage.ts).
 */
import { sql } from 'kysely';
import { formatDate, chinaDayStart } from '@bangyan/contract';
import { APP_MATCH_ORDER, matchApps, type AppMatchKind } from '../analytics/appMatch.ts';
import type { Db } from '../db.ts';
import { linkedListings } from './appLinks.ts';
import { ANDROID_MARKETS, type AndroidAppRecord, type AndroidChartType, type AndroidMarket } from '../model.ts';

/**
 * An Android app as one market lists it (its stored details), with `totalDownloads` the latest
 * cumulative count the market published and `totalDay` its China day ('YYYY-MM-DD'; 0 and '' when none).
 */
export interface AndroidAppListing extends Omit<AndroidAppRecord, 'updatedAt'> {
  /** When the market says the current version was released; null when not given. */
  updatedAt: Date | null;
  firstSeenAt: Date;
  totalDay: string;
}

/** The package in every market that lists it (ANDROID_MARKETS order), with its latest published download count. */
export async function androidAppListings(db: Db, appId: string): Promise<AndroidAppListing[]> {
  const rows = await db
    .selectFrom('android_apps as a')
    .selectAll('a')
    .select((eb) => [
      eb
        .selectFrom('android_downloads as d')
        .select('d.total')
        .whereRef('d.market', '=', 'a.market')
        .whereRef('d.app_id', '=', 'a.app_id')
        .orderBy('d.day', 'desc')
        .limit(1)
        .as('total'),
      eb
        .selectFrom('android_downloads as d')
        .select('d.day')
        .whereRef('d.market', '=', 'a.market')
        .whereRef('d.app_id', '=', 'a.app_id')
        .orderBy('d.day', 'desc')
        .limit(1)
        .as('total_day'),
    ])
    .where('a.app_id', '=', appId)
    .execute();
  return rows
    .filter((r) => (ANDROID_MARKETS as readonly string[]).includes(r.market))
    .sort(
      (a, b) => ANDROID_MARKETS.indexOf(a.market as AndroidMarket) - ANDROID_MARKETS.indexOf(b.market as AndroidMarket),
    )
    .map((r) => ({
      market: r.market as AndroidMarket,
      appId: r.app_id,
      name: r.name,
      developerName: r.developer_name,
      iconUrl: r.icon_url,
      category: r.category,
      version: r.version,
      updatedAt: r.updated_at,
      rating: r.rating,
      iosAppId: r.ios_app_id === null ? null : Number(r.ios_app_id),
      firstSeenAt: r.first_seen_at,
      totalDownloads: r.total === null ? 0 : Number(r.total),
      totalDay: r.total_day ?? '',
    }));
}

/** A market the app page's switch offers: the package's own listing there, or one an operator linked to it. */
export interface AndroidMarketChoice {
  market: AndroidMarket;
  appId: string;
}

/**
 * The markets an Android app is in (ANDROID_MARKETS order): where its package is listed (`own`, from
 * androidAppListings), and, in the other markets, the listings an operator linked to one of those (an approved link-app request,
 * `appLinks.ts`), which may carry another package name.
 */
export async function androidMarketChoices(db: Db, own: readonly AndroidAppListing[]): Promise<AndroidMarketChoice[]> {
  const choices = new Map<string, string>(own.map((l) => [l.market, l.appId]));
  const linked = await Promise.all(own.map((l) => linkedListings(db, { market: l.market, appId: l.appId })));
  for (const l of linked.flat()) if (!choices.has(l.market)) choices.set(l.market, l.appId);
  return ANDROID_MARKETS.filter((m) => choices.has(m)).map((market) => ({ market, appId: choices.get(market)! }));
}

/** The app's details at one check that saw them change. */
export interface AndroidAppDetailsAt {
  at: Date;
  name: string;
  version: string;
  updatedAt: Date | null;
  rating: number | null;
}

/** The app's details in a market at each check that saw them change (android_app_history), oldest first. */
export async function androidAppHistory(
  db: Db,
  input: { market: AndroidMarket; appId: string },
): Promise<AndroidAppDetailsAt[]> {
  const rows = await db
    .selectFrom('android_app_history')
    .select(['at', 'name', 'version', 'updated_at', 'rating'])
    .where('market', '=', input.market)
    .where('app_id', '=', input.appId)
    .orderBy('at')
    .execute();
  return rows.map((r) => ({ at: r.at, name: r.name, version: r.version, updatedAt: r.updated_at, rating: r.rating }));
}

/** The app's rank on one of the market's charts at one snapshot; null when off it. */
export interface AndroidChartRank {
  chartType: AndroidChartType;
  at: Date;
  rank: number | null;
}

/** The app's rank at every snapshot of the market's charts from `from` to `to` (both included), in time order. */
export async function androidChartRanks(
  db: Db,
  input: { market: AndroidMarket; appId: string; from: Date; to: Date },
): Promise<AndroidChartRank[]> {
  const rows = await db
    .selectFrom('android_chart_snapshots')
    .select(['chart_type', 'at', sql<number | null>`array_position(app_ids, ${input.appId}::text)`.as('rank')])
    .where('market', '=', input.market)
    .where('at', '>=', input.from)
    .where('at', '<=', input.to)
    .orderBy('at')
    .execute();
  return rows.map((r) => ({ chartType: r.chart_type as AndroidChartType, at: r.at, rank: r.rank }));
}

/** One China day of an app's downloads in a market. */
export interface AndroidDownloadDay {
  /** 'YYYY-MM-DD' */
  day: string;
  /** The cumulative count the market published that day. */
  total: number;
  /** That count minus the day before's (data.md "Android markets"); null when the day before has no reading. */
  daily: number | null;
}

/**
 * The app's published cumulative downloads per China day from `from` to `to` ('YYYY-MM-DD') in each
 * market that has readings, each day with its downloads: the difference from the day before's
 * reading (read too, so the first day has one).
 */
export async function androidDownloadDays(
  db: Db,
  input: { appId: string; from: string; to: string },
): Promise<Map<AndroidMarket, AndroidDownloadDay[]>> {
  const dayBefore = formatDate(new Date(chinaDayStart(input.from).getTime() - 1));
  const rows = await db
    .selectFrom('android_downloads')
    .select(['market', 'day', 'total'])
    .where('app_id', '=', input.appId)
    .where('day', '>=', dayBefore)
    .where('day', '<=', input.to)
    .orderBy('market')
    .orderBy('day')
    .execute();
  const out = new Map<AndroidMarket, AndroidDownloadDay[]>();
  const previous = new Map<string, { day: string; total: number }>();
  for (const r of rows) {
    const total = Number(r.total);
    const before = previous.get(r.market);
    previous.set(r.market, { day: r.day, total });
    if (r.day < input.from) continue;
    const consecutive = before !== undefined && formatDate(new Date(chinaDayStart(r.day).getTime() - 1)) === before.day;
    const market = r.market as AndroidMarket;
    out.set(market, [
      ...(out.get(market) ?? []),
      { day: r.day, total, daily: consecutive ? total - before.total : null },
    ]);
  }
  return out;
}

/** An Android app matching an iOS app, and how. */
export interface AndroidMatch extends AndroidAppListing {
  matchedBy: AppMatchKind;
}

/**
 * The Android apps matching an iOS app of a storefront (those an operator linked, `appLinks.ts`, then analytics
 * `matchApps`: the named twin, or the same developer and name), surest first; null when the storefront does not have
 * the iOS app.
 * Candidates are the packages naming it as their twin or whose name shares the iOS name's first
 * two characters.
 */
export async function androidMatches(
  db: Db,
  input: { iosAppId: number; country: string },
): Promise<AndroidMatch[] | null> {
  const ios = await db
    .selectFrom('market_apps')
    .select(['name', 'developer_name', 'seller_name'])
    .where('app_id', '=', String(input.iosAppId))
    .where('country', '=', input.country)
    .executeTakeFirst();
  if (!ios) return null;
  const head = ios.name.trim().slice(0, 2);
  const candidates = await db
    .selectFrom('android_apps')
    .select('app_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb('ios_app_id', '=', String(input.iosAppId)),
        ...(head === '' ? [] : [eb('name', 'ilike', `%${head.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)]),
      ]),
    )
    .execute();
  const side = { appId: input.iosAppId, name: ios.name, developers: [ios.developer_name, ios.seller_name] };
  const linked = await linkedListings(db, { market: 'ios', appId: String(input.iosAppId) });
  const isLinked = (l: AndroidAppListing) => linked.some((k) => k.market === l.market && k.appId === l.appId);
  const packages = new Set([...candidates.map((c) => c.app_id), ...linked.map((l) => l.appId)]);
  const listings = (await Promise.all([...packages].map((appId) => androidAppListings(db, appId)))).flat();
  return listings
    .flatMap((l) => {
      const matchedBy = isLinked(l) ? 'linked' : matchApps(side, l);
      return matchedBy === null ? [] : [{ ...l, matchedBy }];
    })
    .sort(
      (a, b) =>
        ANDROID_MARKETS.indexOf(a.market) - ANDROID_MARKETS.indexOf(b.market) ||
        APP_MATCH_ORDER.indexOf(a.matchedBy) - APP_MATCH_ORDER.indexOf(b.matchedBy),
    );
}
