import { describe, expect, it } from 'vitest';
import { safeReferer } from './referer.ts';

describe('safeReferer', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReferer('/new/ranking/index?genre=6014')).toBe('/new/ranking/index?genre=6014');
  });
  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a b',
  ])('drops %j', (value) => {
    expect(safeReferer(value)).toBeNull();
  });
});
