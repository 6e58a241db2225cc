/**
 * A ContentStore over one table keyed by a serial `id`: the kind names its table, order, how a row is presented and
 * which columns a create's or update's fields write. The table is named at run time, so its rows go through a loose
 * view of the database here and only here; each kind's `present` and `columns` are typed by its own table.
 */
import { ApiFailure, ErrorCode, type ContentKind } from '@bangyan/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@bangyan/db';
import { defined, type ContentStore, type Db } from './store.ts';

type LooseDb = Record<string, { id: number } & Record<string, unknown>>;
const loose = (db: Db) => db as unknown as Kysely<LooseDb>;

export interface TableSpec<T extends keyof Database & string, Item, Fields> {
  kind: ContentKind;
  table: T;
  order: readonly (readonly [string, 'asc' | 'desc'])[];
  present: (row: Selectable<Database[T]>) => Item;
  /** The columns `fields` write (undefined ones are left out). */
  columns: (fields: Partial<Fields>) => Record<string, unknown>;
  /** Columns a create writes beyond its fields' (a generated key, a default the table lacks); fields win. */
  created?: (db: Db) => Promise<Record<string, unknown>>;
  /** Runs after a create, in its transaction (e.g. a column naming the new id). */
  afterCreate?: (db: Db, id: number) => Promise<void>;
  /** The table has `updated_at`, moved by every update. */
  touch?: boolean;
  /** A rule of the fields zod cannot check alone (one needing the server's knowledge): the refusal, or undefined. */
  refuse?: (fields: Partial<Fields>) => string | undefined;
  conflict?: string;
  invalid?: string;
  missingRef?: string;
}

export function tableStore<T extends keyof Database & string, Item, Fields>(
  spec: TableSpec<T, Item, Fields>,
): ContentStore<Item, Fields> {
  const present = (row: unknown) => spec.present(row as Selectable<Database[T]>);
  const table: string = spec.table;
  const check = (fields: Partial<Fields>) => {
    const refusal = spec.refuse?.(fields);
    if (refusal !== undefined) throw new ApiFailure(ErrorCode.BAD_REQUEST, refusal);
  };
  return {
    kind: spec.kind,
    conflict: spec.conflict,
    invalid: spec.invalid,
    missingRef: spec.missingRef,
    list: async (db, page, pageSize) => {
      let rows = loose(db).selectFrom(table).selectAll();
      for (const [column, direction] of spec.order) rows = rows.orderBy(column, direction);
      const [{ total }, list] = await Promise.all([
        loose(db)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow(),
        rows
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ]);
      return { total: Number(total), list: list.map(present) };
    },
    find: async (db, id) => {
      const row = await loose(db).selectFrom(table).selectAll().where('id', '=', Number(id)).executeTakeFirst();
      return row && present(row);
    },
    insert: async (db, fields) => {
      check(fields);
      const values = { ...(await spec.created?.(db)), ...defined(spec.columns(fields)) };
      const { id } = await loose(db).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
      await spec.afterCreate?.(db, id);
      return id;
    },
    update: async (db, id, fields) => {
      check(fields);
      const values = { ...defined(spec.columns(fields)), ...(spec.touch ? { updated_at: new Date() } : {}) };
      if (Object.keys(values).length === 0) return;
      await loose(db).updateTable(table).set(values).where('id', '=', Number(id)).execute();
    },
    remove: async (db, id) => {
      await loose(db).deleteFrom(table).where('id', '=', Number(id)).execute();
    },
  };
}

/** The usual order of a list: by `sort`, then by id. */
export const BY_SORT = [
  ['sort', 'asc'],
  ['id', 'asc'],
] as const;

/**
 * A kind whose item is its row as the table has it (less `created_at`) and whose fields are its columns, listed by
 * `sort`; `more` adds to or overrides the spec.
 */
export function plainStore<T extends keyof Database & string, Item, Fields>(
  kind: ContentKind,
  table: T,
  more: Partial<TableSpec<T, Item, Fields>> = {},
): ContentStore<Item, Fields> {
  return tableStore<T, Item, Fields>({
    kind,
    table,
    order: BY_SORT,
    present: (row) => {
      const { created_at: _, ...item } = row as Record<string, unknown>;
      return item as Item;
    },
    columns: (fields) => fields as Record<string, unknown>,
    ...more,
  });
}
