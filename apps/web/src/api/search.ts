import { useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addSearchHistory,
  carouselIcon,
  clearSearchHistory,
  indexHotSearch,
  MINUTE_MS,
  SEARCH_HISTORY_LIMIT,
  suggestionPC,
  type HistorySuggestionItem,
  type QueryOf,
} from '@bangyan/contract';
import { browserStorage, readJson, writeJson } from '../lib/storage.ts';
import { fetchData } from './client.ts';
import { useUserInfo } from './user.ts';

export type SuggestionParams = Omit<QueryOf<typeof suggestionPC>, 'from'>;

/** Suggestions for typed text (spec 3); null asks for nothing. The last answer stays while the next loads. */
export const useSuggestionsQuery = (params: SuggestionParams | null) =>
  useQuery({
    queryKey: [suggestionPC.path, params],
    queryFn: ({ signal }) => fetchData(suggestionPC, { ...params!, from: 'input' }, { signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: MINUTE_MS,
  });

/** Home's hot-search line for a storefront. */
export const useHotSearchLineQuery = (country: string) =>
  useQuery({
    queryKey: [indexHotSearch.path, country],
    queryFn: ({ signal }) => fetchData(indexHotSearch, { country }, { signal }),
  });

/** The banner's scrolling icon rows. */
export const useCarouselIconsQuery = () =>
  useQuery({ queryKey: [carouselIcon.path], queryFn: ({ signal }) => fetchData(carouselIcon, undefined, { signal }) });

/** Where a visitor's recent searches are kept in this browser (a user's are on the server). */
export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory';

const listeners = new Set<() => void>();
let localCache: readonly string[] | null = null;

function readLocal(): readonly string[] {
  if (localCache === null) {
    const stored = readJson(browserStorage(), SEARCH_HISTORY_STORAGE_KEY);
    localCache = Array.isArray(stored)
      ? stored.filter((k): k is string => typeof k === 'string').slice(0, SEARCH_HISTORY_LIMIT)
      : [];
  }
  return localCache;
}

function writeLocal(list: readonly string[]): void {
  localCache = list;
  writeJson(browserStorage(), SEARCH_HISTORY_STORAGE_KEY, list);
  for (const listener of listeners) listener();
}

/** A visitor's history: newest first, once per keyword, at most SEARCH_HISTORY_LIMIT. */
export const localSearchHistory = {
  read: readLocal,
  add: (keyword: string) =>
    writeLocal([keyword, ...readLocal().filter((k) => k !== keyword)].slice(0, SEARCH_HISTORY_LIMIT)),
  remove: (keyword: string) => writeLocal(readLocal().filter((k) => k !== keyword)),
  clear: () => writeLocal([]),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export interface SearchHistory {
  items: HistorySuggestionItem[];
  /** Records a submitted search; never fails the search it belongs to. */
  record: (keyword: string) => void;
  /** Deletes one search, or all of them with ''. */
  clear: (keyword: string) => void;
}

const toItems = (keywords: readonly string[]): HistorySuggestionItem[] =>
  keywords.map((label) => ({ label, type: 'history' }));

/**
 * The person's recent searches (spec 2.4 history mode): a logged-in user's from the server (read
 * when `enabled`, i.e. the dropdown can show them), a visitor's from this browser.
 */
export function useSearchHistory(enabled: boolean): SearchHistory {
  const { data: user } = useUserInfo();
  const client = useQueryClient();
  const uid = user?.uid;
  const key = ['searchHistory', uid];
  const server = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await fetchData(suggestionPC, { from: 'history' }, { signal })).history,
    enabled: enabled && uid !== undefined,
    staleTime: 0,
  });
  const local = useSyncExternalStore(localSearchHistory.subscribe, localSearchHistory.read);
  if (uid === undefined) {
    return {
      items: toItems(local),
      record: localSearchHistory.add,
      clear: (k) => (k === '' ? localSearchHistory.clear() : localSearchHistory.remove(k)),
    };
  }
  const settle = (request: Promise<{ history: HistorySuggestionItem[] }>) =>
    request
      .then((data) => client.setQueryData(key, data.history))
      .catch(() => client.invalidateQueries({ queryKey: key }));
  return {
    items: server.data ?? [],
    record: (keyword) => void settle(fetchData(addSearchHistory, { keyword })),
    clear: (keyword) => {
      // Shown at once; the server's answer then replaces it.
      client.setQueryData<HistorySuggestionItem[]>(key, (list) =>
        keyword === '' ? [] : (list ?? []).filter((i) => i.label !== keyword),
      );
      void settle(fetchData(clearSearchHistory, { keyword }));
    },
  };
}
