/**
 * The event timeline's changes to live apps (timeline.ts): price changes (a limited-time free offer,
 * a new tier, a small free app turning paid), renames to the next title variant, and updates.
 */
import { DAY_MS, SECOND_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import type { SimApp } from './catalog-entries.ts';
import { STATUS_LIVE, cnyOfTier, statusAt, tierAt, updatesAt, variantAt, type Histories } from './history.ts';
import { noise, type Rng } from './prng.ts';
import { SALT } from './salts.ts';
import { isMajorUpdate, titlesOf, versionOf } from './texts.ts';
import type { SimEvent, SimEventKind } from './world-api.ts';

/** Only small apps start charging for a free app (big ones would lose their audience). */
const FREE_TO_PAID_MAX_REACH = 2000;

/** What the changes work with: the world's seed, catalogue and histories, and the timeline's log. */
export interface TimelineChanges {
  seed: number;
  catalog: Catalog;
  histories: Histories;
  emit(kind: SimEventKind, app: SimApp, at: number, detail: SimEvent['detail']): void;
  isLive(index: number, at: number): boolean;
}

/**
 * One price change, on a live app outside calibration whose `priceLock` (its next change not before)
 * has passed: a quarter of the time a small free app turns paid, else a paid app goes free for a few
 * days or moves a tier or two.
 */
export function changePrice(ctx: TimelineChanges, priceLock: number[], rng: Rng, start: number, at: number): void {
  const toPaid = rng.chance(0.25);
  for (let tries = 0; tries < 200; tries++) {
    const index = rng.int(ctx.catalog.size);
    const app = ctx.catalog.app(index);
    const h = ctx.histories.get(index);
    const tier = tierAt(app, h, start);
    if (tier > 0 === toPaid || app.calibration || (priceLock[index] ?? 0) > start) continue;
    if (!ctx.isLive(index, start)) continue;
    if (toPaid && app.reach > FREE_TO_PAID_MAX_REACH) continue;
    const history = ctx.histories.ensure(index);
    if (toPaid) {
      setTier(ctx, history, app, at, tier, rng.range(1, 3));
    } else if (rng.chance(0.5)) {
      // A limited-time free offer (限免), then back to the old price.
      const back = at + rng.range(2, 7) * DAY_MS;
      setTier(ctx, history, app, at, tier, 0);
      setTier(ctx, history, app, back, 0, tier);
      priceLock[index] = back + 7 * DAY_MS;
      return;
    } else {
      const step = rng.range(1, 2) * (rng.chance(0.5) ? 1 : -1);
      const next = Math.min(12, Math.max(1, tier + step));
      setTier(ctx, history, app, at, tier, next === tier ? (tier === 12 ? 11 : tier + 1) : next);
    }
    priceLock[index] = at + 7 * DAY_MS;
    return;
  }
}

function setTier(
  ctx: TimelineChanges,
  h: ReturnType<Histories['ensure']>,
  app: SimApp,
  at: number,
  from: number,
  to: number,
): void {
  h.priceAt.push(at);
  h.tier.push(to);
  ctx.emit('price', app, at, { from: cnyOfTier(from), to: cnyOfTier(to) });
}

/** One rename: an app live all day, not picked for another event, takes its next title variant. */
export function rename(ctx: TimelineChanges, rng: Rng, start: number, at: number, picked: Set<number>): void {
  for (let tries = 0; tries < 30; tries++) {
    const index = rng.int(ctx.catalog.size);
    if (picked.has(index) || !ctx.isLive(index, start) || !ctx.isLive(index, at)) continue;
    const app = ctx.catalog.app(index);
    const h = ctx.histories.ensure(index);
    const v = variantAt(h, start);
    const from = titlesOf(ctx.seed, app, v).name;
    const to = titlesOf(ctx.seed, app, v + 1).name;
    h.nameAt.push(at);
    h.variant.push(v + 1);
    picked.add(index);
    ctx.emit('rename', app, at, { from, to });
    return;
  }
}

/** Each live app ships an update on a day with probability 1/updateEveryDays. */
export function shipUpdates(ctx: TimelineChanges, d: number, start: number): void {
  for (let index = 0; index < ctx.catalog.size; index++) {
    const app = ctx.catalog.app(index);
    if (app.createdAt >= start) continue;
    if (noise(ctx.seed, index, SALT.update, d) >= 1 / app.updateEveryDays) continue;
    const at = start + Math.floor(noise(ctx.seed, index, SALT.update + 1, d) * (DAY_MS / SECOND_MS)) * SECOND_MS;
    const h0 = ctx.histories.get(index);
    if (statusAt(app, h0, start) !== STATUS_LIVE || statusAt(app, h0, at) !== STATUS_LIVE) continue;
    const h = ctx.histories.ensure(index);
    const k = updatesAt(h, at) + 1;
    const size = (0.05 + 0.35 * noise(ctx.seed, index, SALT.update + 2, d)) * (isMajorUpdate(ctx.seed, app, k) ? 2 : 1);
    h.updateAt.push(at);
    h.updateSize.push(size);
    ctx.emit('update', app, at, { version: versionOf(ctx.seed, app, k), from: versionOf(ctx.seed, app, k - 1) });
  }
}
