import { sql, type RawBuilder } from 'kysely';
import { GENRE_APPS, GENRE_GAMES } from '@bangyan/contract';

/**
 * Which apps of market_apps `m` belong to a genre other than 'all' (spec 9's classification, contract
 * `classifyGenre`): 6014 the games (primary genre 6014 or a game subgenre above 7000); 5000 every
 * other app with a known genre; any other genre the apps listed in it.
 */
export function appsOfGenre(genre: number): RawBuilder<boolean> {
  const isGame = sql<boolean>`(m.primary_genre_id = ${GENRE_GAMES} OR m.primary_genre_id > 7000)`;
  if (genre === GENRE_GAMES) return isGame;
  if (genre === GENRE_APPS) return sql<boolean>`(m.primary_genre_id <> 0 AND NOT ${isGame})`;
  return sql<boolean>`(m.primary_genre_id = ${genre} OR ${genre} = ANY(m.genre_ids))`;
}
