/**
 * The realism report's anchors for the store's texts and names (analytics/textRealism.ts's checks on
 * the engine's stored rows): an app's reviews do not repeat, their titles and texts agree with their
 * stars, developers' names fit their apps' genres, and the hot companies are companies.
 */
import {
  developerGenreConsistency,
  distinctTextRatio,
  hotCompaniesAreCompanies,
  reviewSentimentAgreement,
} from '../analytics/textRealism.ts';
import { hotCompanies } from '../queries/suggestions.ts';
import type { RealismAnchor, RealismContext } from './anchors.ts';

/** The #1 free app of the latest coverage day (the report's inputs), null without one. */
function firstFreeApp(ctx: RealismContext): number | null {
  for (const [appId, rank] of ctx.inputs.freeRank) if (rank === 1) return appId;
  return null;
}

/** Reviews a storefront holds, of one app or of all (the newest first, at most `limit`). */
async function reviews(ctx: RealismContext, appId: number | null, limit: number) {
  let query = ctx.db
    .selectFrom('app_reviews')
    .select(['rating', 'title', 'content'])
    .where('country', '=', ctx.country)
    .orderBy('updated_at', 'desc')
    .limit(limit);
  if (appId !== null) query = query.where('app_id', '=', String(appId));
  return query.execute();
}

export const TEXT_ANCHORS: RealismAnchor[] = [
  {
    id: 'reviews.distinct',
    label: 'distinct review texts over all texts, the #1 free app’s newest 500 reviews',
    target: { min: 0.9 },
    unit: 'share',
    measure: async (ctx) => {
      const app = firstFreeApp(ctx);
      if (app === null) return null;
      const rows = await reviews(ctx, app, 500);
      return rows.length === 0 ? null : distinctTextRatio(rows.map((r) => r.content)).value;
    },
  },
  {
    id: 'reviews.sentiment',
    label: 'reviews whose title and text agree with their stars (newest 5000)',
    target: { min: 0.98 },
    unit: 'share',
    measure: async (ctx) => reviewSentimentAgreement(await reviews(ctx, null, 5000)).value,
  },
  {
    id: 'developers.genre',
    label: 'apps whose developer’s name fits their genre',
    target: { min: 0.99 },
    unit: 'share',
    measure: async (ctx) => {
      const apps = await ctx.db
        .selectFrom('market_apps')
        .select(['primary_genre_id as primaryGenreId', 'developer_name as developerName', 'seller_name as sellerName'])
        .where('country', '=', ctx.country)
        .execute();
      return developerGenreConsistency(apps).value;
    },
  },
  {
    id: 'companies.hot',
    label: 'hot companies (Home’s hot-search line) that are organisations, not people',
    target: { min: 1, max: 1 },
    unit: 'share',
    measure: async (ctx) => {
      // The latest charts by now: the world's days are all before it.
      const shown = await hotCompanies(ctx.db, { country: ctx.country, at: new Date(), limit: 10 });
      const companies = shown.map((c) => ({ developerName: c.alias || c.name, sellerName: c.name }));
      return companies.length === 0 ? null : hotCompaniesAreCompanies(companies).value;
    },
  },
];
