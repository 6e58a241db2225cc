import { describe, expect, it } from 'vitest';
import { membershipUrl } from './membership.ts';

describe('membership page address (spec 2.2)', () => {
  it('is /vip/index on the membership host, this site by default', () => {
    expect(membershipUrl('')).toBe('/vip/index');
    expect(membershipUrl('https://account.example.com')).toBe('https://account.example.com/vip/index');
  });
});
