import {
  ApiFailure,
  formatDate,
  formatDateTime,
  limitFailure,
  MONITOR_DAYS,
  MONITOR_TOP,
  subscribeDetail,
  subscribeKeyword,
  subscribeKeywordList,
  TIER_LIMITS,
  apiDay,
} from '@bangyan/contract';
import { keywordMonitorDays } from '@bangyan/market';
import type { FastifyInstance } from 'fastify';
import { recentSpan } from '../../access/days.ts';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { viewApp } from '../../present/apps.ts';
import { currentUser } from '../../session/current.ts';
import { addMonitor, dropMonitor, monitorCount, monitorOf, monitors } from './monitors.ts';
import { effectiveTier } from '../../access/membership.ts';
import { channelsOn, readSettings } from '../../alerts/settings.ts';

type User = Awaited<ReturnType<typeof currentUser>>;

/**
 * The daily reminder's time (the digest's push time): set when the user takes the digest on a channel that reaches
 * them, '' (none yet) otherwise.
 */
async function pushTime(deps: Deps, user: User): Promise<string> {
  const settings = await readSettings(deps.db, user.uid);
  return settings.digest && channelsOn(settings).length > 0 ? settings.pushTime : '';
}

/**
 * Keyword monitors (spec 8 'Subscribe', pages.md subscribedetail): subscribe within the tier's quota, list, and each
 * day's changes.
 */
export function keywordMonitorRoutes(app: FastifyInstance): void {
  const quota = async (deps: Deps, user: User) => ({
    follow: await monitorCount(deps.db, user.uid),
    limit: TIER_LIMITS[effectiveTier(user, new Date()).tier].monitor,
  });

  route(app, subscribeKeyword, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const { keyword, country } = query;
    if (!query.isMonitor) await dropMonitor(deps.db, user.uid, country, keyword);
    else if ((await monitorOf(deps.db, user.uid, country, keyword)) === null) {
      const tier = effectiveTier(user, new Date()).tier;
      if ((await monitorCount(deps.db, user.uid)) >= TIER_LIMITS[tier].monitor) {
        const { code, msg } = limitFailure('monitor', tier);
        throw new ApiFailure(code, msg);
      }
      await addMonitor(deps.db, user.uid, country, keyword);
    }
    return { ...(await quota(deps, user)), isMonitor: query.isMonitor, pushTime: await pushTime(deps, user) };
  });

  route(app, subscribeKeywordList, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const rows = await monitors(deps.db, user.uid);
    return {
      ...(await quota(deps, user)),
      pushTime: await pushTime(deps, user),
      list: rows.map((r) => ({ keyword: r.keyword, country: r.country, subscribedAt: formatDateTime(r.created_at) })),
    };
  });

  route(app, subscribeDetail, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const since = await monitorOf(deps.db, user.uid, query.country, query.keyword);
    const now = deps.marketNow();
    const span = recentSpan(now, MONITOR_DAYS);
    const days = await keywordMonitorDays(deps.db, {
      country: query.country,
      term: query.keyword,
      ...span,
      top: MONITOR_TOP,
    });
    // A day's report goes out once the day is over; a day since subscribing was reported.
    const sinceDay = since === null ? null : formatDate(since);
    const today = formatDate(now);
    return {
      keyword: query.keyword,
      country: query.country,
      subscribed: since !== null,
      subscribedAt: since === null ? '' : formatDateTime(since),
      pushTime: await pushTime(deps, user),
      known: days !== null,
      days: (days ?? []).map((d) => ({
        date: apiDay(d.day),
        heat: d.heat,
        previousHeat: d.previousHeat,
        resultCount: d.resultCount,
        alerted: sinceDay !== null && d.day >= sinceDay && d.day < today,
        entered: d.entered.map((a) => ({ ...viewApp(a), rank: a.rank })),
        left: d.left.map((a) => ({ ...viewApp(a), previousRank: a.previousRank, rank: a.rank })),
      })),
    };
  });
}
