import { describe, expect, it } from 'vitest';
import { chartDepth } from './chartDepth.ts';

describe('chartDepth', () => {
  it('is 500 for cn overall free and paid charts', () => {
    expect(chartDepth({ country: 'cn', type: 'free', genre: 0 })).toBe(500);
    expect(chartDepth({ country: 'cn', type: 'charge', genre: 36 })).toBe(500);
  });

  it('is 200 for grossing, category charts and other countries', () => {
    expect(chartDepth({ country: 'cn', type: 'grossing', genre: 0 })).toBe(200);
    expect(chartDepth({ country: 'cn', type: 'free', genre: 6014 })).toBe(200);
    expect(chartDepth({ country: 'us', type: 'free', genre: 0 })).toBe(200);
  });
});
