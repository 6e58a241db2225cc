import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { FollowTarget } from '@bangyan/contract';
import { androidCatalogApps, catalogApps } from '@bangyan/market';
import { notify } from '../../notices/notify.ts';

type Db = Kysely<Database>;

export async function followCount(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('user_follows')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The targets that name an app the data engine knows (an iOS app in its storefront, an Android app in its market), in
 * two queries.
 */
export async function knownTargets(db: Db, targets: readonly FollowTarget[]): Promise<FollowTarget[]> {
  const ios = targets.filter((t) => t.market === 'ios' && /^\d{1,15}$/.test(t.appId));
  const android = targets.filter((t) => t.market !== 'ios');
  const [iosRows, androidRows] = await Promise.all([
    catalogApps(db, { appIds: ios.map((t) => Number(t.appId)) }),
    androidCatalogApps(db, { appIds: android.map((t) => t.appId) }),
  ]);
  const found = new Set([
    ...iosRows.map((r) => `ios ${r.country} ${r.appId}`),
    ...androidRows.map((r) => `${r.market} cn ${r.appId}`),
  ]);
  return targets.filter((t) => found.has(targetKey(t)));
}

const targetKey = (t: FollowTarget) => `${t.market} ${t.country} ${t.appId}`;

/** Android apps are followed in the China market: their country is always cn. */
export const normalised = (t: FollowTarget): FollowTarget => (t.market === 'ios' ? t : { ...t, country: 'cn' });

/** Follows the targets (new ones go to the end of the user's order); answers how many were new. */
export async function addFollows(db: Db, uid: string, targets: readonly FollowTarget[]): Promise<number> {
  if (targets.length === 0) return 0;
  const next = await db
    .selectFrom('user_follows')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort'), sql<number>`0`).as('sort'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  const rows = targets.map((t, i) => ({
    uid,
    market: t.market,
    country: t.country,
    app_id: t.appId,
    sort: Number(next.sort) + i + 1,
  }));
  const inserted = await db
    .insertInto('user_follows')
    .values(rows)
    .onConflict((oc) => oc.columns(['uid', 'market', 'country', 'app_id']).doNothing())
    .returning('follow_id')
    .execute();
  return inserted.length;
}

export async function removeFollows(db: Db, uid: string, targets: readonly FollowTarget[]): Promise<void> {
  if (targets.length === 0) return;
  await db
    .deleteFrom('user_follows')
    .where('uid', '=', uid)
    .where((eb) =>
      eb.or(
        targets.map((t) =>
          eb.and([eb('market', '=', t.market), eb('country', '=', t.country), eb('app_id', '=', t.appId)]),
        ),
      ),
    )
    .execute();
}

/** Which of the targets the user does not follow yet. */
export async function notFollowed(db: Db, uid: string, targets: readonly FollowTarget[]): Promise<FollowTarget[]> {
  const rows = await db
    .selectFrom('user_follows')
    .select(['market', 'country', 'app_id'])
    .where('uid', '=', uid)
    .execute();
  const have = new Set(rows.map((r) => targetKey({ market: r.market, country: r.country, appId: r.app_id })));
  return [...new Map(targets.map((t) => [targetKey(t), t])).entries()].filter(([k]) => !have.has(k)).map(([, t]) => t);
}

/** Puts the listed follows first, in that order; the others keep theirs after them. */
export async function sortFollows(db: Db, uid: string, followIds: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of followIds.entries()) {
      await trx
        .updateTable('user_follows')
        .set({ sort: i - followIds.length })
        .where('uid', '=', uid)
        .where('follow_id', '=', id)
        .execute();
    }
  });
}

/**
 * The user's follows in order, with each app's name, icon and developer (the catalogs': market
 * `catalogApps`, `androidCatalogApps`).
 */
export async function followedApps(db: Db, uid: string, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('user_follows')
    .select(['follow_id', 'app_id', 'market', 'country'])
    .where('uid', '=', uid)
    .orderBy('sort')
    .orderBy('follow_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const ios = rows.filter((r) => r.market === 'ios' && /^\d{1,15}$/.test(r.app_id));
  const [iosApps, androidApps] = await Promise.all([
    catalogApps(db, { appIds: ios.map((r) => Number(r.app_id)) }),
    androidCatalogApps(db, { appIds: rows.filter((r) => r.market !== 'ios').map((r) => r.app_id) }),
  ]);
  const shown = new Map<string, { name: string; iconUrl: string; developerName: string }>([
    ...iosApps.map((a) => [`ios ${a.country} ${a.appId}`, a] as const),
    ...androidApps.map((a) => [`${a.market} ${a.appId}`, a] as const),
  ]);
  return rows.map((r) => {
    const ios = r.market === 'ios';
    const app = shown.get(ios ? `ios ${r.country} ${r.app_id}` : `${r.market} ${r.app_id}`);
    return {
      followId: Number(r.follow_id),
      trackId: r.app_id,
      trackName: app?.name ?? '',
      artworkUrl60: app?.iconUrl ?? '',
      sellerName: app?.developerName ?? '',
      market: r.market,
      country: r.country,
      platform: ios ? ('ios' as const) : ('android' as const),
    };
  });
}

/**
 * The name of the app a target names (the catalog's, in its storefront or market), or null when the data engine does
 * not know the app there.
 */
export async function targetAppName(db: Db, target: FollowTarget): Promise<string | null> {
  if (target.market !== 'ios') {
    const [app] = await androidCatalogApps(db, { market: target.market, appIds: [target.appId] });
    return app?.name ?? null;
  }
  if (!/^\d{1,15}$/.test(target.appId)) return null;
  const [app] = await catalogApps(db, { country: target.country, appIds: [Number(target.appId)] });
  return app?.name ?? null;
}

/**
 * An apply-to-link-app request, kept for review (spec 2.5, 7), and in the same transaction the user's notice that it
 * was received (the operators' decision comes as a notice of its own once they review it).
 */
export async function insertLinkRequest(
  db: Db,
  uid: string,
  request: { appId: string; market: string; urlList: readonly { code: string; url: string }[] },
  appName: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('link_app_requests')
      .values({ uid, app_id: request.appId, market: request.market, url_list: JSON.stringify(request.urlList) })
      .execute();
    await notify(trx, {
      uid,
      kind: 'link-app',
      title: '已收到您的关联申请',
      body:
        `您为「${appName}」提交的关联应用申请已收到，我们会尽快核实您填写的应用地址，` +
        '审核结果将通过消息中心通知您。感谢您帮助我们完善应用数据！',
    });
  });
}
