import {
  asoCountry,
  KEYWORD_TOP_BATCH_LIMIT,
  keywordCoverReviseWord,
  keywordCoverTop,
  keywordCoverTopBatch,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { latestRevisionAt } from '@bangyan/market';
import { answerCache, sendSerialised } from '../../http/answerCache.ts';
import { route } from '../../http/route.ts';
import { reviseWords, storefrontCoverage, topKeywords } from './queries.ts';

/**
 * How long a getReviseWord answer is kept (key/value store, then parsed in this process). Its key
 * holds the revision's time, so a new revision is answered at once; the keyword lists it compares
 * with are collected hourly at the most, and comparing them costs one index probe per keyword of the
 * storefront (about 0.1 s at the demo scale), so an app's answer is computed once per five minutes.
 */
const REVISE_TTL_SECONDS = 300;
const REVISE_LOCAL_SECONDS = 60;
const REVISE_LOCAL_MAX = 256;

/**
 * An iOS app's core keywords (keyword page; several apps at once for the competitor page), how its
 * keywords moved at its latest revision, and its coverage in every collected storefront.
 */
export function keywordTopRoutes(app: FastifyInstance): void {
  const revisions = answerCache<Awaited<ReturnType<typeof reviseWords>>>(app.deps.kv, {
    prefix: 'revise:',
    ttlSeconds: REVISE_TTL_SECONDS,
    localSeconds: REVISE_LOCAL_SECONDS,
    maxLocal: REVISE_LOCAL_MAX,
  });

  route(app, keywordCoverTop, async ({ query, deps }) => {
    const { time, list } = await topKeywords(
      deps.db,
      { appIds: [query.appId], country: query.country, limit: query.limit },
      deps.marketNow(),
    );
    return { time, list: list[0]!.keywords };
  });

  route(app, keywordCoverTopBatch, ({ body, deps }) =>
    topKeywords(
      deps.db,
      { appIds: body.appIds, country: body.country, limit: KEYWORD_TOP_BATCH_LIMIT },
      deps.marketNow(),
    ),
  );

  route(app, keywordCoverReviseWord, async ({ query, req, reply, deps }) => {
    const now = deps.marketNow();
    const revisedAt = await latestRevisionAt(deps.db, { country: query.country, appId: Number(query.appId), at: now });
    const key = `${query.country}:${query.appId}:${revisedAt?.getTime() ?? 'none'}`;
    return sendSerialised(req, reply, await revisions.get(key, () => reviseWords(deps.db, query, revisedAt, now)));
  });

  route(app, asoCountry, ({ query, deps }) => storefrontCoverage(deps.db, query.appId, deps.marketNow()));
}
