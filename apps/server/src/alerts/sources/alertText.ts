/** What every alert says alike: the app's name in a title, the storefront after a sentence, the pages linked. */
import { findCountry } from '@bangyan/contract';

/** The app's name as alerts show it (its id until a lookup named it). */
export const appName = (app: { appId: number; name: string }): string => app.name || String(app.appId);

/** A notice title: the app's name (at most 40 characters) in 「」 and what happened; at most 100 characters. */
export const appTitle = (name: string, what: string): string => `「${[...name].slice(0, 40).join('')}」${what}`;

/** A sentence with the storefront it happened in: '…。（中国区）'. */
export const inStore = (sentence: string, country: string): string =>
  `${sentence}（${findCountry(country)?.text ?? country}区）`;

/** The app page an alert links to. */
export const appPage = (country: string, appId: number): string =>
  `/new/apps/view?${new URLSearchParams({ appId: String(appId), country })}`;

/** The app's keyword monitor page (its watched keywords). */
export const keywordsPage = (country: string, appId: number): string =>
  `/new/apps/keywordsmonitor?${new URLSearchParams({ appId: String(appId), country })}`;
