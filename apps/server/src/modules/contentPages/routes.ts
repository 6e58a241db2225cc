import {
  aboutPage,
  ApiFailure,
  apiServicePage,
  brandPage,
  ErrorCode,
  eventDetail,
  LEAD_TEXTS,
  networkPing,
  signCheck,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { aboutContent, apiContent, brandContent, eventContent } from './queries.ts';

/** The content pages' reads (about, brand, the data API, events) and /new/test's two checks. */
export function contentPageRoutes(app: FastifyInstance): void {
  route(app, aboutPage, ({ deps }) => aboutContent(deps.db));
  route(app, brandPage, ({ deps }) => brandContent(deps.db));
  route(app, apiServicePage, ({ deps }) => apiContent(deps.db));

  route(app, eventDetail, async ({ query, deps }) => {
    const event = await eventContent(deps.db, query.id, new Date());
    if (event === null) throw new ApiFailure(ErrorCode.NOT_FOUND, LEAD_TEXTS.eventMissing);
    return event;
  });

  // The wall clock, not the market's: the page compares it with the browser's clock.
  route(app, networkPing, async () => ({ serverTime: Date.now() }));
  route(app, signCheck, async () => ({ serverTime: Date.now() }));
}
