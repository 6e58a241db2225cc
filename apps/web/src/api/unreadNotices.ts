import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { messageUnread, MINUTE_MS } from '@bangyan/contract';
import { fetchData } from './client.ts';

/**
 * The logged-in user's unread notices, for the header's bell on every page (kept apart from the message centre's
 * list, api/messages.ts, so the first page loads only this).
 */
const UNREAD_KEY = [messageUnread.path] as const;
export const unreadKey = (uid: number) => [...UNREAD_KEY, uid] as const;

/**
 * The unread notices in all and per kind (the bell, the message centre's tabs): fresh for a minute, so the bell asks
 * the server at most once a minute; with `always`, asked again as the caller mounts (the message centre shows them
 * beside the list it fetches).
 */
export function useUnreadNotices(uid: number, always = false) {
  return useQuery({
    queryKey: unreadKey(uid),
    queryFn: ({ signal }) => fetchData(messageUnread, undefined, { signal }),
    staleTime: MINUTE_MS,
    refetchOnMount: always ? 'always' : true,
  });
}

/** On each navigation, the unread counts again when they are older than a minute. */
export function useUnreadOnNavigation(uid: number): void {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const previous = useRef(pathname);
  useEffect(() => {
    // The first render's counts come with the query itself.
    if (previous.current === pathname) return;
    previous.current = pathname;
    void client.refetchQueries({ queryKey: unreadKey(uid), stale: true, type: 'active' });
  }, [pathname, uid, client]);
}

/** After something that notifies the user (a payment): the unread counts at once. */
export function useUnreadRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: UNREAD_KEY });
}
