import { describe, it, expect } from 'vitest';
import { chartUnit, chartValue, formatAppPrice, formatFileSize, formatNumber, formatYuan } from './format.ts';

describe('formatNumber (spec 9)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [9999, '9,999'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.57'],
    [9999.996, '1万'],
    [10000, '1万'],
    [10050, '1.01万'],
    [12000, '1.2万'],
    [12345, '1.23万'],
    [15555, '1.56万'],
    [123456, '12.35万'],
    [50_000_000, '5000万'],
    [99_994_999, '9999.5万'],
    [99_999_999, '1亿'],
    [100_000_000, '1亿'],
    [123_456_789, '1.23亿'],
    [1_000_000_000_000, '10000亿'],
  ])('%d → %s', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });

  it('keeps the sign of negatives', () => {
    expect(formatNumber(-9999)).toBe('-9,999');
    expect(formatNumber(-10000)).toBe('-1万');
    expect(formatNumber(-12345)).toBe('-1.23万');
    expect(formatNumber(-250_000_000)).toBe('-2.5亿');
  });

  it('shows zero without a sign when rounding reaches it', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('shows "-" for missing numbers', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('chart values (spec 9)', () => {
  it('switches the unit only above ten thousand', () => {
    expect(chartUnit(0)).toBe('');
    expect(chartUnit(10000)).toBe('');
    expect(chartUnit(10001)).toBe('万');
    expect(chartUnit(-20000)).toBe('万');
  });

  it('shows values over ten thousand in 万 with one decimal', () => {
    expect(chartValue(123456)).toBe(12.3);
    expect(chartValue(10001)).toBe(1);
    expect(chartValue(15500)).toBe(1.6);
    expect(chartValue(-123456)).toBe(-12.3);
  });

  it('leaves ten thousand and below unchanged', () => {
    expect(chartValue(10000)).toBe(10000);
    expect(chartValue(9999)).toBe(9999);
    expect(chartValue(0)).toBe(0);
    expect(chartValue(-5)).toBe(-5);
  });

  it('uses the series unit when given so one axis has one unit', () => {
    const series = [500, 8000, 123456];
    const unit = chartUnit(Math.max(...series));
    expect(series.map((v) => chartValue(v, unit))).toEqual([0.1, 0.8, 12.3]);
    expect(chartValue(123456, '')).toBe(123456);
    expect(chartValue(400, '万')).toBe(0);
  });

  it('keeps gaps as null', () => {
    expect(chartValue(null)).toBeNull();
    expect(chartValue(null, '万')).toBeNull();
  });
});

describe('formatYuan', () => {
  it('shows fen as yuan with thousands separators, decimals only when there are fen', () => {
    expect(formatYuan(29_800)).toBe('¥298');
    expect(formatYuan(899_800)).toBe('¥8,998');
    expect(formatYuan(21_650)).toBe('¥216.50');
    expect(formatYuan(89_933)).toBe('¥899.33');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0');
    expect(formatYuan(-29_800)).toBe('-¥298');
    expect(formatYuan(Number.NaN)).toBe('-');
  });
});

describe('formatAppPrice', () => {
  it('says 免费 for a free app and the price in yuan otherwise', () => {
    expect(formatAppPrice(0)).toBe('免费');
    expect(formatAppPrice(6)).toBe('¥6');
    expect(formatAppPrice(12.99)).toBe('¥12.99');
  });
});

describe('formatFileSize', () => {
  it('reads bytes as MB with one decimal, GB from 1024 MB, and nothing for an unknown size', () => {
    expect(formatFileSize(123_456_789)).toBe('117.7 MB');
    expect(formatFileSize(1024 ** 2 * 1000)).toBe('1000.0 MB');
    expect(formatFileSize(1024 ** 3 * 2.25)).toBe('2.3 GB');
    expect(formatFileSize(0)).toBe('-');
  });
});
