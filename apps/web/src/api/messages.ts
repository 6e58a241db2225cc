import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageList,
  messageRead,
  messageReadAll,
  NOTICE_PAGE_SIZE,
  type DataOf,
  type Notice,
  type NoticeFilter,
  type NoticeUnread,
} from '@bangyan/contract';
import { fetchData } from './client.ts';
import { unreadKey } from './unreadNotices.ts';

/** The message centre's pages of a user's notices (the unread counts are api/unreadNotices.ts'). */
const listsKey = (uid: number) => [messageList.path, uid] as const;

/** A page of the user's notices of one kind (or all), newest first. */
export function useNoticeList(uid: number, kind: NoticeFilter, page: number) {
  return useQuery({
    queryKey: [...listsKey(uid), kind, page],
    queryFn: ({ signal }) => fetchData(messageList, { kind, page, pageSize: NOTICE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Marking notices read: some by id, or all (of one kind). The lists on hand show them read at once and are fetched
 * again; the answer's counts go straight to the bell and the tabs.
 */
export function useMarkNotices(uid: number) {
  const client = useQueryClient();
  const after = async (unread: NoticeUnread, marked: (notice: Notice) => boolean) => {
    client.setQueryData(unreadKey(uid), unread);
    client.setQueriesData<DataOf<typeof messageList>>({ queryKey: listsKey(uid) }, (page) =>
      page === undefined ? page : { ...page, list: page.list.map((n) => (marked(n) ? { ...n, read: true } : n)) },
    );
    await client.invalidateQueries({ queryKey: listsKey(uid) });
  };
  return {
    read: async (ids: readonly number[]) => {
      const { unread } = await fetchData(messageRead, { ids: ids.map(String) });
      await after(unread, (n) => ids.includes(n.id));
    },
    readAll: async (kind: NoticeFilter) => {
      const { unread } = await fetchData(messageReadAll, { kind });
      await after(unread, (n) => kind === 'all' || n.kind === kind);
    },
  };
}
