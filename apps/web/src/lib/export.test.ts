import { describe, expect, it } from 'vitest';
import { writeXlsx } from '@bangyan/contract/xlsx';
import { readXlsx } from '@bangyan/contract/xlsx/read';
import { exportFileName, exportSheet, type ExportColumn } from './export.ts';

interface Row {
  name: string;
  rating: number | null;
  downloads: number;
}

const COLUMNS: ExportColumn<Row>[] = [
  { title: '应用名称', value: (r) => r.name },
  { title: '评分', value: (r) => r.rating, digits: 1 },
  { title: '昨日下载量', value: (r) => r.downloads, digits: 0 },
  { title: '备注', value: () => undefined },
];

describe('exportSheet', () => {
  it('gives the Chinese headings, the cells of each row and each column’s places', () => {
    const sheet = exportSheet('我的关注', COLUMNS, [{ name: '微信', rating: 4.01687, downloads: 1234.6 }]);
    expect(sheet.columns.map((c) => [c.title, c.digits])).toEqual([
      ['应用名称', undefined],
      ['评分', 1],
      ['昨日下载量', 0],
      ['备注', undefined],
    ]);
    expect(sheet.rows).toEqual([['微信', 4.01687, 1234.6, null]]);
  });

  it('is written as a spreadsheet with the values rounded and text never a formula', () => {
    const rows = [
      { name: '微信', rating: 4.01687, downloads: 1234.6 },
      { name: '=HYPERLINK("x")', rating: null, downloads: 0 },
    ];
    const [sheet] = readXlsx(writeXlsx([exportSheet('我的关注', COLUMNS, rows)]));
    expect(sheet).toEqual({
      name: '我的关注',
      rows: [
        ['应用名称', '评分', '昨日下载量', '备注'],
        ['微信', '4', '1235'],
        ['=HYPERLINK("x")', '', '0'],
      ],
    });
  });
});

describe('exportFileName', () => {
  it('names the file by what it holds and the China day it was made', () => {
    expect(exportFileName('我的关注', new Date('2026-03-14T17:00:00Z'))).toBe('我的关注-20260315.xlsx');
  });
});
