/**
 * The operator console (/admin): roles, the named permissions each role has, the console's cookie, two-factor
 * settings, paging and texts. The server checks a permission on every console endpoint; the web shows only the
 * sections the signed-in operator's role may use.
 */

export const ADMIN_ROLES = ['admin', 'operator', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  admin: '管理员',
  operator: '运营',
  editor: '编辑',
};

/** What an operator may do, by name; each console endpoint needs one. */
export const ADMIN_PERMISSIONS = {
  'feedback.read': '查看反馈',
  'feedback.reply': '回复反馈',
  'audit.read': '查看操作日志',
  'overview.read': '查看概览',
  'users.read': '查找用户',
  'users.disable': '停用或启用用户',
  'membership.grant': '设置会员',
  'orders.read': '查看订单',
  'orders.refund': '标记退款',
  'links.review': '审核关联申请',
  'operators.manage': '管理运营账号',
  'leads.read': '查看线索',
  'leads.handle': '处理投放需求',
  'content.edit': '编辑内容',
} as const;
export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;

/**
 * Which role has which permission. The admin has all; the operator runs user support (reads and answers feedback,
 * finds users, reads their orders, disables an account), reviews link-app requests, reads the leads and handles the ASO delivery requests; the editor
 * keeps the public content (内容), reads feedback (content errors are reported there) but does not answer users as
 * support. Everyone reads the overview. Only the admin reads the audit log, sets memberships, marks refunds and
 * manages operators.
 */
export const ADMIN_ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  admin: [
    'feedback.read',
    'feedback.reply',
    'audit.read',
    'overview.read',
    'users.read',
    'users.disable',
    'membership.grant',
    'orders.read',
    'orders.refund',
    'links.review',
    'operators.manage',
    'leads.read',
    'leads.handle',
    'content.edit',
  ],
  operator: [
    'feedback.read',
    'feedback.reply',
    'overview.read',
    'users.read',
    'users.disable',
    'orders.read',
    'links.review',
    'leads.read',
    'leads.handle',
  ],
  editor: ['feedback.read', 'overview.read', 'content.edit'],
};

export const adminCan = (role: AdminRole, permission: AdminPermission): boolean =>
  ADMIN_ROLE_PERMISSIONS[role].includes(permission);

/** The roles that have `permission`, for the refusal's wording. */
export const rolesWith = (permission: AdminPermission): AdminRole[] =>
  ADMIN_ROLES.filter((role) => adminCan(role, permission));

/** The console's session cookie: HttpOnly, SameSite=Strict, apart from the users' `by_session`. */
export const ADMIN_COOKIE = 'by_admin';
/** A console session lasts this many hours from its login. */
export const ADMIN_SESSION_HOURS = 12;

/** RFC 6238 two-factor codes: HMAC-SHA-1, 6 digits, a 30-second step, one step either side accepted. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = '榜眼运营后台';

/** Failed console logins per username, and per address, before the login locks for the lock's minutes. */
export const ADMIN_LOGIN_MAX_FAILURES = 5;
export const ADMIN_LOGIN_LOCK_MINUTES = 15;

export const ADMIN_USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const FEEDBACK_REPLY_MAX = 1000;

/** Feedback's reply filter: every item, the answered ones, the unanswered ones. */
export const FEEDBACK_REPLY_FILTERS = ['all', 'replied', 'unreplied'] as const;
export type FeedbackReplyFilter = (typeof FEEDBACK_REPLY_FILTERS)[number];

/** What an audit row says was done. */
export const ADMIN_AUDIT_ACTIONS = {
  login: '登录',
  logout: '退出登录',
  'feedback.reply': '回复反馈',
  'membership.grant': '设置会员',
  'user.disable': '停用用户',
  'user.enable': '启用用户',
  'order.refund': '标记退款',
  'link.approve': '通过关联申请',
  'link.reject': '驳回关联申请',
  'operator.create': '新建运营账号',
  'operator.role': '修改运营角色',
  'operator.disable': '停用运营账号',
  'operator.enable': '启用运营账号',
  'operator.resetTotp': '重置动态验证码',
  'content.create': '新增内容',
  'content.update': '修改内容',
  'content.delete': '删除内容',
  'content.settings': '修改站点设置',
  'delivery.status': '处理投放需求',
} as const;
export type AdminAuditAction = keyof typeof ADMIN_AUDIT_ACTIONS;

export const ADMIN_TEXTS = {
  notLoggedIn: '请先登录运营后台',
  loginFailed: '用户名、密码或动态验证码错误',
  loginLocked: `登录失败次数过多，请${ADMIN_LOGIN_LOCK_MINUTES}分钟后再试`,
  username: '请输入用户名',
  password: '请输入密码',
  code: `请输入${TOTP_DIGITS}位动态验证码`,
  noPermission: (permission: AdminPermission) =>
    `没有权限：${ADMIN_PERMISSIONS[permission]}（需要${rolesWith(permission)
      .map((role) => ADMIN_ROLE_LABELS[role])
      .join('或')}角色）`,
  page: '页码须为正整数',
  pageSize: `每页条数须为 1 到 ${ADMIN_PAGE_SIZE_MAX}`,
  feedbackId: '反馈ID格式不正确',
  feedbackType: '反馈类型不正确',
  replyFilter: '回复状态只能是 all、replied 或 unreplied',
  replyEmpty: '请输入回复内容',
  replyTooLong: `回复内容不能超过${FEEDBACK_REPLY_MAX}字`,
  feedbackMissing: '反馈不存在',
  alreadyReplied: '这条反馈已回复过',
  replyNoticeTitle: '你的反馈有了回复',
} as const;
