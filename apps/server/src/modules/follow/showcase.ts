import type { Kysely } from 'kysely';
import type { FollowedApp } from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import { chartRanking } from '@bangyan/market';

type Db = Kysely<Database>;

/** Spec 2.4: the demo shows a swiper's worth of apps; the recommendations a short list to tick. */
export const DEMO_SIZE = 7;
export const RECOMMEND_SIZE = 10;

/**
 * Apps shown on Home when there are no follows to show (spec 2.4): a visitor's demo (the top of
 * China's overall grossing chart) and a new user's recommendations (the top of the free chart),
 * read at `now`. followId 0: not a follow.
 */
export async function showcaseApps(db: Db, kind: 'demo' | 'recommend', now: Date): Promise<FollowedApp[]> {
  const ranking = await chartRanking(db, {
    country: 'cn',
    chartType: kind === 'demo' ? 'grossing' : 'free',
    genre: 0,
    at: now,
  });
  return (ranking?.entries ?? [])
    .filter((e) => e.name !== '')
    .slice(0, kind === 'demo' ? DEMO_SIZE : RECOMMEND_SIZE)
    .map((e) => ({
      followId: 0,
      trackId: String(e.appId),
      trackName: e.name,
      artworkUrl60: e.iconUrl,
      sellerName: e.developerName,
      market: 'ios',
      country: 'cn',
      platform: 'ios',
    }));
}
