import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { WECHAT_TICKET } from '../constants/account.ts';
import { safeReferer } from '../helpers/referer.ts';
import { VALIDATION_MESSAGES as M } from '../helpers/validation.ts';
import {
  codeSent,
  contactCodeQuery,
  emailField,
  phoneAndCode,
  phoneOrEmailAndCode,
  smsCodeQuery,
  trimmedText,
} from '../fields/contact.ts';
import { slideProofFields } from '../fields/slide.ts';
import { userInfoSchema } from '../fields/user.ts';

/** The password as the browser sends it: RSA-OAEP ciphertext, base64 (never the password itself). */
const encryptedPassword = z.string(M.passwordEmpty).min(1, M.passwordEmpty).max(1024, M.passwordEmpty);
/** A login's username: a phone or an email. */
const username = trimmedText(254, M.usernameEmpty).min(1, M.usernameEmpty);

export const publicKey = defineEndpoint({
  method: 'GET',
  path: '/v1/user/publicKey',
  tag: 'user',
  summary: '密码加密公钥 (RSA-OAEP SHA-256, SPKI base64)',
  data: z.object({ kid: z.string(), spki: z.string() }),
});

export const registerCode = defineEndpoint({
  method: 'GET',
  path: '/v1/code/registerCode',
  tag: 'user',
  summary: '发送注册验证码：短信，或带 email 时发邮件 (a phone or email not yet registered, after a slide check)',
  query: contactCodeQuery,
  data: codeSent,
});

export const forgetEmailCode = defineEndpoint({
  method: 'GET',
  path: '/v1/code/forgetEmailCode',
  tag: 'user',
  summary: '发送找回密码邮件验证码 (a registered email, after a slide check)',
  query: smsCodeQuery.omit({ regionNum: true, phone: true }).extend({ email: emailField.default('') }),
  data: codeSent,
});

export const loginCode = defineEndpoint({
  method: 'GET',
  path: '/v1/code/loginCode',
  tag: 'user',
  summary: '发送登录短信验证码 (a registered phone, after a slide check)',
  query: smsCodeQuery,
  data: codeSent,
});

export const forgetCode = defineEndpoint({
  method: 'GET',
  path: '/v1/code/forgetCode',
  tag: 'user',
  summary: '发送找回密码短信验证码 (a registered phone, after a slide check)',
  query: smsCodeQuery,
  data: codeSent,
});

const wechatTicket = z.string().regex(WECHAT_TICKET, '二维码已失效，请刷新');

/** A new password, encrypted; its emptiness and rules are checked after the phone and code, by the handler. */
const newPassword = z.string(M.passwordEmpty).max(1024, M.passwordEmpty).default('');

export const register = defineEndpoint({
  method: 'POST',
  path: '/v1/user/register',
  tag: 'user',
  summary: '手机号或邮箱注册 (gives two months of VIP, logs in)',
  // With wechatTicket (a confirmed, unbound WeChat scan) the new account is bound to that WeChat.
  body: z.object({ ...phoneOrEmailAndCode, password: newPassword, wechatTicket: wechatTicket.optional() }),
  data: userInfoSchema,
});

export const quickLogin = defineEndpoint({
  method: 'GET',
  path: '/v1/user/quickLogin',
  tag: 'user',
  summary: '短信验证码登录',
  query: z.object(phoneAndCode),
  data: userInfoSchema,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/user/resetPassword',
  tag: 'user',
  summary: '通过短信或邮件验证码重设密码',
  body: z.object({ ...phoneOrEmailAndCode, password: newPassword }),
  data: z.null(),
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/v1/user/login',
  tag: 'user',
  summary: '账号密码登录 (phone or email, slide check)',
  // Checked in spec 5's order: username, password, then the slide check.
  body: z.object({ username, password: encryptedPassword, ...slideProofFields }),
  data: userInfoSchema,
});

export const userData = defineEndpoint({
  method: 'GET',
  path: '/v1/user/userData',
  tag: 'user',
  summary: '当前用户信息 (logged out: code 401 in an HTTP 200 answer, not an HTTP error)',
  data: userInfoSchema,
});

export const logout = defineEndpoint({
  method: 'GET',
  path: '/v1/user/logout',
  tag: 'user',
  summary: '退出登录',
  data: z.null(),
});

export const svipTrial = defineEndpoint({
  method: 'POST',
  path: '/v1/user/svipTrial',
  tag: 'user',
  summary: '领取一次性7天SVIP体验 (logged-in, not svip)',
  data: userInfoSchema,
});

export const wechatLogin = defineEndpoint({
  method: 'GET',
  path: '/v1/user/wechatLogin',
  tag: 'user',
  summary: '微信扫码登录：获取二维码 (spec 4)',
  data: z.object({
    ticket: z.string(),
    /** The QR as an image (the development provider's); '' when `connectUrl` shows WeChat's own QR page. */
    qrcodeUrl: z.string(),
    /** WeChat's QR page (Open Platform website login), shown in a frame; WeChat's callback confirms the ticket. */
    connectUrl: z.string().optional(),
    expiresIn: z.number().int(),
    /** The development provider's scan page (what the QR opens), outside production only. */
    scanUrl: z.string().optional(),
  }),
});

/**
 * Inside WeChat's browser, where a QR cannot be scanned, with an official account: WeChat's web authorization
 * (snsapi_userinfo) for the whole page. Its callback (/wechat/callback/page) logs in and returns to `referer`, or opens
 * the bind page (/new/user/wechatbindaccount?ticket=…) for a WeChat no account has; with `intent=bind` (login
 * required) it binds the WeChat to the logged-in account instead, as the bind QR does, and returns to `referer`.
 */
export const wechatAuthorize = defineEndpoint({
  method: 'GET',
  path: '/v1/user/wechatAuthorize',
  tag: 'user',
  summary:
    '微信内登录或绑定：获取公众号网页授权地址 (official account; the callback logs in, binds or opens the bind page)',
  query: z.object({
    referer: z
      .string()
      .max(1000, '返回地址过长')
      .refine((r) => safeReferer(r) !== null, '返回地址不属于本站')
      .default('/'),
    intent: z.enum(['login', 'bind'], '授权用途只能是 login 或 bind').default('login'),
  }),
  data: z.object({ url: z.string() }),
});

export const checkLogin = defineEndpoint({
  method: 'GET',
  path: '/v1/user/checkLogin',
  tag: 'user',
  summary: '微信扫码登录：查询状态 (0 logged in, 2001 not bound, 2002 waiting)',
  query: z.object({ ticket: wechatTicket }),
  data: userInfoSchema,
});

/** Binding a WeChat account to the logged-in user: the QR, as for login (spec 7 bindWechat). */
export const bindWechatQr = defineEndpoint({
  method: 'GET',
  path: '/v1/user/bindWechat',
  tag: 'user',
  summary: '绑定微信：获取二维码 (login required)',
  data: wechatLogin.data,
});

export const checkBind = defineEndpoint({
  method: 'GET',
  path: '/v1/user/checkBind',
  tag: 'user',
  summary: '绑定微信：查询状态 (0 bound, 2002 waiting)',
  query: z.object({ ticket: wechatTicket }),
  data: userInfoSchema,
});

export const wechatBindAccount = defineEndpoint({
  method: 'POST',
  path: '/v1/user/wechatBindAccount',
  tag: 'user',
  summary: '把扫码的微信绑定到已有账号并登录',
  body: z.object({ ticket: wechatTicket, username, password: encryptedPassword, ...slideProofFields }),
  data: userInfoSchema,
});

export const saveUserBangListType = defineEndpoint({
  method: 'GET',
  path: '/v1/user/saveUserBangListType',
  tag: 'user',
  summary: '保存列表模式 card / list (spec 4; the client then refetches user info)',
  query: z.object({ type: z.enum(['card', 'list'], '列表模式只能是 card 或 list') }),
  data: z.null(),
});
