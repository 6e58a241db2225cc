/** The simulated store's query parameters: the checks every route shares, a failed one a 400. */
import { isoDateTime } from '../sources/schema.ts';

/** A request the simulator refuses, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** Query parameters with the checks every route shares; a failed check is a 400. */
export class Params {
  constructor(private readonly query: URLSearchParams) {}

  text(name: string): string {
    const value = this.query.get(name)?.trim();
    if (!value) throw new HttpError(400, `missing parameter ${name}`);
    return value;
  }

  optional(name: string): string | undefined {
    return this.query.get(name) ?? undefined;
  }

  list(name: string, max: number): string[] {
    const items = this.text(name)
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (items.length > max) throw new HttpError(400, `${name} lists ${items.length} items, at most ${max} allowed`);
    return items;
  }

  at(): Date {
    const raw = this.query.get('at');
    if (raw === null) return new Date();
    const parsed = isoDateTime.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, `at must be an ISO-8601 time, got "${raw}"`);
    return new Date(parsed.data);
  }
}

export function intIn(raw: string, name: string, min: number, max: number): number {
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= min && n <= max)) throw new HttpError(400, `${name} must be an integer in ${min}..${max}, got "${raw}"`);
  return n;
}

export function positiveInt(raw: string, name: string, max = Number.MAX_SAFE_INTEGER): number {
  return intIn(raw, name, 1, max);
}
