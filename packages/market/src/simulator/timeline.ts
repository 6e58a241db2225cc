/**
 * The event timeline: what happens to the catalogue each China day from history's start, generated
 * day by day in order (day d's events depend on the seed, d and the days before, never on who asked
 * first) and logged as the ground truth. Rates are per day at demo size (3,600 apps); `tail` kinds
 * scale with the catalogue, `head` kinds (which pick apps from the top of the charts) do not.
 *
 * | kind        | per day (demo) | who                                   | what                                   |
 * |-------------|----------------|---------------------------------------|----------------------------------------|
 * | preorder    | 2-4, tail      | a new pool app                        | on pre-order, released 3-20 days later |
 * | release     | 5-8, tail      | a new pool app (and due pre-orders)   | on sale                                |
 * | offline     | 1-2 head + 2-5 tail | head: top-400 reach apps (not the top 15) | off sale; 60% (head) / 25% (tail)
 * return ('online') in 1-10 days |
 * | clear-chart | 2-4, head      | top-400 reach apps                    | off every chart for 1-4 days, on sale  |
 * | clear-words | 2-4, head      | top-700 reach apps with ≥6 field words | out of search for 3-21 days, on sale   |
 * | featured    | 2-4, head      | half new releases, half reach 20-1200 | demand × 2-6 for 1-7 days              |
 * | price       | 2-4, tail      | paid apps: free for 2-7 days or a new tier; a quarter are small free apps turning
 * paid |
 * | rename      | 1-3, tail      | any live app                          | next title variant                     |
 * | update      | 1/updateEvery per app | every live app                 | next version, demand bump              |
 *
 * An app has at most one disruptive episode (offline, clear-chart, clear-words, pre-order) at a
 * time, plus a day's rest after it. Calibration apps are spared disruptive and price events, so
 * their published numbers stay comparable from day to day.
 */
import { DAY_MS, HOUR_MS, SECOND_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import type { SimApp } from './catalog-entries.ts';
import { dayOf, dayStartMs } from './clock.ts';
import { STATUS_LIVE, STATUS_OFFLINE, STATUS_PREORDER, cnyOfTier, statusAt, type Histories } from './history.ts';
import { Rng, hash } from './prng.ts';
import { SALT } from './salts.ts';
import { EVENT_RATE_BASE_APPS } from './scales.ts';
import { changePrice, rename, shipUpdates, type TimelineChanges } from './timeline-changes.ts';
import type { SimEvent, SimEventKind } from './world-api.ts';

const HEAD_POOL = 400;
const COVERAGE_POOL = 700;
const MIN_FIELD_WORDS = 6;
const REST_MS = DAY_MS;

/** An app put in the spotlight (released or featured) at a time, for featuring and trending. */
export interface Spotlight {
  index: number;
  at: number;
}

/** A featuring: the app, when the store put it up and took it down, and whether it was a new release then. */
export interface Featuring extends Spotlight {
  until: number;
  newRelease: boolean;
}

export class Timeline {
  readonly firstDay: number;
  private nextDay: number;
  private poolCursor = 0;
  private readonly buckets = new Map<number, SimEvent[]>();
  private readonly countAfter = new Map<number, number>();
  private readonly lockedUntil: number[] = [];
  private readonly featureLock: number[] = [];
  private readonly priceLock: number[] = [];
  private readonly releases: Spotlight[] = [];
  private readonly spotlights: Spotlight[] = [];
  private readonly featurings: Featuring[] = [];
  private readonly tail: number;
  private readonly head: number;
  /** What the changes to live apps (timeline-changes.ts) work with. */
  private readonly changes: TimelineChanges;

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    historyStart: number,
  ) {
    this.firstDay = dayOf(historyStart);
    this.nextDay = this.firstDay;
    this.tail = catalog.initialCount / EVENT_RATE_BASE_APPS;
    this.head = Math.min(1, Math.sqrt(this.tail));
    this.changes = {
      seed,
      catalog,
      histories,
      emit: (kind, app, at, detail) => this.emit(kind, app, at, detail),
      isLive: (index, at) => this.isLive(index, at),
    };
  }

  /** Generates every day up to and including `day`. */
  ensure(day: number): void {
    while (this.nextDay <= day) {
      this.generate(this.nextDay);
      this.countAfter.set(this.nextDay, this.catalog.size);
      this.nextDay += 1;
    }
  }

  /** Number of apps that exist by the end of `day` (pool apps are appended in creation order). */
  appCountThrough(day: number): number {
    if (day < this.firstDay) return this.catalog.initialCount;
    this.ensure(day);
    return this.countAfter.get(day) as number;
  }

  /** Events with from ≤ at < to, in time order. */
  events(from: number, to: number): SimEvent[] {
    if (to <= from) return [];
    this.ensure(dayOf(to - 1));
    const out: SimEvent[] = [];
    for (let d = Math.max(dayOf(from), this.firstDay); d <= dayOf(to - 1); d++) {
      for (const e of this.buckets.get(d) ?? []) {
        const t = e.at.getTime();
        if (t >= from && t < to) out.push(e);
      }
    }
    return out.sort((a, b) => a.at.getTime() - b.at.getTime() || a.appId - b.appId || a.kind.localeCompare(b.kind));
  }

  /** Apps released or featured in (t − days, t], most recent first. */
  spotlightsBefore(t: number, days: number): Spotlight[] {
    this.ensure(dayOf(t));
    return this.spotlights
      .filter((s) => s.at <= t && s.at > t - days * DAY_MS)
      .sort((a, b) => b.at - a.at || a.index - b.index);
  }

  /** Apps featured at t (put up at or before t and not yet taken down), most recently put up first. */
  featuredAt(t: number): Featuring[] {
    this.ensure(dayOf(t));
    return this.featurings.filter((f) => f.at <= t && t < f.until).sort((a, b) => b.at - a.at || a.index - b.index);
  }

  private emit(kind: SimEventKind, app: SimApp, at: number, detail: SimEvent['detail']): void {
    const day = dayOf(at);
    const bucket = this.buckets.get(day) ?? [];
    bucket.push({ kind, appId: app.appId, at: new Date(at), detail });
    this.buckets.set(day, bucket);
  }

  private generate(d: number): void {
    const rng = new Rng(hash(this.seed, SALT.events, d));
    const start = dayStartMs(d);
    const picked = new Set<number>();
    const time = () => start + rng.int(DAY_MS / SECOND_MS) * SECOND_MS;
    const count = (mean: number, spread: number, scale: number) =>
      Math.floor((mean + rng.int(spread + 1)) * scale + rng.next());

    for (let n = count(2, 2, this.tail); n > 0; n--) this.announce(rng, time(), d);
    for (let n = count(5, 3, this.tail); n > 0; n--) this.release(time());

    const headPool = this.pool(start, HEAD_POOL, () => true);
    for (let n = count(1, 1, this.head); n > 0; n--) {
      this.offline(rng, this.pickFrom(rng, headPool, picked, 15), time(), 0.6);
    }
    for (let n = count(2, 3, this.tail); n > 0; n--) this.offline(rng, this.pickAny(rng, start, picked), time(), 0.25);
    for (let n = count(2, 2, this.head); n > 0; n--) {
      this.clearChart(rng, this.pickFrom(rng, headPool, picked, 0), time());
    }
    const coverage = this.pool(start, COVERAGE_POOL, (a) => a.fieldStems.length >= MIN_FIELD_WORDS);
    for (let n = count(2, 2, this.head); n > 0; n--) {
      this.clearWords(rng, this.pickFrom(rng, coverage, picked, 0), time());
    }
    for (let n = count(2, 2, this.head); n > 0; n--) this.feature(rng, start, time());
    for (let n = count(2, 2, this.tail); n > 0; n--) changePrice(this.changes, this.priceLock, rng, start, time());
    for (let n = count(1, 2, this.tail); n > 0; n--) rename(this.changes, rng, start, time(), picked);
    shipUpdates(this.changes, d, start);
  }

  private isLive(index: number, t: number): boolean {
    return statusAt(this.catalog.app(index), this.histories.get(index), t) === STATUS_LIVE;
  }

  private free(index: number, start: number): boolean {
    const app = this.catalog.app(index);
    return !app.calibration && (this.lockedUntil[index] ?? 0) <= start && this.isLive(index, start);
  }

  /** The first `size` apps of the reach head that are live, unlocked and match. */
  private pool(start: number, size: number, match: (app: SimApp) => boolean): number[] {
    const out: number[] = [];
    for (const i of this.catalog.reachHead) {
      if (out.length >= size) break;
      if (this.free(i, start) && match(this.catalog.app(i))) out.push(i);
    }
    return out;
  }

  private pickFrom(rng: Rng, pool: readonly number[], picked: Set<number>, skip: number): number | null {
    for (let tries = 0; tries < 20 && pool.length > skip; tries++) {
      const i = pool[skip + rng.int(pool.length - skip)] as number;
      if (!picked.has(i)) {
        picked.add(i);
        return i;
      }
    }
    return null;
  }

  private pickAny(rng: Rng, start: number, picked: Set<number>): number | null {
    for (let tries = 0; tries < 30; tries++) {
      const i = rng.int(this.catalog.size);
      if (!picked.has(i) && this.free(i, start)) {
        picked.add(i);
        return i;
      }
    }
    return null;
  }

  private announce(rng: Rng, at: number, d: number): void {
    const releaseDay = d + rng.range(3, 20);
    const releaseAt = dayStartMs(releaseDay) + rng.int(24) * HOUR_MS;
    const app = this.catalog.addPoolApp(this.poolCursor++, at, releaseAt);
    const h = this.histories.ensure(app.index);
    h.statusAt.push(at, releaseAt);
    h.status.push(STATUS_PREORDER, STATUS_LIVE);
    this.lockedUntil[app.index] = releaseAt + REST_MS;
    this.emit('preorder', app, at, { name: app.name, expectedRelease: new Date(releaseAt).toISOString() });
    this.emit('release', app, releaseAt, { name: app.name, price: cnyOfTier(app.tier), preorder: true });
    this.releases.push({ index: app.index, at: releaseAt });
    this.spotlights.push({ index: app.index, at: releaseAt });
  }

  private release(at: number): void {
    const app = this.catalog.addPoolApp(this.poolCursor++, at, at);
    const h = this.histories.ensure(app.index);
    h.statusAt.push(at);
    h.status.push(STATUS_LIVE);
    this.lockedUntil[app.index] = at + REST_MS;
    this.emit('release', app, at, { name: app.name, price: cnyOfTier(app.tier), preorder: false });
    this.releases.push({ index: app.index, at });
    this.spotlights.push({ index: app.index, at });
  }

  private offline(rng: Rng, index: number | null, at: number, returnRate: number): void {
    if (index === null) return;
    const app = this.catalog.app(index);
    const h = this.histories.ensure(index);
    h.statusAt.push(at);
    h.status.push(STATUS_OFFLINE);
    this.emit('offline', app, at, {});
    if (rng.chance(returnRate)) {
      const back = at + rng.range(1, 10) * DAY_MS + rng.int(24) * HOUR_MS;
      h.statusAt.push(back);
      h.status.push(STATUS_LIVE);
      this.emit('online', app, back, {});
      this.lockedUntil[index] = back + REST_MS;
    } else this.lockedUntil[index] = Number.POSITIVE_INFINITY;
  }

  private clearChart(rng: Rng, index: number | null, at: number): void {
    if (index === null) return;
    const until = at + rng.range(24, 96) * HOUR_MS;
    this.histories.ensure(index).chartBlocks.push(at, until);
    this.lockedUntil[index] = until + REST_MS;
    this.emit('clear-chart', this.catalog.app(index), at, { until: new Date(until).toISOString() });
  }

  private clearWords(rng: Rng, index: number | null, at: number): void {
    if (index === null) return;
    const until = at + rng.range(3, 21) * DAY_MS;
    this.histories.ensure(index).wordBlocks.push(at, until);
    this.lockedUntil[index] = until + REST_MS;
    this.emit('clear-words', this.catalog.app(index), at, { until: new Date(until).toISOString() });
  }

  private feature(rng: Rng, start: number, at: number): void {
    const canFeature = (i: number) =>
      (this.featureLock[i] ?? 0) <= start && this.isLive(i, start) && this.isLive(i, at);
    let index: number | null = null;
    let newRelease = false;
    if (rng.chance(0.5)) {
      const recent = this.releases.filter((r) => r.at <= start && r.at > start - 14 * DAY_MS && canFeature(r.index));
      if (recent.length > 0) {
        index = rng.pick(recent).index;
        newRelease = true;
      }
    }
    const head = this.catalog.reachHead;
    for (let tries = 0; index === null && tries < 20 && head.length > 20; tries++) {
      const i = head[20 + rng.int(head.length - 20)] as number;
      if (canFeature(i)) index = i;
    }
    if (index === null) return;
    const until = at + rng.range(1, 7) * DAY_MS;
    const boost = 2 + 4 * rng.next();
    this.histories.ensure(index).featured.push(at, until, boost);
    this.featureLock[index] = until + 7 * DAY_MS;
    this.spotlights.push({ index, at });
    this.featurings.push({ index, at, until, newRelease });
    const detail = { until: new Date(until).toISOString(), boost: Math.round(boost * 10) / 10 };
    this.emit('featured', this.catalog.app(index), at, detail);
  }
}
