import { ApiFailure, COMPANY_TEXTS, companyApps, companyDevelopers, companyInfo, ErrorCode } from '@bangyan/contract';
import { companyApps as readApps, companyDevelopers as readDevelopers, companyProfile } from '@bangyan/market';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { developerItem } from './queries.ts';
import { companyAppItem } from '../../present/apps.ts';
import { genreCountItems } from '../../present/charts.ts';

const notFound = () => new ApiFailure(ErrorCode.NOT_FOUND, COMPANY_TEXTS.notFound);

/** The company pages (spec 2.1 /new/company/...): a developer account's profile, apps and sibling accounts, now. */
export function companyRoutes(app: FastifyInstance): void {
  route(app, companyInfo, async ({ query, deps }) => {
    const profile = await companyProfile(deps.db, {
      country: query.country,
      developerId: query.companyId,
      at: deps.marketNow(),
    });
    if (profile === null) throw notFound();
    return { ...developerItem(profile), genres: genreCountItems(profile.genres) };
  });

  route(app, companyApps, async ({ query, deps }) => {
    const apps = await readApps(deps.db, {
      country: query.country,
      developerId: query.companyId,
      at: deps.marketNow(),
    });
    if (apps.length === 0) throw notFound();
    return { list: apps.map(companyAppItem) };
  });

  route(app, companyDevelopers, async ({ query, deps }) => {
    const company = await readDevelopers(deps.db, {
      country: query.country,
      developerId: query.companyId,
      at: deps.marketNow(),
    });
    if (company === null) throw notFound();
    return { brand: company.brand, list: company.developers.map(developerItem) };
  });
}
