/**
 * App fields: an App Store app id and an iOS app page's query (the app and the storefront), an
 * Android package name, and what rows show of an app: its name, icon, developer, genre and price
 * (as RankIndex's rows name them), or a developer's app with its chart places.
 */
import { z } from 'zod';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { companyAppRankSchema } from './charts.ts';
import { countryParam } from './stores.ts';

const APP_ID = /^\d{1,12}$/;

/** Whether `text` is an App Store app id as the API takes it: 1 to 12 digits. */
export function isApiAppId(text: string): boolean {
  return APP_ID.test(text);
}

/** An App Store app id (trimmed). */
export const appIdParam = z.string(FIELD_TEXTS.appId).trim().regex(APP_ID, FIELD_TEXTS.appId);

/** An iOS app page's query: the app and the storefront. */
export const appQuery = z.object({ appId: appIdParam, country: countryParam });

const ANDROID_PACKAGE = /^[A-Za-z0-9._]{1,200}$/;

/** Whether `text` is an Android package name as the API takes it. */
export function isAndroidPackage(text: string): boolean {
  return ANDROID_PACKAGE.test(text);
}

/** An Android package name. */
export const androidPackage = z.string(FIELD_TEXTS.appId).trim().regex(ANDROID_PACKAGE, FIELD_TEXTS.appId);

/** What a row shows of an app (as RankIndex's rows name it). */
export const viewApp = z.object({
  appId: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  /** The developer (company) id for /new/company/app?companyId=…; '' when not known yet. */
  developerId: z.string(),
  developerName: z.string(),
  /** The app's primary genre and its name. */
  genre: z.number().int(),
  genreName: z.string(),
  /** In the storefront's currency; 0 free. */
  price: z.number(),
});
export type ViewApp = z.infer<typeof viewApp>;

/** 'YYYY-MM-DD', or '' when the store never gave the date. */
const day = z.string();

/** An app of a developer account, with its chart places now. */
export const companyAppSchema = z.object({
  appId: z.string(),
  trackName: z.string(),
  subtitle: z.string(),
  artworkUrl60: z.string(),
  genre: z.number().int(),
  genreName: z.string(),
  price: z.number(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** 1 on sale, 0 offline (spec 4: 0 shows 已下架). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** 1 on pre-order (spec 4: 预订). */
  is_book: z.union([z.literal(0), z.literal(1)]),
  version: z.string(),
  releaseDate: day,
  updateDate: day,
  ranks: z.array(companyAppRankSchema),
});
export type CompanyAppItem = z.infer<typeof companyAppSchema>;
