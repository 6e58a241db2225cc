/**
 * The four Android markets. A product's downloads in market m on day d are
 *
 *   reach · 2.2 · share_m · e^drift(d) · season · launch boost (read at noon)
 *
 * once it is released (the App Store twin's drift, so both sides rise and fall together; offline or
 * cleared on the App Store does not touch Android). Markets publish cumulative counts
 * (cumulative.ts), which only grow. Charts at each hourly tick rank the products on the market by
 * the last 24 hours, share(t)·A(today) + (1 − share(t))·A(yesterday): 'download' by that, 'hot' by
 * its 0.85 power times (quality/4.5)^3 times daily noise e^(0.1·z), 'new' (released in the last
 * 30 days) by downloads; depth 500, 500, 100. Search ranks the market's products by
 * ln(relevance) + 0.55·ln(downloads), relevance as on the App Store (search-index.ts); depth 100.
 */
import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import {
  ANDROID_MARKETS,
  type AndroidAppRecord,
  type AndroidChartSnapshot,
  type AndroidChartType,
  type AndroidMarket,
} from '../model.ts';
import { simAndroidIconUrl } from './artwork.ts';
import { ANDROID_FACTOR, MARKET_SHARES, type AndroidCatalog, type AndroidProduct } from './android-catalog.ts';
import { dayOf, firstHourOfDay, weekday } from './clock.ts';
import { Cumulative, shareOfDayBefore } from './cumulative.ts';
import { driftLog, launchMultiplier, seasonality } from './demand.ts';
import { androidCategory } from './genres.ts';
import { updatesAt, variantAt, type Histories } from './history.ts';
import { Lru } from './lru.ts';
import { gauss, hash, smoothNoise } from './prng.ts';
import { SALT } from './salts.ts';
import {
  DEMAND_WEIGHT,
  WEIGHT_EXACT,
  WEIGHT_FIELD,
  WEIGHT_PREFIX,
  WEIGHT_SUBTITLE,
  WEIGHT_TITLE,
  type Query,
} from './search-index.ts';
import { titlesOf, versionOf } from './texts.ts';
import type { Timeline } from './timeline.ts';
import type { Catalog } from './catalog.ts';

const CHART_DEPTH: Readonly<Record<AndroidChartType, number>> = { hot: 500, download: 500, new: 100 };
const NEW_DAYS = 30;
export const ANDROID_SEARCH_DEPTH = 100;

export class AndroidMarkets {
  private readonly days = new Lru<string, Float64Array>(96);
  private readonly charts = new Lru<string, string[]>(96);
  private readonly totals: Cumulative[];

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    private readonly timeline: Timeline,
    private readonly android: AndroidCatalog,
  ) {
    this.totals = ANDROID_MARKETS.map((_, m) => new Cumulative(timeline.firstDay, (d) => this.day(m, d)));
  }

  private onMarket(p: AndroidProduct, m: number): boolean {
    return (p.markets & (1 << m)) !== 0;
  }

  /** Downloads of product k on market m on day d (0 before release or off the market). */
  daily(m: number, k: number, d: number): number {
    const p = this.android.product(k);
    if (!this.onMarket(p, m)) return 0;
    const noon = firstHourOfDay(d) * HOUR_MS + DAY_MS / 2;
    const app = p.app;
    if (app.releasedAt > noon) return 0;
    const market = ANDROID_MARKETS[m] as AndroidMarket;
    const key = this.android.noiseKey(p);
    return (
      app.reach *
      ANDROID_FACTOR *
      MARKET_SHARES[market] *
      Math.exp(driftLog(this.seed, key, d)) *
      seasonality(app.isGame, app.genre, weekday(d)) *
      launchMultiplier(app.launchBoost, (noon - app.releasedAt) / DAY_MS)
    );
  }

  private day(m: number, d: number): Float64Array {
    return this.days.getOrCreate(`${m}:${d}`, () => {
      const n = this.android.countFor(this.timeline.appCountThrough(d));
      const out = new Float64Array(n);
      for (let k = 0; k < n; k++) out[k] = this.daily(m, k, d);
      return out;
    });
  }

  /** Downloads over the 24 hours before t. */
  private recent(m: number, k: number, t: number): number {
    const d = dayOf(t);
    const share = shareOfDayBefore(t);
    const today = this.day(m, d);
    const yesterday = this.day(m, d - 1);
    return share * (today[k] ?? 0) + (1 - share) * (yesterday[k] ?? 0);
  }

  private released(p: AndroidProduct, t: number): boolean {
    return p.app.releasedAt <= t;
  }

  chart(market: AndroidMarket, type: AndroidChartType, at: Date): AndroidChartSnapshot {
    const tick = Math.floor(at.getTime() / HOUR_MS);
    const t = tick * HOUR_MS;
    const m = ANDROID_MARKETS.indexOf(market);
    const appIds = this.charts.getOrCreate(`${m}:${type}:${tick}`, () => {
      const n = this.android.countFor(this.timeline.appCountThrough(dayOf(t)));
      const d = dayOf(t);
      const scored: { k: number; score: number }[] = [];
      for (let k = 0; k < n; k++) {
        const p = this.android.product(k);
        if (!this.onMarket(p, m) || !this.released(p, t)) continue;
        if (type === 'new' && p.app.releasedAt < t - NEW_DAYS * DAY_MS) continue;
        const downloads = this.recent(m, k, t);
        if (!(downloads > 0)) continue;
        const quality =
          Math.pow(p.app.quality / 4.5, 3) * Math.exp(0.1 * gauss(hash(this.seed, k, m, d, SALT.android)));
        scored.push({ k, score: type === 'hot' ? Math.pow(downloads, 0.85) * quality : downloads });
      }
      scored.sort((a, b) => b.score - a.score || a.k - b.k);
      return scored.slice(0, CHART_DEPTH[type]).map((s) => this.android.product(s.k).packageName);
    });
    return { market, type, at: new Date(t), appIds: [...appIds] };
  }

  apps(market: AndroidMarket, packageNames: readonly string[], at: Date): AndroidAppRecord[] {
    const t = at.getTime();
    const m = ANDROID_MARKETS.indexOf(market);
    this.timeline.ensure(dayOf(t));
    const out: AndroidAppRecord[] = [];
    for (const name of packageNames) {
      const k = this.android.keyOf(name);
      if (k < 0) continue;
      const p = this.listed(m, k, t);
      if (p) out.push(this.record(p, m, market, t));
    }
    return out;
  }

  /** Whether product k is on market m and released at t; its product when so. */
  listed(m: number, k: number, t: number): AndroidProduct | null {
    const p = this.android.product(k);
    return this.onMarket(p, m) && this.released(p, t) ? p : null;
  }

  /** The version on sale at t and when it came out. */
  versionAt(p: AndroidProduct, t: number): { version: string; updatedAt: number } {
    const app = p.app;
    if (p.ios >= 0) {
      const h = this.histories.get(p.ios);
      const k = updatesAt(h, t);
      return {
        version: versionOf(this.seed, app, k),
        updatedAt: k === 0 ? app.version0At : (h?.updateAt[k - 1] as number),
      };
    }
    // Android-only products update on a fixed rhythm from their last version.
    const every = app.updateEveryDays * DAY_MS;
    const k = Math.max(0, Math.floor((t - app.version0At) / every));
    const [major = 1, minor = 0] = app.version0.split('.').map(Number);
    return { version: `${major}.${minor + k}.0`, updatedAt: app.version0At + k * every };
  }

  /** The markets' rating at t before rounding: quality with a slow drift, within 1..5. */
  ratingAt(p: AndroidProduct, t: number): number {
    const rating =
      p.app.quality + 0.15 * smoothNoise(this.seed, this.android.noiseKey(p), SALT.ratingDrift, dayOf(t) / 30);
    return Math.min(5, Math.max(1, rating));
  }

  private record(p: AndroidProduct, m: number, market: AndroidMarket, t: number): AndroidAppRecord {
    const app = p.app;
    const name = p.ios >= 0 ? titlesOf(this.seed, app, variantAt(this.histories.get(p.ios), t)).name : app.name;
    const { version, updatedAt } = this.versionAt(p, t);
    const dev = this.catalog.developer(app.developer);
    return {
      market,
      appId: p.packageName,
      name,
      developerName: dev.sellerName,
      iconUrl: simAndroidIconUrl(p.packageName),
      category: androidCategory(app.genre),
      version,
      updatedAt: new Date(updatedAt),
      totalDownloads: Math.floor((p.base[m] as number) + (this.totals[m] as Cumulative).at(p.key, t)),
      rating: Math.round(this.ratingAt(p, t) * 10) / 10,
      iosAppId: p.ios >= 0 ? app.appId : null,
    };
  }

  search(market: AndroidMarket, q: Query, at: Date): string[] {
    const t = at.getTime();
    const m = ANDROID_MARKETS.indexOf(market);
    const n = this.android.countFor(this.timeline.appCountThrough(dayOf(t)));
    const scored: { k: number; score: number }[] = [];
    for (let k = 0; k < n; k++) {
      const p = this.android.product(k);
      if (!this.onMarket(p, m) || !this.released(p, t)) continue;
      const rel = relevance(p, q);
      if (rel === 0) continue;
      scored.push({ k, score: Math.log(rel) + DEMAND_WEIGHT * Math.log(Math.max(1, this.recent(m, k, t))) });
    }
    scored.sort((a, b) => b.score - a.score || a.k - b.k);
    return scored.slice(0, ANDROID_SEARCH_DEPTH).map((s) => this.android.product(s.k).packageName);
  }
}

/** A product's relevance to a query, weighted as on the App Store (no loose genre matches). */
function relevance(p: AndroidProduct, q: Query): number {
  const app = p.app;
  let rel = 0;
  for (const s of q.stems) {
    if (app.titleStems.includes(s)) rel += WEIGHT_TITLE;
    if (app.subtitleStems.includes(s)) rel += WEIGHT_SUBTITLE;
    if (app.fieldStems.includes(s)) rel += WEIGHT_FIELD;
  }
  if (q.prefix && app.brandPrefix === q.prefix) rel += WEIGHT_PREFIX;
  if (app.brand === q.term) rel += WEIGHT_EXACT;
  else if (rel === 0 && app.brand.includes(q.term)) rel += WEIGHT_TITLE;
  return rel;
}
