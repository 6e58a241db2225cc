import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

export type Db = Kysely<Database>;
