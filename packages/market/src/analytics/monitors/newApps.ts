/**
 * New-app monitor (新品; data.md "Monitors"): an app first seen whose release date is within the last
 * day, with its price, status (online/offline) and whether it had a pre-order version.
 */
import { NEW_APP_WINDOW_MS } from '../config.ts';
import { byTimeThenApp, groupByApp, type AppSighting, type MonitorEventBase } from './types.ts';

export interface NewAppEvent extends MonitorEventBase<'new'> {
  /** When the platform first saw the app on sale. (`at` is the release date.) */
  firstSeenAt: Date;
  /** Price at that first sighting on sale. */
  price: number;
  /** False when the app is offline now (spec 3 status 0). */
  online: boolean;
  /** The app was seen on pre-order before it went on sale. */
  hadPreOrder: boolean;
}

/**
 * New-app events from metadata sightings. Per app, "first seen" is its first sighting on sale
 * (isPreOrder false): an app seen first on pre-order is not released yet, and counts as new when it
 * goes on sale, with hadPreOrder true. It is new when its release date lies in
 * [first seen − 24 h, first seen]; an app released earlier (an old app the platform just found) or
 * dated after its first sighting is not. The event's time is the release date (the table's release
 * time, and the day it counts for); price and release date come from the first on-sale sighting, and
 * `online` is false for an app in `offlineNow` (the offline monitor's current spells). Pass each
 * app's sightings from its first one, so that the first sighting really is the first.
 */
export function detectNewApps(
  sightings: readonly AppSighting[],
  offlineNow: ReadonlySet<number>,
  windowMs = NEW_APP_WINDOW_MS,
): NewAppEvent[] {
  const events: NewAppEvent[] = [];
  for (const [appId, appSightings] of groupByApp(sightings)) {
    const firstOnSale = appSightings.findIndex((s) => !s.isPreOrder);
    const first = appSightings[firstOnSale];
    if (first === undefined) continue;
    const age = first.at.getTime() - first.releaseDate.getTime();
    if (age < 0 || age > windowMs) continue;
    events.push({
      kind: 'new',
      appId,
      at: first.releaseDate,
      firstSeenAt: first.at,
      price: first.price,
      online: !offlineNow.has(appId),
      hadPreOrder: firstOnSale > 0,
    });
  }
  return events.sort(byTimeThenApp);
}
