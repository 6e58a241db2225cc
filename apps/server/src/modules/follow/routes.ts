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
  userFollowSituation,
  userKeywordAll,
  type FollowTarget,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { findApps } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { currentUser } from '../user/current.ts';
import { effectiveTier } from '../user/queries.ts';
import { dropKeyword, isKeywordSaved, savedKeywordCount, savedKeywords, saveKeyword } from './keywords.ts';
import { addFollows, followCount, followedApps, followedAmong, knownTargets, normalised, notFollowed, removeFollows, sortFollows } from './queries.ts';

/** Following apps and saving search keywords within the tier's quotas (spec 3, 6, 7, 8). */
export function followRoutes(app: FastifyInstance): void {
  const quota = async (deps: Deps, uid: string, tier: keyof typeof TIER_LIMITS) => ({ follow: await followCount(deps.db, uid), limit: TIER_LIMITS[tier].follow });

  /** Follows or unfollows all of `targets`, or none: over the quota answers the tier's limit code. */
  const apply = async (deps: Deps, req: Parameters<typeof currentUser>[0], follow: boolean, targets: readonly FollowTarget[]) => {
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

  route(app, userAppAlmighty, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const list = await followedApps(deps.db, user.uid, query.page, query.pageSize);
    return { list, hasFollow: (await followCount(deps.db, user.uid)) > 0 };
  });

  route(app, followSearch, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const store = query.type === 'store' ? ({ platform: 'ios', country: query.country } as const) : ({ platform: 'android', market: query.market } as const);
    const offset = (query.page - 1) * query.pageSize;
    const { apps, total } = await findApps(deps.db, store, query.keyword, { offset, limit: query.pageSize });
    const where = store.platform === 'ios' ? { market: 'ios', country: store.country } : { market: store.market, country: 'cn' };
    const followed = await followedAmong(deps.db, user.uid, where, apps.map((a) => a.appId));
    return {
      list: apps.map((a) => ({ trackId: a.appId, trackName: a.name, sellerName: a.developer, artworkUrl60: a.iconUrl, followed: followed.has(a.appId) })),
      hasMore: offset + apps.length < total,
      total,
    };
  });

  const keywordQuota = async (deps: Deps, uid: string, tier: keyof typeof TIER_LIMITS) => ({ follow: await savedKeywordCount(deps.db, uid), limit: TIER_LIMITS[tier].keyword });

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

  route(app, userKeywordAll, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const rows = await savedKeywords(deps.db, user.uid);
    return { ...(await keywordQuota(deps, user.uid, effectiveTier(user, new Date()).tier)), list: rows.map((r) => ({ keyword: r.keyword, country: r.country, savedAt: formatDateTime(r.created_at) })) };
  });
}
