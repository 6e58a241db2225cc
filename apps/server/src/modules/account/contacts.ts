/** The account's own phone and email, and which new one it may bind. */
import { ApiFailure, ErrorCode, PROFILE_TEXTS } from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import type { Kysely } from 'kysely';
import { findUserByContact, type Contact } from '../../credentials/contact.ts';
import type { UserRow } from '../../session/users.ts';

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

/** The refusal for a phone or email another account uses. */
export const takenByOtherText = (contact: Contact) =>
  contact.channel === 'sms' ? PROFILE_TEXTS.phoneUsed : PROFILE_TEXTS.emailUsed;

/** A phone or email the user may bind: not the one bound already, and no other account's. */
export async function admitNewContact(db: Kysely<Database>, user: UserRow, contact: Contact): Promise<void> {
  const owner = await findUserByContact(db, contact);
  if (owner === undefined) return;
  if (owner.uid !== user.uid) throw fail(takenByOtherText(contact));
  throw fail(contact.channel === 'sms' ? PROFILE_TEXTS.phoneSame : PROFILE_TEXTS.emailSame);
}

/** The account's own phone or email, which a password code goes to; refused when none is bound. */
export function ownContact(user: UserRow, channel: Contact['channel']): Contact {
  if (channel === 'sms') {
    if (user.phone === null) throw fail(PROFILE_TEXTS.noPhone);
    return { channel, region: user.region, phone: user.phone };
  }
  if (user.email === null) throw fail(PROFILE_TEXTS.noEmail);
  return { channel, email: user.email };
}
