/**
 * One kind of console content as the routes see it: how its rows are listed, found, written and deleted, in the
 * contract's item shape. `register.ts` wraps every write in a transaction with its audit row.
 */
import type { ContentKind } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

export type Db = Kysely<Database>;

export interface ContentStore<Item, Fields, Key extends string | number = number> {
  kind: ContentKind;
  /** A page of every row (hidden and scheduled ones too), in the order the site shows them. */
  list(db: Db, page: number, pageSize: number): Promise<{ total: number; list: Item[] }>;
  find(db: Db, id: Key): Promise<Item | undefined>;
  /** Writes a new row from a create's fields (absent ones take the table's defaults); answers its key. */
  insert(db: Db, fields: Fields): Promise<Key>;
  /** Changes the fields sent (absent ones keep their value). */
  update(db: Db, id: Key, fields: Partial<Fields>): Promise<void>;
  remove(db: Db, id: Key): Promise<void>;
  /** The message for a unique constraint the write broke (a name or version already used). */
  conflict?: string;
  /** The message for a check across fields the write broke (an end before its start); fields alone zod checks. */
  invalid?: string;
  /** The message for a row the write names that does not exist (a foreign key it broke). */
  missingRef?: string;
}

/** Drops the keys whose value is undefined (a partial update's absent fields). */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
