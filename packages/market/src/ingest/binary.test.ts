import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@bangyan/db';
import { openTestDatabase, testDatabaseKinds } from '@bangyan/db/testing';
import { withBinaryParameters, type Column } from './binary.ts';

const T1 = new Date('2026-11-20T02:03:04.567Z');
const T2 = new Date('1999-12-31T23:59:59.999Z');

describe.each(testDatabaseKinds())('binary parameters on %s', (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  const read = (columns: Record<string, Column>) =>
    withBinaryParameters(
      async ({ rows }) => (await sql<Record<string, unknown>>`SELECT * FROM ${rows(columns)}`.execute(h.db)).rows,
    );

  it('round-trips every element type, nulls included, row by row', async () => {
    expect(
      await read({
        flag: ['bool', [true, false, null]],
        small: ['int4', [0, -(2 ** 31), 2 ** 31 - 1]],
        id: ['int8', [6828775619, -5, null]],
        big: ['int8', [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 4294967296]],
        price: ['float8', [0.99, -1.5e-300, null]],
        day: ['date', ['2026-11-20', '1999-12-31', null]],
        at: ['timestamptz', [T1, T2, null]],
        name: ['text', ['记账 "本"', '', 'a\\b,{c}']],
      }),
    ).toEqual([
      {
        flag: true,
        small: 0,
        id: '6828775619',
        big: '9007199254740991',
        price: 0.99,
        day: '2026-11-20',
        at: T1,
        name: '记账 "本"',
      },
      {
        flag: false,
        small: -(2 ** 31),
        id: '-5',
        big: '-9007199254740991',
        price: -1.5e-300,
        day: '1999-12-31',
        at: T2,
        name: '',
      },
      {
        flag: null,
        small: 2 ** 31 - 1,
        id: null,
        big: '4294967296',
        price: null,
        day: null,
        at: null,
        name: 'a\\b,{c}',
      },
    ]);
  });

  it('gives each row its own list, an empty one included', async () => {
    expect(
      await read({
        n: ['int4', [1, 2, 3, 4]],
        app_ids: ['int8[]', [[6828775619, 1], [], [3], [4, 5, 6]]],
        genres: ['int4[]', [[6014], [6014, 7012], [], []]],
        shots: ['text[]', [['https://a/1.png', 'x"y', 'b\\c', '{d,e}', 'NULL', ''], [], ['屏幕'], []]],
      }),
    ).toEqual([
      {
        n: 1,
        app_ids: ['6828775619', '1'],
        genres: [6014],
        shots: ['https://a/1.png', 'x"y', 'b\\c', '{d,e}', 'NULL', ''],
      },
      { n: 2, app_ids: [], genres: [6014, 7012], shots: [] },
      { n: 3, app_ids: ['3'], genres: [], shots: ['屏幕'] },
      { n: 4, app_ids: ['4', '5', '6'], genres: [], shots: [] },
    ]);
  });

  it('reads no rows from empty columns, and a plain array as a parameter', async () => {
    expect(await read({ id: ['int8', []], ids: ['int8[]', []], names: ['text[]', []] })).toEqual([]);
    const ids = await withBinaryParameters(
      async ({ array }) =>
        (await sql<{ id: string }>`SELECT unnest(${array('int8', [3, 1, 2])}) AS id`.execute(h.db)).rows,
    );
    expect(ids.map((r) => r.id)).toEqual(['3', '1', '2']);
  });

  it('refuses malformed values before sending anything', async () => {
    for (const column of [
      ['int4', [2 ** 31]],
      ['int4', [1.5]],
      ['int8', [2 ** 53]],
      ['int8', [Number.NaN]],
      ['float8', [Number.POSITIVE_INFINITY]],
      ['date', ['2026-02-30']],
      ['date', ['20261120']],
      ['timestamptz', [new Date(Number.NaN)]],
      ['text', ['lone \ud800 surrogate']],
      ['text[]', [['ok'], ['lone \udc00']]],
    ] satisfies Column[]) {
      await expect(read({ value: column })).rejects.toThrow(RangeError);
    }
  });

  it('keeps the parameters of bulk writes running side by side apart', async () => {
    const lists = (offset: number) =>
      Array.from({ length: 3000 }, (_, i) => Array.from({ length: 50 }, (_, j) => offset + i * 50 + j));
    const sums = (offset: number) =>
      withBinaryParameters(async ({ rows }) => {
        const statement = sql<{
          total: string;
        }>`SELECT sum(x)::text AS total FROM ${rows({ ids: ['int8[]', lists(offset)] })}, unnest(ids) AS x`;
        return (await statement.execute(h.db)).rows[0]!.total;
      });
    const expected = (offset: number) =>
      String(
        lists(offset)
          .flat()
          .reduce((a, b) => a + b, 0),
      );
    for (let round = 0; round < 2; round++) {
      expect(await Promise.all([sums(0), sums(10 ** 9), sums(2 * 10 ** 9)])).toEqual([
        expected(0),
        expected(10 ** 9),
        expected(2 * 10 ** 9),
      ]);
    }
  });
});
