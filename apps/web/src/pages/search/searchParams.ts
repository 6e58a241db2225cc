import { DEFAULT_COUNTRY, isCountryCode, parseYmd, SEARCH_KEYWORD_MAX } from '@bangyan/contract';
import { textParam } from '../../lib/urlParams.ts';

/** The keyword pages' address: the keyword and the storefront (spec 2.1 Search: keyword, country). */
export const KEYWORD_PARAMS = {
  keyword: textParam(
    () => '',
    (s) => s.trim() !== '' && [...s].length <= SEARCH_KEYWORD_MAX,
  ),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
};

/** A day 'YYYYMMDD' in the address ('' = today). */
export const dayParam = textParam(
  () => '',
  (s) => parseYmd(s) !== null,
);

/** The address of a keyword page of the storefront: Search itself, vs or summary30. */
export const keywordPagePath = (page: 'index' | 'vs' | 'summary30', keyword: string, country: string): string =>
  `/new/search/${page}?${new URLSearchParams({ keyword, country })}`;
