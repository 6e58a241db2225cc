/**
 * The links in an alert that turn one of its channels off without logging in: a token that is an HMAC of the user
 * and the channel under a key made once per installation (kept in app_meta, never sent anywhere).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AlertChannel } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

const META_KEY = 'alerts:unsubscribe-key';
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

function unsubscribeKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('app_meta')
        .values({ key: META_KEY, value: randomBytes(32).toString('base64') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('app_meta').select('value').where('key', '=', META_KEY).executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64');
    })();
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

export async function unsubscribeToken(db: Kysely<Database>, uid: string, channel: AlertChannel): Promise<string> {
  return createHmac('sha256', await unsubscribeKey(db))
    .update(`${uid}:${channel}`)
    .digest('base64url');
}

export async function checkUnsubscribeToken(
  db: Kysely<Database>,
  uid: string,
  channel: AlertChannel,
  token: string,
): Promise<boolean> {
  const expected = Buffer.from(await unsubscribeToken(db, uid, channel));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page that asks to confirm, and the endpoint a mail program's one-click POST goes to (RFC 8058). */
export async function unsubscribeUrls(db: Kysely<Database>, siteUrl: string, uid: string, channel: AlertChannel) {
  const query = new URLSearchParams({ u: uid, c: channel, t: await unsubscribeToken(db, uid, channel) });
  return { page: `${siteUrl}/unsubscribe?${query}`, oneClick: `${siteUrl}/v1/public/alertUnsubscribe?${query}` };
}
