import { randomBytes } from 'node:crypto';
import { freeChecking, slideChallenge, slideVerify } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE } from '../../credentials/codeCaps.ts';
import { liftBlock, visitorKeys } from '../../http/frequency.ts';
import { route } from '../../http/route.ts';
import { consumePass, issueChallenge, verifyDrag } from '../../slideCheck/passes.ts';

/** Slide verification and the frequent-operation unblock. */
export function slideRoutes(app: FastifyInstance): void {
  route(app, slideChallenge, ({ query, req, reply, deps }) => {
    // Every code sent follows a slide check: the browser gets the device cookie its code caps count by here.
    if (!req.cookies[DEVICE_COOKIE]) {
      const secure = req.protocol === 'https';
      const device = randomBytes(16).toString('base64url');
      reply.setCookie(DEVICE_COOKIE, device, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: DEVICE_COOKIE_MAX_AGE,
        secure,
      });
    }
    return issueChallenge(deps.kv, query.scene);
  });

  route(app, slideVerify, ({ body, req, deps }) => verifyDrag(deps.kv, req.log, body));

  route(app, freeChecking, async ({ body, req, deps }) => {
    await consumePass(deps.kv, body);
    await liftBlock(deps.kv, visitorKeys(req));
    return null;
  });
}
