/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1 of the 30-second step count, dynamically
 * truncated to 6 digits; secrets are 20 random bytes, written in base32 as authenticator apps read them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SECOND_MS, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@bangyan/contract';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 (case, spaces and padding ignored); a character outside the alphabet throws. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 random bits (RFC 4226's recommended length for SHA-1), in base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The time step of `atMs`. */
export const totpStep = (atMs: number): number => Math.floor(atMs / (TOTP_PERIOD_SECONDS * SECOND_MS));

/** HOTP of `key` at counter `step` (RFC 4226 §5.3), `digits` long with leading zeros. */
export function hotp(key: Buffer, step: number, digits = TOTP_DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a base32 secret at `atMs`. */
export const totpCode = (secret: string, atMs: number): string => hotp(base32Decode(secret), totpStep(atMs));

/**
 * The step whose code `code` is, within TOTP_WINDOW_STEPS of `atMs`'s (clock drift and a code typed at a step's
 * end), or null. The caller refuses a step already used, so a code works once.
 */
export function matchTotp(secret: string, code: string, atMs: number): number | null {
  const key = base32Decode(secret);
  const now = totpStep(atMs);
  const given = Buffer.from(code);
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step++) {
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app enrols the secret from (as text or a QR code). */
export function otpauthUri(account: string, secret: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
