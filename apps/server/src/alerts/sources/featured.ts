/** Alerts of followed iOS apps being featured (the 'featured' kind): each featuring a collection of Today sees. */
import { formatDateTime } from '@bangyan/contract';
import { appFeaturings, appSummaries, type AppFeaturing } from '@bangyan/market';
import type { AlertSource, DueAlert } from '../due.ts';
import { appName, appPage, appTitle, inStore } from './alertText.ts';
import { byStorefront, followRules, type FollowRule } from './followRules.ts';

/** The alert of a featuring, once per user, app and time it was put up. */
export function featuredAlert(rule: FollowRule, app: { appId: number; name: string }, f: AppFeaturing): DueAlert {
  const name = appName(app);
  const page = f.kind === 'game' ? '游戏' : 'App';
  const label = f.label || '推荐';
  return {
    uid: rule.uid,
    title: appTitle(name, `获得${label}`),
    lines: [
      inStore(`「${name}」于 ${formatDateTime(f.featuredAt)} 登上 App Store ${page} 页的「${label}」。`, rule.country),
    ],
    link: appPage(rule.country, f.appId),
    channels: rule.channels,
    dedupeKey: `alert:featured:${rule.country}:${f.appId}:${f.featuredAt.toISOString()}`,
  };
}

export const featuredAlerts: AlertSource = async (db, { now, since }) => {
  const due: DueAlert[] = [];
  for (const group of byStorefront(await followRules(db, ['featured']), since)) {
    const featurings = await appFeaturings(db, {
      country: group.country,
      appIds: group.appIds,
      since: group.from,
      until: now,
    });
    const app = await appSummaries(
      db,
      group.country,
      featurings.map((f) => f.appId),
    );
    for (const rule of group.rules) {
      for (const f of featurings) {
        if (f.appId === rule.appId && f.featuredAt >= rule.from) due.push(featuredAlert(rule, app(f.appId), f));
      }
    }
  }
  return due;
};
