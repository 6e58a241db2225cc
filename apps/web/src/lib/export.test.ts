import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  const columns = [
    { title: '排名', value: (r: { rank: number; name: string }) => r.rank },
    { title: '应用', value: (r: { rank: number; name: string }) => r.name },
  ];

  it('writes a BOM, the headings and CRLF rows', () => {
    expect(toCsv(columns, [{ rank: 1, name: '微信' }])).toBe('\uFEFF排名,应用\r\n1,微信\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(columns, [{ rank: 2, name: 'a,"b"\nc' }])).toBe('\uFEFF排名,应用\r\n2,"a,""b""\nc"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but keeps negative numbers', () => {
    expect(toCsv(columns, [{ rank: -3, name: '=HYPERLINK("x")' }])).toBe(
      '\uFEFF排名,应用\r\n-3,"\'=HYPERLINK(""x"")"\r\n',
    );
  });
});
