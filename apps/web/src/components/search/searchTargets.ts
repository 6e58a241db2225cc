import {
  classifySearchInput,
  DEFAULT_COUNTRY,
  DEFAULT_MARKET,
  DEFAULT_PLATFORM,
  type Platform,
  type Suggestions,
  type SuggestionType,
} from '@bangyan/contract';
import { appPagePath } from '../../lib/appPaths.ts';

/** Spec 4: the search box's store. Android's country is always China. */
export interface SearchStore {
  platform: Platform;
  country: string;
  market: string;
}

export const DEFAULT_SEARCH_STORE: SearchStore = {
  platform: DEFAULT_PLATFORM,
  country: DEFAULT_COUNTRY,
  market: DEFAULT_MARKET,
};

/** Spec 4: choosing Android resets the country to China; iOS keeps the chosen market for later. */
export function withPlatform(store: SearchStore, platform: Platform): SearchStore {
  return platform === 'android' ? { ...store, platform, country: DEFAULT_COUNTRY } : { ...store, platform };
}

/** Spec 2.1: Search (iOS) or AndroidSearch (with the market) for a keyword, as typed into the box. */
export function searchPath(store: SearchStore, keyword: string): string {
  if (store.platform === 'ios')
    return `/new/search/index?${new URLSearchParams({ keyword, country: store.country, from: 'input' })}`;
  const query = new URLSearchParams({ keyword, country: DEFAULT_COUNTRY, market: store.market, from: 'input' });
  return `/new/search/android?${query}`;
}

/** An app's page: AppRank in the storefront (iOS) or AndroidAppRank in the market. */
export function appPath(store: SearchStore, appId: string): string {
  return store.platform === 'ios'
    ? appPagePath({ trackId: appId, platform: 'ios', market: 'ios', country: store.country })
    : appPagePath({ trackId: appId, platform: 'android', market: store.market, country: DEFAULT_COUNTRY });
}

/** Spec 2.4: a company goes to CompanyApp. */
export function companyPath(companyId: string): string {
  return `/new/company/app?${new URLSearchParams({ companyId })}`;
}

/** Spec 3 'Search selection': what a person picked or typed. */
export interface SearchSelection {
  label: string;
  type: SuggestionType;
  /** The app or company id for app and company suggestions. */
  id?: string;
}

/** Where choosing a selection goes, and whether it is a search to remember; null: nothing to do. */
export interface SearchTarget {
  path: string;
  /** The text to keep in the recent searches (typed keywords and ids), or null (apps, companies picked). */
  remember: string | null;
}

/**
 * Spec 5 keyword selection: the label is trimmed and an empty one does nothing; an app id (numeric,
 * 8+ characters) goes to the app page on iOS, any other text to the search page; an app or company
 * suggestion goes to its page.
 */
export function searchTarget(store: SearchStore, selection: SearchSelection): SearchTarget | null {
  if ((selection.type === 'subject' || selection.type === 'id') && selection.id)
    return { path: appPath(store, selection.id), remember: null };
  if (selection.type === 'developer' && selection.id) return { path: companyPath(selection.id), remember: null };
  const input = classifySearchInput(selection.label);
  if (input === null) return null;
  if (input.type === 'id' && store.platform === 'ios') return { path: appPath(store, input.id), remember: input.id };
  const keyword = input.type === 'id' ? input.id : input.label;
  return { path: searchPath(store, keyword), remember: keyword };
}

/** A keyword monitor's detail page (spec 2.1 /new/apps/subscribedetail). */
export const subscribeDetailPath = (keyword: string, country: string): string =>
  `/new/apps/subscribedetail?${new URLSearchParams({ keyword, country })}`;

/** The dropdown's suggestion groups. */
export type SuggestionGroup = 'kw' | 'app' | 'company';

/**
 * The groups in the dropdown's (and the arrow keys') order: keywords, apps, companies; apps first
 * when the text means them (the answer's intent, the rule Enter's search page follows too).
 */
export const suggestionGroups = (data: Pick<Suggestions, 'intent'>): SuggestionGroup[] =>
  data.intent === 'app' ? ['app', 'kw', 'company'] : ['kw', 'app', 'company'];
