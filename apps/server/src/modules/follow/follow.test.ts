import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { sql } from 'kysely';
import { DAY_MS, SLIDE_APP_KEY, SLIDE_SCENE, SESSION_COOKIE } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { humanDrag, trackText } from '../../../test/slide.ts';

describe.each(testDatabaseKinds())('following apps on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const IOS = Array.from({ length: 22 }, (_, i) => String(1_000_000_001 + i));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const now = new Date();
    for (const [i, id] of IOS.entries()) {
      await sql`
        INSERT INTO market_apps (app_id, country, name, developer_name, icon_url, first_seen_at, last_seen_at)
        VALUES (${id}::bigint, 'cn', ${`应用${i}`}, '开发者', 'https://example.com/icon.png', ${now}, ${now})`.execute(
        t.handle.db,
      );
    }
    await sql`
      INSERT INTO android_apps (market, app_id, name, first_seen_at, last_seen_at)
      VALUES ('xiaomi', 'com.example.app', '安卓应用', ${now}, ${now})`.execute(t.handle.db);

    // A registered user (VIP from the gift), logged in.
    const spki = (await t.app.inject({ method: 'GET', url: '/v1/user/publicKey' })).json().data.spki;
    const encrypt = (p: string) =>
      publicEncrypt(
        {
          key: createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }),
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(p),
      ).toString('base64');
    const token = (await t.app.inject({ method: 'GET', url: `/v1/slide/challenge?scene=${SLIDE_SCENE}` })).json().data
      .token;
    const pass = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/slide/verify',
        headers: FORM_HEADERS,
        payload: form({ token, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY, track: trackText(humanDrag()) }),
      })
    ).json().data;
    await t.app.inject({
      method: 'GET',
      url: `/v1/code/registerCode?${new URLSearchParams({
        regionNum: '86',
        phone: '13800001111',
        csessionid: pass.sessionId,
        nc_token: token,
        sig: pass.sig,
        scene: SLIDE_SCENE,
        appkey: SLIDE_APP_KEY,
      })}`,
    });
    const code = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=%2B86%2013800001111' })).json().data[0].code;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/register',
      headers: FORM_HEADERS,
      payload: form({ regionNum: '86', phone: '13800001111', phoneCode: code, password: encrypt('follow2026') }),
    });
    const c = res.cookies.find((x) => x.name === SESSION_COOKIE)!;
    cookie = `${c.name}=${c.value}`;
    listedUid = String(res.json().data.uid);
  });
  afterAll(async () => {
    await t.close();
  });

  const follow = (fields: Record<string, string>, withCookie = true) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/followAppAlmighty',
      headers: { ...FORM_HEADERS, ...(withCookie ? { cookie } : {}) },
      payload: form(fields),
    });
  const batch = (isFollow: string, list: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/followAppAlmightyBatch',
      headers: { ...FORM_HEADERS, cookie },
      payload: form({ isFollow, list: JSON.stringify(list) }),
    });
  const listed = async () =>
    (await t.app.inject({ method: 'GET', url: '/v1/user/userAppAlmighty', headers: { cookie } })).json().data;
  let listedUid = '';
  const setTier = (role: 'normal' | 'vip' | 'svip') =>
    t.handle.db
      .updateTable('users')
      .set({ role, role_end_at: new Date(Date.now() + DAY_MS) })
      .where('phone', '=', '13800001111')
      .execute();

  it('needs a login', async () => {
    expect((await follow({ isFollow: '1', appId: IOS[0]! }, false)).json().code).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/userFollowSituation' })).json().code).toBe(401);
  });

  it('follows iOS and Android apps, lists them in order with their names, and unfollows', async () => {
    expect((await follow({ isFollow: '1', appId: IOS[0]!, market: 'ios', country: 'cn' })).json()).toEqual({
      code: 0,
      msg: 'success',
      data: { follow: 1, limit: 20 },
    });
    expect((await follow({ isFollow: '1', appId: 'com.example.app', market: 'xiaomi' })).json().data.follow).toBe(2);
    // Following again changes nothing.
    expect((await follow({ isFollow: '1', appId: IOS[0]! })).json().data.follow).toBe(2);
    const { list, hasFollow } = await listed();
    expect(hasFollow).toBe(true);
    expect(list.map((a: { trackName: string; platform: string }) => [a.trackName, a.platform])).toEqual([
      ['应用0', 'ios'],
      ['安卓应用', 'android'],
    ]);

    await t.app.inject({
      method: 'POST',
      url: '/v1/user/sortUserApp',
      headers: { ...FORM_HEADERS, cookie },
      payload: form({ sortList: String(list[1].followId) }),
    });
    expect((await listed()).list.map((a: { trackId: string }) => a.trackId)).toEqual(['com.example.app', IOS[0]]);

    expect((await follow({ isFollow: '-1', appId: 'com.example.app', market: 'xiaomi' })).json().data.follow).toBe(1);
  });

  it('refuses unknown apps, markets and countries, and bad lists, changing nothing', async () => {
    expect((await follow({ isFollow: '1', appId: '999999999' })).json()).toMatchObject({
      code: 400,
      msg: '应用不存在或不在该国家/市场',
    });
    expect((await follow({ isFollow: '1', appId: IOS[1]!, market: 'nokia' })).json().msg).toBe('不支持的应用市场');
    expect((await follow({ isFollow: '1', appId: IOS[1]!, country: 'xx' })).json().msg).toBe('不支持的国家或地区');
    expect((await follow({ isFollow: '2', appId: IOS[1]! })).json().msg).toBe('isFollow 只能是 1 或 -1');
    expect((await batch('1', 'not a list')).json().msg).toBe('应用列表格式不正确');
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user/userFollowSituation', headers: { cookie } })).json().data
        .follow,
    ).toBe(1);
  });

  it('keeps each tier to its quota with codes 2 / 3 / 4, all or nothing for a batch', async () => {
    await setTier('normal');
    const nine = IOS.slice(1, 10).map((appId) => ({ appId, market: 'ios', country: 'cn' }));
    expect((await batch('1', nine)).json().data).toEqual({ follow: 10, limit: 10 });
    const eleventh = await follow({ isFollow: '1', appId: IOS[10]! });
    expect(eleventh.statusCode).toBe(200);
    expect(eleventh.json()).toEqual({ code: 2, msg: '您关注的应用已达10个上限，开通VIP可关注20个应用', data: null });

    await setTier('vip');
    const tooMany = IOS.slice(10, 21).map((appId) => ({ appId, market: 'ios', country: 'cn' }));
    expect((await batch('1', tooMany)).json()).toEqual({
      code: 3,
      msg: '您关注的应用已达20个上限，升级SVIP可关注100个应用',
      data: null,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user/userFollowSituation', headers: { cookie } })).json().data,
    ).toEqual({ follow: 10, limit: 20 });
    expect((await batch('1', tooMany.slice(0, 10))).json().data).toEqual({ follow: 20, limit: 20 });

    await setTier('svip');
    expect((await follow({ isFollow: '1', appId: IOS[21]! })).json().data).toEqual({ follow: 21, limit: 100 });
    expect(
      (
        await batch(
          '-1',
          IOS.map((appId) => ({ appId })),
        )
      ).json().data.follow,
    ).toBe(0);
  });

  it('searches apps to follow by name or id in a storefront or market, marking the followed ones', async () => {
    const search = (q: Record<string, string>, withCookie = true) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/user/followSearch?${new URLSearchParams(q)}`,
        headers: withCookie ? { cookie } : {},
      });
    expect((await search({ keyword: '应用' }, false)).json().code).toBe(401);
    await follow({ isFollow: '1', appId: IOS[3]! });

    const first = (await search({ keyword: '应用', pageSize: '20' })).json().data;
    expect(first.total).toBe(22);
    expect(first.hasMore).toBe(true);
    expect(first.list).toHaveLength(20);
    const third = first.list.find((a: { trackId: string }) => a.trackId === IOS[3]);
    expect(third).toEqual({
      trackId: IOS[3],
      trackName: '应用3',
      sellerName: '开发者',
      artworkUrl60: 'https://example.com/icon.png',
      followed: true,
    });
    expect(first.list.filter((a: { followed: boolean }) => a.followed)).toHaveLength(1);
    const second = (await search({ keyword: '应用', page: '2' })).json().data;
    expect([second.list.length, second.hasMore]).toEqual([2, false]);

    expect((await search({ keyword: IOS[5]! })).json().data.list[0].trackId).toBe(IOS[5]);
    const android = (await search({ keyword: '安卓', type: 'android', market: 'xiaomi' })).json().data;
    expect(android.list.map((a: { trackId: string; followed: boolean }) => [a.trackId, a.followed])).toEqual([
      ['com.example.app', false],
    ]);
    expect((await search({ keyword: '安卓', type: 'android', market: 'oppo' })).json().data.total).toBe(0);

    expect((await search({ keyword: '  ' })).json()).toMatchObject({ code: 400, msg: '请输入应用名称或ID' });
    expect((await search({ keyword: 'x'.repeat(101) })).json().msg).toBe('关键词不能超过100个字符');
    expect((await search({ keyword: '应用', market: 'nokia', type: 'android' })).json().msg).toBe('不支持的应用市场');
    expect((await search({ keyword: '应用', type: 'web' })).json().msg).toBe('搜索类型只能是 store 或 android');
    expect((await search({ keyword: "' OR 1=1 --" })).json().data.total).toBe(0);
    await follow({ isFollow: '-1', appId: IOS[3]! });
  });

  it('saves search keywords within the tier quota (10 / 50 / 100, codes 2 / 3 / 4), lists newest first', async () => {
    const save = (q: Record<string, string>, withCookie = true) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/user/followSearchKeyword?${new URLSearchParams(q)}`,
        headers: withCookie ? { cookie } : {},
      });
    const all = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/user/userKeywordAll', headers: { cookie } })).json().data;
    expect((await save({ keyword: '消消乐', isFollow: '1' }, false)).json().code).toBe(401);

    await setTier('normal');
    for (let i = 0; i < 10; i++) expect((await save({ keyword: `关键词 ${i}`, isFollow: '1' })).json().code).toBe(0);
    // Saving one again changes nothing; spaces are tidied.
    expect((await save({ keyword: '  关键词   3 ', isFollow: '1' })).json().data).toEqual({ follow: 10, limit: 10 });
    expect((await save({ keyword: '第十一个', isFollow: '1' })).json()).toEqual({
      code: 2,
      msg: '您保存的搜索关键词已达10个上限，开通VIP可保存50个搜索关键词',
      data: null,
    });
    const listed = await all();
    expect([listed.follow, listed.limit, listed.list.length]).toEqual([10, 10, 10]);
    expect(listed.list[0]).toMatchObject({ keyword: '关键词 9', country: 'cn' });
    expect(listed.list[0].savedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(listed.list.some((k: { keyword: string }) => k.keyword === '第十一个')).toBe(false);

    // The same word in another storefront is another saved keyword; dropping frees a place.
    expect((await save({ keyword: '关键词 0', country: 'us', isFollow: '1' })).json().code).toBe(2);
    expect((await save({ keyword: '关键词 0', isFollow: '-1' })).json().data).toEqual({ follow: 9, limit: 10 });
    expect((await save({ keyword: '关键词 0', country: 'us', isFollow: '1' })).json().data).toEqual({
      follow: 10,
      limit: 10,
    });

    await setTier('vip');
    expect((await save({ keyword: '第十一个', isFollow: '1' })).json().data).toEqual({ follow: 11, limit: 50 });
    await t.handle.db
      .insertInto('user_keywords')
      .values(Array.from({ length: 39 }, (_, i) => ({ uid: listedUid, country: 'cn', keyword: `批量${i}` })))
      .execute();
    expect((await save({ keyword: '再多一个', isFollow: '1' })).json()).toEqual({
      code: 3,
      msg: '您保存的搜索关键词已达50个上限，升级SVIP可保存100个搜索关键词',
      data: null,
    });
    await setTier('svip');
    await t.handle.db
      .insertInto('user_keywords')
      .values(Array.from({ length: 50 }, (_, i) => ({ uid: listedUid, country: 'us', keyword: `more${i}` })))
      .execute();
    expect((await save({ keyword: '再多一个', isFollow: '1' })).json()).toEqual({
      code: 4,
      msg: '您保存的搜索关键词已达100个上限，如需保存更多搜索关键词，请提交反馈',
      data: null,
    });

    expect((await save({ keyword: '   ', isFollow: '1' })).json()).toMatchObject({ code: 400, msg: '请输入关键词' });
    expect((await save({ keyword: 'k'.repeat(101), isFollow: '1' })).json().msg).toBe('关键词不能超过100个字符');
    expect((await save({ keyword: 'x', country: 'zz', isFollow: '1' })).json().msg).toBe('不支持的国家或地区');
    expect((await save({ keyword: 'x', isFollow: '0' })).json().msg).toBe('isFollow 只能是 1 或 -1');
    expect((await all()).follow).toBe(100);
  });
});
