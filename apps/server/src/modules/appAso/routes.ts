import {
  asaSummary,
  ASA_TOP,
  asmCountry,
  asmCoverHistory,
  asmData,
  asoDiagnosis,
  topAsmKeyword,
} from '@bangyan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { checkedSpan } from '../../access/days.ts';
import { asaCountries, asaHistory, asaKeywords, asaSummaryData, asaTopKeywords, diagnosisData } from './queries.ts';

/**
 * An iOS app's ASA page (ad keywords, share of voice, storefronts; spans checked against the tier's history depth) and
 * its ASO diagnosis.
 */
export function appAsoRoutes(app: FastifyInstance): void {
  const appSpan = async (req: FastifyRequest, deps: Deps, q: { appId: string; country: string; days: number }) => ({
    ...(await checkedSpan(req, deps, q.days)),
    country: q.country,
    appId: Number(q.appId),
  });
  route(app, asmData, async ({ query, req, deps }) => asaKeywords(deps.db, await appSpan(req, deps, query)));
  route(app, topAsmKeyword, async ({ query, req, deps }) =>
    asaTopKeywords(deps.db, await appSpan(req, deps, query), ASA_TOP),
  );
  route(app, asaSummary, async ({ query, req, deps }) => asaSummaryData(deps.db, await appSpan(req, deps, query)));
  route(app, asmCoverHistory, async ({ query, req, deps }) => asaHistory(deps.db, await appSpan(req, deps, query)));
  route(app, asmCountry, async ({ query, req, deps }) =>
    asaCountries(deps.db, { ...(await checkedSpan(req, deps, query.days)), appId: Number(query.appId) }),
  );
  route(app, asoDiagnosis, ({ query, deps }) => diagnosisData(deps.db, query, deps.marketNow()));
}
