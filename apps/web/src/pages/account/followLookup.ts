import { useMemo } from 'react';
import type { FollowedAppDeep } from '@bangyan/contract';
import { useAccountFollowsQuery } from '../../api/follow.ts';

/** A follow's key: its market, storefront and app id (an alert rule names its app the same way). */
export const followKey = (market: string, country: string, appId: string): string => `${market} ${country} ${appId}`;

/**
 * The user's follows as 我的关注 reads them, and the follow of an app by market, storefront and id (undefined: not
 * followed, or not loaded yet), for lists that show a rule's app by name and icon.
 */
export function useFollowLookup() {
  const follows = useAccountFollowsQuery();
  const byKey = useMemo(
    () => new Map((follows.data?.list ?? []).map((a) => [followKey(a.market, a.country, a.trackId), a] as const)),
    [follows.data],
  );
  const followOf = (market: string, country: string, appId: string): FollowedAppDeep | undefined =>
    byKey.get(followKey(market, country, appId));
  return { loading: follows.isPending, followOf };
}
