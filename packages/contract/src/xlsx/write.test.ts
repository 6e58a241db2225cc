import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsx } from './read.ts';
import { columnName, roundTo, writeXlsx } from './write.ts';

describe('writeXlsx', () => {
  it('writes headings and rows that read back as a spreadsheet program shows them', () => {
    const file = writeXlsx([
      {
        name: '搜索结果',
        columns: [{ title: '排名', width: 6 }, { title: '应用' }, { title: '热度' }],
        rows: [
          [1, '王者荣耀', 9876],
          [2, 'A & B <测试> "引号"', null],
          [3, '=HYPERLINK("x")', 4605.5],
        ],
      },
    ]);
    expect([...file.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip archive
    expect(readXlsx(file)).toEqual([
      {
        name: '搜索结果',
        rows: [
          ['排名', '应用', '热度'],
          ['1', '王者荣耀', '9876'],
          ['2', 'A & B <测试> "引号"'],
          ['3', '=HYPERLINK("x")', '4605.5'],
        ],
      },
    ]);
  });

  it('keeps formula-looking text as text and drops characters XML cannot hold', () => {
    const file = writeXlsx([{ name: 's', columns: [{ title: 'a' }], rows: [['=1+1'], ['x\u0001y'], [Number.NaN]] }]);
    const [sheet] = readXlsx(file);
    expect(sheet!.rows).toEqual([['a'], ['=1+1'], ['xy'], []]);
  });

  it('names sheets as spreadsheet programs allow: 31 characters, no []:*?/\\, each once', () => {
    const file = writeXlsx([
      { name: '关键词:榜单/2026[全部]', columns: [], rows: [] },
      { name: '关键词:榜单/2026[全部]', columns: [], rows: [] },
      { name: 'x'.repeat(40), columns: [], rows: [] },
      { name: '  ', columns: [], rows: [] },
    ]);
    expect(readXlsx(file).map((s) => s.name)).toEqual([
      '关键词 榜单 2026 全部',
      '关键词 榜单 2026 全部(2)',
      'x'.repeat(31),
      'Sheet4',
    ]);
  });

  it('rounds each column’s numbers to its places and formats them so; others keep at most two', () => {
    const file = writeXlsx([
      {
        name: '评分',
        columns: [
          { title: '评分', digits: 1 },
          { title: '下载量', digits: 0 },
          { title: '份额(%)', digits: 1 },
          { title: '波动' },
        ],
        rows: [
          [4.01687, 1234.5, 12.345, 0.123456],
          [4.96, -0.4, 99.95, 7],
        ],
      },
    ]);
    expect(readXlsx(file)[0]!.rows.slice(1)).toEqual([
      ['4', '1235', '12.3', '0.12'],
      ['5', '0', '100', '7'],
    ]);
    const sheet = new TextDecoder().decode(unzipSync(file)['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<c r="A2" s="3"><v>4</v></c>'); // 0.0
    expect(sheet).toContain('<c r="B2" s="2"><v>1235</v></c>'); // 0
    expect(sheet).toContain('<c r="D2"><v>0.12</v></c>'); // general
  });

  it('refuses a workbook without sheets', () => {
    expect(() => writeXlsx([])).toThrow();
  });
});

describe('roundTo', () => {
  it('rounds half away from zero, without float noise or -0', () => {
    expect([roundTo(4.01687, 2), roundTo(4.01687, 1), roundTo(1.005, 2), roundTo(2.5, 0), roundTo(-2.5, 0)]).toEqual([
      4.02, 4, 1.01, 3, -3,
    ]);
    expect(Object.is(roundTo(-0.004, 2), 0)).toBe(true);
  });
});

describe('columnName', () => {
  it('counts columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
