/**
 * The content pages' public forms, each stored as a lead for the console's 线索 (rate-limited per visitor): the data
 * API application (/new/service/api), an event sign-up (/new/events/detail; one per phone and event) and a
 * partnership enquiry (/new/about#partner).
 */
import { z } from 'zod';
import { LEAD_LIMITS, LEAD_TEXTS } from '../constants/contentPages.ts';
import { defineEndpoint } from '../endpoint.ts';
import { leadCompany, leadEmail, leadName, leadPhone, optionalText, requiredText, rowId } from '../fields/leads.ts';

const stored = z.object({ id: z.number().int() });

export const apiApply = defineEndpoint({
  method: 'POST',
  path: '/v1/leads/apiApply',
  tag: 'leads',
  summary: '数据API申请（姓名、手机、公司、职位、邮箱、套餐、需求说明）',
  body: z.object({
    name: leadName,
    phone: leadPhone,
    company: leadCompany,
    jobTitle: optionalText(LEAD_LIMITS.jobTitle, LEAD_TEXTS.jobTitleTooLong),
    email: leadEmail,
    planId: rowId(LEAD_TEXTS.plan),
    message: optionalText(LEAD_LIMITS.message, LEAD_TEXTS.message),
  }),
  data: stored,
});

export const partnerApply = defineEndpoint({
  method: 'POST',
  path: '/v1/leads/partner',
  tag: 'leads',
  summary: '商务合作申请（合作类型、姓名、手机、公司、邮箱、合作说明）',
  body: z.object({
    kindId: rowId(LEAD_TEXTS.partnerKind),
    name: leadName,
    phone: leadPhone,
    company: leadCompany,
    email: leadEmail,
    message: requiredText(LEAD_LIMITS.message, LEAD_TEXTS.partnerMessage),
  }),
  data: stored,
});

export const eventSignup = defineEndpoint({
  method: 'POST',
  path: '/v1/leads/eventSignup',
  tag: 'leads',
  summary: '活动报名（姓名、手机、公司、职位；每个手机号每场活动一次）',
  body: z.object({
    eventId: rowId(LEAD_TEXTS.eventId),
    name: leadName,
    phone: leadPhone,
    company: leadCompany,
    jobTitle: requiredText(LEAD_LIMITS.jobTitle, LEAD_TEXTS.jobTitle),
  }),
  data: stored,
});
