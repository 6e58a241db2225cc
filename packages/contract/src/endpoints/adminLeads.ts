/**
 * The console's 线索 (leads.read: admin and operator): the public forms' leads by kind, with a search over name,
 * phone, company and email and a date range, and the ASO delivery requests. Newest first, paged; times ISO 8601.
 */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, ADMIN_TEXTS } from '../constants/admin.ts';
import {
  DELIVERY_STATUS_NOTE_MAX,
  DELIVERY_STATUSES,
  LEAD_KINDS,
  type DeliveryStatus,
} from '../constants/contentPages.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ymdField } from '../fields/dates.ts';
import { boundedText } from '../fields/form.ts';
import { deliveryRequestSchema, rowId } from '../fields/leads.ts';
import { pagedSchema, pageField, pageSizeField } from '../fields/paging.ts';

export const ADMIN_LEAD_TEXTS = {
  kind: `线索类型只能是 ${Object.keys(LEAD_KINDS).join('、')}`,
  status: `处理状态只能是 ${Object.values(DELIVERY_STATUSES).join('、')}`,
  statusNote: `给用户的说明不能超过${DELIVERY_STATUS_NOTE_MAX}字`,
  deliveryId: '投放需求编号不正确',
  deliveryMissing: '投放需求不存在',
  statusTitle: '投放需求有新进展',
  q: '搜索词不能超过50字',
  date: '日期格式应为YYYYMMDD',
  range: '开始日期不能晚于结束日期',
} as const;

const filters = {
  q: z.string(ADMIN_LEAD_TEXTS.q).trim().max(50, ADMIN_LEAD_TEXTS.q).default(''),
  from: ymdField(ADMIN_LEAD_TEXTS.date).optional(),
  to: ymdField(ADMIN_LEAD_TEXTS.date).optional(),
  page: pageField(ADMIN_TEXTS.page, 100_000),
  pageSize: pageSizeField(ADMIN_TEXTS.pageSize, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE),
};
const inOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  v.from === undefined || v.to === undefined || v.from <= v.to;

export const adminLeadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(Object.keys(LEAD_KINDS) as [keyof typeof LEAD_KINDS]),
  /** What it is about: the plan, the event or the partnership kind, by name ('' when gone). */
  subject: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  message: z.string(),
  user: z.object({ uid: z.string(), nickname: z.string() }).nullable(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminLeadList = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/leads/list',
  tag: 'admin',
  summary: '线索列表 (leads.read; by kind, a search over name, phone, company and email, China days from/to)',
  query: z
    .object({
      kind: z.enum(Object.keys(LEAD_KINDS) as [keyof typeof LEAD_KINDS], ADMIN_LEAD_TEXTS.kind).optional(),
      ...filters,
    })
    .refine(inOrder, { message: ADMIN_LEAD_TEXTS.range, path: ['to'] }),
  data: pagedSchema(adminLeadSchema),
});

export const adminDeliverySchema = deliveryRequestSchema.extend({
  user: z.object({ uid: z.string(), nickname: z.string() }),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

const deliveryStatus = z.enum(Object.keys(DELIVERY_STATUSES) as [DeliveryStatus], ADMIN_LEAD_TEXTS.status);

export const adminDeliveryList = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/leads/asoDelivery',
  tag: 'admin',
  summary: 'ASO投放需求列表 (leads.read; by status, a search over app, contact and phone, China days from/to)',
  query: z
    .object({ status: deliveryStatus.optional(), ...filters })
    .refine(inOrder, { message: ADMIN_LEAD_TEXTS.range, path: ['to'] }),
  data: pagedSchema(adminDeliverySchema),
});

export const adminDeliveryStatus = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/leads/asoDelivery/status',
  tag: 'admin',
  summary: "设置投放需求的处理状态 (leads.handle; the note is the user's to read; audited; the user is told)",
  body: z.object({
    id: rowId(ADMIN_LEAD_TEXTS.deliveryId),
    status: deliveryStatus,
    note: boundedText(DELIVERY_STATUS_NOTE_MAX, ADMIN_LEAD_TEXTS.statusNote).default(''),
  }),
  data: adminDeliverySchema,
});
