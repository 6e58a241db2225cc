import { freeChecking, slideChallenge, slideVerify } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { liftBlock, visitorKeys } from '../../http/frequency.ts';
import { route } from '../../http/route.ts';
import { consumePass, issueChallenge, verifyDrag } from '../../slideCheck/passes.ts';

/** Slide verification and the frequent-operation unblock. */
export function slideRoutes(app: FastifyInstance): void {
  route(app, slideChallenge, ({ query, deps }) => issueChallenge(deps.kv, query.scene));

  route(app, slideVerify, ({ body, req, deps }) => verifyDrag(deps.kv, req.log, body));

  route(app, freeChecking, async ({ body, req, deps }) => {
    await consumePass(deps.kv, body);
    await liftBlock(deps.kv, visitorKeys(req));
    return null;
  });
}
