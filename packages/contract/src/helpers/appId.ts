/** Search-input classification (spec 3, 5). */

/** Spec 5: numeric and at least 8 characters is an App Store id; anything else is a keyword. */
export function isAppId(label: string): boolean {
  return /^\d{8,}$/.test(label);
}

export type SearchInput = { type: 'id'; id: string } | { type: 'kw'; label: string };

/** Trimmed input as an app id or a keyword; null when nothing is left to search for. */
export function classifySearchInput(raw: string | null | undefined): SearchInput | null {
  const label = (raw ?? '').trim();
  if (label === '') return null;
  return isAppId(label) ? { type: 'id', id: label } : { type: 'kw', label };
}
