/**
 * Alerts of a followed iOS app's rating falling (the 'rating' kind): its current version's rating (the average star of
 * the collected reviews written on it) at the end of a China day at least RATING_FALL below the day before's.
 */
import { formatDate } from '@bangyan/contract';
import { appSummaries, versionRatingDays } from '@bangyan/market';
import type { AlertSource, DueAlert } from '../due.ts';
import { ratingFalls, type RatingFall } from '../matching.ts';
import { appName, appPage, appTitle, inStore } from './alertText.ts';
import { byStorefront, followRules, type FollowRule } from './followRules.ts';

/** The alert of a fall, once per user, app and day. */
export function ratingAlert(
  rule: FollowRule,
  app: { appId: number; name: string },
  version: string,
  fall: RatingFall,
): DueAlert {
  const name = appName(app);
  // The fall is of the day that ended at `fall.at`.
  const day = formatDate(fall.at.getTime() - 1);
  return {
    uid: rule.uid,
    title: appTitle(name, '评分下降'),
    lines: [
      inStore(
        `「${name}」当前版本 ${version} 的评分（已采集的 ${fall.reviews} 条该版本评论的平均星级）在 ${day} ` +
          `由 ${fall.before.toFixed(2)} 降至 ${fall.after.toFixed(2)}。`,
        rule.country,
      ),
    ],
    link: appPage(rule.country, app.appId),
    channels: rule.channels,
    dedupeKey: `alert:rating:${rule.country}:${app.appId}:${fall.at.toISOString()}`,
  };
}

export const ratingAlerts: AlertSource = async (db, { now, since }) => {
  const due: DueAlert[] = [];
  for (const group of byStorefront(await followRules(db, ['rating']), since)) {
    const ratings = await versionRatingDays(db, {
      country: group.country,
      appIds: group.appIds,
      since: group.from,
      until: now,
    });
    const app = await appSummaries(db, group.country, group.appIds);
    for (const rule of group.rules) {
      for (const r of ratings) {
        if (r.appId !== rule.appId) continue;
        for (const fall of ratingFalls(r.points)) {
          if (fall.at >= rule.from) due.push(ratingAlert(rule, app(r.appId), r.version, fall));
        }
      }
    }
  }
  return due;
};
