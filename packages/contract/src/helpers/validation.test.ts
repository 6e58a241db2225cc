import { describe, it, expect } from 'vitest';
import {
  VALIDATION_MESSAGES,
  clampFeedbackContent,
  clampFeedbackText,
  clampFeedbackWechat,
  isChinaMobile,
  isEmail,
  isValidPassword,
  validateAccountLogin,
  validateCodeLogin,
  validateEmailCodeRequest,
  validateNewPassword,
  validateRegistration,
  validateSmsCodeRequest,
} from './validation.ts';

describe('isChinaMobile', () => {
  it('accepts 11 digits starting 1 then 3-9', () => {
    expect(isChinaMobile('13800138000')).toBe(true);
    expect(isChinaMobile('19912345678')).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(isChinaMobile('12800138000')).toBe(false);
    expect(isChinaMobile('10800138000')).toBe(false);
    expect(isChinaMobile('1380013800')).toBe(false);
    expect(isChinaMobile('138001380000')).toBe(false);
    expect(isChinaMobile('1380013800a')).toBe(false);
    expect(isChinaMobile('+8613800138000')).toBe(false);
  });
});

describe('isEmail', () => {
  it.each(['a@b.cn', 'first.last+tag@mail.example.com', '用户@例子.中国'])('accepts %s', (e) => {
    expect(isEmail(e)).toBe(true);
  });
  it.each(['', 'ab.cn', 'a@b', 'a@@b.cn', 'a b@c.cn', 'a@b..cn', 'a@.cn', '@b.cn', 'a@b.cn.'])('rejects %s', (e) => {
    expect(isEmail(e)).toBe(false);
  });
  it('rejects addresses over 254 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(false);
  });
});

describe('isValidPassword', () => {
  it('needs 6-20 characters with a letter and a digit', () => {
    expect(isValidPassword('abc123')).toBe(true);
    expect(isValidPassword('Abc!@#123')).toBe(true);
    expect(isValidPassword(`a${'1'.repeat(19)}`)).toBe(true);
    expect(isValidPassword('abc12')).toBe(false);
    expect(isValidPassword(`a${'1'.repeat(20)}`)).toBe(false);
    expect(isValidPassword('abcdef')).toBe(false);
    expect(isValidPassword('123456')).toBe(false);
    expect(isValidPassword('abc 123')).toBe(false);
    expect(isValidPassword('密码abc123')).toBe(false);
  });
});

describe('validateAccountLogin (spec 5)', () => {
  const ok = { username: 'user@example.com', password: 'secret', slidePassed: true };

  it('passes a complete form', () => {
    expect(validateAccountLogin(ok)).toBeNull();
  });

  it('checks username, then password, then the slide', () => {
    expect(validateAccountLogin({ username: '', password: '', slidePassed: false })).toEqual({
      field: 'username',
      msg: '邮箱/手机号不能为空',
    });
    expect(validateAccountLogin({ ...ok, username: '  ', password: '' })).toEqual({
      field: 'username',
      msg: '邮箱/手机号不能为空',
    });
    expect(validateAccountLogin({ ...ok, password: '', slidePassed: false })).toEqual({
      field: 'password',
      msg: '密码不能为空',
    });
    expect(validateAccountLogin({ ...ok, slidePassed: false })).toEqual({ field: 'slide', msg: '请先滑动验证' });
  });

  it('does not treat a password of spaces as empty', () => {
    expect(validateAccountLogin({ ...ok, password: '   ' })).toBeNull();
  });
});

describe('validateCodeLogin (spec 5)', () => {
  const ok = { region: '86', phone: '13800138000', verifyCode: '123456' };

  it('passes a complete mainland form, trimming the phone', () => {
    expect(validateCodeLogin(ok)).toBeNull();
    expect(validateCodeLogin({ ...ok, phone: ' 13800138000 ' })).toBeNull();
  });

  it('checks phone empty, then format, then the code', () => {
    expect(validateCodeLogin({ region: '86', phone: '', verifyCode: '' })).toEqual({
      field: 'phone',
      msg: '手机号不能为空',
    });
    expect(validateCodeLogin({ ...ok, phone: '12345', verifyCode: '' })).toEqual({
      field: 'phone',
      msg: '手机号格式不正确',
    });
    expect(validateCodeLogin({ ...ok, verifyCode: ' ' })).toEqual({ field: 'verifyCode', msg: '验证码不能为空' });
  });

  it('does not format-check other regions', () => {
    expect(validateCodeLogin({ region: '852', phone: '91234567', verifyCode: '1234' })).toBeNull();
    expect(validateCodeLogin({ region: '886', phone: '12', verifyCode: '' })).toEqual({
      field: 'verifyCode',
      msg: '验证码不能为空',
    });
    expect(validateCodeLogin({ region: '853', phone: '', verifyCode: '1' })).toEqual({
      field: 'phone',
      msg: '手机号不能为空',
    });
  });
});

describe('validateSmsCodeRequest (spec 5)', () => {
  const ok = { region: '86', phone: '13800138000', slideRequired: true, slidePassed: true };

  it('passes a complete request', () => {
    expect(validateSmsCodeRequest(ok)).toBeNull();
    expect(validateSmsCodeRequest({ ...ok, slideRequired: false, slidePassed: false })).toBeNull();
  });

  it('checks phone empty, then format (with its exclamation mark), then the slide', () => {
    expect(validateSmsCodeRequest({ ...ok, phone: ' ', slidePassed: false })).toEqual({
      field: 'phone',
      msg: '手机号不能为空',
    });
    expect(validateSmsCodeRequest({ ...ok, phone: '1380013800', slidePassed: false })).toEqual({
      field: 'phone',
      msg: '手机号格式不正确！',
    });
    expect(validateSmsCodeRequest({ ...ok, slidePassed: false })).toEqual({ field: 'slide', msg: '请先滑动验证' });
  });

  it('does not format-check other regions', () => {
    expect(validateSmsCodeRequest({ ...ok, region: '886', phone: '912345678' })).toBeNull();
  });
});

describe('validateEmailCodeRequest (spec 5)', () => {
  const ok = { email: 'a@b.cn', slideRequired: true, slidePassed: true };

  it('passes a complete request', () => {
    expect(validateEmailCodeRequest(ok)).toBeNull();
    expect(validateEmailCodeRequest({ ...ok, email: ' a@b.cn ' })).toBeNull();
  });

  it('checks email empty, then format, then the slide', () => {
    expect(validateEmailCodeRequest({ ...ok, email: '', slidePassed: false })).toEqual({
      field: 'email',
      msg: '邮箱不能为空',
    });
    expect(validateEmailCodeRequest({ ...ok, email: 'a@b', slidePassed: false })).toEqual({
      field: 'email',
      msg: '邮箱格式不正确',
    });
    expect(validateEmailCodeRequest({ ...ok, slidePassed: false })).toEqual({ field: 'slide', msg: '请先滑动验证' });
    expect(validateEmailCodeRequest({ ...ok, slideRequired: false, slidePassed: false })).toBeNull();
  });
});

describe('new passwords and registration', () => {
  it('checks empty, then the rule', () => {
    expect(validateNewPassword('')).toEqual({ field: 'password', msg: '密码不能为空' });
    expect(validateNewPassword('abc')).toEqual({ field: 'password', msg: VALIDATION_MESSAGES.passwordRule });
    expect(VALIDATION_MESSAGES.passwordRule).toBe('密码需为6-20位，且同时包含字母和数字');
    expect(validateNewPassword('abc123')).toBeNull();
  });

  it('checks registration as phone, code, then password', () => {
    const ok = { region: '86', phone: '13800138000', verifyCode: '123456', password: 'abc123' };
    expect(validateRegistration(ok)).toBeNull();
    expect(validateRegistration({ ...ok, phone: '', verifyCode: '', password: '' })).toEqual({
      field: 'phone',
      msg: '手机号不能为空',
    });
    expect(validateRegistration({ ...ok, phone: '123', password: '' })).toEqual({
      field: 'phone',
      msg: '手机号格式不正确',
    });
    expect(validateRegistration({ ...ok, verifyCode: '', password: '' })).toEqual({
      field: 'verifyCode',
      msg: '验证码不能为空',
    });
    expect(validateRegistration({ ...ok, password: '' })).toEqual({ field: 'password', msg: '密码不能为空' });
    expect(validateRegistration({ ...ok, password: 'abcdefg' })).toEqual({
      field: 'password',
      msg: VALIDATION_MESSAGES.passwordRule,
    });
  });
});

describe('feedback limits (spec 5)', () => {
  it('leaves text below the limit alone', () => {
    expect(clampFeedbackText('abc', 5)).toEqual({ value: 'abc', exceeded: false });
    expect(clampFeedbackText('', 5)).toEqual({ value: '', exceeded: false });
  });

  it('flags text at the limit without cutting it', () => {
    expect(clampFeedbackText('abcde', 5)).toEqual({ value: 'abcde', exceeded: true });
  });

  it('truncates text over the limit', () => {
    expect(clampFeedbackText('abcdefg', 5)).toEqual({ value: 'abcde', exceeded: true });
  });

  it('counts code points so an emoji is never split', () => {
    expect(clampFeedbackText('😀😀😀', 2)).toEqual({ value: '😀😀', exceeded: true });
    expect(clampFeedbackText('好😀', 2)).toEqual({ value: '好😀', exceeded: true });
    expect(clampFeedbackText('😀', 2)).toEqual({ value: '😀', exceeded: false });
  });

  it('limits the description to 500 with its message', () => {
    expect(clampFeedbackContent('数'.repeat(499))).toEqual({ value: '数'.repeat(499), msg: null });
    expect(clampFeedbackContent('数'.repeat(500))).toEqual({ value: '数'.repeat(500), msg: '请输入500以内描述' });
    expect(clampFeedbackContent('数'.repeat(501))).toEqual({ value: '数'.repeat(500), msg: '请输入500以内描述' });
  });

  it('limits the contact to 100 with its message', () => {
    expect(clampFeedbackWechat('w'.repeat(99))).toEqual({ value: 'w'.repeat(99), msg: null });
    expect(clampFeedbackWechat('w'.repeat(100)).msg).toBe('请输入100以内的联系方式');
    expect(clampFeedbackWechat('w'.repeat(150))).toEqual({ value: 'w'.repeat(100), msg: '请输入100以内的联系方式' });
  });
});
