import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** What a list row shows of an app (icon, name, developer, price, genre), from market_apps. */
export interface AppSummary {
  appId: number;
  name: string;
  subtitle: string;
  iconUrl: string;
  developerName: string;
  /** The developer's id (the company pages' companyId); 0 when no lookup has named it yet. */
  developerId: number;
  price: number;
  primaryGenreId: number;
}

/**
 * The catalog rows of the given apps in one country, as a lookup. An id without a row (not yet
 * seen by a chart, a search or a lookup) gets an empty summary: name '' like an app only seen in
 * search results until the next lookup fills it in.
 */
export async function appSummaries(
  db: Db,
  country: string,
  appIds: readonly number[],
): Promise<(appId: number) => AppSummary> {
  const ids = [...new Set(appIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('market_apps')
          .select([
            'app_id',
            'name',
            'subtitle',
            'icon_url',
            'developer_name',
            'developer_id',
            'price',
            'primary_genre_id',
          ])
          .where('country', '=', country)
          .where(sql<boolean>`app_id = ANY(${ids.map(String)}::bigint[])`)
          .execute();
  const known = new Map<number, AppSummary>(
    rows.map((r) => {
      const appId = Number(r.app_id);
      return [
        appId,
        {
          appId,
          name: r.name,
          subtitle: r.subtitle,
          iconUrl: r.icon_url,
          developerName: r.developer_name,
          developerId: Number(r.developer_id),
          price: Number(r.price),
          primaryGenreId: r.primary_genre_id,
        },
      ];
    }),
  );
  return (appId) =>
    known.get(appId) ?? {
      appId,
      name: '',
      subtitle: '',
      iconUrl: '',
      developerName: '',
      developerId: 0,
      price: 0,
      primaryGenreId: 0,
    };
}
