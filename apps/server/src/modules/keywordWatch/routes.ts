import {
  ApiFailure,
  DAY_MS,
  ErrorCode,
  formatDate,
  formatDateTime,
  formatDateYmd,
  KEYWORD_WATCH_TEXTS,
  limitFailure,
  TIER_LIMITS,
  userKeywordsMonitor,
  userKeywordsMonitorChange,
  userKeywordsResult,
  userWatchedApps,
} from '@bangyan/contract';
import { appSummaries, keywordIdsOf, keywordRankDays, watchedKeywordRanks, keywordTerms } from '@bangyan/market';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';
import { assertHistoryDay } from '../../access/tier.ts';
import { effectiveTier } from '../../access/membership.ts';

type Db = Deps['db'];
type Key = { uid: string; country: string; appId: string };

/** The user's watched keywords of the app, newest first. */
const watched = (db: Db, key: Key) =>
  db
    .selectFrom('app_keyword_watch')
    .select(['keyword_id', 'created_at'])
    .where('uid', '=', key.uid)
    .where('country', '=', key.country)
    .where('app_id', '=', key.appId)
    .orderBy('created_at', 'desc')
    .orderBy('keyword_id')
    .execute();

/** The watched keywords with the app's rank for each (a keyword the storefront no longer has is left out). */
const watchedList = (
  rows: readonly { keyword_id: number; created_at: Date }[],
  ranks: Awaited<ReturnType<typeof watchedKeywordRanks>>,
) =>
  rows.flatMap((r) => {
    const k = ranks.get(r.keyword_id);
    return k === undefined
      ? []
      : [
          {
            keywordId: k.keywordId,
            keyword: k.term,
            rank: k.rank,
            previousRank: k.previousRank,
            change: k.change,
            heat: k.heat,
            resultCount: k.resultCount,
            addedAt: formatDateTime(r.created_at),
          },
        ];
  });

/**
 * pages.md keywordsmonitor: keywords a user watches for an app (the tier's per-app quota), with the app's rank now and
 * day by day.
 */
export function keywordWatchRoutes(app: FastifyInstance): void {
  const quota = async (deps: Deps, key: Key, user: Awaited<ReturnType<typeof currentUser>>) => ({
    count: (await watched(deps.db, key)).length,
    limit: TIER_LIMITS[effectiveTier(user, new Date()).tier].appKeyword,
  });

  route(app, userKeywordsMonitor, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const key = { uid: user.uid, ...query };
    const rows = await watched(deps.db, key);
    const ranks = await watchedKeywordRanks(deps.db, {
      country: query.country,
      appId: Number(query.appId),
      keywordIds: rows.map((r) => r.keyword_id),
      at: deps.marketNow(),
    });
    return { list: watchedList(rows, ranks), ...(await quota(deps, key, user)) };
  });

  // The account centre's 应用关键词: every app with watched keywords, the one watched most recently first.
  route(app, userWatchedApps, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const rows = await deps.db
      .selectFrom('app_keyword_watch')
      .select(['country', 'app_id', 'keyword_id', 'created_at'])
      .where('uid', '=', user.uid)
      .orderBy('created_at', 'desc')
      .orderBy('keyword_id')
      .execute();
    const apps = [...new Map(rows.map((r) => [`${r.country} ${r.app_id}`, r])).values()];
    const limit = TIER_LIMITS[effectiveTier(user, new Date()).tier].appKeyword;
    const now = deps.marketNow();
    // One summary read per storefront, then each app's ranks.
    const summaries = new Map(
      await Promise.all(
        [...new Set(apps.map((a) => a.country))].map(
          async (country) =>
            [
              country,
              await appSummaries(
                deps.db,
                country,
                apps.filter((a) => a.country === country).map((a) => Number(a.app_id)),
              ),
            ] as const,
        ),
      ),
    );
    const list = await Promise.all(
      apps.map(async ({ country, app_id }) => {
        const mine = rows.filter((r) => r.country === country && r.app_id === app_id);
        const ranks = await watchedKeywordRanks(deps.db, {
          country,
          appId: Number(app_id),
          keywordIds: mine.map((r) => r.keyword_id),
          at: now,
        });
        const app = summaries.get(country)!(Number(app_id));
        return {
          appId: app_id,
          country,
          trackName: app.name,
          artworkUrl60: app.iconUrl,
          sellerName: app.developerName,
          keywords: watchedList(mine, ranks),
          limit,
        };
      }),
    );
    return { list };
  });

  route(app, userKeywordsMonitorChange, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const key = { uid: user.uid, country: body.country, appId: body.appId };
    const keywordId = (await keywordIdsOf(deps.db, body.country, [body.keyword])).get(body.keyword);
    if (keywordId === undefined) throw new ApiFailure(ErrorCode.BAD_REQUEST, KEYWORD_WATCH_TEXTS.unknown);
    const where = deps.db
      .deleteFrom('app_keyword_watch')
      .where('uid', '=', key.uid)
      .where('country', '=', key.country)
      .where('app_id', '=', key.appId)
      .where('keyword_id', '=', keywordId);
    if (!body.isMonitor) await where.execute();
    else {
      const rows = await watched(deps.db, key);
      if (!rows.some((r) => r.keyword_id === keywordId)) {
        const tier = effectiveTier(user, new Date()).tier;
        if (rows.length >= TIER_LIMITS[tier].appKeyword) {
          const { code, msg } = limitFailure('appKeyword', tier);
          throw new ApiFailure(code, msg);
        }
        await deps.db
          .insertInto('app_keyword_watch')
          .values({ uid: key.uid, country: key.country, app_id: key.appId, keyword_id: keywordId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    return quota(deps, key, user);
  });

  route(app, userKeywordsResult, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const now = deps.marketNow();
    const days = Array.from({ length: query.days }, (_, i) =>
      formatDate(now.getTime() - (query.days - 1 - i) * DAY_MS),
    );
    await assertHistoryDay(req, deps, formatDateYmd(now.getTime() - (query.days - 1) * DAY_MS));
    const rows = await watched(deps.db, { uid: user.uid, ...query });
    const ids = rows.map((r) => r.keyword_id);
    const [ranks, termOf] = await Promise.all([
      keywordRankDays(deps.db, { appId: Number(query.appId), keywordIds: ids, days, now }),
      keywordTerms(deps.db, ids),
    ]);
    return {
      days,
      series: ids.flatMap((id) =>
        termOf.has(id) ? [{ keywordId: id, keyword: termOf.get(id)!, ranks: ranks.get(id)! }] : [],
      ),
    };
  });
}
