/**
 * Zod building blocks for source formats. Schemas describe the wire format and only check it
 * (patterns, ranges); adapters convert checked strings to numbers and dates. Checks keep zod on
 * its fast path: a `.transform` per field made a 200-entry chart feed parse six times slower.
 */
import { z } from 'zod';

/** Apple's feeds send one entry as a bare object and no entries as a missing key. */
export function oneOrMany<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));
}

/**
 * The entries of a list that pass `keep`, each parsed with `schema`. Lets a feed mix kinds of entry
 * (a reviews feed starts with the app itself) without a union, whose errors would not say which
 * field of which entry was wrong.
 */
export function entriesWhere<T extends z.ZodType>(keep: (entry: Record<string, unknown>) => boolean, schema: T) {
  return z.array(z.looseObject({})).transform((entries, ctx) => {
    const out: z.output<T>[] = [];
    entries.forEach((entry, i) => {
      if (!keep(entry)) return;
      const parsed = schema.safeParse(entry);
      if (parsed.success) out.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: [i, ...issue.path] });
    });
    return out;
  });
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const notIsoDateTime = (issue: { input: unknown }) =>
  `expected an ISO-8601 time, received ${JSON.stringify(issue.input)}`;

/** A timestamp with an explicit offset or Z (ISO-8601); read it with `new Date`. */
export const isoDateTime = z
  .string()
  .regex(ISO_DATE_TIME, { error: notIsoDateTime })
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: notIsoDateTime });

/**
 * A non-negative integer sent as a string of digits (Apple's fileSizeBytes, genreIds, im:id); read
 * it with `Number`. Fifteen digits at most, so it is always a safe integer.
 */
export const digitString = z.string().regex(/^\d{1,15}$/, 'expected a string of at most 15 digits');

/** A decimal number sent as a string ("6.00000", "4.5"); read it with `Number`. */
export const decimalString = z.string().regex(/^-?\d{1,15}(\.\d+)?$/, 'expected a decimal number string');

/** One line for an error message: the first problem with its path, and how many more there were. */
export function describeIssues(error: z.ZodError): string {
  const [first, ...rest] = error.issues;
  if (!first) return 'does not match the format';
  const path = formatPath(first.path);
  const message = first.message.replace(/^Invalid input: /, '');
  const more = rest.length > 0 ? ` (and ${rest.length} more)` : '';
  return `${path === '' ? '' : `${path}: `}${message}${more}`;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}
