/** ASO delivery requests: each keyword's heat and the app's rank (the engine's reads), storing and listing requests. */
import type { AsoDeliveryKeywordRow, Database } from '@bangyan/db';
import type { DeliveryKeyword, DeliveryRequest } from '@bangyan/contract';
import { keywordIdsOf, watchedKeywordRanks } from '@bangyan/market';
import type { Kysely } from 'kysely';
import { presentDelivery } from '../../present/delivery.ts';

type Db = Kysely<Database>;

/** The keywords in the order given, each with its heat and the app's rank now (null where not known). */
export async function deliveryKeywords(
  db: Db,
  input: { appId: string; country: string; keywords: readonly string[]; at: Date },
): Promise<DeliveryKeyword[]> {
  const ids = await keywordIdsOf(db, input.country, input.keywords);
  const ranks = await watchedKeywordRanks(db, {
    country: input.country,
    appId: Number(input.appId),
    keywordIds: [...ids.values()],
    at: input.at,
  });
  return input.keywords.map((keyword) => {
    const id = ids.get(keyword);
    const found = id === undefined ? undefined : ranks.get(id);
    return { keyword, heat: found?.heat ?? null, rank: found?.rank ?? null };
  });
}

export interface NewDelivery {
  uid: string;
  appId: string;
  country: string;
  appName: string;
  keywords: AsoDeliveryKeywordRow[];
  budget: number;
  contactName: string;
  contactPhone: string;
  note: string;
}

export async function insertDelivery(db: Db, d: NewDelivery): Promise<DeliveryRequest> {
  const row = await db
    .insertInto('aso_delivery_requests')
    .values({
      uid: d.uid,
      app_id: d.appId,
      country: d.country,
      app_name: d.appName,
      keywords: JSON.stringify(d.keywords),
      budget: d.budget,
      contact_name: d.contactName,
      contact_phone: d.contactPhone,
      note: d.note,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentDelivery(row);
}

export async function userDeliveries(db: Db, uid: string): Promise<DeliveryRequest[]> {
  const rows = await db
    .selectFrom('aso_delivery_requests')
    .selectAll()
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentDelivery);
}
