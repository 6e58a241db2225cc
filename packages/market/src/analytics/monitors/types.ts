/**
 * What the five monitors (data.md "Monitors", spec 2.4 "Today's App Store monitoring") share: event
 * kinds, the event key, and the observations ingest feeds them from stored data.
 */

/** Monitor event kinds, as the `monitor_events` table stores them; 'online' ends an offline spell. */
export type MonitorKind = 'offline' | 'online' | 'new' | 'clear-chart' | 'clear-words' | 'booked';

/** Every event: its kind, the app and the moment it happened (not the moment it was detected). */
export interface MonitorEventBase<K extends MonitorKind> {
  kind: K;
  appId: number;
  at: Date;
}

/**
 * One lookup of one app: whether iTunes lookup returned it (`present`) at `at`. Ingest records a
 * check for every app it looks up, present or not.
 */
export interface LookupCheck {
  appId: number;
  at: Date;
  present: boolean;
}

/** One time lookup (or a chart entry) returned an app's metadata: the `AppRecord` fields the monitors read. */
export interface AppSighting {
  appId: number;
  at: Date;
  /** For an app on pre-order, its expected release date. */
  releaseDate: Date;
  price: number;
  isPreOrder: boolean;
}

/** A chart at one snapshot: app ids in rank order (index 0 = rank 1), as `ChartSnapshot` has them. */
export interface RankedSnapshot {
  at: Date;
  appIds: readonly number[];
}

/**
 * The identity of an event, `kind:appId:ISO time`, e.g. 'offline:42:2026-05-01T02:00:00.000Z'. The
 * monitors derive `at` from the observations only, so re-running over the same observations gives the
 * same keys and ingest can upsert on them (the table adds the country).
 */
export function monitorEventKey(event: MonitorEventBase<MonitorKind>): string {
  return `${event.kind}:${event.appId}:${event.at.toISOString()}`;
}

/**
 * Rows grouped by app, each app's rows in time order (a stable sort: rows at the same instant keep
 * their input order); apps in ascending id order, so the output never depends on input order.
 */
export function groupByApp<R extends { appId: number; at: Date }>(rows: readonly R[]): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(row.appId);
    if (group) group.push(row);
    else groups.set(row.appId, [row]);
  }
  const sorted = new Map<number, R[]>();
  for (const appId of [...groups.keys()].sort((x, y) => x - y)) {
    sorted.set(
      appId,
      (groups.get(appId) ?? []).sort((x, y) => x.at.getTime() - y.at.getTime()),
    );
  }
  return sorted;
}

/** Events in time order, then by kind, then by app id: the order every monitor returns. */
export function byTimeThenApp(x: MonitorEventBase<MonitorKind>, y: MonitorEventBase<MonitorKind>): number {
  const dt = x.at.getTime() - y.at.getTime();
  if (dt !== 0) return dt;
  if (x.kind !== y.kind) return x.kind < y.kind ? -1 : 1;
  return x.appId - y.appId;
}
