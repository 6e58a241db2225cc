import type { z } from 'zod';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; msg: string; field: string };

/**
 * Parses outside input against a contract schema. The first problem becomes the message: the
 * schema's own Chinese wording where it has one, else a generic one naming the parameter.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
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
