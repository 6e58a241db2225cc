/** Accounts: sessions, verification codes and the texts of spec 2.5, 5 and 8. */

/** The HttpOnly session cookie; the browser keeps only the non-secret user info (spec 3 'userinfo'). */
export const SESSION_COOKIE = 'by_session';
export const SESSION_DAYS = 30;

/** Verification codes: six digits, valid 5 minutes, one send per 60 s (spec 4, 9), 5 tries. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_TRIES = 5;
/** What a code is for: an account, a login, a forgotten password, a new phone or email, a password set when logged in. */
export const CODE_PURPOSES = ['register', 'login', 'reset', 'bind', 'password'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
/** Spec 4: the send button waits 300 ms, then counts 60 s down. */
export const CODE_SEND_DELAY_MS = 300;

/** Spec 4, 9: after the first login's route change, the VIP dialog opens this much later. */
export const VIP_DIALOG_DELAY_MS = 1000;

/** Failed password logins per account before it is locked for LOGIN_LOCK_MINUTES. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

export const ACCOUNT_TEXTS = {
  loginFailed: '账号或密码错误',
  loginLocked: `登录失败次数过多，请${LOGIN_LOCK_MINUTES}分钟后再试`,
  phoneTaken: '该手机号已注册，请直接登录',
  phoneUnknown: '该手机号尚未注册，请先注册',
  emailTaken: '该邮箱已注册，请直接登录',
  emailUnknown: '该邮箱尚未注册，请先注册',
  passwordReset: '密码已重设，请使用新密码登录',
  codeWrong: '验证码错误或已过期',
  codeTooSoon: '验证码发送过于频繁，请稍后再试',
  codeSent: '验证码已发送',
  codeCapHour: '验证码发送次数过多，请1小时后再试',
  codeCapDay: '今日验证码发送次数已达上限，请明天再试',
  codeCapGlobal: '验证码发送繁忙，请稍后再试',
  smsUnavailable: '短信服务暂时不可用，请稍后重试',
  smsNotConfigured: '短信服务未配置，暂时无法发送验证码',
  smsTooFrequent: '该手机号今日接收验证码过于频繁，请明天再试或改用其他方式',
  smsBadNumber: '手机号无法接收短信，请检查后重试',
  mailUnavailable: '邮件服务暂时不可用，请稍后重试',
  passwordUnreadable: '密码解析失败，请刷新页面后重试',
  registered: '注册成功',
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  trialUsed: 'SVIP体验已领取过，每个账号限领一次',
  alreadySvip: '您已是SVIP会员，无需领取体验',
  trialClaimed: '已领取7天SVIP体验',
  wechatExpired: '二维码已失效，请刷新',
  wechatUnavailable: '微信登录暂未开通，请使用手机号或邮箱登录',
  wechatConfirmed: '已确认，请在电脑上继续',
  wechatForeign: '二维码已失效或不属于当前浏览器，请在电脑上刷新二维码',
  wechatCodeRefused: '微信授权失败，请在电脑上刷新二维码重试',
  wechatTaken: '该账号已绑定其他微信',
  wechatUsed: '该微信已绑定其他账号',
  wechatBound: '微信绑定成功',
  wechatPageForeign: '微信授权已失效或不属于当前页面，请返回重新登录',
  wechatPageRefused: '微信授权失败，请返回重新登录',
  wechatPageBack: '返回登录',
  wechatPageBindRefused: '微信授权失败或已失效，请返回重新绑定',
  wechatPageBindBack: '返回',
} as const;

/** The nickname a new account gets: the brand and the phone's last four digits, or the email's name. */
export function defaultNickname(contact: { phone: string } | { email: string }): string {
  return 'phone' in contact
    ? `榜眼用户${contact.phone.slice(-4)}`
    : `榜眼用户${contact.email.split('@')[0]!.slice(0, 12)}`;
}

/** WeChat QR login (spec 4, 9): the QR lives 5 minutes; the dialog polls every 1000 ms. */
export const WECHAT_QR_TTL_SECONDS = 300;
export const WECHAT_POLL_MS = 1000;
/** A WeChat login ticket (also the state of WeChat's callback: letters and digits, as web authorization takes it). */
export const WECHAT_TICKET = /^[A-Za-z0-9]{32}$/;
/** The cookie naming the browser a WeChat QR was shown in: WeChat's callback must come from that browser. */
export const WECHAT_BROWSER_COOKIE = 'by_wx';
