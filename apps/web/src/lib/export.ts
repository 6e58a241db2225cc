import { formatDateYmd } from '@bangyan/contract';
import type { XlsxCell, XlsxColumn, XlsxSheet } from '@bangyan/contract/xlsx';

/**
 * One column of an exported table: its Chinese heading, the cell of a row and, for numbers, the decimal places
 * (`digits`: 0 counts and ranks, 1 percents and ratings; without it a number keeps at most 2).
 */
export interface ExportColumn<T> extends Pick<XlsxColumn, 'digits' | 'width'> {
  title: string;
  value: (row: T) => XlsxCell | undefined;
}

/** The sheet of `rows` under `columns`' headings, named `name` (the writer shortens it to a tab name). */
export function exportSheet<T>(name: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): XlsxSheet {
  return {
    name,
    columns: columns.map(({ title, digits, width }) => ({ title, digits, width })),
    rows: rows.map((r) => columns.map((c) => c.value(r) ?? null)),
  };
}

/** An export's file name: what it holds, then the day it was made (我的关注-20260314.xlsx, as the server names its files). */
export const exportFileName = (name: string, day: Date): string => `${name}-${formatDateYmd(day)}.xlsx`;

/**
 * Saves `rows` as the XLSX file of every export (the contract's writer, loaded on the first export so pages do not
 * carry it), named `name` and today's date.
 */
export async function saveXlsx<T>(name: string, columns: readonly ExportColumn<T>[], rows: readonly T[]) {
  const { writeXlsx, XLSX_MIME } = await import('@bangyan/contract/xlsx');
  const file = writeXlsx([exportSheet(name, columns, rows)]);
  saveBlob(exportFileName(name, new Date()), new Blob([file as Uint8Array<ArrayBuffer>], { type: XLSX_MIME }));
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
