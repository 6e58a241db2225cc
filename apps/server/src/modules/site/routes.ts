import {
  advice,
  ApiFailure,
  cooperateList,
  ErrorCode,
  FEEDBACK_EMPTY,
  friendLink,
  pageView,
  WECHAT_SHARE_TEXTS,
  wechatJsConfig,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { DeliveryError } from '../../alerts/channels/delivery.ts';
import { guardFrequency, visitorKeys } from '../../http/frequency.ts';
import { route } from '../../http/route.ts';
import { optionalUser } from '../../session/current.ts';
import { jsSdkConfig } from '../../wechat/jsapi.ts';
import { insertFeedback, insertPageView, listBusinessInfo, listFriendLinks } from './queries.ts';

/** Site content for the shell (friendly links, business info), feedback, page views and WeChat's share settings. */
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

  // Inside WeChat's browser: wx.config for a page of this site (its share card, set by the page).
  route(app, wechatJsConfig, async ({ query, req, deps }) => {
    const mp = deps.config.wechatMp;
    if (!mp) throw new ApiFailure(ErrorCode.BAD_REQUEST, WECHAT_SHARE_TEXTS.unavailable);
    if (!URL.canParse(query.url) || new URL(query.url).origin !== new URL(deps.config.siteUrl).origin)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, WECHAT_SHARE_TEXTS.urlForeign);
    try {
      return await jsSdkConfig(mp, deps.kv, query.url, new Date());
    } catch (err) {
      if (!(err instanceof DeliveryError)) throw err;
      req.log.warn({ detail: err.message }, 'wechat jsapi ticket unavailable');
      throw new ApiFailure(ErrorCode.SERVER_ERROR, WECHAT_SHARE_TEXTS.failed);
    }
  });
}
