/** Store fields: an App Store storefront (country) and an Android market the engine collects. */
import { z } from 'zod';
import { DEFAULT_COUNTRY, isCountryCode } from '../constants/countries.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { COLLECTED_MARKETS, DEFAULT_MARKET } from '../constants/markets.ts';

/** A storefront as typed: trimmed, lower-cased (default China). */
export const countryParam = z
  .string(FIELD_TEXTS.country)
  .trim()
  .toLowerCase()
  .refine(isCountryCode, { message: FIELD_TEXTS.country })
  .default(DEFAULT_COUNTRY);

/** A storefront's code exactly as sent, neither trimmed nor lower-cased (default China). */
export const strictCountryParam = z
  .string(FIELD_TEXTS.country)
  .refine(isCountryCode, { message: FIELD_TEXTS.country })
  .default(DEFAULT_COUNTRY);

/** An Android market the engine collects (default xiaomi). */
export const androidMarket = z
  .string(FIELD_TEXTS.market)
  .trim()
  .refine((m) => COLLECTED_MARKETS.includes(m), { message: FIELD_TEXTS.market })
  .default(DEFAULT_MARKET);
