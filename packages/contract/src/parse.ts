import type { z } from 'zod';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; msg: string; field: string };

/**
 * Characters no text column can hold: NUL (PostgreSQL refuses it) and a UTF-16 surrogate without its pair (it has no
 * UTF-8 form, so it would be stored as something else than was sent).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string within `input` (a value, or objects and arrays of them) holding such a character. */
function unstorableAt(input: unknown, path: string[] = []): string[] | null {
  if (typeof input === 'string') return unstorable(input) ? path : null;
  if (input === null || typeof input !== 'object') return null;
  for (const [key, value] of Object.entries(input)) {
    const found = unstorableAt(value, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Parses outside input against a contract schema. The first problem becomes the message: the
 * schema's own Chinese wording where it has one, else a generic one naming the parameter. Before
 * any schema, one rule for every string field: a character no text column can hold is refused.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const badAt = unstorableAt(input);
  if (badAt) {
    const field = badAt.join('.');
    return { ok: false, msg: `参数${field || '请求'}包含无效字符`, field };
  }
  const result = schema.safeParse(input, {
    error: (issue) => {
      const name = (issue.path ?? []).join('.') || '请求';
      return issue.input === undefined ? `缺少参数${name}` : `参数${name}格式不正确`;
    },
  });
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  return { ok: false, msg: first?.message ?? '请求参数有误', field: (first?.path ?? []).join('.') };
}
