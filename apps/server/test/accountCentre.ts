/**
 * The account centre suites' shared setup (modules/account): the account suite's app and helpers, and requests as
 * a logged-in user: GET and form POST with a session cookie, a login from a named browser, an account of its own.
 */
import type { DbKind } from '@bangyan/db';
import { accountSuite } from './accounts.ts';
import { form, FORM_HEADERS } from './app.ts';
import { registerTestUser } from './users.ts';

export type Answer<T = unknown> = { code: number; msg: string; data: T };

/** A Windows Chrome, as the login history names it: 'Chrome 131 · Windows'. */
export const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function accountCentreSuite(kind: DbKind) {
  const suite = accountSuite(kind);
  const { world, encrypt, pass, cookieOf } = suite;

  const get = async <T>(url: string, cookie?: string): Promise<Answer<T>> =>
    (await world().t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json();
  /** A form POST, from `ip` (code sends count per address: a test that sends many uses its own). */
  const post = async <T>(
    url: string,
    fields: Record<string, string>,
    cookie?: string,
    ip = '127.0.0.1',
  ): Promise<Answer<T>> =>
    (
      await world().t.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
        payload: form(fields),
      })
    ).json();

  /** A password login as `userAgent`'s browser from `ip`: the session cookie. */
  const loginFrom = async (username: string, password: string, userAgent = WINDOWS_CHROME, ip = '10.1.0.1') => {
    const res = await world().t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      remoteAddress: ip,
      headers: { ...FORM_HEADERS, 'user-agent': userAgent },
      payload: form({ username, password: encrypt(password), ...(await pass()) }),
    });
    if (res.json().code !== 0) throw new Error(`login: ${res.body}`);
    return cookieOf(res);
  };

  /** A new account of the phone (password member2026): its cookie and uid. */
  const account = (phone: string) => registerTestUser(world().t, phone);

  /** The newest code the development outbox holds for `recipient` ('+86 13800138000' or an email). */
  const codeFor = async (recipient: string) =>
    await world()
      .t.handle.db.selectFrom('dev_outbox')
      .select(['code', 'purpose', 'body'])
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  return { ...suite, get, post, loginFrom, account, codeFor };
}
