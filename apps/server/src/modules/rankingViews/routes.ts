import {
  bangFeatured,
  bangGlobalRanking,
  bangHegemony,
  bangHotCompany,
  bangHotIndustry,
  bangListVs,
  bangListVsDetail,
  bangSevenDay,
  bangSevenDayPoint,
  bangSummary,
  dayBefore,
  SEVEN_DAYS,
  top10VolatilityCharts,
} from '@bangyan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { answerCache, sendSerialised } from '../../http/answerCache.ts';
import { route } from '../../http/route.ts';
import { checkedWindow } from '../../access/days.ts';
import {
  chartVs,
  daySummary,
  hotIndustry,
  sevenDayData,
  sevenDayPoints,
  volatility,
  vsDetail,
  vsSummary,
  vsWindows,
} from './queries.ts';
import { featured, globalRanking, hegemony, hotCompanies } from './leaders.ts';

type Day = string | undefined;

/**
 * How long a day's summary and hot developers are kept (key/value store, then parsed in this process), as AppRank's
 * history: charts are collected hourly at the most, so a day's answer is computed once per two minutes.
 */
const DIGEST_CACHE = { ttlSeconds: 120, localSeconds: 30, maxLocal: 256 };
type DayQuery = { date?: Day };
type VsQuery = { date1?: Day; time1?: Day; date2?: Day; time2?: Day };

/**
 * The ranking analysis pages (pages.md "Rankings"): every day asked for is a China day up to the
 * market's today (a later one answers 400), and the first day a view reads is checked against the
 * requester's history depth (limit codes 2 / 3).
 */
export function rankingViewRoutes(app: FastifyInstance): void {
  const summaries = answerCache<Awaited<ReturnType<typeof daySummary>>>(app.deps.kv, {
    prefix: 'bangsummary:',
    ...DIGEST_CACHE,
  });
  const developers = answerCache<Awaited<ReturnType<typeof hotCompanies>>>(app.deps.kv, {
    prefix: 'hotcompany:',
    ...DIGEST_CACHE,
  });
  /** The day asked for, checked (see checkedWindow). */
  const windowOf = async (req: FastifyRequest, deps: Deps, q: DayQuery) =>
    (await checkedWindow(req, deps, q.date)).window;

  /** vsbang's two sides: date2 (default today) and date1 (default the day before date2). */
  const vs = async (req: FastifyRequest, deps: Deps, q: VsQuery) => {
    const after = await windowOf(req, deps, { date: q.date2 });
    const before = await windowOf(req, deps, { date: q.date1 ?? dayBefore(after.day) });
    return vsWindows(before, q.time1, after, q.time2);
  };

  route(app, bangListVs, async ({ query, req, deps }) => {
    const { entries, ...sides } = await chartVs(deps.db, query, await vs(req, deps, query));
    return { ...sides, ...vsSummary(entries) };
  });

  route(app, bangListVsDetail, async ({ query, req, deps }) => {
    const { entries, ...sides } = await chartVs(deps.db, query, await vs(req, deps, query));
    return { ...sides, list: vsDetail(entries, query.kind) };
  });

  route(app, bangSevenDay, async ({ query, req, deps }) => {
    const { window, from } = await checkedWindow(req, deps, query.date, SEVEN_DAYS);
    return sevenDayData(deps.db, query, window, from, query.top);
  });

  route(app, bangSevenDayPoint, async ({ query, req, deps }) => {
    const { window, from } = await checkedWindow(req, deps, query.date, SEVEN_DAYS);
    return sevenDayPoints(deps.db, query, window, from, query.appIds);
  });

  route(app, bangSummary, async ({ query, req, reply, deps }) => {
    const window = await windowOf(req, deps, query);
    const key = `${query.country}:${window.day}`;
    return sendSerialised(req, reply, await summaries.get(key, () => daySummary(deps.db, query.country, window)));
  });

  route(app, top10VolatilityCharts, async ({ query, req, deps }) => {
    const { window, from } = await checkedWindow(req, deps, query.date, query.days);
    return volatility(deps.db, query, window, from);
  });

  route(app, bangHotIndustry, async ({ query, req, deps }) =>
    hotIndustry(deps.db, query, await windowOf(req, deps, query)),
  );

  route(app, bangHegemony, async ({ query, req, deps }) => {
    const { window, from } = await checkedWindow(req, deps, query.date, query.days);
    return hegemony(deps.db, query, window, from);
  });

  route(app, bangHotCompany, async ({ query, req, reply, deps }) => {
    const window = await windowOf(req, deps, query);
    const key = `${query.country}:${query.genre}:${query.type}:${window.day}`;
    return sendSerialised(req, reply, await developers.get(key, () => hotCompanies(deps.db, query, window)));
  });

  route(app, bangGlobalRanking, async ({ query, req, deps }) =>
    globalRanking(deps.db, query, await windowOf(req, deps, query)),
  );

  route(app, bangFeatured, async ({ query, req, deps }) =>
    featured(deps.db, query.country, await windowOf(req, deps, query)),
  );
}
