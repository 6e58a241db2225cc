/**
 * Booked monitor (预订; data.md "Monitors"): an app on pre-order, with its expected release time.
 */
import { byTimeThenApp, groupByApp, type AppSighting, type MonitorEventBase } from './types.ts';

export interface BookedEvent extends MonitorEventBase<'booked'> {
  /** The expected release date, as the latest pre-order sighting announces it. */
  expectedReleaseAt: Date;
  /** The price at the latest pre-order sighting. */
  price: number;
}

/**
 * Booked events from metadata sightings. Per app in time order, each run of consecutive pre-order
 * sightings (isPreOrder true, ended by an on-sale sighting) is one pre-order period and one event,
 * timed at the run's first sighting (when the pre-order was first seen). Apple may move the date
 * and price during the period, so both figures come from the run's latest sighting: a re-run with
 * more sightings keeps the key and refreshes the figures. Gaps (e.g. while offline) do not end a run.
 */
export function detectBooked(sightings: readonly AppSighting[]): BookedEvent[] {
  const events: BookedEvent[] = [];
  for (const [appId, appSightings] of groupByApp(sightings)) {
    let current: BookedEvent | null = null;
    for (const s of appSightings) {
      if (!s.isPreOrder) {
        current = null;
        continue;
      }
      if (current === null) {
        current = { kind: 'booked', appId, at: s.at, expectedReleaseAt: s.releaseDate, price: s.price };
        events.push(current);
      } else {
        current.expectedReleaseAt = s.releaseDate;
        current.price = s.price;
      }
    }
  }
  return events.sort(byTimeThenApp);
}
