import { describe, it, expect } from 'vitest';
import { classifySearchInput, isAppId } from './appId.ts';

describe('isAppId (spec 5)', () => {
  it('needs digits only and at least 8 of them', () => {
    expect(isAppId('1234567')).toBe(false);
    expect(isAppId('12345678')).toBe(true);
    expect(isAppId('414478124')).toBe(true);
    expect(isAppId('12345678a')).toBe(false);
    expect(isAppId('1234 5678')).toBe(false);
    expect(isAppId('-12345678')).toBe(false);
    expect(isAppId('')).toBe(false);
  });
});

describe('classifySearchInput', () => {
  it('returns null for empty or blank input', () => {
    expect(classifySearchInput('')).toBeNull();
    expect(classifySearchInput('   ')).toBeNull();
    expect(classifySearchInput(null)).toBeNull();
    expect(classifySearchInput(undefined)).toBeNull();
  });

  it('recognises app ids after trimming', () => {
    expect(classifySearchInput(' 414478124 ')).toEqual({ type: 'id', id: '414478124' });
    expect(classifySearchInput('12345678')).toEqual({ type: 'id', id: '12345678' });
  });

  it('keeps everything else as a trimmed keyword', () => {
    expect(classifySearchInput('1234567')).toEqual({ type: 'kw', label: '1234567' });
    expect(classifySearchInput('12345678a')).toEqual({ type: 'kw', label: '12345678a' });
    expect(classifySearchInput('  王者荣耀 ')).toEqual({ type: 'kw', label: '王者荣耀' });
  });
});
