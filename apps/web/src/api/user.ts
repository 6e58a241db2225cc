import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  ApiFailure,
  bindWechatQr,
  checkBind,
  checkLogin,
  ErrorCode,
  forgetCode,
  forgetEmailCode,
  login,
  wechatBindAccount,
  wechatAuthorize,
  wechatLogin,
  loginCode,
  logout,
  publicKey,
  quickLogin,
  register,
  registerCode,
  resetPassword,
  userData,
  TIERS,
  PAID_TIERS,
  type SlideProof,
  type UserInfo,
} from '@bangyan/contract';
import { browserStorage, readJson, writeJson } from '../lib/storage.ts';
import { request } from './client.ts';

/** Spec 3: the browser keeps the non-secret user info under 'userinfo' (the session is an HttpOnly cookie). */
export const USER_INFO_STORAGE_KEY = 'userinfo';
export const USER_INFO_QUERY_KEY = [userData.path] as const;

/**
 * Whether a value has the shape of the contract's userInfoSchema (the stored copy may come from an
 * older release). A guard, not the schema: the web bundle carries no zod.
 */
export function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.uid) &&
    typeof v.nickname === 'string' &&
    typeof v.avatar_url === 'string' &&
    (TIERS as readonly unknown[]).includes(v.roleStr) &&
    typeof v.roleEndDate === 'string' &&
    typeof v.firstLogin === 'boolean' &&
    (v.bangListType === 'card' || v.bangListType === 'list') &&
    typeof v.svipTrialUsed === 'boolean' &&
    typeof v.wechatBound === 'boolean' &&
    Array.isArray(v.memberships) &&
    v.memberships.every(isRunningMembership)
  );
}

function isRunningMembership(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    (PAID_TIERS as readonly unknown[]).includes(m.tier) &&
    (m.kind === 'trial' || m.kind === 'paid') &&
    typeof m.endDate === 'string'
  );
}

function storedUserInfo(): UserInfo | null {
  const stored = readJson(browserStorage(), USER_INFO_STORAGE_KEY);
  return isUserInfo(stored) ? stored : null;
}

/** Keeps the stored copy in step: written on success, cleared on an error code (spec 8). */
function storeUserInfo(info: UserInfo | null): void {
  if (info) writeJson(browserStorage(), USER_INFO_STORAGE_KEY, info);
  else browserStorage().removeItem(USER_INFO_STORAGE_KEY);
}

/** The logged-in user, or null; the stored copy shows at once and the server's answer replaces it. */
export function useUserInfo() {
  return useQuery({
    queryKey: USER_INFO_QUERY_KEY,
    queryFn: async ({ signal }): Promise<UserInfo | null> => {
      const envelope = await request(userData, undefined, { signal });
      const info = envelope.code === 0 ? envelope.data : null;
      storeUserInfo(info);
      return info;
    },
    initialData: storedUserInfo,
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
}

/**
 * Spec 2.2: the user-info check runs on every navigation. The first page's check is the query's own fetch on mount
 * (invalidating it as well cancelled that request and sent it again).
 */
export function useUserInfoCheck(): void {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const landed = useRef(false);
  useEffect(() => {
    if (!landed.current) {
      landed.current = true;
      return;
    }
    void client.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
  }, [pathname, client]);
}

/** After login, registration or logout: the new state everywhere at once. */
export function useSetUserInfo() {
  const client = useQueryClient();
  return (info: UserInfo | null) => {
    storeUserInfo(info);
    client.setQueryData(USER_INFO_QUERY_KEY, info);
  };
}

let keyPromise: Promise<CryptoKey> | null = null;

/** The server's RSA-OAEP public key, imported once per page. */
function passwordKey(): Promise<CryptoKey> {
  keyPromise ??= request(publicKey).then(async (envelope) => {
    if (envelope.code !== 0) throw new Error(envelope.msg);
    const der = Uint8Array.from(atob(envelope.data.spki), (c) => c.charCodeAt(0));
    return crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  });
  keyPromise.catch(() => (keyPromise = null));
  return keyPromise;
}

/** WebCrypto exists only in a secure context: HTTPS, or this machine's own address. */
const INSECURE_CONTEXT_MESSAGE = '当前不是安全连接，无法加密密码，请通过 HTTPS 或本机地址访问';

/** Spec 5: passwords leave the browser only encrypted with the server's public key. */
export async function encryptPassword(password: string): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new ApiFailure(ErrorCode.BAD_REQUEST, INSECURE_CONTEXT_MESSAGE);
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await passwordKey(), new TextEncoder().encode(password)),
  );
  let binary = '';
  for (const byte of cipher) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Where a code goes: a phone with its calling region, or an email address. */
export type CodeTarget = { channel: 'sms'; regionNum: string; phone: string } | { channel: 'email'; email: string };

export const contactParams = (target: CodeTarget) =>
  target.channel === 'sms' ? { regionNum: target.regionNum, phone: target.phone } : { email: target.email };

export const sendRegisterCode = (target: CodeTarget, proof: SlideProof) =>
  request(registerCode, { ...contactParams(target), ...proof });
export const sendForgetCode = (target: CodeTarget, proof: SlideProof) =>
  target.channel === 'sms'
    ? request(forgetCode, { regionNum: target.regionNum, phone: target.phone, ...proof })
    : request(forgetEmailCode, { email: target.email, ...proof });
/** Code login is by phone only (spec 2.5); the code tab has no email field. */
export async function sendLoginCode(target: CodeTarget, proof: SlideProof) {
  if (target.channel !== 'sms') throw new Error('code login is by phone');
  return request(loginCode, { regionNum: target.regionNum, phone: target.phone, ...proof });
}

export const codeLoginAccount = (regionNum: string, phone: string, phoneCode: string) =>
  request(quickLogin, { regionNum, phone, phoneCode });

/** The body of register and resetPassword: the contact, its code and the encrypted new password. */
async function withCode(form: { target: CodeTarget; code: string; password: string }) {
  const password = await encryptPassword(form.password);
  return form.target.channel === 'sms'
    ? { ...contactParams(form.target), phoneCode: form.code, password }
    : { email: form.target.email, emailCode: form.code, password };
}

export const registerAccount = async (
  form: { target: CodeTarget; code: string; password: string },
  wechatTicket?: string,
) => request(register, { ...(await withCode(form)), ...(wechatTicket ? { wechatTicket } : {}) });
export const resetAccountPassword = async (form: { target: CodeTarget; code: string; password: string }) =>
  request(resetPassword, await withCode(form));

export async function loginAccount(username: string, password: string, proof: SlideProof) {
  return request(login, { username, password: await encryptPassword(password), ...proof });
}

export const logoutAccount = () => request(logout);

/** WeChat QR login (spec 4): a QR and its ticket; the ticket's state; binding a scan to an account. */
export const fetchWechatQr = () => request(wechatLogin);
export const checkWechatLogin = (ticket: string) => request(checkLogin, { ticket });
/**
 * Inside WeChat (official account): WeChat's web authorization for the page, which logs in (or binds, for the
 * logged-in account) and comes back to `referer`.
 */
export const fetchWechatAuthorize = (referer: string, intent: 'login' | 'bind') =>
  request(wechatAuthorize, { referer, intent });
/** Binding a WeChat to the logged-in account: the same QR and polling, answered by checkBind. */
export const fetchWechatBindQr = () => request(bindWechatQr);
export const checkWechatBind = (ticket: string) => request(checkBind, { ticket });
export async function bindWechatAccount(ticket: string, username: string, password: string, proof: SlideProof) {
  return request(wechatBindAccount, { ticket, username, password: await encryptPassword(password), ...proof });
}
