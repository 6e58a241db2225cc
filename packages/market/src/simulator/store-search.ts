/**
 * The iTunes Search API's answer for a term: the store's organic order for it (keyword-search.ts),
 * then the other apps whose brand or developer contains the term, by the previous day's downloads.
 * Only apps listed in the storefront at the instant (on sale or on pre-order) are returned.
 */
import type { Catalog } from './catalog.ts';
import { dayOf } from './clock.ts';
import type { KeywordSearch } from './keyword-search.ts';
import type { SearchIndex } from './search-index.ts';

export function storeSearch(
  catalog: Catalog,
  index: SearchIndex,
  search: KeywordSearch,
  listed: (i: number) => boolean,
  appCount: number,
  term: string,
  c: number,
  t: number,
  limit: number,
): number[] {
  const q = index.query(term);
  const out = search.order(q, c, t).apps.slice(0, limit);
  if (out.length >= limit) return out;
  const seen = new Set(out);
  const demand = search.demandLog(c, dayOf(t));
  const extra: number[] = [];
  for (let i = 0; i < appCount; i++) {
    if (seen.has(i)) continue;
    const app = catalog.app(i);
    const dev = catalog.developer(app.developer);
    if (!app.brand.includes(term) && !dev.artistName.includes(term) && !dev.sellerName.includes(term)) continue;
    if (listed(i)) extra.push(i);
  }
  extra.sort((a, b) => (demand[b] ?? 0) - (demand[a] ?? 0) || a - b);
  return [...out, ...extra].slice(0, limit);
}
