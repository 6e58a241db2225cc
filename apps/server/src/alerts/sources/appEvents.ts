/**
 * Alerts from the engine's monitor events about followed iOS apps (offline, back online, cleared from the charts,
 * cleared from keywords): each rule's kinds, for events since the rule was set and within the look-back.
 */
import { HOUR_MS, type AlertChannel, type AlertKind } from '@bangyan/contract';
import { appMonitorEvents } from '@bangyan/market';
import type { AlertSource } from '../due.ts';
import { appEventAlert, type AlertEvent } from './appEventAlert.ts';

/**
 * A rule also reports events up to this long before it was set: a collection stores an event at its own target time,
 * which can be shortly before the moment the collection actually ran.
 */
const RULE_GRACE_MS = HOUR_MS;

export const appEventAlerts: AlertSource = async (db, { now, since }) => {
  const rules = await db
    .selectFrom('alert_rules')
    .select(['uid', 'country', 'app_id', 'kinds', 'channels', 'created_at'])
    .where('market', '=', 'ios')
    .execute();
  const due = [];
  for (const country of new Set(rules.map((r) => r.country))) {
    const mine = rules.filter((r) => r.country === country);
    const from = new Date(
      Math.max(since.getTime(), Math.min(...mine.map((r) => r.created_at.getTime())) - RULE_GRACE_MS),
    );
    const events = (await appMonitorEvents(db, {
      country,
      appIds: [...new Set(mine.map((r) => Number(r.app_id)))],
      kinds: [...new Set(mine.flatMap((r) => r.kinds as AlertKind[]))],
      since: from,
      until: now,
    })) as AlertEvent[];
    for (const rule of mine) {
      const ruleFrom = rule.created_at.getTime() - RULE_GRACE_MS;
      for (const event of events) {
        if (String(event.appId) !== rule.app_id || !rule.kinds.includes(event.kind)) continue;
        if (event.at.getTime() < ruleFrom) continue;
        due.push(appEventAlert(rule.uid, country, event, rule.channels as AlertChannel[]));
      }
    }
  }
  return due;
};
