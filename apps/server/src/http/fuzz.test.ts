import { ALL_ENDPOINTS, type EndpointDef } from '@bangyan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../test/app.ts';
import { registerTestUser } from '../../test/users.ts';

/**
 * Contract-driven fuzzing (issue 25): every field of every endpoint's query or form, as a member and as a visitor,
 * gets hostile values: characters no text column holds, huge and negative numbers, a huge text, injection and markup
 * strings, a repeated field. No answer may be a server error, and an endpoint that refused every value must have
 * written no row. `npm test` runs the fast subset; `npm run test:faults` (FAULTS=full) every value on both databases.
 */
const FULL = process.env.FAULTS === 'full';
const VALUES: readonly string[] = [
  'a\u0000b',
  'x\ud800',
  '99999999999999999999999',
  "' OR '1'='1' --",
  ...(FULL
    ? ['-1', '', 'x'.repeat(5000), '<img src=x onerror=alert(1)>', '1e309', '\u001b[31m\u007f', '../../etc/passwd']
    : []),
];

/** The names of an endpoint's query and form fields, as the contract's JSON Schema lists them. */
function fieldsOf(endpoint: EndpointDef): { where: 'query' | 'body'; name: string }[] {
  const names = (schema: z.ZodType) =>
    Object.keys(
      (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {},
    );
  return [
    ...names(endpoint.query).map((name) => ({ where: 'query' as const, name })),
    ...(endpoint.method === 'POST' ? names(endpoint.body).map((name) => ({ where: 'body' as const, name })) : []),
  ];
}

describe.each(testDatabaseKinds().slice(0, FULL ? 2 : 1))('fuzzing every endpoint on %s', (kind) => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '0' });
    member = (await registerTestUser(t, '13900001234')).cookie;
    await countWrites();
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * How many rows were written so far: the test's own database gets a row trigger on every table that counts
   * inserts, updates and deletes (instrumentation of this copy only; the server's code is untouched).
   */
  const written = async () =>
    Number((await sql<{ n: string }>`select n from fuzz_writes`.execute(t.handle.db)).rows[0]!.n);
  async function countWrites(): Promise<void> {
    await sql`create table fuzz_writes (n bigint not null)`.execute(t.handle.db);
    await sql`insert into fuzz_writes values (0)`.execute(t.handle.db);
    await sql`create function fuzz_write() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1; return null; end $$`.execute(t.handle.db);
    await sql`do $$ declare r record; begin
      for r in select c.relname from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> 'fuzz_writes'
      loop
        execute format('create trigger fuzz_write after insert or update or delete on %I
          for each row execute function fuzz_write()', r.relname);
      end loop; end $$`.execute(t.handle.db);
  }

  it(
    'answers every hostile field without a server error, and stores nothing it refused',
    { timeout: 600_000 },
    async () => {
      let requests = 0;
      const serverErrors: string[] = [];
      const changed: string[] = [];
      for (const endpoint of ALL_ENDPOINTS) {
        const fields = fieldsOf(endpoint);
        if (fields.length === 0) continue;
        const before = await written();
        let accepted = false;
        for (const cookie of [member, '']) {
          for (const field of fields) {
            for (const value of [...VALUES, null]) {
              // null: the field twice, which a form sends as a list.
              const params = new URLSearchParams();
              params.append(field.name, value ?? '1');
              if (value === null) params.append(field.name, '2');
              const query = field.where === 'query' ? `?${params}` : '';
              const res = await t.app.inject({
                method: endpoint.method,
                url: `${endpoint.path}${query}`,
                headers: { ...(cookie && { cookie }), ...(endpoint.method === 'POST' && FORM_HEADERS) },
                ...(field.where === 'body' && { payload: params.toString() }),
              });
              requests++;
              if (res.statusCode >= 500) serverErrors.push(`${endpoint.path} ${field.name}=${JSON.stringify(value)}`);
              else if (!endpoint.file && res.json().code === 0) accepted = true;
            }
          }
        }
        if (!accepted && (await written()) !== before) changed.push(endpoint.path);
      }
      // The count sees a write: a feedback a visitor may send is stored.
      const writes = await written();
      const advice = new URLSearchParams({ content: '模糊测试之后的一条正常反馈' }).toString();
      const fresh = '10.77.0.1'; // a visitor the fuzzing did not block
      await t.app.inject({
        method: 'POST',
        url: '/v1/public/advice',
        headers: FORM_HEADERS,
        payload: advice,
        remoteAddress: fresh,
      });
      expect(await written()).toBeGreaterThan(writes);
      expect(serverErrors).toEqual([]);
      expect(changed).toEqual([]);
      expect(requests).toBeGreaterThan(1000);
      console.info(`fuzz on ${kind}: ${requests} requests, 0 server errors, 0 stored changes`);
    },
  );
});
