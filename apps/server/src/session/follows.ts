/** Which apps the user follows (user_follows), as pages other than the follow pages show it. */
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

type Db = Kysely<Database>;

/** The ones among `appIds` of one market and country that the user follows. */
export async function followedAmong(
  db: Db,
  uid: string,
  where: { market: string; country: string },
  appIds: readonly string[],
): Promise<Set<string>> {
  if (appIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_follows')
    .select('app_id')
    .where('uid', '=', uid)
    .where('market', '=', where.market)
    .where('country', '=', where.country)
    .where('app_id', 'in', appIds)
    .execute();
  return new Set(rows.map((r) => r.app_id));
}
