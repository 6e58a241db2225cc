/** Alerts of new versions of followed iOS apps (the 'version' kind): each release the engine's lookups record. */
import { formatDateTime } from '@bangyan/contract';
import { appReleasesBetween, type AppRelease } from '@bangyan/market';
import type { DueAlert } from '../due.ts';
import { appName, appPage, appTitle, inStore } from './alertText.ts';
import { eventSource, type FollowRule } from './followRules.ts';

/** The release notes an alert quotes, at most this many characters. */
const NOTES_CHARS = 80;

/** The alert of a release, once per user, app and version. */
export function versionAlert(rule: FollowRule, app: { appId: number; name: string }, release: AppRelease): DueAlert {
  const name = appName(app);
  const notes = [...release.releaseNotes.replace(/\s+/g, ' ').trim()];
  return {
    uid: rule.uid,
    title: appTitle(name, `发布新版本 ${release.version}`),
    lines: [
      inStore(`「${name}」于 ${formatDateTime(release.at)} 发布了新版本 ${release.version}。`, rule.country),
      ...(notes.length === 0
        ? []
        : [`更新说明：${notes.slice(0, NOTES_CHARS).join('')}${notes.length > NOTES_CHARS ? '……' : ''}`]),
    ],
    link: appPage(rule.country, release.appId),
    channels: rule.channels,
    dedupeKey: `alert:version:${rule.country}:${release.appId}:${release.version}`,
  };
}

export const versionAlerts = eventSource('version', appReleasesBetween, versionAlert);
