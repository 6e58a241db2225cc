/**
 * A followed app (spec 3, 7 follow payloads): the app on either platform (its App Store id or
 * Android package, 'ios' or a market, the storefront), and where else the same app is.
 */
import { z } from 'zod';
import { isCountryCode } from '../constants/countries.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { isMarketCode } from '../constants/markets.ts';

/** 'ios', or an Android market code (spec 7 follow payloads). */
const market = z.string().refine((m) => m === 'ios' || isMarketCode(m), { message: FIELD_TEXTS.market });
const country = z.string().refine(isCountryCode, { message: FIELD_TEXTS.country });
const appId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._]{1,200}$/, FIELD_TEXTS.appId);

export const followTarget = z.object({ appId, market: market.default('ios'), country: country.default('cn') });
export type FollowTarget = z.infer<typeof followTarget>;

/** The same app on the other platform and in the other stores: what the panel's selectors offer. */
export const appPlacesSchema = z.object({
  platformList: z.array(z.enum(['ios', 'android'])),
  /** iOS storefronts the app is in (lowercase codes). */
  countryList: z.array(z.string()),
  /** Android markets with the app: its package name there and the market code. */
  marketList: z.array(z.object({ appId: z.string(), code: z.string() })),
  /** The iOS app's id when the app (or its Android twin) has one. */
  iosTrackId: z.string().nullable(),
});
