import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './present.ts';

describe('masked contacts', () => {
  it('hide the middle of a phone number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('91234567')).toBe('912****4567');
    expect(maskPhone('12345')).toBe('12***45');
  });

  it('hide most of an email name', () => {
    expect(maskEmail('li.lei@example.com')).toBe('li***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});
