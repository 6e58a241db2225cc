/**
 * The console's 页面 (/v1/admin/content/*, content.edit): the content pages' text (spec 2.1): the pages' blocks, the
 * open positions and partnership kinds of /new/about, the products and history of /brand, the data API's plans and
 * groups, the events with their agenda and speakers. Times are ISO 8601 in and out.
 */
import { z } from 'zod';
import { CONTENT_TEXTS as T } from '../constants/adminContent.ts';
import { PAGE_BLOCK_IDS } from '../constants/contentPages.ts';
import { isEmail } from '../helpers/validation.ts';
import {
  contentEndpoints,
  contentText,
  optionalContentText,
  publishedField,
  siteOrOutsideLink,
  sortField,
  switchField,
  timeField,
} from '../fields/adminContent.ts';
import { rowId } from '../fields/leads.ts';
import {
  brandMilestoneSchema,
  brandProductSchema,
  eventSchema,
  partnershipKindSchema,
} from '../fields/contentPages.ts';

const MARKDOWN_MAX = 5000;
const LIST_MAX = 2000;

export const adminPageBlockSchema = z.object({
  id: z.number().int(),
  /** 'page.key' (PAGE_BLOCKS). */
  block: z.string(),
  title: z.string(),
  body: z.string(),
  sort: z.number().int(),
});
export type AdminPageBlock = z.infer<typeof adminPageBlockSchema>;

const pageBlocks = contentEndpoints('pageBlocks', adminPageBlockSchema, {
  block: z.enum(PAGE_BLOCK_IDS as [string, ...string[]], T.block),
  title: contentText(50, T.title(50)),
  body: optionalContentText(MARKDOWN_MAX, T.text('正文', MARKDOWN_MAX)),
  sort: sortField(),
});
export const adminPageBlockCreate = pageBlocks.create;

export const adminJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  city: z.string(),
  duties: z.string(),
  requirements: z.string(),
  email: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

const jobs = contentEndpoints('jobs', adminJobSchema, {
  title: contentText(50, T.required('职位名称', 50)),
  department: optionalContentText(30, T.text('部门', 30)),
  city: contentText(20, T.required('工作城市', 20)),
  duties: contentText(LIST_MAX, T.required('岗位职责', LIST_MAX)),
  requirements: contentText(LIST_MAX, T.required('任职要求', LIST_MAX)),
  email: z
    .string(T.email)
    .trim()
    .refine((s) => s.length <= 100 && isEmail(s), { message: T.email }),
  sort: sortField(),
  published: publishedField(),
});
export const adminJobCreate = jobs.create;

export const adminPartnerKindSchema = partnershipKindSchema.extend({ sort: z.number().int() });
export type AdminPartnerKind = z.infer<typeof adminPartnerKindSchema>;

const partnerKinds = contentEndpoints('partnerKinds', adminPartnerKindSchema, {
  name: contentText(30, T.name(30)),
  description: contentText(200, T.required('说明', 200)),
  sort: sortField(),
});
export const adminPartnerKindCreate = partnerKinds.create;

export const adminBrandProductSchema = brandProductSchema.extend({ sort: z.number().int() });
export type AdminBrandProduct = z.infer<typeof adminBrandProductSchema>;

const brandProducts = contentEndpoints('brandProducts', adminBrandProductSchema, {
  name: contentText(30, T.name(30)),
  description: contentText(200, T.required('简介', 200)),
  url: siteOrOutsideLink(),
  sort: sortField(),
});
export const adminBrandProductCreate = brandProducts.create;

/** A milestone of /brand/about: its month ('YYYY-MM'). */
export const adminMilestoneSchema = brandMilestoneSchema;
export type AdminMilestone = z.infer<typeof adminMilestoneSchema>;

const milestones = contentEndpoints('milestones', adminMilestoneSchema, {
  month: z
    .string(T.month)
    .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, T.month)
    .transform((m) => `${m}-01`),
  title: contentText(50, T.title(50)),
  description: optionalContentText(300, T.text('说明', 300)),
});
export const adminMilestoneCreate = milestones.create;

export const adminApiPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  quota: z.string(),
  features: z.string(),
  highlighted: z.boolean(),
  sort: z.number().int(),
});
export type AdminApiPlan = z.infer<typeof adminApiPlanSchema>;

const apiPlans = contentEndpoints('apiPlans', adminApiPlanSchema, {
  name: contentText(20, T.name(20)),
  price: contentText(30, T.required('价格', 30)),
  quota: contentText(50, T.required('调用额度', 50)),
  features: contentText(LIST_MAX, T.required('套餐内容', LIST_MAX)),
  highlighted: switchField(T.highlighted),
  sort: sortField(),
});
export const adminApiPlanCreate = apiPlans.create;

/** A group of the data API's endpoints (a contract endpoint tag) offered on /new/service/api. */
export const adminApiGroupSchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  name: z.string(),
  description: z.string(),
  sort: z.number().int(),
});
export type AdminApiGroup = z.infer<typeof adminApiGroupSchema>;

const apiGroups = contentEndpoints('apiGroups', adminApiGroupSchema, {
  // The server checks the tag is one of the API document's (the contract's endpoint list).
  tag: z.string(T.tag).regex(/^[a-zA-Z]{1,40}$/, T.tag),
  name: contentText(20, T.name(20)),
  description: contentText(200, T.required('说明', 200)),
  sort: sortField(),
});
export const adminApiGroupCreate = apiGroups.create;

/** An event as the console edits it: its times ISO 8601 (the page's are unix seconds), its published flag. */
export const adminEventSchema = eventSchema
  .pick({ id: true, title: true, summary: true, body: true, city: true, venue: true, address: true, capacity: true })
  .extend({ startsAt: z.string(), endsAt: z.string(), published: z.boolean() });
export type AdminEvent = z.infer<typeof adminEventSchema>;

const events = contentEndpoints('events', adminEventSchema, {
  title: contentText(60, T.title(60)),
  summary: contentText(300, T.required('活动简介', 300)),
  body: optionalContentText(MARKDOWN_MAX, T.text('活动详情', MARKDOWN_MAX)),
  city: contentText(20, T.required('城市', 20)),
  venue: contentText(50, T.required('场地', 50)),
  address: contentText(100, T.required('地址', 100)),
  startsAt: timeField(),
  endsAt: timeField(),
  capacity: z.coerce.number(T.capacity).int(T.capacity).min(1, T.capacity).max(100_000, T.capacity),
  published: publishedField(),
});
export const adminEventCreate = events.create;

const clock = () => z.string(T.clock).regex(/^([01]\d|2[0-3]):[0-5]\d$/, T.clock);

/** An agenda item of an event: HH:mm China time. */
export const adminEventAgendaSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  speaker: z.string(),
});
export type AdminEventAgenda = z.infer<typeof adminEventAgendaSchema>;

const eventAgenda = contentEndpoints('eventAgenda', adminEventAgendaSchema, {
  eventId: rowId(T.event),
  startTime: clock(),
  endTime: clock(),
  title: contentText(60, T.title(60)),
  speaker: optionalContentText(50, T.text('分享嘉宾', 50)),
});
export const adminEventAgendaCreate = eventAgenda.create;

export const adminEventSpeakerSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  bio: z.string(),
  sort: z.number().int(),
});
export type AdminEventSpeaker = z.infer<typeof adminEventSpeakerSchema>;

const eventSpeakers = contentEndpoints('eventSpeakers', adminEventSpeakerSchema, {
  eventId: rowId(T.event),
  name: contentText(20, T.required('姓名', 20)),
  title: contentText(30, T.required('职位', 30)),
  company: contentText(50, T.required('公司', 50)),
  bio: optionalContentText(300, T.text('简介', 300)),
  sort: sortField(),
});
export const adminEventSpeakerCreate = eventSpeakers.create;

/** This file's kinds' endpoints by kind (list, create, update, remove): endpoints/index.ts joins them. */
export const ADMIN_CONTENT_PAGE_KINDS = {
  pageBlocks,
  jobs,
  partnerKinds,
  brandProducts,
  milestones,
  apiPlans,
  apiGroups,
  events,
  eventAgenda,
  eventSpeakers,
};
