import {
  ACCOUNT_TEXTS,
  ApiFailure,
  DAY_MS,
  defaultNickname,
  ErrorCode,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  forgetCode,
  forgetEmailCode,
  login,
  loginCode,
  logout,
  quickLogin,
  resetPassword,
  SVIP_TRIAL_DAYS,
  svipTrial,
  saveUserBangListType,
  wechatBindAccount,
  publicKey,
  register,
  registerCode,
  userData,
  nicknameFailure,
  type CodePurpose,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { guardFrequency, visitorKeys } from '../../http/frequency.ts';
import { route } from '../../http/route.ts';
import { consumePass } from '../../slideCheck/passes.ts';
import { checkCode } from '../../credentials/codes.ts';
import {
  codeForm,
  codeRequest,
  findUserByContact,
  recipientOf,
  takenText,
  unknownText,
} from '../../credentials/contact.ts';
import { decryptPassword, passwordKey, readNewPassword } from '../../credentials/keys.ts';
import { hashPassword, verifyPassword } from '../../credentials/password.ts';
import { sendContactCode } from '../../credentials/send.ts';
import {
  bindWechat,
  findUserByUsername,
  insertUser,
  recordLogin,
  setListMode,
  setPasswordHash,
  startSvipTrial,
} from './queries.ts';
import { currentUser, optionalUser } from '../../session/current.ts';
import { endOtherSessions, endSession, startSession } from '../../session/sessions.ts';
import { refuseDisabled, type UserRow } from '../../session/users.ts';
import { confirmTicket, devOpenid, devScanPage, takeConfirmed } from './wechat.ts';
import { wechatRoutes } from './wechatRoutes.ts';
import { effectiveTier } from '../../access/membership.ts';
import { presentUser } from '../../present/user.ts';
import { devChannelRoutes } from '../../alerts/channels/devRoutes.ts';

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

/** Registration, login, user info and logout (spec 2.5, 3, 4, 5, 7). */
export function userRoutes(app: FastifyInstance): void {
  route(app, publicKey, async ({ deps }) => {
    const { kid, spki } = await passwordKey(deps.db);
    return { kid, spki };
  });

  /** Codes: the phone or email, a slide pass, whether it must be new or known, then the code. */
  const codeRoute = (endpoint: typeof registerCode | typeof loginCode | typeof forgetEmailCode, purpose: CodePurpose) =>
    route(app, endpoint, async ({ query, req, deps }) =>
      sendContactCode(deps, req, codeRequest(query), purpose, async (contact) => {
        const taken = (await findUserByContact(deps.db, contact)) !== undefined;
        if (purpose === 'register' && taken) throw fail(takenText(contact));
        if (purpose !== 'register' && !taken) throw fail(unknownText(contact));
      }),
    );
  codeRoute(registerCode, 'register');
  codeRoute(loginCode, 'login');
  codeRoute(forgetCode, 'reset');
  codeRoute(forgetEmailCode, 'reset');

  route(app, register, async ({ body, req, reply, deps }) => {
    const { contact, code } = codeForm(body);
    const password = await readNewPassword(deps.db, body.password);
    if ((await findUserByContact(deps.db, contact)) !== undefined) throw fail(takenText(contact));
    await checkCode(deps.kv, 'register', recipientOf(contact), code);
    const now = new Date();
    const scan = body.wechatTicket === undefined ? null : await takeConfirmed(deps.kv, body.wechatTicket);
    // A WeChat scan's nickname and avatar, when WeChat told them and the nickname passes the profile's rule.
    const wechatName = scan?.profile?.nickname.trim() ?? '';
    const user = await insertUser(deps.db, {
      contact,
      passwordHash: await hashPassword(password),
      nickname: wechatName !== '' && nicknameFailure(wechatName) === null ? wechatName : defaultNickname(contact),
      avatarUrl: scan?.profile?.avatar ?? '',
      now,
    });
    const bound = scan === null ? user : await bindWechat(deps.db, user.uid, scan.who);
    await startSession(deps, req, reply, user.uid, 'register');
    return presentUser(bound, now);
  });

  route(app, login, async ({ body, req, reply, deps }) => {
    await guardFrequency(deps.kv, visitorKeys(req), 'login');
    await consumePass(deps.kv, body);
    const user = await passwordUser(deps, body.username, body.password);
    refuseDisabled(user);
    const now = new Date();
    const firstLogin = user.first_login;
    const updated = await recordLogin(deps.db, user.uid, now);
    await startSession(deps, req, reply, user.uid, 'password');
    return presentUser(updated, now, firstLogin);
  });

  route(app, quickLogin, async ({ query, req, reply, deps }) => {
    const { contact, code } = codeForm({ ...query, emailCode: '' });
    await guardFrequency(deps.kv, visitorKeys(req), 'login');
    const user = await findUserByContact(deps.db, contact);
    if (!user) throw fail(unknownText(contact));
    await checkCode(deps.kv, 'login', recipientOf(contact), code);
    refuseDisabled(user);
    const now = new Date();
    const updated = await recordLogin(deps.db, user.uid, now);
    await startSession(deps, req, reply, user.uid, 'code');
    return presentUser(updated, now, user.first_login);
  });

  route(app, resetPassword, async ({ body, deps }) => {
    const { contact, code } = codeForm(body);
    const password = await readNewPassword(deps.db, body.password);
    const user = await findUserByContact(deps.db, contact);
    if (!user) throw fail(unknownText(contact));
    await checkCode(deps.kv, 'reset', recipientOf(contact), code);
    await setPasswordHash(deps.db, user.uid, await hashPassword(password));
    // A reset also lifts a lock from failed logins under either login name, and logs the account out everywhere.
    await deps.kv.delete(
      ...[user.phone, user.email]
        .filter((n): n is string => n !== null)
        .map((n) => `login:failures:${n.toLowerCase()}`),
    );
    await endOtherSessions(deps, user.uid, null);
    return null;
  });

  // Spec 2.2 asks on every navigation: a visitor is an answer, not an HTTP failure the browser logs as an error; the
  // code stays 401 (spec 8: a user-info error code clears the stored user info).
  route(app, userData, async ({ req, deps }) => {
    const user = await optionalUser(req, deps);
    if (!user) throw new ApiFailure(ErrorCode.NOT_LOGGED_IN, undefined, 200);
    return presentUser(user, new Date());
  });

  route(app, saveUserBangListType, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    await setListMode(deps.db, user.uid, query.type);
    return null;
  });

  route(app, svipTrial, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const now = new Date();
    if (user.svip_trial_until !== null) throw fail(ACCOUNT_TEXTS.trialUsed);
    if (effectiveTier(user, now).tier === 'svip') throw fail(ACCOUNT_TEXTS.alreadySvip);
    const started = await startSvipTrial(deps.db, user.uid, new Date(now.getTime() + SVIP_TRIAL_DAYS * DAY_MS));
    if (!started) throw fail(ACCOUNT_TEXTS.trialUsed);
    return presentUser(started, now);
  });

  route(app, logout, async ({ req, reply, deps }) => {
    await endSession(deps, req, reply);
    return null;
  });

  wechatRoutes(app);

  route(app, wechatBindAccount, async ({ body, req, reply, deps }) => {
    await guardFrequency(deps.kv, visitorKeys(req), 'login');
    await consumePass(deps.kv, body);
    const user = await passwordUser(deps, body.username, body.password);
    if (user.wechat_openid !== null) throw fail(ACCOUNT_TEXTS.wechatTaken);
    refuseDisabled(user);
    await bindWechat(deps.db, user.uid, (await takeConfirmed(deps.kv, body.ticket)).who);
    const now = new Date();
    const updated = await recordLogin(deps.db, user.uid, now);
    await startSession(deps, req, reply, user.uid, 'password');
    return presentUser(updated, now, user.first_login);
  });

  // Development only: what the built-in SMS and email providers "sent", newest first; the alert
  // channels' stand-ins (mail outbox, WeChat template messages, webhook receiver) beside it.
  if (app.deps.config.env !== 'production') {
    devChannelRoutes(app);
    app.get('/dev/outbox', async (req) => {
      const to =
        typeof (req.query as Record<string, unknown>).to === 'string'
          ? String((req.query as Record<string, unknown>).to)
          : null;
      let query = app.deps.db
        .selectFrom('dev_outbox')
        .select(['channel', 'recipient', 'purpose', 'code', 'body', 'created_at'])
        .orderBy('id', 'desc')
        .limit(50);
      // A bare phone number matches it in any region; anything else is a whole recipient.
      if (to)
        query = /^\d{5,20}$/.test(to)
          ? query.where('recipient', 'like', `% ${to}`)
          : query.where('recipient', '=', to.toLowerCase());
      return { code: ErrorCode.OK, msg: 'success', data: await query.execute() };
    });
    // The development WeChat provider: the page its QR opens, and the confirm that page posts.
    app.get('/dev/wechat/scan', async (req, reply) => {
      const ticket = String((req.query as Record<string, unknown>).ticket ?? '');
      return reply.type('text/html; charset=utf-8').send(devScanPage(ticket));
    });
    app.post('/dev/wechat/confirm', async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const name =
        String(body.name ?? '')
          .trim()
          .slice(0, 40) || '微信用户';
      const who = { openid: devOpenid(name), unionid: null };
      const ok = await confirmTicket(app.deps.kv, String(body.ticket ?? ''), who);
      const message = ok ? '已确认登录，请回到电脑端' : '二维码已失效，请在电脑端刷新';
      const style = 'font:18px sans-serif;margin:40px';
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><meta charset="utf-8"><p data-testid="wechat-result" style="${style}">${message}</p>`);
    });
  }
}

/** A hash of nothing anyone can type, so a login for an unknown account costs the same time. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * The account whose login name and (encrypted) password these are, for a login or a WeChat bind. Every try counts
 * toward the name's lock before its password is checked, in one step, so of any number sent at once at most
 * LOGIN_MAX_FAILURES are checked; the right password clears the count.
 */
async function passwordUser(deps: Deps, username: string, encrypted: string): Promise<UserRow> {
  const password = decryptPassword(await passwordKey(deps.db), encrypted);
  const failures = `login:failures:${username.toLowerCase()}`;
  if ((await deps.kv.increment(failures, LOGIN_LOCK_MINUTES * 60)) > LOGIN_MAX_FAILURES)
    throw fail(ACCOUNT_TEXTS.loginLocked);
  const user = await findUserByUsername(deps.db, username);
  // The same answer, and a hash computed either way, whether or not the account exists.
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) throw fail(ACCOUNT_TEXTS.loginFailed);
  await deps.kv.delete(failures);
  return user;
}
