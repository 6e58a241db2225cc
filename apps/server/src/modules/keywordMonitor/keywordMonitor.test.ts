import { DAY_MS, limitFailure, type MonitorDay } from '@bangyan/contract';
import { hotKeywords, keywordMonitorDays } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('keyword monitor endpoints on %s', (kind) => {
  let t: TestApp;
  let words: string[];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    words = (await hotKeywords(t.handle.db, { country: 'cn', at: WORLD_NOW, limit: 4 })).map((k) => k.term);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const subscribe = (keyword: string, cookie: string, on = true) =>
    get<{ isMonitor: boolean; pushTime: string; follow: number; limit: number }>(
      `/v1/apps/subscribeKeyword?${new URLSearchParams({ keyword, country: 'cn', isMonitor: on ? '1' : '-1' })}`,
      cookie,
    );
  const setTier = (uid: string, role: 'normal' | 'vip') =>
    t.handle.db
      .updateTable('users')
      .set({ role, role_end_at: role === 'normal' ? null : new Date(Date.now() + 30 * DAY_MS), svip_trial_until: null })
      .where('uid', '=', uid)
      .execute();

  it('needs login', async () => {
    expect(
      (await get(`/v1/apps/subscribeKeyword?keyword=${encodeURIComponent(words[0]!)}&isMonitor=1`)).body,
    ).toMatchObject({ code: 401 });
    expect((await get('/v1/apps/subscribeKeywordList')).body).toMatchObject({ code: 401 });
    expect((await get(`/v1/apps/subscribeDetail?keyword=${encodeURIComponent(words[0]!)}`)).body).toMatchObject({
      code: 401,
    });
  });

  it("subscribes within the quota (free 3, then code 2), lists newest first, drops; the push time is the digest's on a ready channel", async () => {
    const { cookie, uid } = await registerTestUser(t, '13600001111');
    await setTier(uid, 'normal');
    for (const [i, word] of words.slice(0, 3).entries()) {
      const { body } = await subscribe(word, cookie);
      expect(body).toMatchObject({ code: 0, data: { isMonitor: true, pushTime: '', follow: i + 1, limit: 3 } });
    }
    // Subscribing again to one already held changes nothing.
    expect((await subscribe(words[0]!, cookie)).body.data.follow).toBe(3);
    expect((await subscribe(words[3]!, cookie)).body).toMatchObject(limitFailure('monitor', 'normal'));
    const list = await data<{ list: { keyword: string }[]; follow: number }>('/v1/apps/subscribeKeywordList', cookie);
    expect(list.list.map((m) => m.keyword)).toEqual(words.slice(0, 3).reverse());
    expect((await subscribe(words[1]!, cookie, false)).body.data).toMatchObject({ isMonitor: false, follow: 2 });
    expect((await subscribe(words[3]!, cookie)).body.data.follow).toBe(3);
    // Bound WeChat and the digest on it: the push time is the user's.
    await t.handle.db.updateTable('users').set({ wechat_openid: 'wx-open-id-1' }).where('uid', '=', uid).execute();
    expect((await subscribe(words[3]!, cookie)).body.data.pushTime).toBe('');
    await t.handle.db.insertInto('alert_settings').values({ uid, wechat_on: true, push_time: '20:30' }).execute();
    expect((await subscribe(words[3]!, cookie)).body.data.pushTime).toBe('20:30');
    await t.handle.db.updateTable('alert_settings').set({ paused: true }).where('uid', '=', uid).execute();
    expect((await subscribe(words[3]!, cookie)).body.data.pushTime).toBe('');
    // A VIP has 20.
    await setTier(uid, 'vip');
    expect((await subscribe(words[1]!, cookie)).body.data).toMatchObject({ follow: 4, limit: 20 });
    expect((await get('/v1/apps/subscribeKeyword?keyword=&isMonitor=1', cookie)).body).toMatchObject({
      code: 400,
      msg: '请输入关键词',
    });
    expect((await get(`/v1/apps/subscribeKeyword?keyword=a&isMonitor=2`, cookie)).body).toMatchObject({
      code: 400,
      msg: 'isMonitor 只能是 1 或 -1',
    });
  });

  it("details the last 7 days' changes, newest first, those since subscribing marked as sent", async () => {
    const { cookie } = await registerTestUser(t, '13600002222');
    const word = words[0]!;
    const preview = await data<{ subscribed: boolean; known: boolean; days: MonitorDay[] }>(
      `/v1/apps/subscribeDetail?keyword=${encodeURIComponent(word)}`,
      cookie,
    );
    expect(preview).toMatchObject({ subscribed: false, known: true });
    expect(preview.days).toHaveLength(7);
    expect(preview.days.every((d) => !d.alerted)).toBe(true);
    const expected = (await keywordMonitorDays(t.handle.db, {
      country: 'cn',
      term: word,
      from: '2026-11-16',
      to: '2026-11-22',
      top: 10,
    }))!;
    expect(
      preview.days.map((d) => [d.date, d.heat, d.entered.map((e) => e.appId), d.left.map((e) => e.appId)]),
    ).toEqual(
      expected.map((d) => [
        d.day.replaceAll('-', ''),
        d.heat,
        d.entered.map((e) => String(e.appId)),
        d.left.map((e) => String(e.appId)),
      ]),
    );
    await subscribe(word, cookie);
    const detail = await data<{ subscribed: boolean; subscribedAt: string; days: MonitorDay[] }>(
      `/v1/apps/subscribeDetail?keyword=${encodeURIComponent(word)}`,
      cookie,
    );
    expect(detail.subscribed).toBe(true);
    expect(detail.subscribedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const unknown = await data<{ known: boolean; days: MonitorDay[] }>(
      '/v1/apps/subscribeDetail?keyword=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E8%AF%8D',
      cookie,
    );
    expect(unknown).toMatchObject({ known: false, days: [] });
  });
});
