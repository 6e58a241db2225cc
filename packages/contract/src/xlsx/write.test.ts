import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../test/app.ts';
import { columnName, writeXlsx } from './xlsx.ts';

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

  it('refuses a workbook without sheets', () => {
    expect(() => writeXlsx([])).toThrow();
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
