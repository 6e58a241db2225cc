import { advice, ApiFailure, cooperateList, ErrorCode, FEEDBACK_EMPTY, friendLink, pageView } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { guardFrequency, visitorKeys } from '../../http/frequency.ts';
import { route } from '../../http/route.ts';
import { optionalUser } from '../../session/current.ts';
import { insertFeedback, insertPageView, listBusinessInfo, listFriendLinks } from './queries.ts';

/** Site content for the shell (friendly links, business info), feedback and page views. */
export function siteRoutes(app: FastifyInstance): void {
  route(app, friendLink, ({ deps }) => listFriendLinks(deps.db));

  route(app, cooperateList, ({ deps }) => listBusinessInfo(deps.db));

  route(app, advice, async ({ body, req, deps }) => {
    if (body.type.length === 0 && body.func_type.length === 0 && body.content === '' && body.wechat === '') {
      throw new ApiFailure(ErrorCode.BAD_REQUEST, FEEDBACK_EMPTY);
    }
    await guardFrequency(deps.kv, visitorKeys(req), 'feedback');
    const user = await optionalUser(req, deps);
    const id = await insertFeedback(deps.db, {
      uid: user?.uid ?? null,
      types: body.type,
      funcTypes: body.func_type,
      content: body.content,
      wechat: body.wechat,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    });
    return { id };
  });

  route(app, pageView, async ({ body, req, deps }) => {
    await insertPageView(deps.db, {
      path: body.path,
      referrer: body.referrer,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    });
    return null;
  });
}
