/**
 * The Android side of the world: products on the four markets. Most are App Store apps as well
 * (picked by a reach-weighted draw, so nearly every big app is there; the package name is the iOS
 * bundle id and the record links the iOS id); the rest are Android-only. Each market carries a
 * reach-weighted draw of `androidPerMarket` products, so markets overlap heavily but not fully.
 * Apps released later join every market when their pool entry says so. Downloads before history
 * started are reach · 2.2 · market share · min(age, 1500 days) · 0.4.
 */
import { DAY_MS } from '@bangyan/contract';
import type { AndroidMarket } from '../model.ts';
import { ANDROID_MARKETS } from '../model.ts';
import type { Catalog } from './catalog.ts';
import type { SimApp } from './catalog-entries.ts';
import { Rng, hash } from './prng.ts';
import { SALT } from './salts.ts';
import type { ScaleSizes } from './scales.ts';

/** Android downloads per iOS download in China. */
export const ANDROID_FACTOR = 2.2;
/** Each market's share of Android downloads. */
export const MARKET_SHARES: Readonly<Record<AndroidMarket, number>> = {
  huawei: 0.34,
  oppo: 0.25,
  vivo: 0.23,
  xiaomi: 0.18,
};
/** Noise keys of Android-only products start here, clear of App Store app indices. */
export const ANDROID_ONLY_KEY = 20_000_000;

export interface AndroidProduct {
  key: number;
  app: SimApp;
  /** The App Store app's index, or -1 for an Android-only product. */
  ios: number;
  packageName: string;
  /** Bit m set when the product is on ANDROID_MARKETS[m]. */
  markets: number;
  /** Downloads before history started, per market. */
  base: Float64Array;
}

/** Indices ordered by a weighted race: smaller −ln(u)/w first. */
function race(rng: Rng, weights: readonly number[]): number[] {
  const keys = weights.map((w) => -Math.log(1 - rng.next()) / w);
  return keys.map((_, i) => i).sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
}

export class AndroidCatalog {
  readonly products: AndroidProduct[] = [];
  private readonly byPackage = new Map<string, number>();
  private readonly initialProducts: number;
  private synced: number;

  constructor(
    seed: number,
    private readonly catalog: Catalog,
    sizes: ScaleSizes,
    private readonly historyStart: number,
  ) {
    const rng = new Rng(hash(seed, SALT.android, -1));
    const initial = Array.from({ length: catalog.initialCount }, (_, i) => catalog.app(i));
    const shared = race(
      rng,
      initial.map((a) => Math.sqrt(a.reach)),
    ).slice(0, sizes.androidShared);
    const apps: { app: SimApp; ios: number }[] = shared.map((i) => ({ app: catalog.app(i), ios: i }));
    for (let k = 0; k < sizes.androidOnly; k++) apps.push({ app: catalog.androidOnlyApp(k), ios: -1 });
    const membership = new Uint8Array(apps.length);
    ANDROID_MARKETS.forEach((_, m) => {
      const order = race(
        rng,
        apps.map((a) => Math.sqrt(a.app.reach)),
      );
      for (const k of order.slice(0, sizes.androidPerMarket)) membership[k] = (membership[k] as number) | (1 << m);
    });
    apps.forEach(({ app, ios }, k) => {
      if (membership[k] !== 0) this.add(app, ios, membership[k] as number, true);
    });
    this.initialProducts = this.products.length;
    this.synced = catalog.initialCount;
  }

  private add(app: SimApp, ios: number, markets: number, initial: boolean): void {
    const key = this.products.length;
    const ageDays = Math.max(0, (this.historyStart - app.releasedAt) / DAY_MS);
    const base = new Float64Array(ANDROID_MARKETS.length);
    if (initial) {
      ANDROID_MARKETS.forEach((m, i) => {
        if (markets & (1 << i))
          base[i] = Math.round(app.reach * ANDROID_FACTOR * MARKET_SHARES[m] * Math.min(ageDays, 1500) * 0.4);
      });
    }
    this.products.push({ key, app, ios, packageName: app.bundleId, markets, base });
    this.byPackage.set(app.bundleId, key);
  }

  /** Adds the released-later App Store apps that are also on Android, in catalogue order. */
  sync(): void {
    for (; this.synced < this.catalog.size; this.synced++) {
      const app = this.catalog.app(this.synced);
      if (app.android) this.add(app, this.synced, (1 << ANDROID_MARKETS.length) - 1, false);
    }
  }

  /** Products that exist once the catalogue has `appCount` apps (a prefix of the product list). */
  countFor(appCount: number): number {
    this.sync();
    let lo = this.initialProducts;
    let hi = this.products.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.products[mid] as AndroidProduct).ios < appCount) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  product(key: number): AndroidProduct {
    const p = this.products[key];
    if (!p) throw new Error(`no android product ${key}`);
    return p;
  }

  keyOf(packageName: string): number {
    this.sync();
    return this.byPackage.get(packageName) ?? -1;
  }

  /** Key for hash noise: the iOS index for shared products, an offset key for Android-only ones. */
  noiseKey(p: AndroidProduct): number {
    return p.ios >= 0 ? p.ios : ANDROID_ONLY_KEY + p.key;
  }
}
