export type QueryParams = Record<string, string | number | undefined>;

/**
 * `{base}{path}?{params}` plus `at` when given. `at` asks the simulated store for the store as it
 * stood then (how backfill reads history); real sources ignore unknown parameters. Commas stay
 * literal because Apple's own URLs list ids as `id=1,2,3`.
 */
export function sourceUrl(base: string, path: string, params: QueryParams = {}, at?: Date): URL {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  if (at) query.set('at', at.toISOString());
  const text = query.toString().replaceAll('%2C', ',');
  return new URL(`${base.replace(/\/+$/, '')}${path}${text === '' ? '' : `?${text}`}`);
}

/** Splits a list into consecutive runs of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
