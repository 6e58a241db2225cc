import { SECOND_MS } from '../time/index.ts';
import { sha1Hex } from './sha1.ts';

/** Client id every signed request carries (spec 9). */
export const SIGN_CLIENT_ID = '10085';
/** The secret when the operator sets none (SIGN_SECRET); it ships to browsers, so it is no real secret. */
export const DEFAULT_SIGN_SECRET = 'bangyan-dev-secret';
/** How far a signed request's timestamp may be from the server's clock, in seconds. */
export const SIGN_WINDOW_SECONDS = 300;

export type SignableValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The canonical string: parameters other than `sign` with a non-empty value, sorted by name,
 * as `name=value` joined by `&` (a list value joined by commas), then `&key=` and the secret.
 */
export function canonicalString(params: Record<string, SignableValue>, secret: string): string {
  const parts = Object.keys(params)
    .filter((name) => name !== 'sign')
    .map((name) => [name, valueText(params[name])] as const)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  return `${parts.join('&')}&key=${secret}`;
}

function valueText(value: SignableValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** Spec 9: SHA-1 of the canonical string, upper-cased, with the last two characters dropped. */
export function computeSign(params: Record<string, SignableValue>, secret: string): string {
  return sha1Hex(canonicalString(params, secret)).toUpperCase().slice(0, -2);
}

/**
 * Adds timestamp (unix seconds), client_id, a random nonce and sign to a parameter set. The nonce is one more signed
 * parameter: two identical requests in one second (a page viewed twice) are two requests, while the server still
 * refuses a replay of either.
 */
export function signParams<P extends Record<string, SignableValue>>(
  params: P,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / SECOND_MS),
): P & { timestamp: string; client_id: string; nonce: string; sign: string } {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  const withMeta = { ...params, timestamp: String(nowSeconds), client_id: SIGN_CLIENT_ID, nonce };
  return { ...withMeta, sign: computeSign(withMeta, secret) };
}
