/**
 * The elements of a binary array parameter (binary.ts) in PostgreSQL's wire format, one writer per
 * element type: each writes its values' elements (length, then the value; length -1 for a null)
 * from `at`, and returns where it ended.
 */
import { DAY_MS } from '@bangyan/contract';

const TWO_32 = 2 ** 32;
// The wire's epoch for dates and times: 2000-01-01 UTC.
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);

/** The UTF-8 bytes of the texts that are not null. */
export function textBytes(values: readonly (string | null)[]): number {
  let bytes = 0;
  for (const value of values) if (value !== null) bytes += Buffer.byteLength(value);
  return bytes;
}

export function writeBools(view: DataView, at: number, values: readonly (boolean | null)[]): number {
  for (const value of values) {
    if (value === null) view.setInt32(at, -1);
    else {
      view.setInt32(at, 1);
      view.setUint8(at + 4, value ? 1 : 0);
      at++;
    }
    at += 4;
  }
  return at;
}

/**
 * Numbers come in arrays of several kinds (small integers, doubles, or with nulls any value), and
 * a loop reading more than one kind boxes every element it reads: that allocation cost more than
 * the encoding. So a list without nulls is first copied into `staging` (a native copy) and read
 * from there.
 */
export function writeNumbers(
  view: DataView,
  at: number,
  values: readonly (number | null)[],
  type: 'int4' | 'int8' | 'float8',
  staging: Float64Array,
): number {
  const write = type === 'int4' ? writeInt4 : type === 'int8' ? writeInt8 : writeFloat8;
  if (values.includes(null)) {
    for (const value of values) {
      if (value === null) {
        view.setInt32(at, -1);
        at += 4;
      } else at = write(view, at, value);
    }
    return at;
  }
  staging.set(values as readonly number[]);
  for (let i = 0; i < values.length; i++) at = write(view, at, staging[i]!);
  return at;
}

export function writeDates(view: DataView, at: number, values: readonly (string | null)[]): number {
  let last = '';
  let days = 0;
  for (const value of values) {
    if (value === null) {
      view.setInt32(at, -1);
      at += 4;
      continue;
    }
    // A batch's rows mostly share their day.
    if (value !== last) {
      days = (Date.parse(`${value}T00:00:00Z`) - PG_EPOCH_MS) / DAY_MS;
      // Date.parse also takes days a month does not have (rolling them over).
      if (!Number.isInteger(days) || wireDate(days) !== value) throw new RangeError(`Not a date: ${value}`);
      last = value;
    }
    at = writeInt4(view, at, days);
  }
  return at;
}

/** 'YYYY-MM-DD' of a wire date (days since the wire's epoch). */
function wireDate(days: number): string {
  return new Date(PG_EPOCH_MS + days * DAY_MS).toISOString().slice(0, 10);
}

export function writeTimestamps(view: DataView, at: number, values: readonly (Date | null)[]): number {
  for (const value of values) {
    if (value === null) {
      view.setInt32(at, -1);
      at += 4;
    } else at = writeInt8(view, at, (value.getTime() - PG_EPOCH_MS) * 1000);
  }
  return at;
}

// UTF-8 has no lone surrogate: writing one would store U+FFFD in its place, silently.
const LONE_SURROGATE = /\p{Cs}/u;

export function writeTexts(buffer: Buffer, view: DataView, at: number, values: readonly (string | null)[]): number {
  for (const value of values) {
    if (value === null) view.setInt32(at, -1);
    else {
      if (LONE_SURROGATE.test(value)) throw new RangeError(`Not Unicode text: ${JSON.stringify(value)}`);
      const length = buffer.write(value, at + 4);
      view.setInt32(at, length);
      at += length;
    }
    at += 4;
  }
  return at;
}

function writeInt4(view: DataView, at: number, n: number): number {
  if (!Number.isInteger(n) || n < -(2 ** 31) || n >= 2 ** 31) throw new RangeError(`Not an int4: ${n}`);
  view.setInt32(at, 4);
  view.setInt32(at + 4, n);
  return at + 8;
}

function writeInt8(view: DataView, at: number, n: number): number {
  // Exact up to 2^53: ids, and microseconds from 1715 to 2284; anything else is malformed input.
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not an int8: ${n}`);
  const high = Math.floor(n / TWO_32);
  view.setInt32(at, 8);
  view.setInt32(at + 4, high);
  view.setUint32(at + 8, n - high * TWO_32);
  return at + 12;
}

function writeFloat8(view: DataView, at: number, n: number): number {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  view.setInt32(at, 8);
  view.setFloat64(at + 4, n);
  return at + 12;
}
