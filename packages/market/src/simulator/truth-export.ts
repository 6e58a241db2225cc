/**
 * The ground truth as one JSON-serialisable object, for `npm run market -- truth --out FILE` and
 * accuracy reports: the event log, each China day's true downloads and revenue of every app in
 * China, and each day's true search volume of every keyword in China, for [from, to).
 */
import { DAY_MS } from '@bangyan/contract';
import { dateOfDay, dayOf } from './clock.ts';
import type { SimEventKind, SimScale, World } from './world-api.ts';

export interface TruthExport {
  seed: number;
  scale: SimScale;
  historyStart: string;
  from: string;
  to: string;
  country: 'cn';
  events: { kind: SimEventKind; appId: number; at: string; detail: Record<string, string | number | boolean | null> }[];
  /** One entry per China day that starts in [from, to). Revenue in CNY. */
  days: { date: string; apps: { appId: number; downloads: number; revenue: number }[] }[];
  searchVolume: { date: string; volumes: Record<string, number> }[];
}

export function exportTruth(world: World, from: Date, to: Date): TruthExport {
  const dates: string[] = [];
  for (let d = dayOf(from.getTime() + DAY_MS - 1); d < dayOf(to.getTime() + DAY_MS - 1); d++) dates.push(dateOfDay(d));
  return {
    seed: world.options.seed,
    scale: world.options.scale,
    historyStart: world.options.historyStart.toISOString(),
    from: from.toISOString(),
    to: to.toISOString(),
    country: 'cn',
    events: world.truth
      .events(from, to)
      .map((e) => ({ kind: e.kind, appId: e.appId, at: e.at.toISOString(), detail: e.detail })),
    days: dates.map((date) => ({
      date,
      apps: world.truth.days('cn', date).map((r) => ({ appId: r.appId, downloads: r.downloads, revenue: r.revenue })),
    })),
    searchVolume: dates.map((date) => ({
      date,
      volumes: Object.fromEntries(world.truth.searchVolume('cn', date).map((v) => [v.term, v.volume])),
    })),
  };
}
