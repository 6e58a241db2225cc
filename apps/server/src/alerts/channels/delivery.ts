/**
 * What every alert channel shares: the message, the failure with its retry verdict, the timeout, and
 * the one outbound HTTP call (webhook.ts, wechatTemplate.ts) that never follows a redirect and never
 * waits longer than the timeout.
 */
import type { Config } from '../../config.ts';

/** One alert as the channels render it: a title, its lines, and where to read more. */
export interface AlertMessage {
  title: string;
  lines: string[];
  /** An absolute http(s) URL of the page behind the alert. */
  link?: string;
  /**
   * The delivery's id, the same on every attempt: channels pass it on (Message-ID, X-Bangyan-Delivery, WeChat's
   * client_msg_id) so a receiver can drop a repeat of a delivery a crash left unconfirmed.
   */
  id?: string;
}

/**
 * A delivery that did not happen. `retryable`: trying again later may work (network errors,
 * timeouts, 5xx, rate limits); otherwise the target itself is wrong (bad URL, 4xx, a signature or
 * keyword refusal, a channel not configured) and needs a person. The message is Chinese, for the
 * user who owns the target.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** How long one outbound request (connect, send, answer) may take. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** Where a channel runs: production refuses development conveniences (plain http to localhost). */
export interface ChannelOptions {
  env: Config['env'];
  /** DELIVERY_TIMEOUT_MS unless given (tests use a short one). */
  timeoutMs?: number;
}

/** The link of a message when it is an absolute http(s) URL, else null (never a javascript: or relative one). */
export function safeLink(message: AlertMessage): string | null {
  if (!message.link) return null;
  try {
    const url = new URL(message.link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An HTTP answer: its status, its text, that text parsed when it is a JSON object, and its headers. */
export interface HttpAnswer {
  status: number;
  text: string;
  json: Record<string, unknown> | null;
  /** Read by callers that check a signature the provider sends in them (WeChat Pay's Wechatpay-*). */
  headers: Headers;
}

/**
 * One outbound request. A network failure or the timeout is a retryable DeliveryError; any answer,
 * whatever its status, is returned for the caller to judge (providers put their reason in the body).
 */
export async function outbound(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
  target: string,
): Promise<HttpAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    text = await readCapped(res);
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    const why = timedOut ? `${Math.round(timeoutMs / 1000)} 秒内没有应答` : '无法连接';
    throw new DeliveryError(`${target}${why}`, true, { cause: err });
  }
  let json: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the caller judges by the status alone.
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** The most of an answer read: a receiver's reason fits, and a hostile one cannot fill memory. */
const ANSWER_LIMIT_BYTES = 64 * 1024;

async function readCapped(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANSWER_LIMIT_BYTES) {
      await reader.cancel();
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The failure an HTTP status means, or null for 2xx: 5xx, 408 and 429 retryable; a redirect or any
 * other 4xx not (the address is wrong or refused).
 */
export function statusFailure(answer: HttpAnswer, target: string): DeliveryError | null {
  const { status } = answer;
  if (status >= 200 && status < 300) return null;
  if (status >= 500 || status === 408 || status === 429)
    return new DeliveryError(`${target}暂时不可用（HTTP ${status}）`, true);
  if (status >= 300 && status < 400)
    return new DeliveryError(`${target}地址发生跳转（HTTP ${status}），请填写最终地址`, false);
  return new DeliveryError(`${target}拒绝了请求（HTTP ${status}）`, false);
}
