/** A public form's fields (leads and delivery requests): who is asking and how to reach them, all trimmed. */
import { z } from 'zod';
import { DELIVERY_STATUSES, LEAD_LIMITS, LEAD_TEXTS, type DeliveryStatus } from '../constants/contentPages.ts';
import { isChinaMobile, isEmail } from '../helpers/validation.ts';

/** Required text of 1 to `max` characters (code points). */
export const requiredText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .refine((s) => s !== '' && [...s].length <= max, { message });

/** Optional text of at most `max` characters; '' when not given. */
export const optionalText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .refine((s) => [...s].length <= max, { message })
    .default('');

/** A mainland mobile number (spec 5's rule). */
export const leadPhone = z
  .string(LEAD_TEXTS.phoneEmpty)
  .trim()
  .min(1, LEAD_TEXTS.phoneEmpty)
  .refine(isChinaMobile, { message: LEAD_TEXTS.phoneInvalid });

export const leadName = requiredText(LEAD_LIMITS.name, LEAD_TEXTS.name);
export const leadCompany = requiredText(LEAD_LIMITS.company, LEAD_TEXTS.company);

/** An optional email: '' or a valid address. */
export const leadEmail = z
  .string(LEAD_TEXTS.emailInvalid)
  .trim()
  .refine((s) => s === '' || (s.length <= LEAD_LIMITS.email && isEmail(s)), { message: LEAD_TEXTS.emailInvalid })
  .default('');

/** A positive row id sent as digits. */
export const rowId = (message: string) =>
  z.coerce.number(message).int(message).min(1, message).max(2_147_483_647, message);

/** A delivery request's keyword: its heat and the app's rank (spec 7's cart item, read by the server). */
export const deliveryKeywordSchema = z.object({
  keyword: z.string(),
  /** The keyword's latest heat; null when the storefront's keywords do not include it or it is not collected. */
  heat: z.number().int().nullable(),
  /** The app's rank in the keyword's results now; null when not in them. */
  rank: z.number().int().nullable(),
});
export type DeliveryKeyword = z.infer<typeof deliveryKeywordSchema>;

export const deliveryRequestSchema = z.object({
  id: z.number().int(),
  appId: z.string(),
  country: z.string(),
  appName: z.string(),
  keywords: z.array(deliveryKeywordSchema.extend({ targetRank: z.number().int() })),
  budget: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  note: z.string(),
  /** Its handling, the operator's note to the user and when it was last set (ISO 8601; null: never). */
  status: z.enum(Object.keys(DELIVERY_STATUSES) as [DeliveryStatus]),
  statusNote: z.string(),
  statusAt: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;
