import { addSearchHistory, carouselIcon, clearSearchHistory, indexHotSearch, suggestionPC } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { currentUser } from '../user/current.ts';
import { sessionUid } from '../user/sessions.ts';
import { clearSearches, recentSearches, recordSearch } from './history.ts';
import { carouselRows, hotSearchLine, suggestionsFor } from './queries.ts';

/** The search box and Home's search area (spec 2.4, 3, 7): suggestions, history, hot search, icon rows. */
export function searchRoutes(app: FastifyInstance): void {
  route(app, suggestionPC, async ({ query, req, deps }) => {
    if (query.from === 'history' || query.keyword === '') {
      // History mode: a visitor's searches are kept by the browser, so the server has none.
      const uid = await sessionUid(deps.kv, req);
      return { kw: [], app: [], company: [], history: uid === null ? [] : await recentSearches(deps.db, uid) };
    }
    return suggestionsFor(deps.db, query, deps.marketNow());
  });

  route(app, clearSearchHistory, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    await clearSearches(deps.db, user.uid, query.keyword);
    return { history: await recentSearches(deps.db, user.uid) };
  });

  route(app, addSearchHistory, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    await recordSearch(deps.db, user.uid, body.keyword);
    return { history: await recentSearches(deps.db, user.uid) };
  });

  route(app, indexHotSearch, ({ query, deps }) => hotSearchLine(deps.db, query.country, deps.marketNow()));

  route(app, carouselIcon, async ({ query, deps }) => ({ list: await carouselRows(deps.db, query.country, deps.marketNow()) }));
}
