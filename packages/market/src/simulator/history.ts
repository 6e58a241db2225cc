/**
 * What happened to each app, as time-ordered change lists, and the app's state at any instant.
 * The event timeline appends to these day by day (and schedules the end of an episode, such as an
 * offline app's return, when the episode starts); a query at t reads only entries at or before t,
 * so it does not matter how far the timeline has been generated when the question is asked.
 */
import { DAY_MS } from '@bangyan/contract';
import type { SimApp } from './catalog-entries.ts';
import { featuredMultiplier, launchMultiplier, priceFactor, updateMultiplier } from './demand.ts';
import { STOREFRONTS } from './storefronts.ts';

export const STATUS_ABSENT = 0;
export const STATUS_PREORDER = 1;
export const STATUS_LIVE = 2;
export const STATUS_OFFLINE = 3;
export type Status = typeof STATUS_ABSENT | typeof STATUS_PREORDER | typeof STATUS_LIVE | typeof STATUS_OFFLINE;

/** Change lists of one app. Windows are flat [from, until, ...] pairs (featured: triples with the boost). */
export class AppHistory {
  readonly statusAt: number[] = [];
  readonly status: Status[] = [];
  readonly priceAt: number[] = [];
  readonly tier: number[] = [];
  readonly nameAt: number[] = [];
  readonly variant: number[] = [];
  readonly updateAt: number[] = [];
  readonly updateSize: number[] = [];
  readonly chartBlocks: number[] = [];
  readonly wordBlocks: number[] = [];
  readonly featured: number[] = [];
}

/** Index of the last entry at or before t in an ascending list, or -1. */
export function lastAtOrBefore(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Whether t falls in one of the windows of a flat list with the given stride. */
function inWindow(flat: readonly number[], stride: number, t: number): boolean {
  for (let i = flat.length - stride; i >= 0; i -= stride) {
    const from = flat[i] as number;
    if (from <= t) return t < (flat[i + 1] as number);
  }
  return false;
}

export class Histories {
  private readonly list: (AppHistory | undefined)[] = [];

  get(index: number): AppHistory | undefined {
    return this.list[index];
  }

  ensure(index: number): AppHistory {
    let h = this.list[index];
    if (!h) {
      h = new AppHistory();
      this.list[index] = h;
    }
    return h;
  }
}

/** Status at t: initial apps are live unless a change says otherwise; pool apps start absent. */
export function statusAt(app: SimApp, h: AppHistory | undefined, t: number): Status {
  const initial: Status = app.createdAt === Number.NEGATIVE_INFINITY ? STATUS_LIVE : STATUS_ABSENT;
  if (!h) return initial;
  const i = lastAtOrBefore(h.statusAt, t);
  return i < 0 ? initial : (h.status[i] as Status);
}

export function tierAt(app: SimApp, h: AppHistory | undefined, t: number): number {
  if (!h || h.priceAt.length === 0) return app.tier;
  const i = lastAtOrBefore(h.priceAt, t);
  return i < 0 ? app.tier : (h.tier[i] as number);
}

/** Which title/subtitle variant is showing (0 = the original). */
export function variantAt(h: AppHistory | undefined, t: number): number {
  if (!h || h.nameAt.length === 0) return 0;
  const i = lastAtOrBefore(h.nameAt, t);
  return i < 0 ? 0 : (h.variant[i] as number);
}

/** How many updates shipped at or before t. */
export function updatesAt(h: AppHistory | undefined, t: number): number {
  return h ? lastAtOrBefore(h.updateAt, t) + 1 : 0;
}

export function chartBlockedAt(h: AppHistory | undefined, t: number): boolean {
  return h !== undefined && h.chartBlocks.length > 0 && inWindow(h.chartBlocks, 2, t);
}

export function wordsBlockedAt(h: AppHistory | undefined, t: number): boolean {
  return h !== undefined && h.wordBlocks.length > 0 && inWindow(h.wordBlocks, 2, t);
}

/** Product of the event multipliers at t: launch, the latest update's bump, featuring. */
export function eventMultiplier(app: SimApp, h: AppHistory | undefined, t: number): number {
  let m = app.launchBoost === 0 ? 1 : launchMultiplier(app.launchBoost, (t - app.releasedAt) / DAY_MS);
  if (!h) return m;
  const u = lastAtOrBefore(h.updateAt, t);
  if (u >= 0) m *= updateMultiplier(h.updateSize[u] as number, (t - (h.updateAt[u] as number)) / DAY_MS);
  const f = h.featured;
  for (let i = f.length - 3; i >= 0; i -= 3) {
    const from = f[i] as number;
    if (from > t) continue;
    m *= featuredMultiplier(f[i + 2] as number, (t - (f[i + 1] as number)) / DAY_MS);
    break;
  }
  return m;
}

/** Price in China (CNY) of a tier. */
export function cnyOfTier(tier: number): number {
  return (STOREFRONTS[0]?.tierPrices[tier] ?? 0) as number;
}

/** Share of free reach converted at tier `tier` (1 when free). */
export function tierFactor(tier: number): number {
  return priceFactor(cnyOfTier(tier));
}
