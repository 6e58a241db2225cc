import {
  ApiFailure,
  COMPETITOR_LIMIT,
  COMPETITOR_TEXTS,
  competitorAdd,
  competitorCount,
  competitorDel,
  competitorDownloads,
  competitorDownloadTotals,
  competitorInfo,
  competitorList,
  competitorRankHistory,
  ErrorCode,
  formatDateTime,
} from '@bangyan/contract';
import { appChartGenres, appSummaries, catalogApp } from '@bangyan/market';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { viewApp } from '../../present/apps.ts';
import { currentUser, optionalUser } from '../../session/current.ts';
import { checkedSpanStart } from '../../access/days.ts';
import { assertHistorySpan } from '../../access/tier.ts';
import {
  addCompetitor,
  competitorDownloadSeries,
  competitorTotals,
  competitorFigures,
  competitorRankSeries,
  competitorRows,
  removeCompetitor,
  suggestCompetitors,
} from './queries.ts';
import { chartGenreName } from '../../present/charts.ts';

const refuse = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

/**
 * The apps compared with this one: the user's competitors, or for a visitor (or a user who chose
 * none) the suggestions, flagged so the page can say so.
 */
async function comparedApps(req: FastifyRequest, deps: Deps, query: { appId: string; country: string }) {
  const user = await optionalUser(req, deps);
  const chosen =
    user === null ? [] : (await competitorRows(deps.db, { uid: user.uid, ...query })).map((r) => r.competitor_id);
  if (chosen.length > 0) return { ids: chosen, suggested: false };
  const suggestions = await suggestCompetitors(deps.db, { ...query, now: deps.marketNow(), exclude: new Set() });
  return { ids: suggestions.map((s) => s.appId).slice(0, COMPETITOR_LIMIT), suggested: true };
}

/**
 * pages.md competitor / competitorInfo: the user's competitor set of an app (login to see its count or change it) and
 * the side-by-side.
 */
export function competitorRoutes(app: FastifyInstance): void {
  route(app, competitorList, async ({ query, req, deps }) => {
    const user = await optionalUser(req, deps);
    const rows = user === null ? [] : await competitorRows(deps.db, { uid: user.uid, ...query });
    const [summary, suggestions] = await Promise.all([
      appSummaries(
        deps.db,
        query.country,
        rows.map((r) => Number(r.competitor_id)),
      ),
      suggestCompetitors(deps.db, {
        ...query,
        now: deps.marketNow(),
        exclude: new Set(rows.map((r) => r.competitor_id)),
      }),
    ]);
    return {
      list: rows.map((r) => ({ ...viewApp(summary(Number(r.competitor_id))), addedAt: formatDateTime(r.created_at) })),
      suggestions,
      limit: COMPETITOR_LIMIT,
    };
  });

  route(app, competitorAdd, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const key = { uid: user.uid, country: body.country, appId: body.appId };
    if (body.competitorId === body.appId) throw refuse(COMPETITOR_TEXTS.self);
    const inCatalog = async (appId: string) =>
      (await catalogApp(deps.db, { country: body.country, appId: Number(appId) })) !== null;
    if (!(await inCatalog(body.appId)) || !(await inCatalog(body.competitorId))) throw refuse(COMPETITOR_TEXTS.unknown);
    const rows = await competitorRows(deps.db, key);
    if (!rows.some((r) => r.competitor_id === body.competitorId)) {
      if (rows.length >= COMPETITOR_LIMIT) throw refuse(COMPETITOR_TEXTS.limit);
      await addCompetitor(deps.db, key, body.competitorId);
    }
    return { count: (await competitorRows(deps.db, key)).length };
  });

  route(app, competitorDel, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const key = { uid: user.uid, country: body.country, appId: body.appId };
    await removeCompetitor(deps.db, key, body.competitorId);
    return { count: (await competitorRows(deps.db, key)).length };
  });

  route(app, competitorCount, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    return { count: (await competitorRows(deps.db, { uid: user.uid, ...query })).length, limit: COMPETITOR_LIMIT };
  });

  route(app, competitorInfo, async ({ query, req, deps }) => {
    const { ids, suggested } = await comparedApps(req, deps, query);
    return {
      ...(await competitorFigures(deps.db, {
        country: query.country,
        appIds: [query.appId, ...ids],
        now: deps.marketNow(),
      })),
      suggested,
    };
  });

  route(app, competitorDownloads, async ({ query, req, deps }) => {
    const { ids } = await comparedApps(req, deps, query);
    return competitorDownloadSeries(deps.db, {
      country: query.country,
      appIds: [query.appId, ...ids],
      days: query.days,
      now: deps.marketNow(),
    });
  });

  route(app, competitorRankHistory, async ({ query, req, deps }) => {
    const genres = [
      0,
      ...(await appChartGenres(deps.db, { country: query.country, appId: Number(query.appId) })).filter((g) => g !== 0),
    ];
    if (!genres.includes(query.genre)) throw refuse(COMPETITOR_TEXTS.genre);
    const now = deps.marketNow();
    // The span's first China day (a 30-day span ends today and starts 29 days before).
    await checkedSpanStart(req, deps, query.days, now);
    const { ids } = await comparedApps(req, deps, query);
    const ranks = await competitorRankSeries(deps.db, { ...query, appIds: [query.appId, ...ids], now });
    return { genres: genres.map((genre) => ({ genre, genreName: chartGenreName(genre) })), ...ranks };
  });

  route(app, competitorDownloadTotals, async ({ query, req, deps }) => {
    await assertHistorySpan(req, deps, query.days);
    const { ids } = await comparedApps(req, deps, query);
    return competitorTotals(deps.db, {
      country: query.country,
      appIds: [query.appId, ...ids],
      days: query.days,
      now: deps.marketNow(),
    });
  });
}
