import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveUserBangListType } from '@bangyan/contract';
import { request } from '../api/client.ts';
import { USER_INFO_QUERY_KEY, useUserInfo } from '../api/user.ts';
import { browserStorage } from './storage.ts';

export type ListMode = 'card' | 'list';

/** Spec 3 browser storage: the list mode, and the flag that the switch hint was dealt with. */
export const LIST_MODE_STORAGE_KEY = 'listmode';
export const LIST_MODE_TIP_STORAGE_KEY = 'clicked';

const stored = (): ListMode => (browserStorage().getItem(LIST_MODE_STORAGE_KEY) === 'list' ? 'list' : 'card');

/**
 * Spec 4 list mode: 'card' by default, remembered in the browser; a logged-in user's choice is
 * also kept by the server (user info's bangListType wins), after which user info is fetched
 * again. The hint shows until the first switch.
 */
export function useListMode() {
  const { data: user } = useUserInfo();
  const client = useQueryClient();
  const [local, setLocal] = useState<ListMode>(stored);
  const [tip, setTip] = useState(() => browserStorage().getItem(LIST_MODE_TIP_STORAGE_KEY) === null);
  const mode: ListMode = user ? user.bangListType : local;
  const setMode = async (next: ListMode) => {
    browserStorage().setItem(LIST_MODE_STORAGE_KEY, next);
    browserStorage().setItem(LIST_MODE_TIP_STORAGE_KEY, '1');
    setLocal(next);
    setTip(false);
    if (user) {
      client.setQueryData(USER_INFO_QUERY_KEY, { ...user, bangListType: next });
      await request(saveUserBangListType, { type: next });
      await client.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
    }
  };
  return { mode, setMode, tip };
}
