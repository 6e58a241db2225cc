/**
 * Every app's state over one China day, so that hourly work does not consult each app's history.
 * An app is "busy" on a day when something about it changes within the day (status, price, a
 * chart or search block starting or ending) or a fast-moving demand effect is fresh (an update or
 * a featuring edge in the last two days, a launch in the last three): busy apps are evaluated at
 * the exact instant. For the others the day's state holds all day, and their event multiplier is
 * read at noon (what remains then changes by a few percent a day at most).
 */
import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import { firstHourOfDay } from './clock.ts';
import {
  STATUS_LIVE,
  chartBlockedAt,
  eventMultiplier,
  statusAt,
  tierAt,
  tierFactor,
  wordsBlockedAt,
  type AppHistory,
  type Histories,
} from './history.ts';
import { Lru } from './lru.ts';
import type { Timeline } from './timeline.ts';

const FRESH_EFFECT_MS = 2 * DAY_MS;
const FRESH_LAUNCH_MS = 3 * DAY_MS;
const TIER_FACTORS = Array.from({ length: 13 }, (_, t) => tierFactor(t));

export interface DayState {
  /** Status all day (for a busy app: at the start of the day). */
  status: Uint8Array;
  tier: Uint8Array;
  chartBlocked: Uint8Array;
  wordsBlocked: Uint8Array;
  /** Live · price factor · event multiplier at noon, for every app. */
  noon: Float64Array;
  busy: Uint8Array;
}

/** Whether an ascending list has an entry in [from, to). */
function hasIn(times: readonly number[], from: number, to: number): boolean {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < times.length && (times[lo] as number) < to;
}

/** Whether a window list (flat, with stride) has an edge in [from, to). */
function edgeIn(flat: readonly number[], stride: number, from: number, to: number): boolean {
  for (let i = 0; i < flat.length; i += stride) {
    const a = flat[i] as number;
    const b = flat[i + 1] as number;
    if ((a >= from && a < to) || (b >= from && b < to)) return true;
  }
  return false;
}

function isBusy(
  launchBoost: number,
  releasedAt: number,
  h: AppHistory | undefined,
  start: number,
  end: number,
): boolean {
  if (launchBoost !== 0 && releasedAt >= start - FRESH_LAUNCH_MS && releasedAt < end) return true;
  if (!h) return false;
  return (
    hasIn(h.statusAt, start, end) ||
    hasIn(h.priceAt, start, end) ||
    hasIn(h.updateAt, start - FRESH_EFFECT_MS, end) ||
    edgeIn(h.chartBlocks, 2, start, end) ||
    edgeIn(h.wordBlocks, 2, start, end) ||
    edgeIn(h.featured, 3, start - FRESH_EFFECT_MS, end)
  );
}

/** Live · price factor · event multiplier at t (0 when not on sale). */
export function demandMultiplier(catalog: Catalog, histories: Histories, i: number, t: number): number {
  const app = catalog.app(i);
  const h = histories.get(i);
  if (statusAt(app, h, t) !== STATUS_LIVE) return 0;
  return (TIER_FACTORS[tierAt(app, h, t)] as number) * eventMultiplier(app, h, t);
}

export class DayStates {
  private readonly cache: Lru<number, DayState>;

  constructor(
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    private readonly timeline: Timeline,
    cacheSize: number,
  ) {
    this.cache = new Lru(cacheSize);
  }

  at(d: number): DayState {
    return this.cache.getOrCreate(d, () => this.build(d));
  }

  private build(d: number): DayState {
    const n = this.timeline.appCountThrough(d);
    const start = firstHourOfDay(d) * HOUR_MS;
    const end = start + DAY_MS;
    const noonAt = start + DAY_MS / 2;
    const state: DayState = {
      status: new Uint8Array(n),
      tier: new Uint8Array(n),
      chartBlocked: new Uint8Array(n),
      wordsBlocked: new Uint8Array(n),
      noon: new Float64Array(n),
      busy: new Uint8Array(n),
    };
    const { catalog, histories } = this;
    for (let i = 0; i < n; i++) {
      const app = catalog.app(i);
      const h = histories.get(i);
      state.status[i] = statusAt(app, h, start);
      state.tier[i] = tierAt(app, h, start);
      state.chartBlocked[i] = chartBlockedAt(h, start) ? 1 : 0;
      state.wordsBlocked[i] = wordsBlockedAt(h, start) ? 1 : 0;
      state.busy[i] = isBusy(app.launchBoost, app.releasedAt, h, start, end) ? 1 : 0;
      state.noon[i] = demandMultiplier(catalog, histories, i, noonAt);
    }
    return state;
  }
}
