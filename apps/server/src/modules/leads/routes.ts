import { apiApply, eventSignup, partnerApply } from '@bangyan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { guardFrequency, visitorKeys } from '../../http/frequency.ts';
import { route } from '../../http/route.ts';
import { optionalUser } from '../../session/current.ts';
import { storeLead, storeSignup } from './store.ts';

/** Who sent a form: the user when logged in, the address and browser. Counts one lead for the visitor first. */
async function sender(req: FastifyRequest, deps: Deps) {
  await guardFrequency(deps.kv, visitorKeys(req), 'lead');
  const user = await optionalUser(req, deps);
  return { uid: user?.uid ?? null, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500) };
}

/** The content pages' forms, each stored as a lead for the console's 线索. */
export function leadRoutes(app: FastifyInstance): void {
  route(app, apiApply, async ({ body, req, deps }) => {
    const { planId, ...fields } = body;
    return {
      id: await storeLead(deps.db, { kind: 'api_apply', refId: planId, ...fields, ...(await sender(req, deps)) }),
    };
  });

  route(app, partnerApply, async ({ body, req, deps }) => {
    const { kindId, ...fields } = body;
    return {
      id: await storeLead(deps.db, { kind: 'partner', refId: kindId, ...fields, ...(await sender(req, deps)) }),
    };
  });

  route(app, eventSignup, async ({ body, req, deps }) => {
    const { eventId, ...fields } = body;
    const lead = { kind: 'event_signup' as const, refId: eventId, ...fields, ...(await sender(req, deps)) };
    return { id: await storeSignup(deps.db, lead, new Date()) };
  });
}
