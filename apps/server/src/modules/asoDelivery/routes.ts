import {
  ApiFailure,
  asoDeliveryCreate,
  asoDeliveryKeywords,
  asoDeliveryMine,
  asoDeliveryPath,
  ASO_DELIVERY_PATH_PREFIX,
  ASO_DELIVERY_TEXTS,
  cartSubmitForm,
  cartSubmitParams,
  ErrorCode,
} from '@bangyan/contract';
import { appSummaries } from '@bangyan/market';
import type { FastifyInstance } from 'fastify';
import { guardFrequency, visitorKeys } from '../../http/frequency.ts';
import { route } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';
import { deliveryKeywords, insertDelivery, userDeliveries } from './queries.ts';

/** Where the SPA's 404 page is (the web's NOT_FOUND_PATH). */
const NOT_FOUND_PAGE = '/404';

/**
 * The ASO delivery request page's API (spec 7). The keyword cart's browser form POST to the page's own path is
 * answered with a 303 to the same path with the keywords in the query, which the web app's page reads: a reload
 * does not post again and the address can be shared. A malformed app id goes to the 404 page; a form without valid
 * keywords to the page without them, which says so.
 */
export function asoDeliveryRoutes(app: FastifyInstance): void {
  app.post(`${ASO_DELIVERY_PATH_PREFIX}:appId`, async (req, reply) => {
    const params = cartSubmitParams.safeParse(req.params);
    if (!params.success) return reply.redirect(NOT_FOUND_PAGE, 303);
    const target = asoDeliveryPath(params.data.appId);
    const form = cartSubmitForm.safeParse(req.body ?? {});
    if (!form.success) return reply.redirect(target, 303);
    return reply.redirect(`${target}?${new URLSearchParams({ keywords: form.data.keywords.join(',') })}`, 303);
  });

  route(app, asoDeliveryKeywords, async ({ query, deps }) => ({
    list: await deliveryKeywords(deps.db, { ...query, at: deps.marketNow() }),
  }));

  route(app, asoDeliveryCreate, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    await guardFrequency(deps.kv, visitorKeys(req), 'lead');
    const app = (await appSummaries(deps.db, body.country, [Number(body.appId)]))(Number(body.appId));
    if (app.name === '') throw new ApiFailure(ErrorCode.BAD_REQUEST, ASO_DELIVERY_TEXTS.appMissing);
    const known = await deliveryKeywords(deps.db, { ...body, at: deps.marketNow() });
    return insertDelivery(deps.db, {
      uid: user.uid,
      appId: body.appId,
      country: body.country,
      appName: app.name,
      keywords: known.map((k, i) => ({ ...k, targetRank: body.targetRanks[i]! })),
      budget: body.budget,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      note: body.note,
    });
  });

  route(app, asoDeliveryMine, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    return { list: await userDeliveries(deps.db, user.uid) };
  });
}
