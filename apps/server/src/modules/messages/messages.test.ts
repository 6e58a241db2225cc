import {
  ERROR_MESSAGES,
  ErrorCode,
  NOTICE_READ_IDS_MAX,
  NOTICE_TEXTS,
  type Notice,
  type NoticeUnread,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { notify } from '../../notices/notify.ts';

type Page = { total: number; page: number; pageSize: number; list: Notice[] };
type Marked = { marked: number; unread: NoticeUnread };

const unread = (kinds: Partial<NoticeUnread['kinds']>): NoticeUnread => {
  const all = { alert: 0, 'link-app': 0, order: 0, system: 0, ...kinds };
  return { total: Object.values(all).reduce((a, b) => a + b, 0), kinds: all };
};

describe.each(testDatabaseKinds())('message centre on %s', (kind) => {
  let t: TestApp;
  let a: { cookie: string; uid: string };
  let b: { cookie: string; uid: string };
  const { get, data } = jsonGetters(() => t.app);
  const post = async <T>(url: string, fields: Record<string, string>, cookie?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: form(fields),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } };
  };
  const list = (cookie: string, query = '') => data<Page>(`/v1/message/list${query}`, cookie);
  const counts = (cookie: string) => data<NoticeUnread>('/v1/message/unread', cookie);

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await registerTestUser(t, '13700001001');
    b = await registerTestUser(t, '13700001002');
    // A's notices after the welcome: five alerts and two orders, in this order.
    for (let i = 1; i <= 5; i++)
      await notify(t.handle.db, { uid: a.uid, kind: 'alert', title: `提醒${i}`, body: `正文${i}` });
    for (let i = 1; i <= 2; i++)
      await notify(t.handle.db, { uid: a.uid, kind: 'order', title: `订单${i}`, body: '', link: '/user/orders' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a login for every message endpoint', async () => {
    const notLoggedIn = { code: ErrorCode.NOT_LOGGED_IN, msg: ERROR_MESSAGES[ErrorCode.NOT_LOGGED_IN], data: null };
    for (const url of ['/v1/message/list', '/v1/message/unread'])
      expect(await get(url)).toEqual({ status: 401, body: notLoggedIn });
    expect(await post('/v1/message/read', { ids: '1' })).toEqual({ status: 401, body: notLoggedIn });
    expect(await post('/v1/message/readAll', {})).toEqual({ status: 401, body: notLoggedIn });
  });

  it('welcomes a new account with a system notice linking to real pages', async () => {
    const page = await list(b.cookie);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ kind: 'system', title: '欢迎加入榜眼', link: null, read: false });
    expect(page.list[0]!.body).toContain('注册赠送的2个月VIP已到账');
    for (const path of ['/new', '/new/aso/keywordrank', '/new/keyword/coverrank', '/new/search/index', '/vip/index'])
      expect(page.list[0]!.body).toContain(`](${path})`);
    expect(await counts(b.cookie)).toEqual(unread({ system: 1 }));
  });

  it('lists the own notices newest first, a page at a time, of all kinds or one', async () => {
    const first = await list(a.cookie, '?pageSize=3');
    expect(first.total).toBe(8);
    expect(first.list.map((n) => n.title)).toEqual(['订单2', '订单1', '提醒5']);
    expect(first.list[0]).toMatchObject({ kind: 'order', body: '', link: '/user/orders', read: false });
    expect(Date.parse(first.list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.list[2]!.createdAt));
    const third = await list(a.cookie, '?pageSize=3&page=3');
    expect(third).toMatchObject({ total: 8, page: 3, pageSize: 3 });
    expect(third.list.map((n) => n.title)).toEqual(['提醒1', '欢迎加入榜眼']);
    expect((await list(a.cookie, '?page=9')).list).toEqual([]);
    const alerts = await list(a.cookie, '?kind=alert&pageSize=2&page=2');
    expect(alerts.total).toBe(5);
    expect(alerts.list.map((n) => n.title)).toEqual(['提醒3', '提醒2']);
    expect((await list(a.cookie, '?kind=link-app')).total).toBe(0);
    expect(await counts(a.cookie)).toEqual(unread({ alert: 5, order: 2, system: 1 }));
    // Another user's notices are never listed.
    expect((await list(b.cookie, '?pageSize=50')).list.map((n) => n.title)).toEqual(['欢迎加入榜眼']);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = await counts(a.cookie);
    const bad = (msg: string) => ({ status: 400, body: { code: 400, msg, data: null } });
    expect(await get('/v1/message/list?kind=news', a.cookie)).toEqual(bad(NOTICE_TEXTS.kind));
    expect(await get('/v1/message/list?page=0', a.cookie)).toEqual(bad(NOTICE_TEXTS.page));
    expect(await get('/v1/message/list?page=x', a.cookie)).toEqual(bad(NOTICE_TEXTS.page));
    expect(await get('/v1/message/list?pageSize=51', a.cookie)).toEqual(bad(NOTICE_TEXTS.pageSize));
    expect(await post('/v1/message/read', {}, a.cookie)).toEqual(bad(NOTICE_TEXTS.idsEmpty));
    expect(await post('/v1/message/read', { ids: '1,abc' }, a.cookie)).toEqual(bad(NOTICE_TEXTS.idsInvalid));
    expect(await post('/v1/message/read', { ids: '-3' }, a.cookie)).toEqual(bad(NOTICE_TEXTS.idsInvalid));
    const tooMany = Array.from({ length: NOTICE_READ_IDS_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(await post('/v1/message/read', { ids: tooMany }, a.cookie)).toEqual(bad(NOTICE_TEXTS.idsTooMany));
    expect(await post('/v1/message/readAll', { kind: 'news' }, a.cookie)).toEqual(bad(NOTICE_TEXTS.kind));
    expect(await counts(a.cookie)).toEqual(before);
  });

  it("marks the own notices read, once; another user's ids change nothing", async () => {
    const [order2, order1, alert5] = (await list(a.cookie, '?pageSize=3')).list;
    const ids = `${order2!.id},${alert5!.id}`;
    // B names A's notices: nothing changes for either.
    expect((await post<Marked>('/v1/message/read', { ids }, b.cookie)).body.data).toEqual({
      marked: 0,
      unread: unread({ system: 1 }),
    });
    expect(await counts(a.cookie)).toEqual(unread({ alert: 5, order: 2, system: 1 }));

    expect((await post<Marked>('/v1/message/read', { ids }, a.cookie)).body.data).toEqual({
      marked: 2,
      unread: unread({ alert: 4, order: 1, system: 1 }),
    });
    // Again, with a repeated id and an unknown one: already read, nothing more changes.
    const again = await post<Marked>('/v1/message/read', { ids: `${ids},${order2!.id},99999999` }, a.cookie);
    expect(again.body.data).toEqual({ marked: 0, unread: unread({ alert: 4, order: 1, system: 1 }) });
    const page = (await list(a.cookie, '?pageSize=3')).list;
    expect(page.map((n) => [n.id, n.read])).toEqual([
      [order2!.id, true],
      [order1!.id, false],
      [alert5!.id, true],
    ]);
  });

  it('marks all read, of one kind or every kind, for the user only', async () => {
    expect((await post<Marked>('/v1/message/readAll', { kind: 'alert' }, a.cookie)).body.data).toEqual({
      marked: 4,
      unread: unread({ order: 1, system: 1 }),
    });
    expect((await list(a.cookie, '?kind=alert')).list.every((n) => n.read)).toBe(true);
    expect((await post<Marked>('/v1/message/readAll', {}, a.cookie)).body.data).toEqual({
      marked: 2,
      unread: unread({}),
    });
    expect((await post<Marked>('/v1/message/readAll', { kind: 'all' }, a.cookie)).body.data.marked).toBe(0);
    expect((await list(a.cookie, '?pageSize=50')).list.every((n) => n.read)).toBe(true);
    // B's welcome is still unread.
    expect(await counts(b.cookie)).toEqual(unread({ system: 1 }));
  });
});
