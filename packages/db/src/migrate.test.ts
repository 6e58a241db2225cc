import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './connect.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind, { migrate: false });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('applies every migration once, in order, and records it', async () => {
    const all = loadMigrations();
    expect(all.map((m) => m.version)).toEqual([...all.map((m) => m.version)].sort((a, b) => a - b));
    expect(await migrate(handle.db)).toEqual(all.map((m) => m.version));
    expect(await migrate(handle.db)).toEqual([]);
    const recorded = await handle.db
      .selectFrom('schema_migrations')
      .select(['version', 'name'])
      .orderBy('version')
      .execute();
    expect(recorded.map((r) => r.version)).toEqual(all.map((m) => m.version));
  });

  it('rolls a failing migration back whole and records nothing of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bangyan-mig-'));
    writeFileSync(join(dir, '9001_half_done.sql'), 'CREATE TABLE half_done (id int); SELECT no_such_function();');
    await expect(migrate(handle.db, loadMigrations(dir))).rejects.toThrow();
    const table = await sql<{ exists: boolean }>`SELECT to_regclass('half_done') IS NOT NULL AS exists`.execute(
      handle.db,
    );
    expect(table.rows[0]?.exists).toBe(false);
    const record = await handle.db
      .selectFrom('schema_migrations')
      .select('version')
      .where('version', '=', 9001)
      .execute();
    expect(record).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the same SQL semantics: arrays, timestamps and check constraints', async () => {
    const row = await handle.db
      .insertInto('feedback')
      .values({ types: [2, 1], func_types: [3], content: '数据不准', wechat: '', ip: '', user_agent: '' })
      .returning(['id', 'types', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(row.types).toEqual([2, 1]);
    expect(row.created_at).toBeInstanceOf(Date);
    await expect(
      handle.db
        .insertInto('feedback')
        .values({ types: [], func_types: [], content: 'x'.repeat(501), wechat: '', ip: '', user_agent: '' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
