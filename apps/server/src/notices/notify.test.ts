import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@bangyan/db';
import { openTestDatabase, testDatabaseKinds } from '@bangyan/db/testing';
import { notify, type NewNotice } from './notify.ts';

describe.each(testDatabaseKinds())('notify on %s', (kind) => {
  let handle: DbHandle;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const user = (phone: string) =>
      handle.db
        .insertInto('users')
        .values({ phone, password_hash: 'x', nickname: phone })
        .returning('uid')
        .executeTakeFirstOrThrow();
    alice = (await user('13700000001')).uid;
    bob = (await user('13700000002')).uid;
  });
  afterAll(async () => {
    await handle.close();
  });

  const noticesOf = (uid: string) =>
    handle.db.selectFrom('notices').selectAll().where('uid', '=', uid).orderBy('id').execute();
  const alert = (uid: string, title: string, dedupeKey?: string): NewNotice => ({
    uid,
    kind: 'alert',
    title,
    body: `${title}的正文`,
    link: '/new/bang/delist',
    ...(dedupeKey && { dedupeKey }),
  });

  it('writes a notice, unread, with its kind, texts and link', async () => {
    expect(await notify(handle.db, alert(alice, '应用已下架'))).toBe(true);
    expect(await noticesOf(alice)).toMatchObject([
      {
        kind: 'alert',
        title: '应用已下架',
        body: '应用已下架的正文',
        link: '/new/bang/delist',
        dedupe_key: null,
        read_at: null,
      },
    ]);
  });

  it('writes a notice with a dedupe key once per user: a repeat changes nothing', async () => {
    expect(await notify(handle.db, alert(alice, '排名提醒', 'rank:1:20261126'))).toBe(true);
    const first = (await noticesOf(alice)).at(-1)!;
    await handle.db.updateTable('notices').set({ read_at: new Date() }).where('id', '=', first.id).execute();
    const before = await noticesOf(alice);

    expect(await notify(handle.db, alert(alice, '排名提醒（重复）', 'rank:1:20261126'))).toBe(false);
    expect(await noticesOf(alice)).toEqual(before);
    // Another user with the same key, and notices without a key, are written each time.
    expect(await notify(handle.db, alert(bob, '排名提醒', 'rank:1:20261126'))).toBe(true);
    expect(await notify(handle.db, alert(bob, '系统维护'))).toBe(true);
    expect(await notify(handle.db, alert(bob, '系统维护'))).toBe(true);
    expect((await noticesOf(bob)).map((n) => n.title)).toEqual(['排名提醒', '系统维护', '系统维护']);
  });

  it('writes with the transaction it is given: a rolled-back change leaves no notice', async () => {
    const before = await noticesOf(alice);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        expect(await notify(trx, alert(alice, '不会留下', 'rolled-back'))).toBe(true);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await noticesOf(alice)).toEqual(before);
    // The key was never taken: the next attempt writes it.
    expect(await notify(handle.db, alert(alice, '重试成功', 'rolled-back'))).toBe(true);
  });

  it('refuses a link that leaves the site', async () => {
    await expect(notify(handle.db, { ...alert(alice, '外链'), link: '//evil.example/x' })).rejects.toThrow();
    await expect(notify(handle.db, { ...alert(alice, '外链'), link: 'https://evil.example/' })).rejects.toThrow();
  });
});
