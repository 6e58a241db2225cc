import {
  addAsoKeyword,
  ApiFailure,
  ASO_ADD_TEXTS,
  ErrorCode,
  formatDate,
  getAddAsoKeywordLimit,
  limitFailure,
  TIER_LIMITS,
  type AddAsoKeywordResult,
} from '@bangyan/contract';
import { catalogApp, keywordsCollected } from '@bangyan/market';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';
import { addedList, joinLibrary, recordRequests, requestsOn, termFigures } from './queries.ts';
import { effectiveTier } from '../../access/membership.ts';

type User = Awaited<ReturnType<typeof currentUser>>;
const refuse = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

/** The day's quota of a user: requests on the China day of the wall clock (a user's actions, not market time). */
function quotaOf(user: User, now: Date) {
  const { tier } = effectiveTier(user, now);
  return { tier, limit: TIER_LIMITS[tier].asoKeyword, day: formatDate(now) };
}

/**
 * 添加关键词 (spec 7 /v1/Keywordcover/): a user asks the platform to track terms for an app of a
 * storefront whose keywords are collected; a new term joins the keyword library, which the next
 * keyword collection sweeps (its heat, result count and the app's rank). Each request counts
 * against the tier's daily quota; over it nothing is saved (codes 2 / 3 / 4).
 */
export function asoKeywordAddRoutes(app: FastifyInstance): void {
  route(app, getAddAsoKeywordLimit, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const { limit, day } = quotaOf(user, new Date());
    const [used, collected, list] = await Promise.all([
      requestsOn(deps.db, user.uid, day),
      keywordsCollected(deps.db, query.country),
      addedList(deps.db, { uid: user.uid, ...query }, deps.marketNow()),
    ]);
    return { used: used.length, limit, remaining: Math.max(0, limit - used.length), collected, list };
  });

  route(app, addAsoKeyword, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const key = { uid: user.uid, country: body.country, appId: body.appId };
    if (!(await keywordsCollected(deps.db, key.country))) throw refuse(ASO_ADD_TEXTS.notCollected);
    if ((await catalogApp(deps.db, { country: key.country, appId: Number(key.appId) })) === null)
      throw refuse(ASO_ADD_TEXTS.unknownApp);
    const { tier, limit, day } = quotaOf(user, new Date());
    const done = await deps.db.transaction().execute(async (trx) => {
      // One user's adds in turn, so two at once cannot both take the last of the quota.
      await trx.selectFrom('users').select('uid').where('uid', '=', user.uid).forUpdate().execute();
      const today = await requestsOn(trx, user.uid, day);
      const repeated = new Set(
        today.filter((r) => r.country === key.country && r.app_id === key.appId).map((r) => r.term),
      );
      const fresh = body.keywords.filter((term) => !repeated.has(term));
      if (today.length + fresh.length > limit) {
        const { code, msg } = limitFailure('asoKeyword', tier);
        throw new ApiFailure(code, msg);
      }
      const added = await joinLibrary(trx, key.country, fresh);
      await recordRequests(trx, key, day, fresh);
      return { used: today.length + fresh.length, repeated, added };
    });
    const figures = await termFigures(deps.db, {
      country: key.country,
      appId: key.appId,
      terms: body.keywords,
      at: deps.marketNow(),
    });
    const list = body.keywords.map((term): AddAsoKeywordResult => {
      const status = done.added.has(term) ? 'added' : done.repeated.has(term) ? 'duplicate' : 'tracked';
      const { heat, resultCount, rank } = figures(term);
      return { keyword: term, status, heat, resultCount, rank };
    });
    return { used: done.used, limit, remaining: Math.max(0, limit - done.used), list };
  });
}
