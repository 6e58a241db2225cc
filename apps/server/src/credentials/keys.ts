/**
 * The key pair the browser encrypts passwords with (RSA-OAEP, SHA-256, via WebCrypto): made once
 * per installation and kept in app_meta, so every server process and restart shares it.
 */
import { constants, createHash, createPublicKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { ACCOUNT_TEXTS, ApiFailure, ErrorCode, validateNewPassword, VALIDATION_MESSAGES } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

const META_KEY = 'auth:password-key';

export interface PasswordKey {
  kid: string;
  /** The public key, SPKI DER in base64, as WebCrypto imports it. */
  spki: string;
  privateKey: string;
}

const cache = new WeakMap<Kysely<Database>, Promise<PasswordKey>>();

export function passwordKey(db: Kysely<Database>): Promise<PasswordKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    cache.set(db, key);
    key.catch(() => cache.delete(db));
  }
  return key;
}

async function loadOrCreate(db: Kysely<Database>): Promise<PasswordKey> {
  const read = async () =>
    (await db.selectFrom('app_meta').select('value').where('key', '=', META_KEY).executeTakeFirst())?.value;
  const stored = await read();
  if (stored) return JSON.parse(stored) as PasswordKey;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const made: PasswordKey = {
    kid: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
    spki: spki.toString('base64'),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  // Two processes starting at once: the first insert wins and both use it.
  await db
    .insertInto('app_meta')
    .values({ key: META_KEY, value: JSON.stringify(made) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return JSON.parse((await read())!) as PasswordKey;
}

/** The password the browser encrypted; anything that does not decrypt is refused. */
export function decryptPassword(key: PasswordKey, ciphertext: string): string {
  try {
    return privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64'),
    ).toString('utf8');
  } catch {
    throw new ApiFailure(ErrorCode.BAD_REQUEST, ACCOUNT_TEXTS.passwordUnreadable);
  }
}

/** A new password the browser encrypted: present, decryptable and within the registration rules. */
export async function readNewPassword(db: Kysely<Database>, ciphertext: string): Promise<string> {
  if (ciphertext === '') throw new ApiFailure(ErrorCode.BAD_REQUEST, VALIDATION_MESSAGES.passwordEmpty);
  const password = decryptPassword(await passwordKey(db), ciphertext);
  const weak = validateNewPassword(password);
  if (weak) throw new ApiFailure(ErrorCode.BAD_REQUEST, weak.msg);
  return password;
}
