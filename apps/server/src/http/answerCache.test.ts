import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MemoryKv } from '../infra/kv.ts';
import { acceptedEncoding, answerCache, localMemo, sendSerialised } from './answerCache.ts';

const options = { prefix: 'test:', ttlSeconds: 60, localSeconds: 10, maxLocal: 2 };

describe('local memo', () => {
  it('computes a key once for concurrent callers, keeps it, and forgets the oldest beyond its bound', async () => {
    const memo = localMemo<number>({ ttlMs: 60_000, max: 2 });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([memo.get('a', compute), memo.get('a', compute), memo.get('a', compute)])).toEqual([
      1, 1, 1,
    ]);
    expect(await memo.get('a', compute)).toBe(1);
    await memo.get('b', compute);
    await memo.get('c', compute);
    expect(await memo.get('a', compute)).toBe(4);
  });

  it('computes again once a value is older than its time to live', async () => {
    const memo = localMemo<number>({ ttlMs: 0, max: 10 });
    let computed = 0;
    await memo.get('a', async () => ++computed);
    expect(await memo.get('a', async () => ++computed)).toBe(2);
  });
});

describe('answer cache', () => {
  it('keeps an answer parsed and serialised, and shares it through the key/value store (another process)', async () => {
    const kv = new MemoryKv();
    const first = answerCache<{ n: number }>(kv, options);
    let computed = 0;
    const answer = await first.get('a', async () => ({ n: ++computed }));
    expect(answer.json).toBe('{"n":1}');
    expect((await first.get('a', async () => ({ n: ++computed }))).data).toBe(answer.data);
    const second = answerCache<{ n: number }>(kv, options);
    expect((await second.get('a', async () => ({ n: ++computed }))).data).toEqual({ n: 1 });
    expect(computed).toBe(1);
    expect(await kv.get('test:a')).toBe('{"n":1}');
  });
});

describe('sending a cached answer', () => {
  it('reads the encodings a request accepts', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });

  it('sends the envelope made once, compressed as accepted, and anything else as usual', async () => {
    const app = Fastify();
    const answer = await answerCache<{ list: number[] }>(new MemoryKv(), options).get('k', async () => ({
      list: [1, 2],
    }));
    app.get('/same', async (req, reply) => ({ code: 0, msg: 'success', data: sendSerialised(req, reply, answer) }));
    app.get('/copy', async (req, reply) => ({
      code: 0,
      msg: 'success',
      data: { ...sendSerialised(req, reply, answer), extra: true },
    }));
    const envelope = '{"code":0,"msg":"success","data":{"list":[1,2]}}';
    const plain = await app.inject({ method: 'GET', url: '/same' });
    expect(plain.body).toBe(envelope);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url: '/same', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(envelope);
    const gzip = await app.inject({ method: 'GET', url: '/same', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(envelope);
    expect(answer.envelopes.size).toBe(3);
    const copy = await app.inject({ method: 'GET', url: '/copy', headers: { 'accept-encoding': 'br' } });
    expect(copy.headers['content-encoding']).toBeUndefined();
    expect(copy.json()).toEqual({ code: 0, msg: 'success', data: { list: [1, 2], extra: true } });
    await app.close();
  });
});
