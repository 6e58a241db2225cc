import { sql, type RawBuilder } from 'kysely';
import { textBytes, writeBools, writeDates, writeNumbers, writeTexts, writeTimestamps } from './binaryElements.ts';

/**
 * Bulk rows sent as binary array parameters, one array per column, in PostgreSQL's array wire
 * format. A Buffer parameter goes in binary format, so the database takes every element at its
 * width instead of parsing it from text (JSON or an array literal), which dominated the bulk
 * writes; and one parameter per column keeps a bulk write one statement and one round trip.
 */
const ELEMENT = {
  bool: { oid: 16, width: 1 },
  int4: { oid: 23, width: 4 },
  int8: { oid: 20, width: 8 },
  float8: { oid: 701, width: 8 },
  date: { oid: 1082, width: 4 },
  timestamptz: { oid: 1184, width: 8 },
  text: { oid: 25, width: 0 },
} as const;
type ElementType = keyof typeof ELEMENT;
/** What each element type takes; a date as its 'YYYY-MM-DD' text (formatDate's). */
interface Values {
  bool: boolean;
  int4: number;
  int8: number;
  float8: number;
  date: string;
  timestamptz: Date;
  text: string;
}
type Parts = readonly (readonly (Values[ElementType] | null)[])[];

type ScalarColumn = { [T in ElementType]: readonly [T, readonly (Values[T] | null)[]] }[ElementType];
type ListColumn = { [T in ElementType]: readonly [`${T}[]`, readonly (readonly Values[T][])[]] }[ElementType];
/** A column of bulk rows: its type and each row's value, or for an array column each row's list. */
export type Column = ScalarColumn | ListColumn;

export interface BinaryParameters {
  /**
   * Rows given column by column, as a derived table `binary_rows` with those columns; row i has
   * the i-th value of every column. An array column (a list per row, which a PostgreSQL array,
   * being rectangular, cannot nest) goes as one flat array and each row's bounds in it, and each
   * row's list is a slice, which reads only its own elements; a text list goes as its literal.
   */
  rows(columns: Record<string, Column>): RawBuilder<unknown>;
  /** `values` as one `type[]` parameter. */
  array<T extends ElementType>(type: T, values: readonly (Values[T] | null)[]): RawBuilder<unknown>;
}

/**
 * Runs `work`, whose statements take their bulk parameters from `parameters`; they must have run
 * (been awaited) when `work` settles, as the memory behind the parameters is then reused. Reuse is
 * the point: V8 answers every 64 MB of new buffers with a full garbage collection, and marking the
 * heap of a collection round (hundreds of MB of sources) cost more than encoding the rows.
 */
export async function withBinaryParameters<R>(work: (parameters: BinaryParameters) => Promise<R>): Promise<R> {
  const arena = idleArenas.pop() ?? new Arena();
  try {
    return await work({
      rows: (columns) => rows(arena, columns),
      array: (type, values) => parameter(arena, type, [values]),
    });
  } finally {
    arena.reset();
    if (idleArenas.length < MAX_IDLE_ARENAS && arena.size <= MAX_KEPT_BYTES) idleArenas.push(arena);
  }
}

// Idle arenas kept: as many as bulk writes commonly run at once (a job writes two statements at a
// time, and the backfill runs jobs side by side), but none that an unusually large statement grew
// past what a part of the usual bulk writes takes (a few MB).
const MAX_IDLE_ARENAS = 4;
const MAX_KEPT_BYTES = 16 * 2 ** 20;
const idleArenas: Arena[] = [];

/** Memory handed out in order and all taken back at once. */
class Arena {
  #buffer = Buffer.alloc(0);
  #used = 0;
  #numbers = new Float64Array(0);

  get size(): number {
    return this.#buffer.length;
  }

  /** Room for at least `bytes`, of which `claim` keeps what was written. */
  room(bytes: number): Buffer {
    if (this.#used + bytes > this.#buffer.length) {
      // Parameters handed out before keep the old buffer alive until their statement has run.
      this.#buffer = Buffer.allocUnsafe(Math.max(bytes, 2 * this.#buffer.length, 2 ** 16));
      this.#used = 0;
    }
    return this.#buffer.subarray(this.#used);
  }

  claim(bytes: number): Buffer {
    const claimed = this.#buffer.subarray(this.#used, this.#used + bytes);
    this.#used += bytes;
    return claimed;
  }

  /** Scratch space for `count` numbers, until the next call. */
  numbers(count: number): Float64Array {
    if (this.#numbers.length < count) this.#numbers = new Float64Array(Math.max(count, 2 * this.#numbers.length));
    return this.#numbers;
  }

  reset(): void {
    this.#used = 0;
  }
}

function rows(arena: Arena, columns: Record<string, Column>): RawBuilder<unknown> {
  const select: RawBuilder<unknown>[] = [];
  const arrays: RawBuilder<unknown>[] = [];
  const names: string[] = [];
  for (const [name, column] of Object.entries(columns)) {
    if (column[0] === 'text[]') {
      // A slice of a text array seeks from its start (its elements have no fixed width), so n
      // lists would cost n² steps: each text list goes as its array literal, parsed per row.
      select.push(sql`${sql.ref(name)}::text[] AS ${sql.ref(name)}`);
      arrays.push(parameter(arena, 'text', [column[1].map(arrayLiteral)]));
      names.push(name);
    } else if (isList(column)) {
      const lists = column[1];
      const first: number[] = [];
      const last: number[] = [];
      let count = 0;
      for (const list of lists) {
        first.push(count + 1);
        count += list.length;
        last.push(count);
      }
      const element = column[0].slice(0, -2) as ElementType;
      const bounds = sql`${sql.ref(`${name}_first`)}:${sql.ref(`${name}_last`)}`;
      select.push(sql`(${parameter(arena, element, lists)})[${bounds}] AS ${sql.ref(name)}`);
      arrays.push(parameter(arena, 'int4', [first]), parameter(arena, 'int4', [last]));
      names.push(`${name}_first`, `${name}_last`);
    } else {
      select.push(sql.ref(name));
      arrays.push(parameter(arena, column[0], [column[1]]));
      names.push(name);
    }
  }
  // The arrays are unnested side by side in the select list: unnest(a, b, ...) in FROM first
  // copied each array's elements into a store of their own, which took twice as long.
  const unnested = arrays.map((array, i) => sql`unnest(${array}) AS ${sql.ref(names[i]!)}`);
  return sql`(SELECT ${sql.join(select)} FROM (SELECT ${sql.join(unnested)}) AS t) AS binary_rows`;
}

function arrayLiteral(list: readonly string[]): string {
  return `{${list.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

function isList(column: Column): column is ListColumn {
  return column[0].endsWith('[]');
}

/** The elements of `parts`, one after the other, as one `type[]` parameter. */
function parameter(arena: Arena, type: ElementType, parts: Parts): RawBuilder<unknown> {
  return sql`${encode(arena, type, parts)}::${sql.raw(type)}[]`;
}

function encode(arena: Arena, type: ElementType, parts: Parts): Buffer {
  const { oid, width } = ELEMENT[type];
  let count = 0;
  let longest = 0;
  for (const part of parts) {
    count += part.length;
    longest = Math.max(longest, part.length);
  }
  // Room for every element at its width (a null takes less), and the text's bytes.
  const bytes =
    type === 'text'
      ? parts.reduce((sum, part) => sum + textBytes(part as readonly (string | null)[]), 0)
      : width * count;
  const buffer = arena.room(20 + 4 * count + bytes);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  // Header: dimensions (none for an empty array), whether any element is null, element type, and
  // the one dimension's length and lower bound.
  view.setInt32(0, count === 0 ? 0 : 1);
  view.setInt32(4, parts.some((part) => part.includes(null)) ? 1 : 0);
  view.setInt32(8, oid);
  if (count === 0) return arena.claim(12);
  view.setInt32(12, count);
  view.setInt32(16, 1);
  let at = 20;
  for (const part of parts) {
    switch (type) {
      case 'bool':
        at = writeBools(view, at, part as readonly (boolean | null)[]);
        break;
      case 'int4':
      case 'int8':
      case 'float8':
        at = writeNumbers(view, at, part as readonly (number | null)[], type, arena.numbers(longest));
        break;
      case 'date':
        at = writeDates(view, at, part as readonly (string | null)[]);
        break;
      case 'timestamptz':
        at = writeTimestamps(view, at, part as readonly (Date | null)[]);
        break;
      case 'text':
        at = writeTexts(buffer, view, at, part as readonly (string | null)[]);
        break;
    }
  }
  return arena.claim(at);
}
