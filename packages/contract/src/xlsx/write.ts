import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * The one XLSX (Office Open XML spreadsheet) writer of every export, the server's download endpoints and the web's
 * own tables alike: one or more sheets of a header row and data rows, text as inline strings (never evaluated, so
 * text that looks like a formula stays text), numbers as numbers rounded to their column's places, empty cells for
 * null. Enough for Excel, WPS and LibreOffice.
 */

export type XlsxCell = string | number | null;

/** A column's heading, its width in characters (default 14) and its numbers' decimal places. */
export interface XlsxColumn {
  title: string;
  width?: number;
  /**
   * Decimal places the column's numbers are rounded to and shown with: 0 counts and ranks, 1 percents, 1-2 ratings.
   * Without it a number keeps at most DEFAULT_DIGITS places (a whole number stays whole).
   */
  digits?: 0 | 1 | 2;
}

export interface XlsxSheet {
  /** Sheet tab name: at most 31 characters, none of []:*?/\ (trimmed and replaced here). */
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly (readonly XlsxCell[])[];
}

/** The places a number keeps in a column that names none. */
export const DEFAULT_DIGITS = 2;

/** `value` rounded half away from zero to `digits` decimal places (4.01687 → 4.02 at 2). */
export function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale + Number.EPSILON * scale)) / scale;
  return rounded === 0 ? 0 : rounded; // no -0
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// XML 1.0 forbids most control characters even when escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Cell styles (styles.xml's cellXfs): plain, the bold heading, then numbers with 0, 1 and 2 fixed places. */
const BOLD_STYLE = 1;
const DIGIT_STYLES = [2, 3, 4] as const;

function cellXml(value: XlsxCell, ref: string, style = 0, digits?: 0 | 1 | 2): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const s = digits === undefined ? style : DIGIT_STYLES[digits];
    return `<c r="${ref}"${s ? ` s="${s}"` : ''}><v>${roundTo(value, digits ?? DEFAULT_DIGITS)}</v></c>`;
  }
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function sheetXml(sheet: XlsxSheet): string {
  const cols = sheet.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 14}" customWidth="1"/>`)
    .join('');
  const header = `<row r="1">${sheet.columns.map((c, i) => cellXml(c.title, `${columnName(i)}1`, BOLD_STYLE)).join('')}</row>`;
  const cells = (row: readonly XlsxCell[], r: number) =>
    row.map((value, i) => cellXml(value, `${columnName(i)}${r}`, 0, sheet.columns[i]?.digits)).join('');
  const body = sheet.rows.map((row, r) => `<row r="${r + 2}">${cells(row, r + 2)}</row>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    // The heading row stays in view while scrolling.
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData>${header}${body}</sheetData></worksheet>`
  );
}

/** The package's relationship types, by name. */
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** The spreadsheet parts' content types, by name. */
const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

function sheetName(name: string, index: number, taken: Set<string>): string {
  let clean =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || `Sheet${index + 1}`;
  for (let n = 2; taken.has(clean.toLowerCase()); n++) clean = `${clean.slice(0, 28)}(${n})`;
  taken.add(clean.toLowerCase());
  return clean;
}

/** The .xlsx file of `sheets` (at least one). */
export function writeXlsx(sheets: readonly XlsxSheet[]): Uint8Array {
  if (sheets.length === 0) throw new Error('an xlsx file needs a sheet');
  const taken = new Set<string>();
  const names = sheets.map((s, i) => sheetName(s.name, i, taken));
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${SPREADSHEET_TYPE}.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${SPREADSHEET_TYPE}.styles+xml"/>` +
        sheets
          .map(
            (_, i) =>
              `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SPREADSHEET_TYPE}.worksheet+xml"/>`,
          )
          .join('') +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELATIONSHIPS}">` +
        '<sheets>' +
        names.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" ` +
              `Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ),
    // Style 0 plain, 1 bold (the heading row), 2-4 numbers with 0, 1 and 2 places (built-in format 1, then 164-165).
    'xl/styles.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<numFmts count="2"><numFmt numFmtId="164" formatCode="0.0"/><numFmt numFmtId="165" formatCode="0.00"/></numFmts>' +
        '<fonts count="2">' +
        '<font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font>' +
        '</fonts>' +
        '<fills count="2">' +
        '<fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
        '</fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="5">' +
        '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
        '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '</cellXfs>' +
        '</styleSheet>',
    ),
  };
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet));
  });
  return zipSync(files, { level: 6 });
}

/** A rank change as a spreadsheet cell: empty without an earlier list, 新进 for an app new to it, else the change. */
export const rankChangeCell = (preRank: number | null, rankChange: number): XlsxCell =>
  preRank === null ? null : preRank === 0 ? '新进' : rankChange;
