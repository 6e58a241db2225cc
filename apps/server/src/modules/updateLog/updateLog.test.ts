import { UPDATE_LOG_PAGE_SIZE_MAX, type ReleaseNote } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { seed } from '../../seed.ts';
import { RELEASES } from './releases.ts';

type Page = { total: number; page: number; pageSize: number; list: ReleaseNote[] };

describe.each(testDatabaseKinds())('update log on %s', (kind) => {
  let t: TestApp;
  const { get, data } = jsonGetters(() => t.app);
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The seeded releases as the endpoint shows them: the latest day first, a day's later release first. */
  const newestFirst = [...RELEASES].reverse().map((r) => ({ ...r, items: [...r.items] }));

  it('lists the seeded releases to anyone, newest first, ten a page', async () => {
    const first = await data<Page>('/v1/public/updateLog');
    expect(first).toMatchObject({ total: RELEASES.length, page: 1, pageSize: 10 });
    expect(first.list).toEqual(newestFirst.slice(0, 10));
    expect(first.list[0]).toMatchObject({ version: 'V2.1.0', releasedOn: '2026-11-26', title: '账户中心' });
    const days = first.list.map((n) => n.releasedOn);
    expect(days).toEqual([...days].sort().reverse());
    const second = await data<Page>('/v1/public/updateLog?page=2&pageSize=5');
    expect(second.list.map((n) => n.version)).toEqual(newestFirst.slice(5, 10).map((n) => n.version));
  });

  it('refuses bad paging in Chinese', async () => {
    const bad = (msg: string) => ({ status: 400, body: { code: 400, msg, data: null } });
    expect(await get('/v1/public/updateLog?page=0')).toEqual(bad('页码需为正整数'));
    expect(await get(`/v1/public/updateLog?pageSize=${UPDATE_LOG_PAGE_SIZE_MAX + 1}`)).toEqual(
      bad(`每页条数需为1到${UPDATE_LOG_PAGE_SIZE_MAX}之间的整数`),
    );
  });

  it("shows only published notes and keeps the operators' edits when the seed runs again", async () => {
    const db = t.handle.db;
    await db.updateTable('release_notes').set({ title: '账户中心上线' }).where('version', '=', 'V2.1.0').execute();
    await db.updateTable('release_notes').set({ published: false }).where('version', '=', 'V2.0.0').execute();
    await db
      .insertInto('release_notes')
      .values({ version: 'V2.2.0', released_on: '2026-11-27', title: '新版本', items: '第一条\n\n 第二条 ' })
      .execute();
    expect(await seed(db)).toEqual([]);

    const page = await data<Page>('/v1/public/updateLog?pageSize=3');
    expect(page.total).toBe(RELEASES.length);
    expect(page.list).toEqual([
      { version: 'V2.2.0', releasedOn: '2026-11-27', title: '新版本', items: ['第一条', '第二条'] },
      { ...newestFirst[0], title: '账户中心上线' },
      newestFirst[2],
    ]);
  });
});
