/** Where a code goes and the code itself: the fields of the endpoints that send a code or use one (spec 5). */
import { z } from 'zod';
import { isRegionCode } from '../constants/regions.ts';
import { VALIDATION_MESSAGES as M } from '../helpers/validation.ts';

export const regionField = z.string().refine(isRegionCode, { message: '不支持的手机区号' });
/** Text trimmed and at most `max` characters, `message` for anything else. */
export const trimmedText = (max: number, message: string) => z.string(message).trim().max(max, message);
export const emailField = z.string().trim().max(254, M.emailInvalid);

/** Sending an SMS code: the phone, then (checked by the handler, after it, in spec 5's order) a slide pass. */
export const smsCodeQuery = z.object({
  regionNum: regionField.default('86'),
  phone: trimmedText(20, M.phoneEmpty),
  csessionid: z.string().optional(),
  nc_token: z.string().optional(),
  sig: z.string().optional(),
  scene: z.string().optional(),
  appkey: z.string().optional(),
});
/** Sending a code by SMS, or by email when `email` is given. */
export const contactCodeQuery = smsCodeQuery.extend({
  phone: trimmedText(20, M.phoneEmpty).default(''),
  email: emailField.optional(),
});
export const codeSent = z.object({ expiresIn: z.number().int(), resendIn: z.number().int() });

export const phoneAndCode = {
  regionNum: regionField.default('86'),
  phone: trimmedText(20, M.phoneEmpty),
  phoneCode: trimmedText(12, M.verifyCodeEmpty),
};

/** A phone and its SMS code, or (with `email`) an email and its code. */
export const phoneOrEmailAndCode = {
  ...phoneAndCode,
  phone: trimmedText(20, M.phoneEmpty).default(''),
  phoneCode: trimmedText(12, M.verifyCodeEmpty).default(''),
  email: emailField.optional(),
  emailCode: trimmedText(12, M.verifyCodeEmpty).default(''),
};
