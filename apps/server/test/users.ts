import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { SESSION_COOKIE, SLIDE_APP_KEY, SLIDE_SCENE } from '@bangyan/contract';
import { form, FORM_HEADERS, type TestApp } from './app.ts';
import { humanDrag, trackText } from './slide.ts';

/** `password` encrypted with the server's public key, as the browser sends every password. */
export async function encryptTestPassword(t: TestApp, password: string): Promise<string> {
  const spki = (await t.app.inject({ method: 'GET', url: '/v1/user/publicKey' })).json().data.spki as string;
  const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  const padding = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
  return publicEncrypt({ key, ...padding }, Buffer.from(password)).toString('base64');
}

/**
 * Registers an account through the API as the browser does (slide check, SMS code from the
 * development outbox, encrypted password) and answers its session cookie and uid. The account has
 * the registration gift (two months of VIP).
 */
export async function registerTestUser(
  t: TestApp,
  phone: string,
  password = 'member2026',
): Promise<{ cookie: string; cookieValue: string; uid: string }> {
  const encrypted = await encryptTestPassword(t, password);
  const challenge = await t.app.inject({ method: 'GET', url: `/v1/slide/challenge?scene=${SLIDE_SCENE}` });
  const token = challenge.json().data.token as string;
  const drag = form({ token, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY, track: trackText(humanDrag()) });
  const verify = await t.app.inject({ method: 'POST', url: '/v1/slide/verify', headers: FORM_HEADERS, payload: drag });
  const pass = verify.json().data;
  const proof = { csessionid: pass.sessionId, nc_token: token, sig: pass.sig };
  const query = new URLSearchParams({ regionNum: '86', phone, ...proof, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY });
  const sent = await t.app.inject({ method: 'GET', url: `/v1/code/registerCode?${query}` });
  if (sent.json().code !== 0) throw new Error(`registerCode: ${sent.body}`);
  const code = (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` })).json().data[0].code as string;
  const account = form({ regionNum: '86', phone, phoneCode: code, password: encrypted });
  const res = await t.app.inject({ method: 'POST', url: '/v1/user/register', headers: FORM_HEADERS, payload: account });
  if (res.json().code !== 0) throw new Error(`register: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('register: no session cookie');
  return { cookie: `${cookie.name}=${cookie.value}`, cookieValue: cookie.value, uid: String(res.json().data.uid) };
}

/** A password login as the browser makes it (a slide pass, the password encrypted); the raw response. */
export async function loginTestUser(t: TestApp, username: string, password = 'member2026') {
  const token = (await t.app.inject({ method: 'GET', url: `/v1/slide/challenge?scene=${SLIDE_SCENE}` })).json().data
    .token as string;
  const drag = form({ token, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY, track: trackText(humanDrag()) });
  const pass = (
    await t.app.inject({ method: 'POST', url: '/v1/slide/verify', headers: FORM_HEADERS, payload: drag })
  ).json().data;
  const fields = {
    username,
    password: await encryptTestPassword(t, password),
    csessionid: pass.sessionId,
    nc_token: token,
  };
  return t.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    headers: FORM_HEADERS,
    payload: form({ ...fields, sig: pass.sig, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY }),
  });
}
