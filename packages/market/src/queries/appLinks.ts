/**
 * Listings an operator confirmed to be one app (`app_links`, an approved link-app request): the app of a request
 * ('ios' or an Android market, and its id there) and Android markets' listings of it. The server's one other write
 * to the market tables (beside `joinKeywordLibrary`); app matching (`androidApp.ts` `androidMatches`) reads them.
 */
import type { Db } from '../db.ts';

export interface Listing {
  /** 'ios' or an Android market. */
  market: string;
  appId: string;
}

/** Links `links` (Android listings) to `app`; a pair already linked stays as it was. */
export async function linkListings(
  db: Db,
  input: { app: Listing; links: readonly Listing[]; requestId: string | null },
): Promise<void> {
  if (input.links.length === 0) return;
  await db
    .insertInto('app_links')
    .values(
      input.links.map((l) => ({
        app_id: input.app.appId,
        market: input.app.market,
        linked_app_id: l.appId,
        linked_market: l.market,
        request_id: input.requestId,
      })),
    )
    .onConflict((oc) => oc.columns(['market', 'app_id', 'linked_market', 'linked_app_id']).doNothing())
    .execute();
}

/** The Android listings linked to `app`, either way round, oldest link first. */
export async function linkedListings(db: Db, app: Listing): Promise<Listing[]> {
  const rows = await db
    .selectFrom('app_links')
    .select(['app_id', 'market', 'linked_app_id', 'linked_market', 'id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('market', '=', app.market), eb('app_id', '=', app.appId)]),
        eb.and([eb('linked_market', '=', app.market), eb('linked_app_id', '=', app.appId)]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows
    .map((r) =>
      r.market === app.market && r.app_id === app.appId
        ? { market: r.linked_market, appId: r.linked_app_id }
        : { market: r.market, appId: r.app_id },
    )
    .filter((l) => l.market !== 'ios');
}

/** The Android listings each request linked (by request id). */
export async function requestLinks(db: Db, requestIds: readonly string[]): Promise<Map<string, Listing[]>> {
  const map = new Map<string, Listing[]>();
  if (requestIds.length === 0) return map;
  const rows = await db
    .selectFrom('app_links')
    .select(['request_id', 'linked_market', 'linked_app_id'])
    .where('request_id', 'in', [...requestIds])
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const key = String(r.request_id);
    map.set(key, [...(map.get(key) ?? []), { market: r.linked_market, appId: r.linked_app_id }]);
  }
  return map;
}
