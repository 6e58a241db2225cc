/**
 * Keyword fields (spec 5 keyword selection): search text as typed, a storefront's keyword, and a
 * keyword an app ranks for now with its change against 24 h earlier.
 */
import { z } from 'zod';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { countryParam } from './stores.ts';

/** The longest search text accepted (code points); the search field stops there too. */
export const SEARCH_KEYWORD_MAX = 100;

/**
 * Search text as a person typed it (spec 5: trimmed). Control characters (which the database
 * cannot store, and no one types) become spaces; inner runs of spaces collapse to one.
 */
export const searchText = z
  .string('关键词格式不正确')
  .transform((s) =>
    s
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  .refine((s) => [...s].length <= SEARCH_KEYWORD_MAX, { message: `关键词不能超过${SEARCH_KEYWORD_MAX}个字符` });

/**
 * What typed text means (the engine's searchMeaning, one rule for the suggestions and the search page):
 * 'kw' a tracked keyword (or nothing better), 'app' no tracked keyword but apps found for it, which the
 * search page then opens.
 */
export const SEARCH_INTENTS = ['kw', 'app'] as const;
export const searchIntentSchema = z.enum(SEARCH_INTENTS);
export type SearchIntent = z.infer<typeof searchIntentSchema>;

/** The keyword as typed (searchText), not empty nor missing. */
export const keywordParam = searchText.default('').refine((s) => s !== '', { message: FIELD_TEXTS.keyword });

/** A storefront's keyword. */
export const keywordQuery = z.object({ keyword: keywordParam, country: countryParam });

/** One keyword the app ranks for now. */
export const keywordCoverRow = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  rank: z.number().int(),
  /** Rank in the list in force 24 h earlier: 0 = not in the results (新进); null without an earlier list. */
  previousRank: z.number().int().nullable(),
  /** previousRank − rank; +99999 new in the results; 0 without an earlier list (spec 4). */
  change: z.number().int(),
  heat: z.number().int().nullable(),
  resultCount: z.number().int().nullable(),
});
export type KeywordCoverRow = z.infer<typeof keywordCoverRow>;
