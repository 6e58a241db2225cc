/**
 * Codes by SMS: one message to one phone through the configured provider (aliyun.ts, tencent.ts; chosen in
 * ../delivery.ts). A refusal is an
 * SmsError naming the account text the visitor reads (a number the provider will not text, a daily cap it hit, or
 * the service being unavailable) and, for the log, what the provider said.
 */
import { ACCOUNT_TEXTS, type CodePurpose } from '@bangyan/contract';
import { outbound } from '../../alerts/channels/delivery.ts';
import { CodeDeliveryError } from '../codes.ts';

export interface SmsMessage {
  /** The calling code ('86') and the number's digits. */
  region: string;
  phone: string;
  purpose: CodePurpose;
  code: string;
}

/** Resolves once the provider accepted the message; otherwise throws an SmsError. */
export type SmsSender = (message: SmsMessage) => Promise<void>;

type SmsText = 'smsUnavailable' | 'smsTooFrequent' | 'smsBadNumber';

/** A refusal by the SMS provider, or no answer from it: `text` is the visitor's, the message the log's. */
export class SmsError extends CodeDeliveryError {
  override name = 'SmsError';
  constructor(text: SmsText, detail: string, options?: ErrorOptions) {
    super(ACCOUNT_TEXTS[text], detail, options);
  }
}

/** How long one call to the provider may take. */
export const SMS_TIMEOUT_MS = 8_000;

/** One HTTP call to a provider (the shared `outbound`): its status and JSON body; no answer is an SmsError. */
export async function postForAnswer(
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  try {
    const { status, json } = await outbound(url, init, init.timeoutMs, '短信服务');
    return { status, json };
  } catch (err) {
    throw new SmsError('smsUnavailable', `sms provider unreachable: ${(err as Error).message}`, { cause: err });
  }
}
