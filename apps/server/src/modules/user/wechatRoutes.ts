import {
  ACCOUNT_TEXTS,
  ApiFailure,
  ErrorCode,
  bindWechatQr,
  checkBind,
  checkLogin,
  WECHAT_BIND_PATH,
  WECHAT_BROWSER_COOKIE,
  WECHAT_QR_TTL_SECONDS,
  WECHAT_TICKET,
  wechatAuthorize,
  wechatLogin,
} from '@bangyan/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { presentUser } from '../../present/user.ts';
import { currentUser, optionalUser } from '../../session/current.ts';
import { startSession } from '../../session/sessions.ts';
import { refuseDisabled, type UserRow } from '../../session/users.ts';
import { bindWechat, findUserByWechat, recordLogin, recordUnionid } from './queries.ts';
import {
  confirmTicket,
  identityOf,
  issueTicket,
  takeConfirmed,
  ticketState,
  type InPage,
  type WechatIdentity,
} from './wechat.ts';
import {
  authorizeUrl,
  callbackPage,
  connectUrl,
  continuePage,
  exchangeCode,
  WECHAT_CALLBACK_PATH,
  WECHAT_PAGE_CALLBACK_PATH,
  wechatProfile,
} from './wechatOAuth.ts';

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

/** Where web authorization inside WeChat starts again: the login page returning to `referer`, or for a bind `referer`. */
const startAgain = (inPage: InPage | undefined) => {
  const referer = inPage?.referer ?? '/';
  return inPage?.bindUid !== undefined
    ? { href: referer, label: ACCOUNT_TEXTS.wechatPageBindBack }
    : { href: `/new/user/login?${new URLSearchParams({ referer })}`, label: ACCOUNT_TEXTS.wechatPageBack };
};

/**
 * A new ticket bound to this browser: a nonce in its WECHAT_BROWSER_COOKIE (HttpOnly, sent only to the callback),
 * whose hash the ticket keeps.
 */
async function browserTicket(req: FastifyRequest, reply: FastifyReply, deps: Deps, inPage?: InPage) {
  const nonce = randomBytes(18).toString('base64url');
  reply.setCookie(WECHAT_BROWSER_COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    path: WECHAT_CALLBACK_PATH,
    maxAge: WECHAT_QR_TTL_SECONDS,
    secure: req.protocol === 'https',
  });
  return issueTicket(deps.kv, nonce, inPage);
}

/**
 * Logs in the account a confirmed ticket's WeChat is bound to (by openid, else UnionID), using the ticket up and
 * recording the UnionID the account lacked; null when no account has that WeChat (the ticket stays, so the bind dialog
 * or page can bind it or register with it).
 */
async function wechatSignIn(deps: Deps, req: FastifyRequest, reply: FastifyReply, ticket: string, who: WechatIdentity) {
  const user = await findUserByWechat(deps.db, who);
  if (!user) return null;
  refuseDisabled(user);
  await takeConfirmed(deps.kv, ticket);
  if (who.unionid !== null && user.wechat_unionid === null) await recordUnionid(deps.db, user.uid, who.unionid);
  const now = new Date();
  const updated = await recordLogin(deps.db, user.uid, now);
  await startSession(deps, req, reply, user.uid, 'wechat');
  return presentUser(updated, now, user.first_login);
}

/** Binds a WeChat to the logged-in `user`, as the bind QR's polling does: one WeChat per account, one account each. */
async function bindToUser(deps: Deps, user: UserRow, who: WechatIdentity) {
  if (user.wechat_openid !== null) throw fail(ACCOUNT_TEXTS.wechatTaken);
  return presentUser(await bindWechat(deps.db, user.uid, who), new Date());
}

/**
 * The end of a web authorization inside WeChat for a confirmed ticket: logs in (or binds, for the logged-in account
 * that asked) and answers the path the page continues to: `referer`, or the bind page for a WeChat no account has.
 */
async function finishInPage(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  confirmed: { ticket: string; who: WechatIdentity; inPage: InPage },
) {
  const { ticket, who, inPage } = confirmed;
  const { referer, bindUid } = inPage;
  if (bindUid !== undefined) {
    await takeConfirmed(deps.kv, ticket);
    const user = await optionalUser(req, deps);
    // The session that asked to bind has ended or changed meanwhile: the WeChat is bound to nobody else.
    if (user?.uid !== bindUid) throw fail(ACCOUNT_TEXTS.wechatPageBindRefused);
    await bindToUser(deps, user, who);
    return referer;
  }
  const user = await wechatSignIn(deps, req, reply, ticket, who);
  return user ? referer : `${WECHAT_BIND_PATH}?${new URLSearchParams({ ticket, referer })}`;
}

/**
 * WeChat login and binding (spec 4, README.md): the QR and its polling, WeChat's callback, and inside WeChat's
 * browser the official account's web authorization.
 */
export function wechatRoutes(app: FastifyInstance): void {
  /**
   * A new scan ticket for this browser and its QR: WeChat's own QR page with a website app, else, outside production,
   * the development provider's QR of this server's scan page.
   */
  const wechatQr = async (req: FastifyRequest, reply: FastifyReply, deps: Deps) => {
    const open = deps.config.wechatOpen;
    const dev = deps.config.env !== 'production';
    if (!open && !dev) throw fail(ACCOUNT_TEXTS.wechatUnavailable);
    const ticket = await browserTicket(req, reply, deps);
    if (open)
      return {
        ticket,
        qrcodeUrl: '',
        connectUrl: connectUrl(open, deps.config.siteUrl, ticket),
        expiresIn: WECHAT_QR_TTL_SECONDS,
      };
    const scanUrl = `${req.protocol}://${req.headers.host ?? 'localhost'}/dev/wechat/scan?ticket=${ticket}`;
    return {
      ticket,
      qrcodeUrl: await QRCode.toDataURL(scanUrl, { margin: 1, width: 220 }),
      expiresIn: WECHAT_QR_TTL_SECONDS,
      scanUrl,
    };
  };

  route(app, wechatLogin, ({ req, reply, deps }) => wechatQr(req, reply, deps));

  route(app, wechatAuthorize, async ({ query, req, reply, deps }) => {
    const mp = deps.config.wechatMp;
    if (!mp) throw fail(ACCOUNT_TEXTS.wechatUnavailable);
    // A bind is for the logged-in account, which has no WeChat yet (as the bind QR's polling checks).
    const binder = query.intent === 'bind' ? await currentUser(req, deps) : null;
    if (binder && binder.wechat_openid !== null) throw fail(ACCOUNT_TEXTS.wechatTaken);
    // The referer as the Location header will carry it: percent-encoded (the contract took only this site's paths).
    const { pathname, search, hash } = new URL(query.referer, deps.config.siteUrl);
    const referer = `${pathname}${search}${hash}`;
    const ticket = await browserTicket(req, reply, deps, { referer, ...(binder ? { bindUid: binder.uid } : {}) });
    return { url: authorizeUrl(mp, deps.config.siteUrl, ticket) };
  });

  /**
   * WeChat's callback, a page address: in the login dialog's frame (the QR's, `/wechat/callback`), or the whole page
   * inside WeChat (web authorization's, `/wechat/callback/page`). The code is exchanged once, with that callback's
   * app, only for a waiting ticket of its kind issued to this browser.
   */
  const callback = (inPage: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const { deps } = app;
    const query = req.query as Record<string, unknown>;
    const code = typeof query.code === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(query.code) ? query.code : null;
    const state = typeof query.state === 'string' && WECHAT_TICKET.test(query.state) ? query.state : null;
    const nonce = req.cookies?.[WECHAT_BROWSER_COOKIE];
    const current = state === null ? null : await ticketState(deps.kv, state).catch(() => null);
    const waiting = current?.status === 'waiting' && (current.inPage !== undefined) === inPage ? current : null;
    const binding = waiting?.inPage?.bindUid !== undefined;
    const page = (ok: boolean, message: string) =>
      reply
        .type('text/html; charset=utf-8')
        .send(callbackPage(ok, message, inPage ? startAgain(waiting?.inPage) : undefined));
    const foreign = binding
      ? ACCOUNT_TEXTS.wechatPageBindRefused
      : inPage
        ? ACCOUNT_TEXTS.wechatPageForeign
        : ACCOUNT_TEXTS.wechatForeign;
    const wechatApp = inPage ? deps.config.wechatMp : deps.config.wechatOpen;
    if (!wechatApp) return page(false, ACCOUNT_TEXTS.wechatUnavailable);
    // No code: the person declined. No state, nonce or waiting ticket: not a callback this browser asked for.
    if (code === null || state === null || !nonce || !waiting) return page(false, foreign);
    let login: Awaited<ReturnType<typeof exchangeCode>>;
    try {
      login = await exchangeCode(wechatApp, code);
    } catch (err) {
      req.log.warn({ detail: (err as Error).message }, 'wechat code not honoured');
      const refused = binding ? ACCOUNT_TEXTS.wechatPageBindRefused : ACCOUNT_TEXTS.wechatPageRefused;
      return page(false, inPage ? refused : ACCOUNT_TEXTS.wechatCodeRefused);
    }
    const profile = await wechatProfile(wechatApp, login);
    const who = { openid: login.openid, unionid: login.unionid };
    if (!(await confirmTicket(deps.kv, state, who, { nonce, ...(profile ? { profile } : {}) })))
      return page(false, foreign);
    if (!waiting.inPage) return page(true, ACCOUNT_TEXTS.wechatConfirmed);
    let next: string;
    try {
      next = await finishInPage(deps, req, reply, { ticket: state, who, inPage: waiting.inPage });
    } catch (err) {
      if (err instanceof ApiFailure) return page(false, err.message);
      throw err;
    }
    return reply.type('text/html; charset=utf-8').send(continuePage(next));
  };
  app.get(WECHAT_CALLBACK_PATH, callback(false));
  app.get(WECHAT_PAGE_CALLBACK_PATH, callback(true));

  route(app, checkLogin, async ({ query, req, reply, deps }) => {
    const state = await ticketState(deps.kv, query.ticket);
    if (state.status === 'waiting') throw new ApiFailure(ErrorCode.WECHAT_WAITING);
    const user = await wechatSignIn(deps, req, reply, query.ticket, identityOf(state));
    if (!user) throw new ApiFailure(ErrorCode.WECHAT_NOT_BOUND);
    return user;
  });

  route(app, bindWechatQr, async ({ req, reply, deps }) => {
    await currentUser(req, deps);
    return wechatQr(req, reply, deps);
  });

  route(app, checkBind, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const state = await ticketState(deps.kv, query.ticket);
    if (state.status === 'waiting') throw new ApiFailure(ErrorCode.WECHAT_WAITING);
    return bindToUser(deps, user, (await takeConfirmed(deps.kv, query.ticket)).who);
  });
}
