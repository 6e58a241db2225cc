/** One column of an exported table: its heading and the cell text of a row. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number | null | undefined;
}

const cell = (v: string | number | null | undefined): string => {
  const text = v === null || v === undefined ? '' : String(v);
  // A leading = + - @ would be read as a formula by spreadsheet programs (CSV injection).
  const safe = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * A table as CSV text for Excel and WPS: a byte-order mark so Chinese reads right, CRLF lines,
 * quoted where needed, formula-looking text defused.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => cell(c.title)).join(','),
    ...rows.map((r) => columns.map((c) => cell(c.value(r))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves `text` as a file the browser downloads. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(filename, new Blob([text], { type }));
}

/** Saves `blob` as a file named `filename` in the browser's downloads. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
