/** Form-body fields: lists, a list of codes, and a bounded free text. */
import { z } from 'zod';

/** The parts of a list sent in a form body either as repeated keys or comma-joined ("2,1"), trimmed, none empty. */
export function listParts(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  return (Array.isArray(raw) ? raw : String(raw).split(',')).map((p) => String(p).trim()).filter((p) => p !== '');
}

/**
 * A list sent in a form body (`listParts`), parsed to the allowed integer codes. An unknown code
 * fails validation.
 */
export function codeList(allowed: readonly number[], message: string) {
  return z
    .preprocess(
      (raw) => listParts(raw).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      z
        .array(
          z
            .number(message)
            .int(message)
            .refine((n) => allowed.includes(n), { message }),
        )
        .max(allowed.length, message),
    )
    .transform((list) => [...new Set(list)]);
}

/** A trimmed string of at most `max` characters (counted as code points). */
export function boundedText(max: number, message: string) {
  return z
    .string(message)
    .transform((s) => s.trim())
    .refine((s) => [...s].length <= max, { message });
}

/** One of the `allowed` numbers, written in digits (no default: '' and other text fail). */
export function numberIn(allowed: readonly number[], message: string) {
  return z
    .string(message)
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => allowed.includes(n), { message });
}
