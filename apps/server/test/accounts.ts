/**
 * The account suites' shared setup: the app on an empty database, its public key, and helpers that
 * pass the slide check, send and read codes, register, log in, count users and confirm a WeChat scan.
 */
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { SESSION_COOKIE, SLIDE_APP_KEY, SLIDE_SCENE } from '@bangyan/contract';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, form, FORM_HEADERS, type TestApp } from './app.ts';
import { humanDrag, trackText } from './slide.ts';
import { registerTestUser } from './users.ts';
import type { DbKind } from '@bangyan/db';

/**
 * Registers the suite's hooks in the calling describe; `world()` answers what they set up. With `member`, the
 * phone account the registration test makes (13800138000, password abc12345) exists from the start; `env` (read when
 * the suite starts) configures the server, e.g. an SMS provider's stand-in.
 */
export function accountSuite(kind: DbKind, options: { member?: boolean; env?: () => Record<string, string> } = {}) {
  let t: TestApp;
  let spki: string;
  beforeAll(async () => {
    t = await createTestApp(kind, options.env?.());
    spki = (await t.app.inject({ method: 'GET', url: '/v1/user/publicKey' })).json().data.spki;
    if (options.member) await registerTestUser(t, '13800138000', 'abc12345');
  });
  afterAll(async () => {
    await t.close();
  });

  const encrypt = (password: string) =>
    publicEncrypt(
      {
        key: createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(password),
    ).toString('base64');
  const pass = async () => {
    const token = (await t.app.inject({ method: 'GET', url: `/v1/slide/challenge?scene=${SLIDE_SCENE}` })).json().data
      .token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/slide/verify',
      headers: FORM_HEADERS,
      payload: form({ token, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY, track: trackText(humanDrag()) }),
    });
    const { sessionId, sig } = res.json().data;
    return { csessionid: sessionId, nc_token: token, sig, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY };
  };
  const sendCode = async (phone: string, withPass = true) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/code/registerCode?${new URLSearchParams({
        regionNum: '86',
        phone,
        ...(withPass ? await pass() : {}),
      })}`,
    });
  const outboxCode = async (phone: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(`+86 ${phone}`)}` });
    return res.json().data[0] as { code: string; body: string; purpose: string };
  };
  const registerUser = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/register',
      headers: FORM_HEADERS,
      payload: form({ regionNum: '86', ...fields }),
    });
  const loginUser = async (username: string, password: string, withPass = true) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: FORM_HEADERS,
      payload: form({ username, password: encrypt(password), ...(withPass ? await pass() : {}) }),
    });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === SESSION_COOKIE)!;
    return `${c.name}=${c.value}`;
  };
  const userCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The development WeChat's scan-and-confirm of a QR's ticket, as the WeChat account named `name`. */
  const scan = (ticket: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/dev/wechat/confirm',
      headers: FORM_HEADERS,
      payload: form({ ticket, name }),
    });
  const world = () => ({ t, spki });
  return { world, encrypt, pass, sendCode, outboxCode, registerUser, loginUser, cookieOf, userCount, scan };
}
