/** The account centre's profile pages (/user/info, /user/password): limits, labels and texts. */
import { LOGIN_LOCK_MINUTES } from './account.ts';

/** A nickname: 1-20 characters (counted as code points) once trimmed. */
export const NICKNAME_MAX_LENGTH = 20;

/** An avatar upload: PNG, JPEG or WebP (by its bytes, not its name), at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarMime = (typeof AVATAR_MIME_TYPES)[number];

/** How many logins the login history shows, newest first. */
export const LOGIN_HISTORY_LIMIT = 20;

/** How a session began, as the login history names it. */
export const LOGIN_METHODS = ['password', 'code', 'wechat', 'register'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const LOGIN_METHOD_LABELS: Record<LoginMethod, string> = {
  password: '密码登录',
  code: '验证码登录',
  wechat: '微信扫码登录',
  register: '注册',
};

export const PROFILE_TEXTS = {
  nicknameEmpty: '昵称不能为空',
  nicknameTooLong: `昵称不能超过${NICKNAME_MAX_LENGTH}个字符`,
  nicknameInvalid: '昵称不能包含换行等控制字符',
  nicknameSaved: '昵称已保存',
  avatarEmpty: '请选择头像图片',
  avatarType: '头像仅支持 PNG、JPEG 或 WebP 格式的图片',
  avatarTooLarge: `头像图片不能超过${AVATAR_MAX_BYTES / 1024 / 1024}MB`,
  avatarUnreadable: '头像图片无法读取，请重新选择',
  avatarMissing: '头像不存在',
  avatarSaved: '头像已更新',
  phoneSame: '新手机号与当前绑定的手机号相同',
  emailSame: '新邮箱与当前绑定的邮箱相同',
  phoneUsed: '该手机号已被其他账号使用',
  emailUsed: '该邮箱已被其他账号使用',
  phoneBound: '手机号绑定成功',
  emailBound: '邮箱绑定成功',
  noPhone: '当前账号未绑定手机号',
  noEmail: '当前账号未绑定邮箱',
  wechatNotBound: '当前账号未绑定微信',
  wechatOnlyLogin: '微信是当前账号唯一的登录方式，请先绑定手机号或邮箱并设置密码，再解绑微信',
  wechatUnbound: '已解绑微信',
  oldPasswordEmpty: '请输入原密码',
  newPasswordEmpty: '请输入新密码',
  oldPasswordWrong: '原密码错误',
  oldPasswordLocked: `原密码错误次数过多，请${LOGIN_LOCK_MINUTES}分钟后再试`,
  noPassword: '当前账号尚未设置密码，请通过验证码设置',
  passwordSame: '新密码不能与原密码相同',
  passwordMismatch: '两次输入的新密码不一致',
  channelInvalid: '请选择接收验证码的方式',
  passwordChanged: '密码已修改，其他设备已退出登录',
  sessionsEnded: '已退出其他设备',
} as const;
