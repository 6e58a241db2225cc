/**
 * How the console's generic content form describes a kind's fields, and how their values go between a row (the API's
 * item), the form (antd's values: dates as dayjs) and a form body (strings on the wire).
 */
import type { ReactNode } from 'react';
import type { ContentKind } from '@bangyan/contract';
import type { ColumnsType } from 'antd/es/table';
import { dayjs, type Dayjs } from '../../../lib/dayjs.ts';
import type { ContentBody, ContentRow } from '../../../api/adminContent.ts';

export type FieldSpec = {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  /** Given once, at create (a key such as a game's platform id). */
  createOnly?: boolean;
} & (
  | { type: 'text' | 'textarea' | 'markdown'; max: number }
  | { type: 'image' | 'number' | 'time' | 'date' | 'month' | 'switch' | 'list' }
  | { type: 'select'; options: readonly { value: string | number; label: string }[] }
  /** A row of another kind (an agenda item's event), chosen from that kind's first page by `labelOf`. */
  | { type: 'ref'; kind: ContentKind; labelOf: (row: ContentRow) => string }
);

export interface KindSpec {
  fields: readonly FieldSpec[];
  /** The kind's own columns (the status, publish and actions columns are added by the section). */
  columns: ColumnsType<ContentRow>;
  /** What a new row starts with. */
  blank: () => Record<string, unknown>;
  /** The kind has a published flag the table toggles (发布 / 下线). */
  publishable?: boolean;
  /** A row's state beyond published: scheduled, running, ended (its run's times). */
  schedule?: (row: ContentRow, now: number) => 'scheduled' | 'running' | 'ended';
  /** What the list says the kind is for, shown above it. */
  note?: ReactNode;
}

export type FormValues = Record<string, unknown>;

/** A row's values as the form holds them. */
export function toForm(fields: readonly FieldSpec[], row: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((f) => {
      const value = row[f.name];
      if ((f.type === 'time' || f.type === 'date' || f.type === 'month') && typeof value === 'string' && value !== '')
        return [f.name, dayjs(value)];
      return [f.name, value];
    }),
  );
}

/** One form value on the wire; undefined leaves it out. */
function wire(field: FieldSpec, value: unknown): string | undefined {
  if (value === undefined || value === null) return field.type === 'text' || field.type === 'textarea' ? '' : undefined;
  if (field.type === 'time') return (value as Dayjs).toISOString();
  if (field.type === 'date') return (value as Dayjs).format('YYYY-MM-DD');
  if (field.type === 'month') return (value as Dayjs).format('YYYY-MM');
  if (field.type === 'switch') return value ? 'true' : 'false';
  if (field.type === 'list') return (value as string[]).join(',');
  return String(value);
}

/**
 * The form body: every field for a create; for an update only those that changed from `initial` (an untouched
 * picture is never sent back), so an edit changes what the editor changed and nothing else.
 */
export function toBody(fields: readonly FieldSpec[], values: FormValues, initial: FormValues | null): ContentBody {
  const body: ContentBody = {};
  for (const field of fields) {
    if (initial !== null && field.createOnly) continue;
    const next = wire(field, values[field.name]);
    if (next === undefined) continue;
    if (initial !== null && next === wire(field, initial[field.name])) continue;
    body[field.name] = next;
  }
  return body;
}
