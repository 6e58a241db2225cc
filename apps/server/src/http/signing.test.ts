import { signParams } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { MemoryKv } from '../infra/kv.ts';
import { SIGNATURE_MESSAGES, verifySignature } from './signing.ts';

const config = loadConfig({ NODE_ENV: 'test', SIGN_SECRET: 'test-secret-123' });
const NOW = 1_795_000_000_000;
const deps = () => ({ config, kv: new MemoryKv(() => NOW) });
const sign = (params: Record<string, string>, at = NOW) => signParams(params, config.signSecret, Math.floor(at / 1000));

describe('verifySignature', () => {
  it('accepts a fresh signature once and refuses its replay', async () => {
    const d = deps();
    const params = sign({ keyword: '消消乐', country: 'cn' });
    await expect(verifySignature(params, d, NOW)).resolves.toBeUndefined();
    await expect(verifySignature(params, d, NOW)).rejects.toMatchObject({
      code: 403,
      message: SIGNATURE_MESSAGES.replayed,
    });
  });

  it('accepts two identical requests in one second, each signed with its own nonce', async () => {
    const d = deps();
    await expect(verifySignature(sign({ path: '/new' }), d, NOW)).resolves.toBeUndefined();
    await expect(verifySignature(sign({ path: '/new' }), d, NOW)).resolves.toBeUndefined();
    const params = sign({ path: '/new' });
    await expect(verifySignature({ ...params, nonce: 'changed' }, d, NOW)).rejects.toMatchObject({
      message: SIGNATURE_MESSAGES.invalid,
    });
  });

  it('accepts the edges of the 300 s window and refuses beyond it', async () => {
    await expect(verifySignature(sign({ a: '1' }, NOW - 300_000), deps(), NOW)).resolves.toBeUndefined();
    await expect(verifySignature(sign({ a: '1' }, NOW + 300_000), deps(), NOW)).resolves.toBeUndefined();
    await expect(verifySignature(sign({ a: '1' }, NOW - 301_000), deps(), NOW)).rejects.toMatchObject({
      message: SIGNATURE_MESSAGES.expired,
    });
  });

  it('refuses a tampered parameter, a wrong secret, a wrong client id and a missing sign', async () => {
    const params = sign({ keyword: 'abc' });
    await expect(verifySignature({ ...params, keyword: 'abd' }, deps(), NOW)).rejects.toMatchObject({
      message: SIGNATURE_MESSAGES.invalid,
    });
    const other = signParams({ keyword: 'abc' }, 'another-secret', Math.floor(NOW / 1000));
    await expect(verifySignature(other, deps(), NOW)).rejects.toMatchObject({ message: SIGNATURE_MESSAGES.invalid });
    await expect(verifySignature({ ...params, client_id: '10086' }, deps(), NOW)).rejects.toMatchObject({
      message: SIGNATURE_MESSAGES.missing,
    });
    const { sign: _sign, ...unsigned } = params;
    await expect(verifySignature(unsigned, deps(), NOW)).rejects.toMatchObject({ message: SIGNATURE_MESSAGES.missing });
  });

  it('ignores empty parameters, as the client leaves them out of the sign', async () => {
    const params = sign({ keyword: 'abc' });
    await expect(verifySignature({ ...params, page: '' }, deps(), NOW)).resolves.toBeUndefined();
  });
});
