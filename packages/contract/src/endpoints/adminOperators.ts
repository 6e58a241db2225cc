/** The console's 运营账号 section (/v1/admin/operators/*, admin only): operators, their roles and two-factor. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ADMIN_ROLES, ADMIN_USERNAME_PATTERN } from '../constants/admin.ts';
import { ADMIN_OPS_TEXTS } from '../constants/adminOps.ts';
import { digitsId, flagField } from '../fields/admin.ts';

export const adminOperatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(ADMIN_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminOperator = z.infer<typeof adminOperatorSchema>;

/** What an operator's authenticator needs, shown once: the secret, its otpauth:// URI and that URI's QR (PNG data URL). */
const enrolment = z.object({ totpSecret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() });
export type TotpEnrolment = z.infer<typeof enrolment>;

const id = digitsId(ADMIN_OPS_TEXTS.operatorId);
const role = z.enum(ADMIN_ROLES, ADMIN_OPS_TEXTS.role);

export const adminOperatorList = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/operators/list',
  tag: 'admin',
  summary: '运营账号列表 (operators.manage; oldest first)',
  data: z.array(adminOperatorSchema),
});

export const adminOperatorCreate = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/operators/create',
  tag: 'admin',
  summary: '新建运营账号 (operators.manage; answers the generated password and the TOTP enrolment, once)',
  body: z.object({
    username: z
      .string(ADMIN_OPS_TEXTS.operatorUsername)
      .trim()
      .regex(ADMIN_USERNAME_PATTERN, ADMIN_OPS_TEXTS.operatorUsername),
    role,
  }),
  data: z.object({ operator: adminOperatorSchema, password: z.string(), enrolment }),
});

export const adminOperatorRole = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/operators/role',
  tag: 'admin',
  summary: "修改运营角色 (operators.manage; not one's own)",
  body: z.object({ id, role }),
  data: adminOperatorSchema,
});

export const adminOperatorStatus = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/operators/status',
  tag: 'admin',
  summary: "停用或启用运营账号 (operators.manage; disabled 1 or 0; not one's own; disabling ends its sessions)",
  body: z.object({ id, disabled: flagField(ADMIN_OPS_TEXTS.disabledFlag) }),
  data: adminOperatorSchema,
});

export const adminOperatorResetTotp = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/operators/resetTotp',
  tag: 'admin',
  summary:
    '重置动态验证码 (operators.manage; a new secret, shown once; the old one stops working and its sessions end)',
  body: z.object({ id }),
  data: enrolment,
});
