/**
 * WeChat QR login (spec 4). A login ticket lives in the key/value store for WECHAT_QR_TTL_SECONDS:
 * 'waiting' until the phone confirms, then 'confirmed' with the WeChat account (openid, and unionid when told). The
 * development provider's QR opens a page of this server (`/dev/wechat/scan`) that plays the
 * phone's scan-and-confirm; with a WeChat Open Platform website app (wechatOAuth.ts) the QR is WeChat's own and
 * WeChat's callback confirms, from the browser the QR was shown in. Inside WeChat's browser the same ticket is the
 * state of the official account's web authorization, which returns the whole page to `referer` (logged in, or with
 * `bindUid` the WeChat bound to that logged-in account).
 */
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_TEXTS, ApiFailure, ErrorCode, WECHAT_QR_TTL_SECONDS } from '@bangyan/contract';
import type { KvStore } from '../../infra/kv.ts';

/** A web authorization inside WeChat (the official account's): it returns to `referer`; with `bindUid`, it binds. */
export interface InPage {
  referer: string;
  bindUid?: string;
}

/**
 * `browser`: a hash of the nonce cookie of the browser the QR was shown in (WeChat's callback must come from it);
 * `inPage`: a web authorization inside WeChat.
 */
type TicketState =
  | { status: 'waiting'; browser: string; inPage?: InPage }
  | { status: 'confirmed'; openid: string; unionid?: string; profile?: WechatProfile };

/** Who WeChat says confirmed: the openid (one per app) and the UnionID (one per person across apps), when told. */
export interface WechatIdentity {
  openid: string;
  unionid: string | null;
}

/** What WeChat tells of the person (Open Platform login): a new account starts with it. */
export interface WechatProfile {
  nickname: string;
  /** An https address of the WeChat avatar, or ''. */
  avatar: string;
}

const ticketKey = (ticket: string) => `wechat:ticket:${ticket}`;
export const browserHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/**
 * A new ticket (WECHAT_TICKET: 32 hex digits) for the browser holding `nonce` (its WECHAT_BROWSER_COOKIE); with
 * `inPage`, for web authorization inside WeChat.
 */
export async function issueTicket(kv: KvStore, nonce: string, inPage?: InPage): Promise<string> {
  const ticket = randomBytes(16).toString('hex');
  const state: TicketState = { status: 'waiting', browser: browserHash(nonce), ...(inPage ? { inPage } : {}) };
  await kv.set(ticketKey(ticket), JSON.stringify(state), WECHAT_QR_TTL_SECONDS);
  return ticket;
}

export async function ticketState(kv: KvStore, ticket: string): Promise<TicketState> {
  const raw = await kv.get(ticketKey(ticket));
  if (raw === null) throw new ApiFailure(ErrorCode.BAD_REQUEST, ACCOUNT_TEXTS.wechatExpired);
  return JSON.parse(raw) as TicketState;
}

/**
 * The phone confirmed: the ticket now names the WeChat account. False when the ticket is gone, already confirmed
 * (a state used once), or, with `nonce`, shown in another browser than the one confirming.
 */
export async function confirmTicket(
  kv: KvStore,
  ticket: string,
  who: WechatIdentity,
  options: { nonce?: string; profile?: WechatProfile } = {},
): Promise<boolean> {
  const { nonce, profile } = options;
  const { openid, unionid } = who;
  const raw = await kv.get(ticketKey(ticket));
  const state = raw === null ? null : (JSON.parse(raw) as TicketState);
  if (state?.status !== 'waiting') return false;
  if (nonce !== undefined && state.browser !== browserHash(nonce)) return false;
  await kv.set(
    ticketKey(ticket),
    JSON.stringify({
      status: 'confirmed',
      openid,
      ...(unionid !== null ? { unionid } : {}),
      ...(profile ? { profile } : {}),
    } satisfies TicketState),
    WECHAT_QR_TTL_SECONDS,
  );
  return true;
}

/** A confirmed ticket's WeChat account. */
export const identityOf = (state: { openid: string; unionid?: string }): WechatIdentity => ({
  openid: state.openid,
  unionid: state.unionid ?? null,
});

/** Uses up a confirmed ticket and answers its WeChat account and profile (one login or binding per scan). */
export async function takeConfirmed(
  kv: KvStore,
  ticket: string,
): Promise<{ who: WechatIdentity; profile: WechatProfile | null }> {
  const raw = await kv.take(ticketKey(ticket));
  const state = raw === null ? null : (JSON.parse(raw) as TicketState);
  if (state?.status !== 'confirmed') throw new ApiFailure(ErrorCode.BAD_REQUEST, ACCOUNT_TEXTS.wechatExpired);
  return { who: identityOf(state), profile: state.profile ?? null };
}

/** The development provider's stand-in for a WeChat account: one per WeChat name typed on the scan page. */
export const devOpenid = (name: string) => `dev-${createHash('sha256').update(name).digest('base64url').slice(0, 24)}`;

/** The development scan page: what a phone shows after scanning, with the confirm button. */
export function devScanPage(ticket: string): string {
  const safe = ticket.replace(/[^A-Za-z0-9_-]/g, '');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信扫码登录（开发环境模拟）</title>
<style>body{font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;max-width:420px;margin:40px auto;
padding:0 20px;color:#1f2633}
h1{font-size:20px}p{color:#6b7380}
input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;margin:12px 0;
border:1px solid #d9dde5;border-radius:6px}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#07c160;color:#fff}</style></head>
<body><h1>榜眼 请求使用你的微信登录</h1><p>开发环境模拟：这一页代替手机微信的扫码确认。</p>
<form method="post" action="/dev/wechat/confirm"><input type="hidden" name="ticket" value="${safe}">
<label>微信昵称<input name="name" value="微信用户" maxlength="40" data-testid="wechat-name"></label>
<button type="submit" data-testid="wechat-confirm">确认登录</button></form></body></html>`;
}
