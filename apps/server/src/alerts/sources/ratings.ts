/**
 * Alerts of a followed iOS app's rating falling (the 'rating' kind): its current version's rating (the average star of
 * the collected reviews written on it) at the end of a China day at least RATING_FALL below the day before's.
 */
import { formatDate } from '@bangyan/contract';
import { versionRatingDays } from '@bangyan/market';
import type { DueAlert } from '../due.ts';
import { ratingFalls, type RatingFall } from '../matching.ts';
import { appName, appPage, appTitle, inStore } from './alertText.ts';
import { eventSource, type FollowRule } from './followRules.ts';

/** A fall of an app's current version's rating. */
export interface VersionRatingFall extends RatingFall {
  appId: number;
  version: string;
}

/** The falls of the apps' current versions' ratings between consecutive collected day ends. */
async function versionRatingFalls(
  db: Parameters<typeof versionRatingDays>[0],
  input: Parameters<typeof versionRatingDays>[1],
): Promise<VersionRatingFall[]> {
  return (await versionRatingDays(db, input)).flatMap((r) =>
    ratingFalls(r.points).map((fall) => ({ ...fall, appId: r.appId, version: r.version })),
  );
}

/** The alert of a fall, once per user, app and day. */
export function ratingAlert(rule: FollowRule, app: { appId: number; name: string }, fall: VersionRatingFall): DueAlert {
  const name = appName(app);
  // The fall is of the day that ended at `fall.at`.
  const day = formatDate(fall.at.getTime() - 1);
  return {
    uid: rule.uid,
    title: appTitle(name, '评分下降'),
    lines: [
      inStore(
        `「${name}」当前版本 ${fall.version} 的评分（已采集的 ${fall.reviews} 条该版本评论的平均星级）在 ${day} ` +
          `由 ${fall.before.toFixed(2)} 降至 ${fall.after.toFixed(2)}。`,
        rule.country,
      ),
    ],
    link: appPage(rule.country, fall.appId),
    channels: rule.channels,
    dedupeKey: `alert:rating:${rule.country}:${fall.appId}:${fall.at.toISOString()}`,
  };
}

export const ratingAlerts = eventSource('rating', versionRatingFalls, ratingAlert);
