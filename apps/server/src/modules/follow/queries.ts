import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { FollowTarget } from '@bangyan/contract';

type Db = Kysely<Database>;

export async function followCount(db: Db, uid: string): Promise<number> {
  const row = await db.selectFrom('user_follows').select((eb) => eb.fn.countAll<string>().as('n')).where('uid', '=', uid).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The targets that name an app the data engine knows (an iOS app in its storefront, an Android app in its market). */
export async function knownTargets(db: Db, targets: readonly FollowTarget[]): Promise<FollowTarget[]> {
  const known: FollowTarget[] = [];
  for (const t of targets) {
    const found =
      t.market === 'ios'
        ? /^\d{1,15}$/.test(t.appId) && (await db.selectFrom('market_apps').select('app_id').where('app_id', '=', t.appId).where('country', '=', t.country).executeTakeFirst())
        : await db.selectFrom('android_apps').select('app_id').where('app_id', '=', t.appId).where('market', '=', t.market).executeTakeFirst();
    if (found) known.push(t);
  }
  return known;
}

/** Android apps are followed in the China market: their country is always cn. */
export const normalised = (t: FollowTarget): FollowTarget => (t.market === 'ios' ? t : { ...t, country: 'cn' });

/** Follows the targets (new ones go to the end of the user's order); answers how many were new. */
export async function addFollows(db: Db, uid: string, targets: readonly FollowTarget[]): Promise<number> {
  if (targets.length === 0) return 0;
  const next = await db.selectFrom('user_follows').select((eb) => eb.fn.coalesce(eb.fn.max('sort'), sql<number>`0`).as('sort')).where('uid', '=', uid).executeTakeFirstOrThrow();
  const rows = targets.map((t, i) => ({ uid, market: t.market, country: t.country, app_id: t.appId, sort: Number(next.sort) + i + 1 }));
  const inserted = await db.insertInto('user_follows').values(rows).onConflict((oc) => oc.columns(['uid', 'market', 'country', 'app_id']).doNothing()).returning('follow_id').execute();
  return inserted.length;
}

export async function removeFollows(db: Db, uid: string, targets: readonly FollowTarget[]): Promise<void> {
  for (const t of targets) {
    await db.deleteFrom('user_follows').where('uid', '=', uid).where('market', '=', t.market).where('country', '=', t.country).where('app_id', '=', t.appId).execute();
  }
}

/** Which of the targets the user does not follow yet. */
export async function notFollowed(db: Db, uid: string, targets: readonly FollowTarget[]): Promise<FollowTarget[]> {
  const rows = await db.selectFrom('user_follows').select(['market', 'country', 'app_id']).where('uid', '=', uid).execute();
  const have = new Set(rows.map((r) => `${r.market} ${r.country} ${r.app_id}`));
  return [...new Map(targets.map((t) => [`${t.market} ${t.country} ${t.appId}`, t])).entries()].filter(([k]) => !have.has(k)).map(([, t]) => t);
}

/** Puts the listed follows first, in that order; the others keep theirs after them. */
export async function sortFollows(db: Db, uid: string, followIds: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of followIds.entries()) {
      await trx.updateTable('user_follows').set({ sort: i - followIds.length }).where('uid', '=', uid).where('follow_id', '=', id).execute();
    }
  });
}

/** The user's follows in order, with each app's name, icon and developer. */
export async function followedApps(db: Db, uid: string, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('user_follows as f')
    .leftJoin('market_apps as m', (j) => j.on(sql<boolean>`m.app_id::text = f.app_id`).onRef('m.country', '=', 'f.country').on('f.market', '=', 'ios'))
    .leftJoin('android_apps as a', (j) => j.onRef('a.app_id', '=', 'f.app_id').onRef('a.market', '=', 'f.market'))
    .select(['f.follow_id', 'f.app_id', 'f.market', 'f.country', 'm.name as iosName', 'm.icon_url as iosIcon', 'm.developer_name as iosDeveloper', 'a.name as androidName', 'a.icon_url as androidIcon', 'a.developer_name as androidDeveloper'])
    .where('f.uid', '=', uid)
    .orderBy('f.sort')
    .orderBy('f.follow_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((r) => {
    const ios = r.market === 'ios';
    return {
      followId: Number(r.follow_id),
      trackId: r.app_id,
      trackName: (ios ? r.iosName : r.androidName) ?? '',
      artworkUrl60: (ios ? r.iosIcon : r.androidIcon) ?? '',
      sellerName: (ios ? r.iosDeveloper : r.androidDeveloper) ?? '',
      market: r.market,
      country: r.country,
      platform: ios ? ('ios' as const) : ('android' as const),
    };
  });
}
