/**
 * The account centre's profile and password pages (/user/info, /user/password): the logged-in user's own
 * account only (401 without a session).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { AVATAR_MAX_BYTES, LOGIN_METHODS, PROFILE_TEXTS as T } from '../constants/profile.ts';
import { avatarFailure, avatarMimeOf, nicknameFailure } from '../helpers/profile.ts';
import { decodeBase64 } from '../helpers/image.ts';
import { VALIDATION_MESSAGES as M } from '../helpers/validation.ts';
import { codeSent, contactCodeQuery, phoneOrEmailAndCode, trimmedText } from '../fields/contact.ts';
import { slideProofFields } from '../fields/slide.ts';
import { userInfoSchema } from '../fields/user.ts';

/** A password as the browser sends it: RSA-OAEP ciphertext in base64, `empty` when there is none. */
const encrypted = (empty: string) => z.string(empty).min(1, empty).max(1024, empty);

/** The account's own phone or email, as the one a password code goes to. */
const ownChannel = z.enum(['sms', 'email'], T.channelInvalid);

const profile = z.object({
  user: userInfoSchema,
  /** The bound phone, masked ('138****8000'), '' when none; its calling region ('86'). */
  phone: z.string(),
  regionNum: z.string(),
  /** The bound email, masked ('li***@example.com'), '' when none. */
  email: z.string(),
  /** Whether the account has a password (an account made through WeChat alone has none). */
  hasPassword: z.boolean(),
  /** Whether WeChat is the only way into the account (no phone or email with a password): unbinding is refused. */
  wechatOnly: z.boolean(),
  /** The SVIP trial's last day (China calendar, 'YYYY-MM-DD'), '' when never claimed; whether it is over. */
  svipTrialEndDate: z.string(),
  svipTrialEnded: z.boolean(),
});
export type AccountProfile = z.infer<typeof profile>;

/** How many sessions a request ended (the user's other devices). */
const ended = z.object({ ended: z.number().int() });

export const accountProfile = defineEndpoint({
  method: 'GET',
  path: '/v1/account/profile',
  tag: 'account',
  summary: '个人资料：用户信息、绑定的手机号与邮箱（脱敏）、是否有密码、SVIP体验结束日',
  data: profile,
});

export const accountNickname = defineEndpoint({
  method: 'POST',
  path: '/v1/account/nickname',
  tag: 'account',
  summary: '修改昵称（去掉首尾空格后1-20个字符）',
  body: z.object({
    nickname: z
      .string(T.nicknameEmpty)
      .max(200, T.nicknameTooLong)
      .transform((s) => s.trim())
      .superRefine((s, ctx) => {
        const failure = nicknameFailure(s);
        if (failure) ctx.addIssue({ code: 'custom', message: failure });
      }),
  }),
  data: profile,
});

/** The base64 of AVATAR_MAX_BYTES, with room for a form body's escapes ('+' and '/' take three characters). */
const AVATAR_BODY_LIMIT = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 * 1.5;

export const accountAvatar = defineEndpoint({
  method: 'POST',
  path: '/v1/account/avatar',
  tag: 'account',
  summary: '上传头像：image 为图片的 base64（PNG、JPEG 或 WebP，按文件头判断，不超过2MB）',
  bodyLimit: AVATAR_BODY_LIMIT,
  body: z.object({
    image: z.string(T.avatarEmpty).transform((text, ctx) => {
      const bytes = decodeBase64(text);
      if (bytes === null) {
        ctx.addIssue({ code: 'custom', message: T.avatarUnreadable });
        return z.NEVER;
      }
      const failure = avatarFailure(bytes);
      if (failure !== null) {
        ctx.addIssue({ code: 'custom', message: failure });
        return z.NEVER;
      }
      return { bytes, mime: avatarMimeOf(bytes)! };
    }),
  }),
  data: profile,
});

export const accountAvatarImage = defineEndpoint({
  method: 'GET',
  path: '/v1/account/avatarImage',
  tag: 'account',
  summary: '头像图片（user info 的 avatar_url；v 为版本，换图即换地址，可长期缓存；v 不符答 404）',
  file: 'image',
  query: z.object({
    uid: z.string(T.avatarMissing).regex(/^\d{1,19}$/, T.avatarMissing),
    v: z.string(T.avatarMissing).regex(/^[A-Za-z0-9_-]{16}$/, T.avatarMissing),
  }),
  data: z.null(),
});

export const accountContactCode = defineEndpoint({
  method: 'POST',
  path: '/v1/account/contactCode',
  tag: 'account',
  summary: '绑定或更换手机号/邮箱：向新的手机号（或带 email 时向新邮箱）发送验证码，需滑动验证',
  body: contactCodeQuery,
  data: codeSent,
});

export const accountBindContact = defineEndpoint({
  method: 'POST',
  path: '/v1/account/bindContact',
  tag: 'account',
  summary: '绑定或更换手机号（phone、phoneCode）或邮箱（email、emailCode）',
  body: z.object(phoneOrEmailAndCode),
  data: profile,
});

export const accountUnbindWechat = defineEndpoint({
  method: 'POST',
  path: '/v1/account/unbindWechat',
  tag: 'account',
  summary: '解绑微信（微信是唯一登录方式时拒绝）',
  data: profile,
});

export const accountLogins = defineEndpoint({
  method: 'GET',
  path: '/v1/account/logins',
  tag: 'account',
  summary: '登录记录（最近20次，新的在前）与其他在线设备数',
  data: z.object({
    /** Sessions of this account other than the asking one that can still be used. */
    otherSessions: z.number().int(),
    list: z.array(
      z.object({
        /** 'YYYY-MM-DD HH:mm', China time. */
        time: z.string(),
        ip: z.string(),
        /** The browser and system, as read from the User-Agent ('Chrome 131 · Windows'). */
        device: z.string(),
        method: z.enum(LOGIN_METHODS),
        /** Whether this is the asking session. */
        current: z.boolean(),
      }),
    ),
  }),
});

export const accountEndSessions = defineEndpoint({
  method: 'POST',
  path: '/v1/account/endOtherSessions',
  tag: 'account',
  summary: '退出其他设备（当前设备保持登录）',
  data: ended,
});

export const accountChangePassword = defineEndpoint({
  method: 'POST',
  path: '/v1/account/changePassword',
  tag: 'account',
  summary: '用原密码修改密码（均为 RSA-OAEP 密文）；成功后其他设备退出登录',
  body: z.object({ oldPassword: encrypted(T.oldPasswordEmpty), password: encrypted(T.newPasswordEmpty) }),
  data: ended,
});

export const accountPasswordCode = defineEndpoint({
  method: 'POST',
  path: '/v1/account/passwordCode',
  tag: 'account',
  summary: '设置或修改密码：向本账号的手机号（sms）或邮箱（email）发送验证码，需滑动验证',
  body: z.object({ channel: ownChannel, ...slideProofFields }),
  data: codeSent,
});

export const accountSetPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/account/setPassword',
  tag: 'account',
  summary: '用发到本账号手机号或邮箱的验证码设置新密码（RSA-OAEP 密文）；成功后其他设备退出登录',
  body: z.object({
    channel: ownChannel,
    code: trimmedText(12, M.verifyCodeEmpty).min(1, M.verifyCodeEmpty),
    password: encrypted(T.newPasswordEmpty),
  }),
  data: ended,
});
