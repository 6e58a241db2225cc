import { ADMIN_COOKIE, SECOND_MS, TOTP_PERIOD_SECONDS, type AdminRole } from '@bangyan/contract';
import { createAdmin, type NewAdmin } from '../src/admin/accounts.ts';
import { totpCode } from '../src/credentials/totp.ts';
import { form, FORM_HEADERS, type TestApp } from './app.ts';
import { encryptTestPassword } from './users.ts';

/** An operator made as the CLI makes one (`createAdmin`), with its password and TOTP secret. */
export const createTestAdmin = (t: TestApp, username: string, role: AdminRole): Promise<NewAdmin> =>
  createAdmin(t.handle.db, { username, role });

/**
 * POSTs a console login as the browser does (the password encrypted); `code` defaults to the operator's TOTP code
 * now. Answers the envelope and the `by_admin` cookie header when one was set.
 */
export async function postAdminLogin(
  t: TestApp,
  admin: Pick<NewAdmin, 'username' | 'password' | 'totpSecret'>,
  options: { code?: string; password?: string; remoteAddress?: string } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/login',
    headers: FORM_HEADERS,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    payload: form({
      username: admin.username,
      password: await encryptTestPassword(t, options.password ?? admin.password),
      code: options.code ?? totpCode(admin.totpSecret, Date.now()),
    }),
  });
  const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE);
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: unknown },
    setCookie: cookie,
    cookie: cookie ? `${ADMIN_COOKIE}=${cookie.value}` : '',
  };
}

/** A logged-in operator of `role`: its account and its console cookie. */
export async function loginTestAdmin(t: TestApp, username: string, role: AdminRole) {
  const admin = await createTestAdmin(t, username, role);
  const login = await postAdminLogin(t, admin);
  if (login.body.code !== 0) throw new Error(`admin login: ${JSON.stringify(login.body)}`);
  return { admin, cookie: login.cookie };
}

/** A code no step near now has (each step's code compared), so a login with it fails whatever the clock does. */
export function wrongTotpCode(secret: string): string {
  const period = TOTP_PERIOD_SECONDS * SECOND_MS;
  const near = new Set([-2, -1, 0, 1, 2, 3].map((k) => totpCode(secret, Date.now() + k * period)));
  return ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].find((c) => !near.has(c))!;
}

/** The console's refund of an order (订单 → 标记退款) by the operator logged in with `cookie`: the envelope. */
export const refundAsAdmin = async (t: TestApp, cookie: string, orderNo: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/v1/admin/orders/refund',
      headers: { ...FORM_HEADERS, cookie },
      payload: form({ orderNo, reason: '用户申请退款' }),
    })
  ).json() as { code: number; msg: string };
