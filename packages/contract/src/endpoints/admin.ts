/** The operator console's API (/v1/admin/*): its own login with a TOTP code, and the sections' endpoints. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_PERMISSIONS,
  ADMIN_ROLES,
  ADMIN_TEXTS,
  FEEDBACK_REPLY_FILTERS,
  FEEDBACK_REPLY_MAX,
  TOTP_DIGITS,
} from '../constants/admin.ts';
import { FEEDBACK_DATA_TYPES, FEEDBACK_FUNC_TYPES } from '../constants/feedback.ts';
import { boundedText, numberIn } from '../fields/form.ts';
import { pagedSchema, pageField, pageSizeField } from '../fields/paging.ts';

const paging = {
  page: pageField(ADMIN_TEXTS.page, 100_000),
  pageSize: pageSizeField(ADMIN_TEXTS.pageSize, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE),
};

/** The signed-in operator: who, which role, and the permissions it gives (the web shows sections by them). */
export const adminSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ADMIN_ROLES),
  permissions: z.array(z.enum(Object.keys(ADMIN_PERMISSIONS) as [keyof typeof ADMIN_PERMISSIONS])),
  lastLoginAt: z.string().nullable(),
});
export type AdminInfo = z.infer<typeof adminSchema>;

export const adminLogin = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/login',
  tag: 'admin',
  summary: "运营后台登录 (username, password encrypted as users' are, and the TOTP code; sets the by_admin cookie)",
  body: z.object({
    username: z.string(ADMIN_TEXTS.username).trim().min(1, ADMIN_TEXTS.username).max(32, ADMIN_TEXTS.loginFailed),
    password: z.string(ADMIN_TEXTS.password).min(1, ADMIN_TEXTS.password).max(1024, ADMIN_TEXTS.password),
    code: z
      .string(ADMIN_TEXTS.code)
      .trim()
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), ADMIN_TEXTS.code),
  }),
  data: adminSchema,
});

export const adminLogout = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/logout',
  tag: 'admin',
  summary: '运营后台退出登录',
  data: z.null(),
});

export const adminMe = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/me',
  tag: 'admin',
  summary: '当前运营账号 (null without a console session)',
  data: adminSchema.nullable(),
});

/** One feedback as the inbox shows it; times are ISO 8601. */
export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  types: z.array(z.number().int()),
  funcTypes: z.array(z.number().int()),
  content: z.string(),
  wechat: z.string(),
  /** The user who sent it (logged in), or null for a visitor: then a reply cannot reach anyone's message centre. */
  user: z.object({ uid: z.string(), nickname: z.string() }).nullable(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

const typeFilter = (codes: readonly { code: number }[]) =>
  numberIn(
    codes.map((t) => t.code),
    ADMIN_TEXTS.feedbackType,
  ).optional();

export const adminFeedbackList = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/feedback/list',
  tag: 'admin',
  summary: '反馈收件箱 (feedback.read; by data-type code, function-type code and replied or not; newest first, paged)',
  query: z.object({
    type: typeFilter(FEEDBACK_DATA_TYPES),
    funcType: typeFilter(FEEDBACK_FUNC_TYPES),
    replied: z.enum(FEEDBACK_REPLY_FILTERS, ADMIN_TEXTS.replyFilter).default('all'),
    ...paging,
  }),
  data: pagedSchema(adminFeedbackSchema),
});

export const adminFeedbackReply = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/feedback/reply',
  tag: 'admin',
  summary: "回复反馈 (feedback.reply; once per feedback; the sender's message centre gets it when they were logged in)",
  body: z.object({
    id: z.coerce.number(ADMIN_TEXTS.feedbackId).int(ADMIN_TEXTS.feedbackId).positive(ADMIN_TEXTS.feedbackId),
    reply: boundedText(FEEDBACK_REPLY_MAX, ADMIN_TEXTS.replyTooLong).refine((s) => s !== '', {
      message: ADMIN_TEXTS.replyEmpty,
    }),
  }),
  data: z.object({ feedback: adminFeedbackSchema, notified: z.boolean() }),
});

/** One audit row: who did what to which target, the state before and after, when and from where. */
export const adminAuditSchema = z.object({
  id: z.number().int(),
  admin: z.string(),
  action: z.enum(Object.keys(ADMIN_AUDIT_ACTIONS) as [keyof typeof ADMIN_AUDIT_ACTIONS]),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
  ip: z.string(),
});
export type AdminAudit = z.infer<typeof adminAuditSchema>;

export const adminAuditList = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/audit/list',
  tag: 'admin',
  summary: '操作日志 (audit.read; newest first, paged)',
  query: z.object(paging),
  data: pagedSchema(adminAuditSchema),
});
