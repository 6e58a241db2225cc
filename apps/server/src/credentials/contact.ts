/**
 * Where an account's codes go: a phone (with its calling region) or an email address. Requests that
 * send a code or use one name their contact; the checks run in spec 5's order.
 */
import {
  ACCOUNT_TEXTS,
  ApiFailure,
  ErrorCode,
  slideProofSchema,
  validateCodeLogin,
  validateEmailCodeForm,
  validateEmailCodeRequest,
  validateSmsCodeRequest,
  VALIDATION_MESSAGES,
  type SlideProof,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { CodeChannel } from './codes.ts';

export type Contact = { channel: 'sms'; region: string; phone: string } | { channel: 'email'; email: string };

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

export const channelOf = (contact: Contact): CodeChannel => contact.channel;

/** The address codes are sent to and kept under: '+86 13800138000' or the lower-cased email. */
export function recipientOf(contact: Contact): string {
  return contact.channel === 'sms' ? `+${contact.region} ${contact.phone}` : contact.email.toLowerCase();
}

export function findUserByContact(db: Kysely<Database>, contact: Contact) {
  const users = db.selectFrom('users').selectAll();
  return contact.channel === 'sms'
    ? users.where('region', '=', contact.region).where('phone', '=', contact.phone).executeTakeFirst()
    : users.where((eb) => eb(eb.fn('lower', ['email']), '=', contact.email.toLowerCase())).executeTakeFirst();
}

/** The refusal for a contact that must be new but has an account, or must have one and has not. */
export const takenText = (contact: Contact) =>
  contact.channel === 'sms' ? ACCOUNT_TEXTS.phoneTaken : ACCOUNT_TEXTS.emailTaken;
export const unknownText = (contact: Contact) =>
  contact.channel === 'sms' ? ACCOUNT_TEXTS.phoneUnknown : ACCOUNT_TEXTS.emailUnknown;

type SlideFields = { csessionid?: string; nc_token?: string; sig?: string; scene?: string; appkey?: string };

/** A request to send a code: an email when one is given, else the phone; then a slide pass. */
export function codeRequest(query: SlideFields & { regionNum?: string; phone?: string; email?: string }): {
  contact: Contact;
  proof: SlideProof;
} {
  const { regionNum, phone, email, ...slide } = query;
  const slidePassed = Boolean(slide.csessionid && slide.nc_token && slide.sig);
  const failure =
    email !== undefined
      ? validateEmailCodeRequest({ email, slideRequired: true, slidePassed })
      : validateSmsCodeRequest({ region: regionNum ?? '86', phone: phone ?? '', slideRequired: true, slidePassed });
  if (failure) throw fail(failure.msg);
  const proof = slideProofSchema.safeParse(slide);
  if (!proof.success) throw fail(VALIDATION_MESSAGES.slideRequired);
  const contact: Contact =
    email !== undefined
      ? { channel: 'email', email }
      : { channel: 'sms', region: regionNum ?? '86', phone: phone ?? '' };
  return { contact, proof: proof.data };
}

/**
 * A form that uses a code (register, reset): the email and its code when an email is given, else the phone and its
 * code.
 */
export function codeForm(body: {
  regionNum: string;
  phone: string;
  phoneCode: string;
  email?: string;
  emailCode: string;
}): { contact: Contact; code: string } {
  if (body.email !== undefined) {
    const failure = validateEmailCodeForm({ email: body.email, verifyCode: body.emailCode });
    if (failure) throw fail(failure.msg);
    return { contact: { channel: 'email', email: body.email }, code: body.emailCode };
  }
  const failure = validateCodeLogin({ region: body.regionNum, phone: body.phone, verifyCode: body.phoneCode });
  if (failure) throw fail(failure.msg);
  return { contact: { channel: 'sms', region: body.regionNum, phone: body.phone }, code: body.phoneCode };
}
