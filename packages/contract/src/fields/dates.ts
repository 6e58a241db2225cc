/**
 * Day and time fields: China days 'YYYYMMDD', China wall-clock times 'HH:mm' (the clock's `parseYmd`
 * and `isHm`), and numbers chosen from those a page offers (spans of days or months, page sizes).
 */
import { z } from 'zod';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { isHm, parseYmd } from '../time/index.ts';

/** A China day 'YYYYMMDD' (trimmed). */
export function ymdField(message: string) {
  return z
    .string(message)
    .trim()
    .refine((s) => parseYmd(s) !== null, { message });
}

/** A China wall-clock time 'HH:mm' (trimmed). */
export function hmField(message: string) {
  return z.string(message).trim().refine(isHm, { message });
}

/** One of the numbers `choices` offers (a span of days or months, a page size); `fallback` when not given. */
export function numberChoice<S extends readonly number[]>(choices: S, message: string, fallback: S[number]) {
  return z.coerce
    .number(message)
    .refine((n) => choices.includes(n), { message })
    .default(fallback);
}

/** A China day 'YYYYMMDD' with the usual wording. */
export const dayParam = ymdField(FIELD_TEXTS.date);

/** One of the spans of days `spans` offers, with the usual wording; `fallback` when not given. */
export function daysField<S extends readonly number[]>(spans: S, fallback: S[number]) {
  return numberChoice(spans, FIELD_TEXTS.days(spans), fallback);
}
