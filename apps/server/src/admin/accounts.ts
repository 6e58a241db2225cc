/** Operator accounts (`admins`): made by the CLI (or a test through the same function), found at login. */
import { randomBytes } from 'node:crypto';
import { ADMIN_USERNAME_PATTERN, type AdminInfo, type AdminRole, adminCan, ADMIN_PERMISSIONS } from '@bangyan/contract';
import type { Kysely, Selectable } from 'kysely';
import type { AdminsTable, Database } from '@bangyan/db';
import { hashPassword } from '../credentials/password.ts';
import { newTotpSecret, otpauthUri } from '../credentials/totp.ts';

export type AdminRow = Selectable<AdminsTable>;

/** What a new operator needs once, to be shown once: the password, the TOTP secret and its enrolment URI. */
export interface NewAdmin {
  id: string;
  username: string;
  role: AdminRole;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** A generated password: 18 random bytes, 24 characters of base64url. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

/**
 * Makes an operator with a fresh TOTP secret; `password` absent, one is generated. Throws on a username outside
 * ADMIN_USERNAME_PATTERN, a password under 10 characters, or a username already taken.
 */
export async function createAdmin(
  db: Kysely<Database>,
  input: { username: string; role: AdminRole; password?: string },
): Promise<NewAdmin> {
  if (!ADMIN_USERNAME_PATTERN.test(input.username)) {
    throw new Error(`username must match ${ADMIN_USERNAME_PATTERN} (lower-case letters, digits, _ . -; 3 to 32)`);
  }
  const password = input.password ?? generatePassword();
  if (password.length < 10) throw new Error('password must have at least 10 characters');
  const totpSecret = newTotpSecret();
  const row = await db
    .insertInto('admins')
    .values({
      username: input.username,
      role: input.role,
      password_hash: await hashPassword(password),
      totp_secret: totpSecret,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new Error(`an operator named ${input.username} exists`);
  return {
    id: row.id,
    username: input.username,
    role: input.role,
    password,
    totpSecret,
    otpauthUri: otpauthUri(input.username, totpSecret),
  };
}

export function findAdminByUsername(db: Kysely<Database>, username: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

/** The operator as the console sees itself: who, which role, and what it may do. */
export function presentAdmin(admin: AdminRow): AdminInfo {
  const permissions = (Object.keys(ADMIN_PERMISSIONS) as (keyof typeof ADMIN_PERMISSIONS)[]).filter((p) =>
    adminCan(admin.role, p),
  );
  return {
    id: Number(admin.id),
    username: admin.username,
    role: admin.role,
    permissions,
    lastLoginAt: admin.last_login_at?.toISOString() ?? null,
  };
}
