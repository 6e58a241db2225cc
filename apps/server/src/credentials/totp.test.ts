import { SECOND_MS, TOTP_PERIOD_SECONDS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp.ts';

/** RFC 6238 appendix B, SHA-1: the seed '12345678901234567890' and 8-digit codes at these Unix times. */
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it('gives the RFC 6238 test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(hotp(RFC_SEED, totpStep(seconds * SECOND_MS), 8)).toBe(code);
  });

  it('gives the same codes, 6 digits, from the seed in base32', () => {
    const secret = base32Encode(RFC_SEED);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of RFC_VECTORS) expect(totpCode(secret, seconds * SECOND_MS)).toBe(code.slice(2));
  });

  it('round-trips base32 and ignores case, spaces and padding', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('gezd gnbv====')).toEqual(base32Decode('GEZDGNBV'));
    expect(() => base32Decode('GEZ1')).toThrow();
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the code of the step before and after, and nothing further', () => {
    const secret = newTotpSecret();
    const at = 1_700_000_000_000;
    const step = TOTP_PERIOD_SECONDS * SECOND_MS;
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(totpStep(at));
    expect(matchTotp(secret, totpCode(secret, at - step), at)).toBe(totpStep(at) - 1);
    expect(matchTotp(secret, totpCode(secret, at + step), at)).toBe(totpStep(at) + 1);
    const far = [totpCode(secret, at - 2 * step), totpCode(secret, at + 2 * step)];
    const near = [-1, 0, 1].map((k) => totpCode(secret, at + k * step));
    for (const code of far.filter((c) => !near.includes(c))) expect(matchTotp(secret, code, at)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps enrol from', () => {
    const uri = new URL(otpauthUri('ops', 'GEZDGNBV'));
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/榜眼运营后台:ops');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBV',
      issuer: '榜眼运营后台',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
