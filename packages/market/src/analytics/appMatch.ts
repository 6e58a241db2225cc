/**
 * Matching an iOS app to its Android counterparts (spec 7 /v1/android/appMatch). Real markets do not
 * name an app's App Store twin, so the match is by name and developer:
 *
 * 1. 'twin': the market names this iOS app as the package's twin (the simulated store's extension,
 *    android_apps.ios_app_id) — certain.
 * 2. 'name': the same developer (normalised names equal) and the same app name (normalised names
 *    equal).
 * 3. 'partial': the same developer and one app name starts with the other (a store suffix such as
 *    "微信 - 聊天" against "微信", or "王者荣耀HD"), the shorter at least 2 characters long.
 *
 * Names are normalised by NFKC (full-width letters and digits to half-width), lower case, and
 * dropping spaces and punctuation; developers also drop a company-form suffix (有限公司, Inc., …)
 * so "腾讯科技（深圳）有限公司" and "腾讯科技(深圳)" are one developer. A different developer never
 * matches on name alone (many apps share a name such as "计算器").
 */

/**
 * How an Android app matched: linked by an operator (an approved link-app request, `queries/appLinks.ts`), named twin,
 * same name and developer, or a name one starts with the other's by the same developer.
 */
export type AppMatchKind = 'linked' | 'twin' | 'name' | 'partial';

/** The order matches are shown in: the surest first. */
export const APP_MATCH_ORDER: readonly AppMatchKind[] = ['linked', 'twin', 'name', 'partial'];

const PUNCTUATION = /[\s\p{P}\p{S}]+/gu;
const COMPANY_FORMS =
  /(股份有限公司|有限责任公司|有限公司|集团|公司|corporation|corp|company|co|ltd|limited|inc|llc|gmbh|plc)+$/u;
/** The shortest name a partial match may rest on. */
const MIN_PARTIAL_LENGTH = 2;

/** An app name as compared: NFKC, lower case, without spaces and punctuation. */
export function normaliseAppName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(PUNCTUATION, '');
}

/** A developer name as compared: as an app name, without a trailing company form. */
export function normaliseDeveloper(name: string): string {
  return normaliseAppName(name).replace(COMPANY_FORMS, '');
}

export interface IosSide {
  appId: number;
  name: string;
  /** The developer names the App Store gives (artist and seller); either may match. */
  developers: readonly string[];
}

export interface AndroidSide {
  iosAppId: number | null;
  name: string;
  developerName: string;
}

/** How `android` matches `ios` under the rule above, or null when it does not. */
export function matchApps(ios: IosSide, android: AndroidSide): AppMatchKind | null {
  if (android.iosAppId !== null && android.iosAppId === ios.appId) return 'twin';
  const developer = normaliseDeveloper(android.developerName);
  if (developer === '' || !ios.developers.some((d) => normaliseDeveloper(d) === developer)) return null;
  const a = normaliseAppName(ios.name);
  const b = normaliseAppName(android.name);
  if (a === '' || b === '') return null;
  if (a === b) return 'name';
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= MIN_PARTIAL_LENGTH && long.startsWith(short) ? 'partial' : null;
}
