import {
  ApiFailure,
  ErrorCode,
  followAppAlmighty,
  followAppAlmightyBatch,
  followSearch,
  followSearchKeyword,
  formatDateTime,
  limitFailure,
  sortUserApp,
  TIER_LIMITS,
  userAppAlmighty,
  userAppAlmightyDeep,
  userAppDetailDeep,
  userFollowSituation,
  userKeywordAll,
  userKeywordDeep,
  apiDay,
  applyLinkApp,
  templeAppDetail,
  type FollowTarget,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { findApps } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { currentUser, optionalUser } from '../../session/current.ts';
import { deepCards } from './cards.ts';
import { followGroupRoutes } from './groups.ts';
import { appPanel } from './panel.ts';
import { showcaseApps } from './showcase.ts';
import {
  dropKeyword,
  isKeywordSaved,
  keywordFigures,
  savedKeywordCount,
  savedKeywords,
  saveKeyword,
} from './keywords.ts';
import {
  insertLinkRequest,
  addFollows,
  followCount,
  followedApps,
  knownTargets,
  normalised,
  notFollowed,
  removeFollows,
  sortFollows,
  targetAppName,
} from './queries.ts';
import { effectiveTier } from '../../access/membership.ts';
import { followedAmong } from '../../session/follows.ts';

/** Following apps and saving search keywords within the tier's quotas (spec 3, 6, 7, 8). */
export function followRoutes(app: FastifyInstance): void {
  followGroupRoutes(app);
  const quota = async (deps: Deps, uid: string, tier: keyof typeof TIER_LIMITS) => ({
    follow: await followCount(deps.db, uid),
    limit: TIER_LIMITS[tier].follow,
  });

  /** Follows or unfollows all of `targets`, or none: over the quota answers the tier's limit code. */
  const apply = async (
    deps: Deps,
    req: Parameters<typeof currentUser>[0],
    follow: boolean,
    targets: readonly FollowTarget[],
  ) => {
    const user = await currentUser(req, deps);
    const tier = effectiveTier(user, new Date()).tier;
    const list = targets.map(normalised);
    if (!follow) {
      await removeFollows(deps.db, user.uid, list);
      return quota(deps, user.uid, tier);
    }
    const fresh = await notFollowed(deps.db, user.uid, list);
    const known = await knownTargets(deps.db, fresh);
    if (known.length < fresh.length) throw new ApiFailure(ErrorCode.BAD_REQUEST, '应用不存在或不在该国家/市场');
    if ((await followCount(deps.db, user.uid)) + fresh.length > TIER_LIMITS[tier].follow) {
      const { code, msg } = limitFailure('follow', tier);
      throw new ApiFailure(code, msg);
    }
    await addFollows(deps.db, user.uid, fresh);
    return quota(deps, user.uid, tier);
  };

  route(app, followAppAlmighty, ({ body, req, deps }) => apply(deps, req, body.isFollow, [body]));

  route(app, followAppAlmightyBatch, ({ body, req, deps }) => apply(deps, req, body.isFollow, body.list));

  route(app, userFollowSituation, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    return quota(deps, user.uid, effectiveTier(user, new Date()).tier);
  });

  route(app, sortUserApp, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    await sortFollows(deps.db, user.uid, body.sortList);
    return null;
  });

  /**
   * The user's follows in order; on Home (from=index) a visitor gets the demo apps and a user
   * without follows the recommended ones, both with hasFollow false (spec 2.4, 7).
   */
  const followList = async (
    deps: Deps,
    req: Parameters<typeof currentUser>[0],
    query: { page: number; pageSize: number; from?: 'index' },
  ) => {
    const now = deps.marketNow();
    if (query.from === 'index') {
      const user = await optionalUser(req, deps);
      if (!user) return { list: await showcaseApps(deps.db, 'demo', now), hasFollow: false };
      if ((await followCount(deps.db, user.uid)) === 0)
        return { list: await showcaseApps(deps.db, 'recommend', now), hasFollow: false };
      return { list: await followedApps(deps.db, user.uid, query.page, query.pageSize), hasFollow: true };
    }
    const user = await currentUser(req, deps);
    return {
      list: await followedApps(deps.db, user.uid, query.page, query.pageSize),
      hasFollow: (await followCount(deps.db, user.uid)) > 0,
    };
  };

  route(app, userAppAlmighty, ({ query, req, deps }) => followList(deps, req, query));

  route(app, userAppAlmightyDeep, async ({ query, req, deps }) => {
    const { list, hasFollow } = await followList(deps, req, query);
    return { list: await deepCards(deps.db, list, deps.marketNow()), hasFollow };
  });

  const panelOf = async (deps: Deps, target: FollowTarget) => {
    const panel = await appPanel(deps.db, normalised(target), deps.marketNow());
    if (!panel) throw new ApiFailure(ErrorCode.BAD_REQUEST, '应用不存在或不在该国家/市场');
    return panel;
  };

  route(app, userAppDetailDeep, async ({ query, req, deps }) => {
    await currentUser(req, deps);
    return panelOf(deps, query);
  });

  route(app, templeAppDetail, ({ query, deps }) => panelOf(deps, query));

  route(app, applyLinkApp, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const appName = await targetAppName(deps.db, normalised(body));
    if (appName === null) throw new ApiFailure(ErrorCode.BAD_REQUEST, '应用不存在或不在该国家/市场');
    await insertLinkRequest(deps.db, user.uid, body, appName);
    return null;
  });

  route(app, followSearch, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const store =
      query.type === 'store'
        ? ({ platform: 'ios', country: query.country } as const)
        : ({ platform: 'android', market: query.market } as const);
    const offset = (query.page - 1) * query.pageSize;
    const { apps, total } = await findApps(deps.db, store, query.keyword, { offset, limit: query.pageSize });
    const where =
      store.platform === 'ios' ? { market: 'ios', country: store.country } : { market: store.market, country: 'cn' };
    const followed = await followedAmong(
      deps.db,
      user.uid,
      where,
      apps.map((a) => a.appId),
    );
    return {
      list: apps.map((a) => ({
        trackId: a.appId,
        trackName: a.name,
        sellerName: a.developer,
        artworkUrl60: a.iconUrl,
        followed: followed.has(a.appId),
      })),
      hasMore: offset + apps.length < total,
      total,
    };
  });

  const keywordQuota = async (deps: Deps, uid: string, tier: keyof typeof TIER_LIMITS) => ({
    follow: await savedKeywordCount(deps.db, uid),
    limit: TIER_LIMITS[tier].keyword,
  });

  route(app, followSearchKeyword, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const tier = effectiveTier(user, new Date()).tier;
    const { keyword, country } = query;
    if (!query.isFollow) await dropKeyword(deps.db, user.uid, country, keyword);
    else if (!(await isKeywordSaved(deps.db, user.uid, country, keyword))) {
      if ((await savedKeywordCount(deps.db, user.uid)) >= TIER_LIMITS[tier].keyword) {
        const { code, msg } = limitFailure('keyword', tier);
        throw new ApiFailure(code, msg);
      }
      await saveKeyword(deps.db, user.uid, country, keyword);
    }
    return keywordQuota(deps, user.uid, tier);
  });

  route(app, userKeywordDeep, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const saved = await savedKeywords(deps.db, user.uid);
    const watch = await keywordFigures(deps.db, saved, deps.marketNow());
    return {
      ...(await keywordQuota(deps, user.uid, effectiveTier(user, new Date()).tier)),
      date: watch.day === null ? '' : apiDay(watch.day),
      list: saved.map((r) => ({
        keyword: r.keyword,
        country: r.country,
        savedAt: formatDateTime(r.created_at),
        ...watch.of(r.country, r.keyword),
      })),
    };
  });

  route(app, userKeywordAll, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const rows = await savedKeywords(deps.db, user.uid);
    return {
      ...(await keywordQuota(deps, user.uid, effectiveTier(user, new Date()).tier)),
      list: rows.map((r) => ({ keyword: r.keyword, country: r.country, savedAt: formatDateTime(r.created_at) })),
    };
  });
}
