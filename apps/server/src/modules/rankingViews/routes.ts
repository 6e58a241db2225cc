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
  formatDateYmd,
  SEVEN_DAYS,
  top10VolatilityCharts,
} from '@bangyan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { dayWindow } from '../ranking/queries.ts';
import { assertHistoryDay } from '../vip/access.ts';
import {
  chartVs,
  daySummary,
  featured,
  globalRanking,
  hegemony,
  hotCompanies,
  hotIndustry,
  sevenDayData,
  sevenDayPoints,
  spanStart,
  volatility,
  vsDetail,
  vsSummary,
  vsWindows,
} from './queries.ts';

const DAY_MS = 86_400_000;

/**
 * The ranking analysis pages (pages.md "Rankings"): every day asked for is a China day up to the
 * market's today (a later one answers 400), and the first day a view reads is checked against the
 * requester's history depth (limit codes 2 / 3).
 */
export function rankingViewRoutes(app: FastifyInstance): void {
  /** The day asked for, its history checked from `days` − 1 days before it (a span ending with it). */
  const day = async (req: FastifyRequest, deps: Deps, date: string | undefined, days = 1) => {
    const window = dayWindow(date, deps.marketNow());
    const from = spanStart(window, days);
    await assertHistoryDay(req, deps, from);
    return { window, from };
  };

  /** vsbang's two sides: date2 (default today) and date1 (default the day before date2). */
  const vs = async (req: FastifyRequest, deps: Deps, q: { date1?: string | undefined; time1?: string | undefined; date2?: string | undefined; time2?: string | undefined }) => {
    const after = (await day(req, deps, q.date2)).window;
    const before = (await day(req, deps, q.date1 ?? formatDateYmd(after.from.getTime() - DAY_MS))).window;
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
    const { window, from } = await day(req, deps, query.date, SEVEN_DAYS);
    return sevenDayData(deps.db, query, window, from, query.top);
  });

  route(app, bangSevenDayPoint, async ({ query, req, deps }) => {
    const { window, from } = await day(req, deps, query.date, SEVEN_DAYS);
    return sevenDayPoints(deps.db, query, window, from, query.appIds);
  });

  route(app, bangSummary, async ({ query, req, deps }) => daySummary(deps.db, query.country, (await day(req, deps, query.date)).window));

  route(app, top10VolatilityCharts, async ({ query, req, deps }) => {
    const { window, from } = await day(req, deps, query.date, query.days);
    return volatility(deps.db, query, window, from);
  });

  route(app, bangHotIndustry, async ({ query, req, deps }) => hotIndustry(deps.db, query, (await day(req, deps, query.date)).window));

  route(app, bangHegemony, async ({ query, req, deps }) => {
    const { window, from } = await day(req, deps, query.date, query.days);
    return hegemony(deps.db, query, window, from);
  });

  route(app, bangHotCompany, async ({ query, req, deps }) => hotCompanies(deps.db, query, (await day(req, deps, query.date)).window));

  route(app, bangGlobalRanking, async ({ query, req, deps }) => globalRanking(deps.db, query, (await day(req, deps, query.date)).window));

  route(app, bangFeatured, async ({ query, req, deps }) => featured(deps.db, query.country, (await day(req, deps, query.date)).window));
}
