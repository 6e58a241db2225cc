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
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
