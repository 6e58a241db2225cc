import type { Kysely } from 'kysely';
import type { Database, DbKind } from '@bangyan/db';
import type { Config } from '../config.ts';
import type { KvStore } from '../infra/kv.ts';

/** What request handlers may use; decorated onto the Fastify instance as `deps`. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  dbKind: DbKind;
  kv: KvStore;
  /**
   * The market's now: the instant data questions are asked at ('today', 'the latest chart').
   * The wall clock in production; the tests' world sets its own.
   */
  marketNow: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
