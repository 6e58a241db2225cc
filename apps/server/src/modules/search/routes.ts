import {
  addSearchHistory,
  carouselIcon,
  clearSearchHistory,
  indexHotSearch,
  suggestionPC,
  type Suggestions,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { answerCache, sendSerialised } from '../../http/answerCache.ts';
import { route } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';
import { sessionUid } from '../../session/sessions.ts';
import { clearSearches, recentSearches, recordSearch } from './history.ts';
import { carouselRows, hotSearchLine, suggestionsFor } from './queries.ts';

/**
 * How long suggestions for one text are kept: in the key/value store (Redis when configured) and
 * parsed in this process. They change when the engine collects (keywords and lookups are daily), so a
 * suggestion is at most this old; typing the same prefixes is what a search box sees most.
 */
const SUGGESTIONS_TTL_SECONDS = 600;
const SUGGESTIONS_LOCAL_SECONDS = 60;
const SUGGESTIONS_LOCAL_MAX = 2048;

/** The search box and Home's search area (spec 2.4, 3, 7): suggestions, history, hot search, icon rows. */
export function searchRoutes(app: FastifyInstance): void {
  const suggestions = answerCache<Suggestions>(app.deps.kv, {
    prefix: 'suggest:',
    ttlSeconds: SUGGESTIONS_TTL_SECONDS,
    localSeconds: SUGGESTIONS_LOCAL_SECONDS,
    maxLocal: SUGGESTIONS_LOCAL_MAX,
  });

  route(app, suggestionPC, async ({ query, req, reply, deps }) => {
    if (query.from === 'history' || query.keyword === '') {
      // History mode: a visitor's searches are kept by the browser, so the server has none.
      const uid = await sessionUid(deps, req);
      return {
        intent: 'kw' as const,
        kw: [],
        app: [],
        company: [],
        history: uid === null ? [] : await recentSearches(deps.db, uid),
      };
    }
    const store = query.platform === 'ios' ? `ios:${query.country}` : `android:${query.market}`;
    return sendSerialised(
      req,
      reply,
      await suggestions.get(`${store}:${query.keyword}`, () => suggestionsFor(deps.db, query, deps.marketNow())),
    );
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

  route(app, carouselIcon, async ({ query, deps }) => ({
    list: await carouselRows(deps.db, query.country, deps.marketNow()),
  }));
}
