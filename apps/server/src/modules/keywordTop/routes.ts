import { asoCountry, KEYWORD_TOP_BATCH_LIMIT, keywordCoverReviseWord, keywordCoverTop, keywordCoverTopBatch } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { reviseWords, storefrontCoverage, topKeywords } from './queries.ts';

/**
 * An iOS app's core keywords (keyword page; several apps at once for the competitor page), how its
 * keywords moved at its latest revision, and its coverage in every collected storefront.
 */
export function keywordTopRoutes(app: FastifyInstance): void {
  route(app, keywordCoverTop, async ({ query, deps }) => {
    const { time, list } = await topKeywords(deps.db, { appIds: [query.appId], country: query.country, limit: query.limit }, deps.marketNow());
    return { time, list: list[0]!.keywords };
  });

  route(app, keywordCoverTopBatch, ({ body, deps }) => topKeywords(deps.db, { appIds: body.appIds, country: body.country, limit: KEYWORD_TOP_BATCH_LIMIT }, deps.marketNow()));

  route(app, keywordCoverReviseWord, ({ query, deps }) => reviseWords(deps.db, query, deps.marketNow()));

  route(app, asoCountry, ({ query, deps }) => storefrontCoverage(deps.db, query.appId, deps.marketNow()));
}
