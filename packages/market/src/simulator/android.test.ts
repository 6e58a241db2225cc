import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { ANDROID_MARKETS } from '../model.ts';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);
const world = createWorld({ seed: 12, scale: 'test', historyStart });

describe('android markets', () => {
  it('publish cumulative downloads that never fall', () => {
    const ids = world.androidChart('huawei', 'download', at(2)).appIds.slice(0, 40);
    let previous = new Map<string, number>();
    for (let h = 0; h < 24 * 20; h += 7) {
      const records = world.androidApps('huawei', ids, at(2, h));
      expect(records).toHaveLength(ids.length);
      for (const r of records) {
        expect(r.totalDownloads).toBeGreaterThanOrEqual(previous.get(r.appId) ?? 0);
        expect(Number.isInteger(r.totalDownloads)).toBe(true);
      }
      previous = new Map(records.map((r) => [r.appId, r.totalDownloads]));
    }
  });

  it('grow counts at about the day’s downloads and rank the download chart by them', () => {
    const ids = world.androidChart('xiaomi', 'download', at(10)).appIds;
    const a = world.androidApps('xiaomi', ids.slice(0, 10), at(10));
    const b = world.androidApps('xiaomi', ids.slice(0, 10), at(11));
    const gains = a.map((r, k) => (b[k]?.totalDownloads ?? 0) - r.totalDownloads);
    expect(gains.every((g) => g > 0)).toBe(true);
    expect(gains[0]).toBeGreaterThan(gains[9] as number);
  });

  it('share products with the App Store, linked by id, and have Android-only ones', () => {
    const t = at(5);
    for (const market of ANDROID_MARKETS) {
      const ids = world.androidChart(market, 'hot', t).appIds;
      expect(ids.length).toBeGreaterThan(50);
      const records = world.androidApps(market, ids, t);
      const linked = records.filter((r) => r.iosAppId !== null);
      expect(linked.length).toBeGreaterThan(records.length / 3);
      expect(records.some((r) => r.iosAppId === null)).toBe(true);
      for (const r of linked.slice(0, 10))
        expect(world.lookup([r.iosAppId as number], 'cn', t)[0]?.bundleId).toBe(r.appId);
      for (const r of records) {
        expect(r.appId).toMatch(/^com\.[a-z0-9]+\.[a-z0-9]+$/);
        expect(r.rating).toBeGreaterThanOrEqual(1);
        expect(r.rating).toBeLessThanOrEqual(5);
      }
    }
    expect(world.androidChart('oppo', 'download', t).appIds).not.toEqual(
      world.androidChart('vivo', 'download', t).appIds,
    );
  });

  it('list only recent releases on the new chart, and search by term', () => {
    const t = at(40);
    const ids = world.androidChart('vivo', 'new', t).appIds;
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(100);
    for (const r of world.androidApps('vivo', ids, t)) {
      if (r.iosAppId !== null) {
        const ios = world.lookup([r.iosAppId], 'cn', t)[0];
        if (ios) expect(t.getTime() - ios.releaseDate.getTime()).toBeLessThanOrEqual(30 * DAY_MS);
      }
    }
    const name = world.androidApps('vivo', ids.slice(0, 1), t)[0]?.name as string;
    const brand = name.split(/ - |：/)[0] as string;
    expect(world.androidSearch('vivo', brand, t)).toContain(ids[0]);
    expect(world.androidSearch('vivo', '', t)).toEqual([]);
  });
});
