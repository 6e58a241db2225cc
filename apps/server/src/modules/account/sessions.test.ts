import { LOGIN_HISTORY_LIMIT, type DataOf, type accountLogins } from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { accountCentreSuite, WINDOWS_CHROME } from '../../../test/accountCentre.ts';

type Logins = DataOf<typeof accountLogins>;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(testDatabaseKinds())('account centre sessions on %s', (kind) => {
  const { world, get, post, pass, account, loginFrom, codeFor, cookieOf, scan } = accountCentreSuite(kind);
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

  const logins = async (cookie: string) => (await get<Logins>('/v1/account/logins', cookie)).data;
  const isIn = async (cookie: string) => (await get('/v1/user/userData', cookie)).code === 0;

  it('records every login with its time, address, browser and method, newest first', async () => {
    const registered = await account('13500000001');
    const started = Date.now();
    await loginFrom('13500000001', 'member2026', WINDOWS_CHROME, '10.3.0.1');

    // By SMS code, from an iPhone.
    const query = new URLSearchParams({ regionNum: '86', phone: '13500000001', ...(await pass()) });
    expect((await t.app.inject({ method: 'GET', url: `/v1/code/loginCode?${query}` })).json().code).toBe(0);
    const { code } = await codeFor('+86 13500000001');
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/v1/user/quickLogin?regionNum=86&phone=13500000001&phoneCode=${code}`,
      remoteAddress: '10.3.0.2',
      headers: { 'user-agent': IPHONE_SAFARI },
    });
    expect(byCode.json().code).toBe(0);

    // By WeChat, once bound from the account.
    const bindTicket = (await get<{ ticket: string }>('/v1/user/bindWechat', registered.cookie)).data.ticket;
    await scan(bindTicket, '小王');
    expect((await get(`/v1/user/checkBind?ticket=${bindTicket}`, registered.cookie)).code).toBe(0);
    const ticket = (await get<{ ticket: string }>('/v1/user/wechatLogin')).data.ticket;
    await scan(ticket, '小王');
    const byWechat = await t.app.inject({
      method: 'GET',
      url: `/v1/user/checkLogin?ticket=${ticket}`,
      remoteAddress: '10.3.0.3',
      headers: { 'user-agent': MAC_FIREFOX },
    });
    expect(byWechat.json().code).toBe(0);

    const history = await logins(cookieOf(byCode));
    expect(history.list.map(({ time: _, ...login }) => login)).toEqual([
      { ip: '10.3.0.3', device: 'Firefox 128 · macOS', method: 'wechat', current: false },
      { ip: '10.3.0.2', device: 'Safari 17 · iPhone iOS 17', method: 'code', current: true },
      { ip: '10.3.0.1', device: 'Chrome 131 · Windows', method: 'password', current: false },
      { ip: '127.0.0.1', device: '未知设备', method: 'register', current: false },
    ]);
    expect(history.otherSessions).toBe(3);
    const newest = new Date(`${history.list[0]!.time.replace(' ', 'T')}:59+08:00`).getTime();
    expect(newest).toBeGreaterThanOrEqual(started - 60_000);
    expect(newest).toBeLessThanOrEqual(Date.now() + 60_000);
    // Another account's history is its own.
    const other = await account('13500000002');
    expect((await logins(other.cookie)).list).toEqual([expect.objectContaining({ method: 'register', current: true })]);
  });

  it('ends every other session of the user: their cookies stop working, the current one stays', async () => {
    const me = await account('13500000003');
    const laptop = await loginFrom('13500000003', 'member2026');
    const phone = await loginFrom('13500000003', 'member2026', IPHONE_SAFARI);
    const someoneElse = await account('13500000004');
    expect((await logins(me.cookie)).otherSessions).toBe(2);

    expect(await post('/v1/account/endOtherSessions', {}, me.cookie)).toEqual({
      code: 0,
      msg: 'success',
      data: { ended: 2 },
    });
    expect(await isIn(laptop)).toBe(false);
    expect(await isIn(phone)).toBe(false);
    expect(await isIn(me.cookie)).toBe(true);
    expect(await isIn(someoneElse.cookie)).toBe(true);
    expect((await logins(me.cookie)).otherSessions).toBe(0);
    expect((await post('/v1/account/endOtherSessions', {}, me.cookie)).data).toEqual({ ended: 0 });
    // The ended sessions stay in the history.
    expect((await logins(me.cookie)).list).toHaveLength(3);
  });

  it('counts the sessions that still let someone in: logged out are not, forgotten by the store are', async () => {
    const me = await account('13500000005');
    const logout = await loginFrom('13500000005', 'member2026');
    const forgotten = await loginFrom('13500000005', 'member2026');
    await loginFrom('13500000005', 'member2026');
    expect((await logins(me.cookie)).otherSessions).toBe(3);
    expect((await get('/v1/user/logout', logout)).code).toBe(0);
    expect(await isIn(logout)).toBe(false);
    expect((await logins(me.cookie)).otherSessions).toBe(2);
    // The store forgets its sessions when it restarts empty (process memory, Redis without persistence); their
    // records stay open and let them in.
    const record = await t.handle.db
      .selectFrom('user_sessions')
      .select('token_hash')
      .where('uid', '=', me.uid)
      .where('ended_at', 'is', null)
      .orderBy('session_id', 'desc')
      .offset(1)
      .executeTakeFirstOrThrow();
    await t.kv.delete(`session:${record.token_hash}`);
    expect(await isIn(forgotten)).toBe(true);
    expect((await logins(me.cookie)).otherSessions).toBe(2);
    // No token is kept: the cookie's value appears in neither the records nor as a store key.
    const token = forgotten.split('=')[1]!;
    const rows = await t.handle.db.selectFrom('user_sessions').selectAll().where('uid', '=', me.uid).execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await t.kv.get(`session:${token}`)).toBeNull();
  });

  it(`shows the newest ${LOGIN_HISTORY_LIMIT} logins and forgets older ended ones`, async () => {
    const me = await account('13500000006');
    // An address of its own: one address may try 30 password logins in ten minutes.
    const ip = '10.3.0.9';
    for (let i = 0; i <= LOGIN_HISTORY_LIMIT; i++) await loginFrom('13500000006', 'member2026', WINDOWS_CHROME, ip);
    const history = await logins(me.cookie);
    expect(history.list).toHaveLength(LOGIN_HISTORY_LIMIT);
    expect(history.list.every((l) => l.method === 'password')).toBe(true);
    expect(history.otherSessions).toBe(LOGIN_HISTORY_LIMIT + 1);
    expect((await post('/v1/account/endOtherSessions', {}, me.cookie)).data).toEqual({
      ended: LOGIN_HISTORY_LIMIT + 1,
    });
    // The next login drops the ended sessions past the newest 20; the open registration session stays.
    await loginFrom('13500000006', 'member2026', WINDOWS_CHROME, ip);
    const kept = await t.handle.db.selectFrom('user_sessions').select('method').where('uid', '=', me.uid).execute();
    expect(kept).toHaveLength(LOGIN_HISTORY_LIMIT + 1);
    expect(kept.filter((r) => r.method === 'register')).toHaveLength(1);
    expect(await isIn(me.cookie)).toBe(true);
  });
});
