import {
  advert,
  articles,
  partners,
  questions,
  testimonials,
  topAuthors,
  topLiveApps,
  topVideoApps,
  type AdvertPosition,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import {
  listAdverts,
  listArticles,
  listNews,
  listPartners,
  listTestimonials,
  topLiveGames,
  topTalents,
  topVideoGames,
} from './queries.ts';

/** Home's content (spec 2.4, 7): adverts, articles, news, testimonials, partners, game boards. */
export function contentRoutes(app: FastifyInstance): void {
  // Adverts run on the wall clock: a campaign's dates are real dates, not market time.
  route(app, advert, ({ query, deps }) => listAdverts(deps.db, query.position as AdvertPosition, new Date()));

  route(app, articles, ({ query, deps }) => listArticles(deps.db, query.limit));

  route(app, questions, ({ query, deps }) => listNews(deps.db, query.limit));

  route(app, testimonials, ({ deps }) => listTestimonials(deps.db));

  route(app, partners, ({ deps }) => listPartners(deps.db));

  route(app, topLiveApps, ({ query, deps }) => topLiveGames(deps.db, query.top));

  route(app, topVideoApps, ({ query, deps }) => topVideoGames(deps.db, query.top));

  route(app, topAuthors, ({ query, deps }) => topTalents(deps.db, query.top));
}
