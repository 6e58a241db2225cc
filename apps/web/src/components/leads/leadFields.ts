import { LEAD_LIMITS, LEAD_TEXTS } from '@bangyan/contract';
import type { LeadField } from './LeadForm.tsx';

/** The fields every lead form asks for, with the contract's limits and wording. */
export const NAME_FIELD: LeadField = {
  name: 'name',
  label: '姓名',
  required: true,
  max: LEAD_LIMITS.name,
  message: LEAD_TEXTS.name,
};
export const PHONE_FIELD: LeadField = {
  name: 'phone',
  label: '手机号',
  kind: 'phone',
  message: LEAD_TEXTS.phoneInvalid,
  placeholder: '11 位手机号',
};
export const COMPANY_FIELD: LeadField = {
  name: 'company',
  label: '公司',
  required: true,
  max: LEAD_LIMITS.company,
  message: LEAD_TEXTS.company,
};
export const EMAIL_FIELD: LeadField = {
  name: 'email',
  label: '邮箱',
  kind: 'email',
  max: LEAD_LIMITS.email,
  message: LEAD_TEXTS.emailInvalid,
};
