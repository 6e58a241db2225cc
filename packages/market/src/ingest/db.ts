import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@bangyan/db';

export type Db = Kysely<Database>;

/**
 * Rows sent as one JSON parameter and read as a set of `table` records (columns by name). Bulk
 * writes bind one value instead of one per cell: on the embedded database, where every bound value
 * and array literal is built in JavaScript on the same thread as the database, that is several
 * times cheaper, and on PostgreSQL it is one round trip.
 */
export function jsonRecords(table: keyof Database & string, rows: readonly object[]): RawBuilder<unknown> {
  // A Buffer goes as a binary parameter (json's binary form is its UTF-8 text), which skips the
  // per-character work drivers do for a string.
  return sql`json_populate_recordset(null::${sql.table(table)}, ${Buffer.from(JSON.stringify(rows))}::json)`;
}
