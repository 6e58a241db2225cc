import {
  bangAndroidList,
  bangGenreList,
  bangLists,
  bangPoint,
  chartGenre,
  minuteWithin,
  rankingDepth,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { checkedWindow } from '../../access/days.ts';
import { answerCache, localMemo, sendSerialised } from '../../http/answerCache.ts';
import {
  androidChartData,
  genresWithCharts,
  rankIndexData,
  snapshotShown,
  snapshotTimes,
  type RankIndexData,
} from './queries.ts';

/** How long a RankIndex answer is kept: in the key/value store, and parsed in this process. */
const LISTS_TTL_SECONDS = 120;
const LISTS_LOCAL_SECONDS = 30;
/** Answers kept parsed in this process (each up to 500 rows). */
const LISTS_LOCAL_MAX = 64;
/** How long the snapshot a view shows is remembered (a new hourly snapshot shows this much later at most). */
const SNAPSHOT_MEMO_MS = 30_000;

/**
 * The real-time charts (spec 2.1 RankIndex, screenshot, androidindex; spec 7 /v1/bang/ lists,
 * point, genreList): days are China days up to the market's today, each checked against the
 * requester's history depth.
 */
export function rankingRoutes(app: FastifyInstance): void {
  const lists = answerCache<RankIndexData>(app.deps.kv, {
    prefix: 'rankindex:',
    ttlSeconds: LISTS_TTL_SECONDS,
    localSeconds: LISTS_LOCAL_SECONDS,
    maxLocal: LISTS_LOCAL_MAX,
  });
  const snapshots = localMemo<Date | null>({ ttlMs: SNAPSHOT_MEMO_MS, max: 1024 });

  route(app, bangLists, async ({ query, req, reply, deps }) => {
    const { window } = await checkedWindow(req, deps, query.date);
    const depth = rankingDepth(query.country, query.type, query.deep);
    const chart = `${query.country}:${query.type}:${chartGenre(query.genre)}`;
    const at = await snapshots.get(`${chart}:${window.day}:${query.time ?? 'latest'}`, () =>
      snapshotShown(deps.db, query, window, minuteWithin(window, query.time)),
    );
    if (at === null) return { date: '', time: '', previousTime: '', depth, list: [] };
    // A snapshot never changes, so its answer is cached by chart and snapshot time.
    return sendSerialised(
      req,
      reply,
      await lists.get(`${chart}:${depth}:${at.getTime()}`, () => rankIndexData(deps.db, query, at, depth)),
    );
  });

  route(app, bangPoint, async ({ query, req, deps }) => {
    const { window } = await checkedWindow(req, deps, query.date);
    return { date: window.day, list: await snapshotTimes(deps.db, query, window) };
  });

  route(app, bangGenreList, async ({ query, deps }) => ({
    list: await genresWithCharts(deps.db, query.country, deps.marketNow()),
  }));

  route(app, bangAndroidList, async ({ query, req, deps }) => {
    const { window } = await checkedWindow(req, deps, query.date);
    return androidChartData(deps.db, query, window);
  });
}
