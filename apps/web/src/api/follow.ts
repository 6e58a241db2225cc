import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appAlertRules,
  appAlertRuleSave,
  applyLinkApp,
  followAppAlmighty,
  followAppAlmightyBatch,
  followGroupAssign,
  followGroupDelete,
  followGroups,
  followGroupSave,
  followSearch,
  sortUserApp,
  templeAppDetail,
  userAppAlmighty,
  userAppAlmightyDeep,
  userAppDetailDeep,
  userFollowSituation,
  type FollowTarget,
  type QueryOf,
} from '@bangyan/contract';
import { fetchData, request } from './client.ts';

/** Every follow query starts with this key, so a follow change refreshes them all. */
const FOLLOW_KEY = 'follow';

/** The user's followed apps in their order, the first `pageSize` of them (spec 2.3 My Follows: 5). */
export const useFollowedAppsQuery = (pageSize: number, enabled: boolean) =>
  useQuery({
    queryKey: [FOLLOW_KEY, userAppAlmighty.path, pageSize],
    queryFn: ({ signal }) => fetchData(userAppAlmighty, { page: 1, pageSize }, { signal }),
    enabled,
  });

/** Followed count and the tier's limit (spec 3 follow quota); the add dialog fetches it on open. */
export const useFollowQuotaQuery = (enabled: boolean) =>
  useQuery({
    queryKey: [FOLLOW_KEY, userFollowSituation.path],
    queryFn: ({ signal }) => fetchData(userFollowSituation, undefined, { signal }),
    enabled,
  });

export type FollowSearchParams = Omit<QueryOf<typeof followSearch>, 'page' | 'pageSize'>;

/** The add dialog's search, page by page for its infinite list (a new search starts at page 1). */
export const useFollowSearchQuery = (params: FollowSearchParams | null) =>
  useInfiniteQuery({
    queryKey: [FOLLOW_KEY, followSearch.path, params],
    queryFn: ({ pageParam, signal }) => fetchData(followSearch, { ...params!, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled: params !== null,
  });

/** Follows one app; the envelope goes back to the caller (limit codes open the limit dialog there). */
export const followApp = (target: FollowTarget) => request(followAppAlmighty, { ...target, isFollow: '1' });

/** After a follow change: the lists, quota and search marks are fetched afresh. */
export function useRefreshFollows() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [FOLLOW_KEY] });
}

/** Home's list (from=index): follows, else demo apps (visitor) or recommendations (no follows). */
export const useHomeFollowsQuery = (loggedIn: boolean, enabled: boolean) =>
  useQuery({
    queryKey: [FOLLOW_KEY, userAppAlmighty.path, 'index', loggedIn],
    queryFn: ({ signal }) => fetchData(userAppAlmighty, { from: 'index', page: 1, pageSize: 100 }, { signal }),
    enabled,
  });

/** The same list with each app's figures, for list mode (fetched on entering it, spec 4). */
export const useHomeFollowsDeepQuery = (loggedIn: boolean, enabled: boolean) =>
  useQuery({
    queryKey: [FOLLOW_KEY, userAppAlmightyDeep.path, 'index', loggedIn],
    queryFn: ({ signal }) => fetchData(userAppAlmightyDeep, { from: 'index', page: 1, pageSize: 100 }, { signal }),
    enabled,
  });

/** One app's panel: a followed app's for a user, the demo's for a visitor (spec 7). */
export const useAppPanelQuery = (target: FollowTarget | null, loggedIn: boolean, followId?: number) =>
  useQuery({
    queryKey: [FOLLOW_KEY, 'panel', target, loggedIn],
    queryFn: ({ signal }) =>
      loggedIn
        ? fetchData(userAppDetailDeep, { ...target!, ...(followId ? { followId } : {}) }, { signal })
        : fetchData(templeAppDetail, target!, { signal }),
    enabled: target !== null,
  });

/** Follows or unfollows many apps at once, all or nothing (spec 8: on failure nothing changes). */
export const followMany = (targets: readonly FollowTarget[], follow: boolean) =>
  request(followAppAlmightyBatch, { isFollow: follow ? '1' : '-1', list: JSON.stringify(targets) });

/** The user's order of follows, by follow id. */
export const sortFollows = (followIds: readonly number[]) => request(sortUserApp, { sortList: followIds.join(',') });

export const applyToLinkApp = (
  app: { appId: string; market: string; country: string },
  urls: readonly { code: string; url: string }[],
) => request(applyLinkApp, { ...app, urlList: JSON.stringify(urls) });

/** The account centre's list: every follow (at most the top tier's 100) with its figures. */
export const useAccountFollowsQuery = () =>
  useQuery({
    queryKey: [FOLLOW_KEY, userAppAlmightyDeep.path, 'account'],
    queryFn: ({ signal }) => fetchData(userAppAlmightyDeep, { page: 1, pageSize: 100 }, { signal }),
  });

/** The user's groups of follows. */
export const useFollowGroupsQuery = () =>
  useQuery({
    queryKey: [FOLLOW_KEY, followGroups.path],
    queryFn: ({ signal }) => fetchData(followGroups, undefined, { signal }),
  });

/** Creates a group, or renames `groupId`. */
export const saveFollowGroup = (name: string, groupId?: number) =>
  request(followGroupSave, { name, ...(groupId === undefined ? {} : { groupId }) });

export const deleteFollowGroup = (groupId: number) => request(followGroupDelete, { groupId });

/** Moves follows into a group (0: ungrouped). */
export const assignFollowGroup = (groupId: number, followIds: readonly number[]) =>
  request(followGroupAssign, { groupId, followIds: followIds.join(',') });

/** The user's alert rules on followed apps (only apps with one). */
export const useAlertRulesQuery = () =>
  useQuery({
    queryKey: [FOLLOW_KEY, appAlertRules.path],
    queryFn: ({ signal }) => fetchData(appAlertRules, undefined, { signal }),
  });

/** Sets the alert rule of a followed app: its kinds (none: off), channels and the rank kind's N. */
export const saveAlertRule = (
  target: FollowTarget,
  rule: { kinds: readonly string[]; channels: readonly string[]; rankTop: number },
) =>
  request(appAlertRuleSave, {
    ...target,
    kinds: rule.kinds.join(','),
    channels: rule.channels.join(','),
    rankTop: String(rule.rankTop),
  });
