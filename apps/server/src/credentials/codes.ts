/**
 * Verification codes by SMS or email: six random digits kept CODE_TTL_SECONDS in the key/value
 * store, one send per recipient and purpose every CODE_RESEND_SECONDS, CODE_MAX_TRIES wrong tries.
 * Delivery goes through a provider (delivery.ts chooses it); the development provider writes to `dev_outbox`. A
 * code that could not be delivered is void, and its resend wait with it.
 */
import { randomInt } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  ApiFailure,
  CODE_LENGTH,
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  ErrorCode,
  type CodePurpose,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { KvStore } from '../infra/kv.ts';

export type CodeChannel = 'sms' | 'email';

/** Sends a text to a phone ('+86 13800138000') or an email address. */
export interface CodeProvider {
  send(message: {
    channel: CodeChannel;
    recipient: string;
    purpose: CodePurpose;
    code: string;
    body: string;
  }): Promise<void>;
}

/** A code that could not be delivered: `text` is what the visitor reads, the message what the log keeps. */
export class CodeDeliveryError extends Error {
  override name = 'CodeDeliveryError';
  constructor(
    readonly text: string,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(detail, options);
  }
}

/** Development delivery: the message lands in `dev_outbox`, which GET /dev/outbox shows. */
export function outboxProvider(db: Kysely<Database>): CodeProvider {
  return {
    async send(m) {
      await db.insertInto('dev_outbox').values(m).execute();
    },
  };
}

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  register: '注册',
  login: '登录',
  reset: '找回密码',
  bind: '绑定',
  password: '设置密码',
};
const codeKey = (purpose: CodePurpose, recipient: string) => `code:${purpose}:${recipient}`;

export async function sendCode(
  kv: KvStore,
  provider: CodeProvider,
  channel: CodeChannel,
  recipient: string,
  purpose: CodePurpose,
): Promise<{ expiresIn: number; resendIn: number }> {
  if (!(await kv.setIfAbsent(`code:cooldown:${purpose}:${recipient}`, CODE_RESEND_SECONDS)))
    throw new ApiFailure(ErrorCode.BAD_REQUEST, ACCOUNT_TEXTS.codeTooSoon);
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await kv.set(codeKey(purpose, recipient), code, CODE_TTL_SECONDS);
  await kv.delete(`${codeKey(purpose, recipient)}:tries`);
  const body = `【榜眼】您的${PURPOSE_TEXT[purpose]}验证码是${code}，${CODE_TTL_SECONDS / 60}分钟内有效。如非本人操作，请忽略。`;
  try {
    await provider.send({ channel, recipient, purpose, code, body });
  } catch (err) {
    // Nothing was sent: the code is void and the visitor may ask again at once.
    await kv.delete(codeKey(purpose, recipient));
    await kv.delete(`code:cooldown:${purpose}:${recipient}`);
    if (err instanceof CodeDeliveryError) throw new ApiFailure(ErrorCode.BAD_REQUEST, err.text);
    throw err;
  }
  return { expiresIn: CODE_TTL_SECONDS, resendIn: CODE_RESEND_SECONDS };
}

/** Uses up a correct code; a wrong one counts a try, and the code dies after CODE_MAX_TRIES. */
export async function checkCode(kv: KvStore, purpose: CodePurpose, recipient: string, code: string): Promise<void> {
  const key = codeKey(purpose, recipient);
  const stored = await kv.get(key);
  if (stored !== null && stored === code && (await kv.take(key)) === code) return;
  if (stored !== null && (await kv.increment(`${key}:tries`, CODE_TTL_SECONDS)) >= CODE_MAX_TRIES) await kv.delete(key);
  throw new ApiFailure(ErrorCode.BAD_REQUEST, ACCOUNT_TEXTS.codeWrong);
}
