import { describe, expect, it } from 'vitest';
import { enumParam, intParam, textParam } from './urlParams.ts';

describe('URL parameters', () => {
  it('reads integers within what is allowed, else the default', () => {
    const genre = intParam(0, (n) => n === 0 || n === 6014);
    expect(genre.read('6014')).toBe(6014);
    expect(genre.read('7')).toBe(0);
    expect(genre.read('6014abc')).toBe(0);
    expect(genre.read(null)).toBe(0);
  });

  it('reads one of a list, else the default', () => {
    const type = enumParam(['free', 'charge', 'grossing'] as const, 'free');
    expect(type.read('grossing')).toBe('grossing');
    expect(type.read('<script>')).toBe('free');
  });

  it('reads valid text, else the default of the moment', () => {
    let today = '20261122';
    const date = textParam(
      () => today,
      (s) => /^\d{8}$/.test(s),
    );
    expect(date.read('20261101')).toBe('20261101');
    expect(date.read("1' OR 1=1")).toBe('20261122');
    today = '20261123';
    expect(date.read(null)).toBe('20261123');
  });
});
