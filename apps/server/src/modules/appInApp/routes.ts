import {
  appEventKeywordList,
  appEventList,
  appSubscribeKeywordList,
  appSubscribeList,
  eventKeywordSummary,
  subscribeKeywordSummary,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { checkedSpan } from '../../access/days.ts';
import { inAppEvents, inAppItems, inAppKeywords, inAppSummary } from './queries.ts';

const app = (q: { appId: string; country: string }) => ({ country: q.country, appId: Number(q.appId) });

/**
 * An iOS app's in-app purchase items and in-app events in search (subscribekeywordcover,
 * activitykeywordcover): the entries, their keywords, and the coverage history (its span checked
 * against the tier's history depth).
 */
export function appInAppRoutes(server: FastifyInstance): void {
  for (const [kind, summary, keywords] of [
    ['item', subscribeKeywordSummary, appSubscribeKeywordList],
    ['event', eventKeywordSummary, appEventKeywordList],
  ] as const) {
    route(server, summary, async ({ query, req, deps }) => {
      const span = await checkedSpan(req, deps, query.days);
      return inAppSummary(deps.db, { ...app(query), kind, ...span });
    });
    route(server, keywords, ({ query, deps }) =>
      inAppKeywords(deps.db, { ...app(query), kind, ...(query.id === undefined ? {} : { entryId: Number(query.id) }) }),
    );
  }
  route(server, appSubscribeList, ({ query, deps }) => inAppItems(deps.db, app(query)));
  route(server, appEventList, ({ query, deps }) => inAppEvents(deps.db, app(query), deps.marketNow()));
}
