/** The console's 用户 section (/v1/admin/users/*): search, a user's detail, membership, disabling. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ADMIN_OPS_TEXTS, ADMIN_SEARCH_MAX } from '../constants/adminOps.ts';
import { LOGIN_METHODS } from '../constants/profile.ts';
import { TIERS } from '../constants/tiers.ts';
import { adminOrderSchema, adminPaging, adminReason, digitsId, flagField } from '../fields/admin.ts';
import { ymdField } from '../fields/dates.ts';
import { pagedSchema } from '../fields/paging.ts';

/** A user as the console lists them; times ISO 8601. `tier` is the tier in force now (a trial included). */
export const adminUserSchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  region: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tier: z.enum(TIERS),
  tierEndsAt: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  disabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSearch = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/users/search',
  tag: 'admin',
  summary: '查找用户 (users.read; by uid, phone, email or nickname; newest first, paged; empty q lists all)',
  query: z.object({
    q: z.string(ADMIN_OPS_TEXTS.search).trim().max(ADMIN_SEARCH_MAX, ADMIN_OPS_TEXTS.search).default(''),
    ...adminPaging,
  }),
  data: pagedSchema(adminUserSchema),
});

/** Everything support needs about one user. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    /** The paid membership on the account (apart from a trial): its tier and end. */
    paidRole: z.enum(TIERS),
    paidEndsAt: z.string().nullable(),
    trialUntil: z.string().nullable(),
    disabledAt: z.string().nullable(),
    disabledReason: z.string(),
    wechatBound: z.boolean(),
  }),
  follows: z.array(
    z.object({ appId: z.string(), market: z.string(), country: z.string(), name: z.string(), createdAt: z.string() }),
  ),
  keywords: z.array(z.object({ keyword: z.string(), country: z.string(), createdAt: z.string() })),
  orders: z.array(adminOrderSchema),
  logins: z.array(
    z.object({
      method: z.enum(LOGIN_METHODS),
      ip: z.string(),
      userAgent: z.string(),
      at: z.string(),
      endedAt: z.string().nullable(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const uid = digitsId(ADMIN_OPS_TEXTS.uid);

export const adminUserDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/users/detail',
  tag: 'admin',
  summary: '用户详情 (users.read; follows, keywords, orders and logins, the newest 50 of each)',
  query: z.object({ uid }),
  data: adminUserDetailSchema,
});

export const adminUserMembership = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/users/membership',
  tag: 'admin',
  summary:
    '设置会员 (membership.grant; tier and the last day it runs through, with a reason; audited, the user notified)',
  body: z
    .object({
      uid,
      tier: z.enum(TIERS, ADMIN_OPS_TEXTS.tier),
      /** The last China day ('YYYYMMDD') the membership runs through; not for 'normal'. */
      endDate: ymdField(ADMIN_OPS_TEXTS.endDate).optional(),
      reason: adminReason,
    })
    .refine((b) => b.tier === 'normal' || b.endDate !== undefined, {
      message: ADMIN_OPS_TEXTS.endDate,
      path: ['endDate'],
    }),
  data: adminUserDetailSchema.shape.user,
});

export const adminUserStatus = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/users/status',
  tag: 'admin',
  summary: "停用或启用用户 (users.disable; disabled 1 or 0, with a reason; disabling ends the user's sessions)",
  body: z.object({ uid, disabled: flagField(ADMIN_OPS_TEXTS.disabledFlag), reason: adminReason }),
  data: adminUserDetailSchema.shape.user,
});
