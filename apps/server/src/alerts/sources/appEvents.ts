/**
 * Alerts from the engine's monitor events about followed iOS apps (offline, back online, cleared from the charts,
 * cleared from keywords): each rule's kinds, for events since the rule was set and within the look-back.
 */
import { MONITOR_ALERT_KINDS, type MonitorAlertKind } from '@bangyan/contract';
import { appMonitorEvents } from '@bangyan/market';
import type { AlertSource, DueAlert } from '../due.ts';
import { appEventAlert, type AlertEvent } from './appEventAlert.ts';
import { byStorefront, followRules } from './followRules.ts';

export const appEventAlerts: AlertSource = async (db, { now, since }) => {
  const due: DueAlert[] = [];
  for (const group of byStorefront(await followRules(db, MONITOR_ALERT_KINDS), since)) {
    const events = (await appMonitorEvents(db, {
      country: group.country,
      appIds: group.appIds,
      kinds: [...new Set(group.rules.flatMap((r) => r.kinds))].filter((k): k is MonitorAlertKind =>
        (MONITOR_ALERT_KINDS as readonly string[]).includes(k),
      ),
      since: group.from,
      until: now,
    })) as AlertEvent[];
    for (const rule of group.rules) {
      for (const event of events) {
        if (event.appId !== rule.appId || !rule.kinds.includes(event.kind) || event.at < rule.from) continue;
        due.push(appEventAlert(rule.uid, group.country, event, rule.channels));
      }
    }
  }
  return due;
};
