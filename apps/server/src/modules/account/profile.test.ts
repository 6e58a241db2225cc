import {
  AVATAR_MAX_BYTES,
  ALL_ENDPOINTS,
  PROFILE_TEXTS as T,
  SLIDE_APP_KEY,
  SLIDE_SCENE,
  type AccountProfile,
  type UserInfo,
} from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { accountCentreSuite } from '../../../test/accountCentre.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR png body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([9, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);
const GIF = Buffer.from('GIF89a gif body');
const base64 = (bytes: Buffer) => bytes.toString('base64');

describe.each(testDatabaseKinds())('account centre profile on %s', (kind) => {
  const { world, get, post, account } = accountCentreSuite(kind);
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

  it('answers 401 to a visitor on every account endpoint but the avatar image', async () => {
    const proof = { csessionid: 'a'.repeat(32), nc_token: 'b'.repeat(32), sig: 'c'.repeat(43) };
    const slide = { ...proof, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY };
    // Input that parses: the login check is the handler's first step.
    const bodies: Record<string, Record<string, string>> = {
      '/v1/account/nickname': { nickname: '小明' },
      '/v1/account/avatar': { image: base64(PNG) },
      '/v1/account/contactCode': { email: 'new@example.com', ...slide },
      '/v1/account/bindContact': { email: 'new@example.com', emailCode: '123456' },
      '/v1/account/changePassword': { oldPassword: 'x', password: 'y' },
      '/v1/account/passwordCode': { channel: 'sms', ...slide },
      '/v1/account/setPassword': { channel: 'sms', code: '123456', password: 'y' },
    };
    const endpoints = ALL_ENDPOINTS.filter((e) => e.tag === 'account' && e.file === null);
    expect(endpoints.length).toBe(11);
    for (const endpoint of endpoints) {
      const answer =
        endpoint.method === 'GET' ? await get(endpoint.path) : await post(endpoint.path, bodies[endpoint.path] ?? {});
      expect(answer, endpoint.path).toEqual({ code: 401, msg: '请先登录', data: null });
    }
  });

  it('shows the masked phone, the password and the membership of user info, and the SVIP trial once claimed', async () => {
    const { cookie } = await account('13700000001');
    const user = (await get<UserInfo>('/v1/user/userData', cookie)).data;
    expect((await get<AccountProfile>('/v1/account/profile', cookie)).data).toEqual({
      user,
      phone: '137****0001',
      regionNum: '86',
      email: '',
      hasPassword: true,
      wechatOnly: false,
      svipTrialEndDate: '',
      svipTrialEnded: false,
    });
    const trial = (await post<UserInfo>('/v1/user/svipTrial', {}, cookie)).data;
    const profile = (await get<AccountProfile>('/v1/account/profile', cookie)).data;
    expect(profile).toMatchObject({ user: trial, svipTrialEndDate: trial.roleEndDate, svipTrialEnded: false });
    expect(profile.user.roleStr).toBe('svip');
    // Once over, the trial's end stays on show, and the tier underneath is back.
    await t.handle.db
      .updateTable('users')
      .set({ svip_trial_until: new Date('2026-01-10T16:00:00Z') })
      .where('uid', '=', user.uid.toString())
      .execute();
    expect((await get<AccountProfile>('/v1/account/profile', cookie)).data).toMatchObject({
      user: { roleStr: 'vip' },
      svipTrialEndDate: '2026-01-10',
      svipTrialEnded: true,
    });
  });

  it('saves a trimmed nickname of 1-20 characters and refuses others without a change', async () => {
    const { cookie } = await account('13700000002');
    const nickname = async () => (await get<UserInfo>('/v1/user/userData', cookie)).data.nickname;
    const before = await nickname();
    for (const [typed, msg] of [
      ['   ', T.nicknameEmpty],
      ['榜'.repeat(21), T.nicknameTooLong],
      ['小\u0007明', T.nicknameInvalid],
    ] as const) {
      expect(await post('/v1/account/nickname', { nickname: typed }, cookie)).toEqual({ code: 400, msg, data: null });
    }
    expect((await post('/v1/account/nickname', {}, cookie)).msg).toBe(T.nicknameEmpty);
    expect(await nickname()).toBe(before);

    const saved = await post<AccountProfile>('/v1/account/nickname', { nickname: '  数据小王😀  ' }, cookie);
    expect(saved.data.user.nickname).toBe('数据小王😀');
    expect(await nickname()).toBe('数据小王😀');
    expect((await post('/v1/account/nickname', { nickname: '榜'.repeat(20) }, cookie)).code).toBe(0);
  });

  it('keeps an avatar by its bytes and serves it at a versioned address user info names', async () => {
    const { cookie, uid } = await account('13700000003');
    const upload = (image: string) => post<AccountProfile>('/v1/account/avatar', { image }, cookie);
    const saved = await upload(base64(PNG));
    const url = saved.data.user.avatar_url;
    expect(url).toMatch(new RegExp(`^/v1/account/avatarImage\\?uid=${uid}&v=[\\w-]{16}$`));
    expect((await get<UserInfo>('/v1/user/userData', cookie)).data.avatar_url).toBe(url);

    // Anyone with the address gets the image (the header shows it), cached for good: a new one is a new address.
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const jpeg = (await upload(base64(JPEG))).data.user.avatar_url;
    expect(jpeg).not.toBe(url);
    const next = await t.app.inject({ method: 'GET', url: jpeg });
    expect(next.headers['content-type']).toBe('image/jpeg');
    expect(next.rawPayload.equals(JPEG)).toBe(true);
    const old = await t.app.inject({ method: 'GET', url });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 404, msg: T.avatarMissing, data: null });

    const webp = (await upload(base64(WEBP))).data.user.avatar_url;
    expect((await t.app.inject({ method: 'GET', url: webp })).headers['content-type']).toBe('image/webp');
  });

  it('refuses an avatar of another type, over 2 MB, empty or unreadable, and keeps the one it had', async () => {
    const { cookie } = await account('13700000004');
    const upload = (image: string) => post('/v1/account/avatar', { image }, cookie);
    // A GIF, and an SVG named .png with PNG's type: the bytes decide.
    expect(await upload(base64(GIF))).toEqual({ code: 400, msg: T.avatarType, data: null });
    expect((await upload(base64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).msg).toBe(T.avatarType);
    const large = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    JPEG.copy(large);
    expect((await upload(base64(large))).msg).toBe(T.avatarTooLarge);
    expect((await upload('')).msg).toBe(T.avatarEmpty);
    expect((await upload('not base64!')).msg).toBe(T.avatarUnreadable);
    // Far past the limit, the body is refused before it is read.
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v1/account/avatar',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: `image=${'A'.repeat(6 * 1024 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 400, msg: '请求内容过大', data: null });
    // Exactly 2 MB is fine.
    expect((await upload(base64(large.subarray(0, AVATAR_MAX_BYTES)))).code).toBe(0);
    const kept = (await get<UserInfo>('/v1/user/userData', cookie)).data.avatar_url;
    expect((await upload(base64(GIF))).code).toBe(400);
    expect((await get<UserInfo>('/v1/user/userData', cookie)).data.avatar_url).toBe(kept);
  });

  it("never reaches another account's data", async () => {
    const a = await account('13700000005');
    const b = await account('13700000006');
    const aBefore = (await get<UserInfo>('/v1/user/userData', a.cookie)).data;
    const aUrl = (await post<AccountProfile>('/v1/account/avatar', { image: base64(PNG) }, a.cookie)).data.user
      .avatar_url;
    // A uid in the body is no parameter: the session decides whose account changes.
    await post('/v1/account/nickname', { nickname: '别人', uid: a.uid }, b.cookie);
    expect((await get<UserInfo>('/v1/user/userData', a.cookie)).data.nickname).toBe(aBefore.nickname);
    const bProfile = (await get<AccountProfile>(`/v1/account/profile?uid=${a.uid}`, b.cookie)).data;
    expect(bProfile).toMatchObject({ user: { uid: Number(b.uid), nickname: '别人' }, phone: '137****0006' });
    // An avatar is found only by its own uid and current version.
    const version = new URL(aUrl, 'http://x').searchParams.get('v')!;
    const bUrl = (await post<AccountProfile>('/v1/account/avatar', { image: base64(JPEG) }, b.cookie)).data.user
      .avatar_url;
    expect((await t.app.inject({ method: 'GET', url: bUrl.replace(/uid=\d+/, `uid=${a.uid}`) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/account/avatarImage?uid=${b.uid}&v=${version}` })).statusCode,
    ).toBe(404);
    expect((await get(`/v1/account/avatarImage?uid=${a.uid}&v=short`)).msg).toBe(T.avatarMissing);
  });
});
