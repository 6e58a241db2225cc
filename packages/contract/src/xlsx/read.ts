import { strFromU8, unzipSync } from 'fflate';

/**
 * The sheets of an .xlsx file as their tab names and rows of cell text (numbers as their text), read
 * back from the archive's XML (what writeXlsx writes): exports are checked by what a spreadsheet program would show,
 * in API tests and in browser tests of a download.
 */
export function readXlsx(bytes: Uint8Array): { name: string; rows: string[][] }[] {
  const files = unzipSync(bytes);
  const text = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`the xlsx has no ${path}`);
    return strFromU8(file);
  };
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const names = [...text('xl/workbook.xml').matchAll(/<sheet name="([^"]*)"/g)].map((m) => unescape(m[1]!));
  return names.map((name, i) => {
    const sheet = text(`xl/worksheets/sheet${i + 1}.xml`);
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map((row) => {
      const cells: string[] = [];
      const cellPattern = /<c r="([A-Z]+)\d+"[^>]*>(?:<is><t[^>]*>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g;
      for (const cell of row[2]!.matchAll(cellPattern)) {
        let column = 0;
        for (const ch of cell[1]!) column = column * 26 + (ch.charCodeAt(0) - 64);
        while (cells.length < column - 1) cells.push('');
        cells.push(unescape(cell[2] ?? cell[3] ?? ''));
      }
      return cells;
    });
    return { name, rows };
  });
}
