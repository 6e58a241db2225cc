/**
 * Client-side form rules (spec 5). Each check returns the first failure in the spec's order, with
 * the field to focus, or null when the form may be sent. The server repeats what it must.
 */
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_TOO_LONG,
  FEEDBACK_WECHAT_MAX,
  FEEDBACK_WECHAT_TOO_LONG,
} from '../constants/feedback.ts';
import { MAINLAND_REGION } from '../constants/regions.ts';

export const VALIDATION_MESSAGES = {
  usernameEmpty: '邮箱/手机号不能为空',
  passwordEmpty: '密码不能为空',
  slideRequired: '请先滑动验证',
  phoneEmpty: '手机号不能为空',
  phoneInvalid: '手机号格式不正确',
  /** The code-sending form's wording carries an exclamation mark (spec 5). */
  phoneInvalidOnSend: '手机号格式不正确！',
  verifyCodeEmpty: '验证码不能为空',
  emailEmpty: '邮箱不能为空',
  emailInvalid: '邮箱格式不正确',
  passwordRule: '密码需为6-20位，且同时包含字母和数字',
} as const;

export interface FieldFailure<F extends string> {
  field: F;
  msg: string;
}

const M = VALIDATION_MESSAGES;

/** Mainland mobile numbers: 11 digits, 1 then 3-9 (spec 5). */
export function isChinaMobile(phone: string): boolean {
  return /^1[3-9]\d{9}$/.test(phone);
}

/** A practical address check: one @, no spaces, a dot in the domain, within the 254-character limit. */
export function isEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

/**
 * Registration and reset: 6-20 visible ASCII characters with at least one letter and one digit.
 * Symbols are allowed; spaces and non-ASCII are not, since the password is typed on any keyboard.
 */
export function isValidPassword(password: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/.test(password);
}

const blank = (s: string) => s.trim() === '';

export interface AccountLoginForm {
  username: string;
  password: string;
  /** Whether the slide check has produced a result. */
  slidePassed: boolean;
}

/** Account (phone or email plus password) login. A password of spaces is a password, not empty. */
export function validateAccountLogin(form: AccountLoginForm): FieldFailure<'username' | 'password' | 'slide'> | null {
  if (blank(form.username)) return { field: 'username', msg: M.usernameEmpty };
  if (form.password === '') return { field: 'password', msg: M.passwordEmpty };
  if (!form.slidePassed) return { field: 'slide', msg: M.slideRequired };
  return null;
}

export interface CodeLoginForm {
  region: string;
  phone: string;
  verifyCode: string;
}

/** Verification-code login; only mainland numbers are format-checked (spec 5). */
export function validateCodeLogin(form: CodeLoginForm): FieldFailure<'phone' | 'verifyCode'> | null {
  const phone = form.phone.trim();
  if (phone === '') return { field: 'phone', msg: M.phoneEmpty };
  if (form.region === MAINLAND_REGION && !isChinaMobile(phone)) return { field: 'phone', msg: M.phoneInvalid };
  if (blank(form.verifyCode)) return { field: 'verifyCode', msg: M.verifyCodeEmpty };
  return null;
}

export interface SmsCodeRequest {
  region: string;
  phone: string;
  /** Whether this form shows a slide check (the server says so per scene). */
  slideRequired: boolean;
  slidePassed: boolean;
}

/** Before sending an SMS code. */
export function validateSmsCodeRequest(req: SmsCodeRequest): FieldFailure<'phone' | 'slide'> | null {
  const phone = req.phone.trim();
  if (phone === '') return { field: 'phone', msg: M.phoneEmpty };
  if (req.region === MAINLAND_REGION && !isChinaMobile(phone)) return { field: 'phone', msg: M.phoneInvalidOnSend };
  if (req.slideRequired && !req.slidePassed) return { field: 'slide', msg: M.slideRequired };
  return null;
}

export interface EmailCodeRequest {
  email: string;
  slideRequired: boolean;
  slidePassed: boolean;
}

/** Before sending an email code (password reset by email). */
export function validateEmailCodeRequest(req: EmailCodeRequest): FieldFailure<'email' | 'slide'> | null {
  const email = req.email.trim();
  if (email === '') return { field: 'email', msg: M.emailEmpty };
  if (!isEmail(email)) return { field: 'email', msg: M.emailInvalid };
  if (req.slideRequired && !req.slidePassed) return { field: 'slide', msg: M.slideRequired };
  return null;
}

/** A new password (registration, reset). */
export function validateNewPassword(password: string): FieldFailure<'password'> | null {
  if (password === '') return { field: 'password', msg: M.passwordEmpty };
  if (!isValidPassword(password)) return { field: 'password', msg: M.passwordRule };
  return null;
}

export interface RegistrationForm {
  region: string;
  phone: string;
  verifyCode: string;
  password: string;
}

export interface EmailCodeForm {
  email: string;
  verifyCode: string;
}

/** An email and the code sent to it (registration and reset by email). */
export function validateEmailCodeForm(form: EmailCodeForm): FieldFailure<'email' | 'verifyCode'> | null {
  const email = form.email.trim();
  if (email === '') return { field: 'email', msg: M.emailEmpty };
  if (!isEmail(email)) return { field: 'email', msg: M.emailInvalid };
  if (blank(form.verifyCode)) return { field: 'verifyCode', msg: M.verifyCodeEmpty };
  return null;
}

/** Registration or reset by email: the email and code, then the new password. */
export function validateEmailRegistration(
  form: EmailCodeForm & { password: string },
): FieldFailure<'email' | 'verifyCode' | 'password'> | null {
  return validateEmailCodeForm(form) ?? validateNewPassword(form.password);
}

/** Registration by phone: the code-login checks in their order, then the new password. */
export function validateRegistration(form: RegistrationForm): FieldFailure<'phone' | 'verifyCode' | 'password'> | null {
  return validateCodeLogin(form) ?? validateNewPassword(form.password);
}

export interface ClampedText {
  value: string;
  /** At or over the limit: the spec shows its message as soon as the limit is reached. */
  exceeded: boolean;
}

/**
 * Cuts text to `max` characters, counted as code points like the server's check, so an emoji is
 * never split in half.
 */
export function clampFeedbackText(value: string, max: number): ClampedText {
  const chars = Array.from(value);
  return { value: chars.length > max ? chars.slice(0, max).join('') : value, exceeded: chars.length >= max };
}

export interface ClampedField {
  value: string;
  /** The message to show, or null below the limit. */
  msg: string | null;
}

/** The feedback description: 500 characters (spec 5). */
export function clampFeedbackContent(value: string): ClampedField {
  const r = clampFeedbackText(value, FEEDBACK_CONTENT_MAX);
  return { value: r.value, msg: r.exceeded ? FEEDBACK_CONTENT_TOO_LONG : null };
}

/** The feedback WeChat contact: 100 characters (spec 5). */
export function clampFeedbackWechat(value: string): ClampedField {
  const r = clampFeedbackText(value, FEEDBACK_WECHAT_MAX);
  return { value: r.value, msg: r.exceeded ? FEEDBACK_WECHAT_TOO_LONG : null };
}
