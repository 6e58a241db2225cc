import { normaliseAppName } from './appMatch.ts';

/**
 * What a typed search means (issue 26 "search does what was meant"): one rule for the search box's
 * suggestions and for the search page Enter opens, so the two always agree.
 *
 * - A keyword the storefront tracks is a keyword: its results are shown ('kw'); an app the text
 *   names (below) is shown first, above them.
 * - Text that is no tracked keyword but finds apps (by name or id) opens the apps ('app'), the app
 *   it names first: a keyword without data never wins over an app.
 * - Otherwise the text stays a keyword (the page says it is not collected).
 *
 * Text names an app when, normalised as app names are compared (NFKC, lower case, no spaces or
 * punctuation), it equals the app's name or the name's head before a store suffix ("青蛙购物通 - 省钱"),
 * or is the start of one of them covering at least NAMED_APP_SHARE of it ("青蛙购物" for "青蛙购物通").
 */
export type SearchIntent = 'kw' | 'app';

/** The least share of an app's name a prefix must cover to name it. */
export const NAMED_APP_SHARE = 0.75;
/** The shortest normalised text that can name an app by a prefix. */
const MIN_PREFIX_LENGTH = 2;
/** Where a store suffix starts after an app's own name. */
const SUFFIX_SEPARATOR = /\s[-–—|:]\s|[：（(|]/u;

/** Whether `text` names the app called `name` (exactly or near-exactly, above). */
export function namesApp(text: string, name: string): boolean {
  const typed = normaliseAppName(text);
  if (typed === '') return false;
  const head = name.split(SUFFIX_SEPARATOR)[0] ?? name;
  return [name, head].some((candidate) => {
    const full = normaliseAppName(candidate);
    if (full === '' || !full.startsWith(typed)) return false;
    return typed === full || (typed.length >= MIN_PREFIX_LENGTH && typed.length >= full.length * NAMED_APP_SHARE);
  });
}

export interface SearchMeaning {
  intent: SearchIntent;
  /** The index in `appNames` of the first app the text names, or null. */
  namedApp: number | null;
}

/**
 * The meaning of `text` given whether the storefront tracks it as a keyword and the names of the
 * apps found for it (best match first).
 */
export function searchMeaning(text: string, keywordTracked: boolean, appNames: readonly string[]): SearchMeaning {
  const at = appNames.findIndex((name) => namesApp(text, name));
  const namedApp = at < 0 ? null : at;
  if (keywordTracked) return { intent: 'kw', namedApp };
  return { intent: appNames.length > 0 ? 'app' : 'kw', namedApp };
}
