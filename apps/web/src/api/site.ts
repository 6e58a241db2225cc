import { useMutation, useQuery } from '@tanstack/react-query';
import { advice, cooperateList, friendLink, pageView } from '@bangyan/contract';
import type { BodyOf, BusinessInfo, DataOf, EndpointDef, FriendLink } from '@bangyan/contract';
import { browserStorage, readJson, writeJson } from '../lib/storage.ts';
import { fetchData, request } from './client.ts';

/** Browser storage keys of spec 3 for the footer's lists. */
export const BUSINESS_INFO_STORAGE_KEY = 'businessInfo';
export const FRIENDLY_LINK_STORAGE_KEY = 'friendlyLink';

/** A list of objects whose `keys` all hold strings (the footer's lists as the contract defines them). */
const isListOfStrings =
  <T>(keys: readonly (keyof T & string)[]) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        keys.every((key) => typeof (item as Record<string, unknown>)[key] === 'string'),
    );

/**
 * Guards for the stored lists, matching the contract's friendLinkSchema and businessInfoSchema (no zod in the web
 * bundle).
 */
export const isFriendLinkList = isListOfStrings<FriendLink>(['name', 'url']);
export const isBusinessInfoList = isListOfStrings<BusinessInfo>(['name', 'description', 'img']);

/**
 * Query options for a parameterless list that is cached in localStorage: the page renders the
 * stored copy at once, and because that copy counts as stale, react-query refreshes it from the
 * API on mount and stores the fresh answer.
 */
function persistedList<E extends EndpointDef>(
  endpoint: E,
  storageKey: string,
  load: (signal: AbortSignal) => Promise<DataOf<E>>,
  isData: (value: unknown) => value is DataOf<E>,
) {
  return {
    queryKey: [endpoint.path] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<DataOf<E>> => {
      const data = await load(signal);
      writeJson(browserStorage(), storageKey, data);
      return data;
    },
    initialData: (): DataOf<E> | undefined => {
      // The stored copy may come from an older release: use it only if it still has the data's shape.
      const stored = readJson(browserStorage(), storageKey);
      return isData(stored) ? stored : undefined;
    },
    initialDataUpdatedAt: 0,
  };
}

/** Footer friendly links (友情链接). */
export function useFriendLinkQuery() {
  return useQuery(
    persistedList(
      friendLink,
      FRIENDLY_LINK_STORAGE_KEY,
      (signal) => fetchData(friendLink, undefined, { signal }),
      isFriendLinkList,
    ),
  );
}

/** Business-info list: contact cards and QR codes of the footer and side bar. */
export function useCooperateListQuery() {
  return useQuery(
    persistedList(
      cooperateList,
      BUSINESS_INFO_STORAGE_KEY,
      (signal) => fetchData(cooperateList, undefined, { signal }),
      isBusinessInfoList,
    ),
  );
}

/** Submits feedback; resolves to the envelope so the dialog can show the server's msg on refusal. */
export function useAdviceMutation() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof advice>) => request(advice, body),
  });
}

/** Reports a page view; fire and forget, a lost report must never disturb the visitor. */
export function reportPageView(path: string, referrer: string): void {
  request(pageView, { path, referrer: referrer.slice(0, 1000) }).catch(() => undefined);
}
