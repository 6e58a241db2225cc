/** Alerts of followed iOS apps being featured (the 'featured' kind): each featuring a collection of Today sees. */
import { formatDateTime } from '@bangyan/contract';
import { appFeaturings, type AppFeaturing } from '@bangyan/market';
import type { DueAlert } from '../due.ts';
import { appName, appPage, appTitle, inStore } from './alertText.ts';
import { eventSource, type FollowRule } from './followRules.ts';

/** The alert of a featuring, once per user, app and time it was put up. */
export function featuredAlert(rule: FollowRule, app: { appId: number; name: string }, f: AppFeaturing): DueAlert {
  const name = appName(app);
  const page = f.kind === 'game' ? '游戏' : 'App';
  const label = f.label || '推荐';
  return {
    uid: rule.uid,
    title: appTitle(name, `获得${label}`),
    lines: [inStore(`「${name}」于 ${formatDateTime(f.at)} 登上 App Store ${page} 页的「${label}」。`, rule.country)],
    link: appPage(rule.country, f.appId),
    channels: rule.channels,
    dedupeKey: `alert:featured:${rule.country}:${f.appId}:${f.at.toISOString()}`,
  };
}

export const featuredAlerts = eventSource('featured', appFeaturings, featuredAlert);
