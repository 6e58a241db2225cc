/**
 * The ground truth the store knows about itself: each app's true downloads and revenue on a China
 * day (the 24 hourly tallies, vectors.ts; revenue in the storefront's currency, CNY in China) and
 * each keyword's true search volume (keyword-volume.ts). Calibration publishes the same numbers
 * for the calibration set only. Days before history started are not part of the world.
 */
import type { Catalog } from './catalog.ts';
import { dateOfDay } from './clock.ts';
import type { KeywordUniverse } from './keyword-universe.ts';
import type { KeywordVolumes } from './keyword-volume.ts';
import { STOREFRONTS } from './storefronts.ts';
import type { Timeline } from './timeline.ts';
import type { DemandVectors } from './vectors.ts';
import type { TruthDay } from './world-api.ts';

export class TruthBook {
  constructor(
    private readonly catalog: Catalog,
    private readonly timeline: Timeline,
    private readonly vectors: DemandVectors,
    private readonly universe: KeywordUniverse,
    private readonly volumes: KeywordVolumes,
    private readonly calibrationApps: readonly number[],
  ) {}

  private row(c: number, d: number, i: number, downloads: Float64Array, revenue: Float64Array): TruthDay {
    return {
      date: dateOfDay(d),
      appId: this.catalog.app(i).appId,
      country: (STOREFRONTS[c] as (typeof STOREFRONTS)[number]).country,
      downloads: Math.round(downloads[i] ?? 0),
      revenue: Math.round((revenue[i] ?? 0) * 100) / 100,
    };
  }

  /** Every app with downloads or revenue in storefront c on day d. */
  days(c: number, d: number): TruthDay[] {
    if (d < this.timeline.firstDay) return [];
    const { downloads, revenue } = this.vectors.dayTotals(c, d);
    const out: TruthDay[] = [];
    for (let i = 0; i < downloads.length; i++) {
      if ((downloads[i] as number) > 0 || (revenue[i] as number) > 0) out.push(this.row(c, d, i, downloads, revenue));
    }
    return out;
  }

  /** The calibration apps sold in storefront c, on day d. */
  calibration(c: number, d: number): TruthDay[] {
    if (d < this.timeline.firstDay) return [];
    const { downloads, revenue } = this.vectors.dayTotals(c, d);
    return this.calibrationApps
      .filter((i) => (this.catalog.app(i).affinity[c] as number) > 0)
      .map((i) => this.row(c, d, i, downloads, revenue));
  }

  searchVolume(c: number, d: number): { term: string; volume: number }[] {
    if (d < this.timeline.firstDay) return [];
    const volumes = this.volumes.day(c, d);
    return this.universe.list.map((k) => ({ term: k.term, volume: Math.round(volumes[k.id] as number) }));
  }
}
