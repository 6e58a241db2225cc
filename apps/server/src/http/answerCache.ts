import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Envelope } from '@bangyan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { orWithout, type KvStore } from '../infra/kv.ts';

/**
 * A bounded in-process memo of computed values, each kept `ttlMs` (the least recently stored are
 * dropped beyond `max`); concurrent misses of one key compute once.
 */
export function localMemo<T>(options: { ttlMs: number; max: number }) {
  const kept = new Map<string, { value: T; until: number }>();
  const pending = new Map<string, Promise<T>>();
  const keep = (key: string, value: T): T => {
    kept.delete(key);
    kept.set(key, { value, until: Date.now() + options.ttlMs });
    // A Map iterates oldest first.
    for (const old of kept.keys()) {
      if (kept.size <= options.max) break;
      kept.delete(old);
    }
    return value;
  };
  return {
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = kept.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      let running = pending.get(key);
      if (!running) {
        running = compute()
          .then((value) => keep(key, value))
          .finally(() => pending.delete(key));
        pending.set(key, running);
      }
      return running;
    },
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * An answer as computed, and its success envelope serialised (and compressed), made once per encoding when first sent.
 */
export interface CachedAnswer<T> {
  data: T;
  json: string;
  envelopes: Map<Encoding, Buffer>;
}

const answerOf = <T>(data: T, json: string): CachedAnswer<T> => ({ data, json, envelopes: new Map() });

/**
 * A short cache of answers that are a function of their key (e.g. a chart at one snapshot, which
 * never changes; the details shown beside it may be refreshed, hence the time to live). Two levels:
 * this process keeps its most recent answers parsed and serialised for `localSeconds`, so a hit
 * costs neither parsing nor serialising; behind it the key/value store (Redis when configured) for
 * `ttlSeconds`, so server processes share the work. An answer is thus at most the sum of the two old.
 * While the store is unreachable it misses and keeps nothing: each process computes its own answers.
 */
export function answerCache<T>(
  kv: KvStore,
  options: { prefix: string; ttlSeconds: number; localSeconds: number; maxLocal: number },
) {
  const local = localMemo<CachedAnswer<T>>({ ttlMs: options.localSeconds * 1000, max: options.maxLocal });
  const load = async (key: string, compute: () => Promise<T>): Promise<CachedAnswer<T>> => {
    const stored = await orWithout(kv.get(options.prefix + key), () => null);
    if (stored !== null) return answerOf(JSON.parse(stored) as T, stored);
    const data = await compute();
    const json = JSON.stringify(data);
    await orWithout(kv.set(options.prefix + key, json, options.ttlSeconds), () => undefined);
    return answerOf(data, json);
  };
  return {
    /** The answer of `key`: from this process, else the store, else `compute`d and stored in both. */
    get: (key: string, compute: () => Promise<T>): Promise<CachedAnswer<T>> => local.get(key, () => load(key, compute)),
  };
}

/** The best of br and gzip the request accepts (a q=0 refuses one), else identity. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
}

function encode(text: string, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
    });
  return encoding === 'gzip' ? gzipSync(text) : Buffer.from(text);
}

/**
 * Lets the reply send a cached answer's success envelope as made once (serialised, compressed for
 * the encoding the request accepts) when the handler answers with that very object (production,
 * where answers are not re-checked against the schema, which copies them); anything else, such as
 * an error envelope, is serialised and compressed as usual.
 */
export function sendSerialised<T>(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<T>): T {
  reply.serializer((payload: Envelope<unknown>) => {
    if (payload.data !== answer.data || payload.code !== 0) return JSON.stringify(payload);
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    let bytes = answer.envelopes.get(encoding);
    if (!bytes)
      answer.envelopes.set(
        encoding,
        (bytes = encode(`{"code":0,"msg":${JSON.stringify(payload.msg)},"data":${answer.json}}`, encoding)),
      );
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // A Buffer is sent as is (the type says string, Fastify takes both).
    return bytes as unknown as string;
  });
  return answer.data;
}
