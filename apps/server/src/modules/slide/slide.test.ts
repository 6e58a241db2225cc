import {
  SLIDE_APP_KEY,
  SLIDE_DISTANCE_PX,
  SLIDE_EXPIRED,
  SLIDE_FAILED,
  SLIDE_SCENE,
  SLIDE_SCENE_INVALID,
  SLIDE_TRACK_INVALID,
  VALIDATION_MESSAGES,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { FREQUENCY_LIMITS } from '../../http/frequency.ts';
import { humanDrag, robotDrag, trackText } from '../../../test/slide.ts';

describe.each(testDatabaseKinds())('slide verification and the frequent-operation unblock on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const challenge = async () =>
    (await t.app.inject({ method: 'GET', url: `/v1/slide/challenge?scene=${SLIDE_SCENE}` })).json();
  const verify = async (token: string, track: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/slide/verify',
      headers: FORM_HEADERS,
      payload: form({ token, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY, track }),
    });
  const pass = async () => {
    const { data } = await challenge();
    const res = await verify(data.token, trackText(humanDrag()));
    expect(res.json().code).toBe(0);
    const { sessionId, token, sig } = res.json().data;
    return { csessionid: sessionId, nc_token: token, sig, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY };
  };
  const free = (proof: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/v1/index/freeChecking', headers: FORM_HEADERS, payload: form(proof) });
  const feedback = () =>
    t.app.inject({
      method: 'POST',
      url: '/v1/public/advice',
      headers: FORM_HEADERS,
      payload: form({ content: '数据很好' }),
    });

  it('issues a challenge for the login scene only', async () => {
    const body = await challenge();
    expect(body).toMatchObject({ code: 0, data: { distance: SLIDE_DISTANCE_PX, expiresIn: 120 } });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const other = await t.app.inject({ method: 'GET', url: '/v1/slide/challenge?scene=other' });
    expect(other.json()).toEqual({ code: 400, msg: SLIDE_SCENE_INVALID, data: null });
  });

  it('passes a human drag once per challenge, and refuses a scripted one', async () => {
    const a = (await challenge()).data.token;
    const ok = await verify(a, trackText(humanDrag()));
    expect(ok.json()).toMatchObject({ code: 0, data: { token: a } });
    expect(ok.json().data.sessionId).toMatch(/^[a-f0-9]{32}$/);
    expect(ok.json().data.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await verify(a, trackText(humanDrag()))).json()).toEqual({ code: 400, msg: SLIDE_EXPIRED, data: null });

    const b = (await challenge()).data.token;
    expect((await verify(b, trackText(robotDrag()))).json()).toEqual({ code: 400, msg: SLIDE_FAILED, data: null });
    // The failed attempt used the challenge up: a second try needs a new one.
    expect((await verify(b, trackText(humanDrag()))).json()).toEqual({ code: 400, msg: SLIDE_EXPIRED, data: null });
  });

  it.each([
    ['', SLIDE_TRACK_INVALID],
    ['1,2;x', SLIDE_TRACK_INVALID],
    ['<script>', SLIDE_TRACK_INVALID],
    [Array(700).fill('1,1').join(';'), SLIDE_TRACK_INVALID],
  ])('refuses the track %j with a clear message', async (track, msg) => {
    const token = (await challenge()).data.token;
    expect((await verify(token, track)).json()).toEqual({ code: 400, msg, data: null });
  });

  it('blocks too frequent feedback with 418 until a passed slide check lifts it', async () => {
    for (let i = 0; i < FREQUENCY_LIMITS.feedback.max; i++) expect((await feedback()).json().code).toBe(0);
    const blocked = await feedback();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 418 });
    expect((await feedback()).json().code).toBe(418);

    // No pass, a forged one, a used one: still blocked.
    expect((await free({ scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY })).json()).toEqual({
      code: 400,
      msg: VALIDATION_MESSAGES.slideRequired,
      data: null,
    });
    const proof = await pass();
    expect((await free({ ...proof, sig: 'A'.repeat(43) })).json()).toEqual({
      code: 400,
      msg: VALIDATION_MESSAGES.slideRequired,
      data: null,
    });
    expect((await feedback()).json().code).toBe(418);

    const again = await pass();
    expect((await free(again)).json()).toEqual({ code: 0, msg: 'success', data: null });
    expect((await free(again)).json()).toEqual({ code: 400, msg: SLIDE_EXPIRED, data: null });
    expect((await feedback()).json().code).toBe(0);
  });
});

describe.each(testDatabaseKinds())('the data-request limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, remoteAddress = '10.1.0.1', cookie?: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

  it('answers 418 past the limit per IP, keeps the way out open, and a passed slide check lifts it', async () => {
    for (let i = 0; i < 5; i++) expect((await get('/v1/temple/friendLink')).json().code).toBe(0);
    const blocked = await get('/v1/temple/friendLink');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 418 });
    // Another visitor is not blocked; the blocked one can still check who it is and solve the slide.
    expect((await get('/v1/temple/friendLink', '10.1.0.2')).json().code).toBe(0);
    expect((await get('/v1/user/userData')).json().code).toBe(401);
    const token = (await get(`/v1/slide/challenge?scene=${SLIDE_SCENE}`)).json().data.token;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/v1/slide/verify',
      remoteAddress: '10.1.0.1',
      headers: FORM_HEADERS,
      payload: form({ token, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY, track: trackText(humanDrag()) }),
    });
    const { sessionId, sig } = verified.json().data;
    const freed = await t.app.inject({
      method: 'POST',
      url: '/v1/index/freeChecking',
      remoteAddress: '10.1.0.1',
      headers: FORM_HEADERS,
      payload: form({ csessionid: sessionId, nc_token: token, sig, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY }),
    });
    expect(freed.json().code).toBe(0);
    expect((await get('/v1/temple/friendLink')).json().code).toBe(0);
  });

  it('counts a session wherever it comes from', async () => {
    const cookie = `by_session=${'s'.repeat(43)}`;
    for (let i = 0; i < 5; i++)
      expect((await get('/v1/temple/friendLink', `10.2.0.${i + 1}`, cookie)).json().code).toBe(0);
    expect((await get('/v1/temple/friendLink', '10.2.0.9', cookie)).json().code).toBe(418);
    expect((await get('/v1/temple/friendLink', '10.2.0.9')).json().code).toBe(0);
  });
});

describe.each(testDatabaseKinds())('the data-request limit behind a proxy on %s', (kind) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const server = async (trustProxy: string) => {
    const t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: trustProxy });
    apps.push(t);
    return (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/temple/friendLink',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
  };

  it('with a number of proxies, counts the address the nearest proxy saw, whatever the client forged', async () => {
    const get = await server('1');
    for (let i = 0; i < 5; i++) expect((await get('10.0.0.1', `198.51.100.${i}, 203.0.113.7`)).json().code).toBe(0);
    expect((await get('10.0.0.1', '198.51.100.99, 203.0.113.7')).json().code).toBe(418);
    // Another visitor behind the same proxy is counted apart.
    expect((await get('10.0.0.1', '203.0.113.8')).json().code).toBe(0);
  });

  it("with the proxies' addresses, takes X-Forwarded-For only from them", async () => {
    const get = await server('127.0.0.1,10.0.0.0/8');
    for (let i = 0; i < 5; i++) expect((await get('10.0.0.1', `198.51.100.${i}, 203.0.113.7`)).json().code).toBe(0);
    expect((await get('10.0.0.2', '198.51.100.99, 203.0.113.7')).json().code).toBe(418);
    // A client that reaches the server directly is counted by its own address, whatever it forwards.
    for (let i = 0; i < 5; i++) expect((await get('192.0.2.1', `203.0.113.${i + 20}`)).json().code).toBe(0);
    expect((await get('192.0.2.1', '203.0.113.99')).json().code).toBe(418);
  });
});
