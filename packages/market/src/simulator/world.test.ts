import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { ANDROID_MARKETS } from '../model.ts';
import { SCALE_SIZES } from './scales.ts';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);

/** A compact fingerprint of what the world answers at one instant. */
function answers(world: ReturnType<typeof createWorld>, t: Date) {
  const free = world.chart({ country: 'cn', type: 'free', genre: 0 }, t, 500);
  const grossing = world.chart({ country: 'cn', type: 'grossing', genre: 6014 }, t, 200);
  const terms = world.keywords('cn').slice(0, 20);
  return {
    free: free.appIds,
    grossing: grossing.appIds,
    lookup: world.lookup(free.appIds.slice(0, 5), 'cn', t).map((r) => [r.name, r.version, r.price, r.userRatingCount]),
    search: terms
      .map((term) => world.keywordSearch(term, 'cn', t))
      .map((r) => [r.appIds.slice(0, 10), r.resultCount, r.adAppId]),
    popularity: world.popularity(terms, 'cn', t).map((p) => p.popularity),
    trending: world.trending('cn', t).terms,
    android: world.androidChart('huawei', 'download', t).appIds.slice(0, 20),
  };
}

describe('createWorld', () => {
  it('answers the same for the same seed, whatever was asked before', () => {
    const a = createWorld({ seed: 5, scale: 'test', historyStart });
    const b = createWorld({ seed: 5, scale: 'test', historyStart });
    const late = answers(a, at(40, 13));
    const early = answers(a, at(3, 7));
    // b asks in the opposite order and also looks far ahead first.
    b.truth.events(historyStart, at(60));
    expect(answers(b, at(3, 7))).toEqual(early);
    expect(answers(b, at(40, 13))).toEqual(late);
  });

  it('differs between seeds', () => {
    const a = createWorld({ seed: 1, scale: 'test', historyStart });
    const b = createWorld({ seed: 2, scale: 'test', historyStart });
    expect(answers(a, at(10)).free).not.toEqual(answers(b, at(10)).free);
    expect(a.keywords('cn')).not.toEqual(b.keywords('cn'));
  });

  it('has the test scale sizes', () => {
    const world = createWorld({ seed: 3, scale: 'test', historyStart });
    const sizes = SCALE_SIZES.test;
    const t = at(0, 1);
    expect(world.countries).toEqual(['cn', 'us', 'jp', 'kr', 'hk', 'tw', 'gb']);
    expect(world.keywords('cn')).toHaveLength(sizes.keywords);
    expect(new Set(world.keywords('cn')).size).toBe(sizes.keywords);
    const everyone = new Set<number>();
    for (const type of ['free', 'charge', 'grossing'] as const) {
      for (const genre of world.chartGenres)
        for (const id of world.chart({ country: 'cn', type, genre }, t, 500).appIds) everyone.add(id);
    }
    expect(everyone.size).toBeGreaterThan(0.9 * sizes.iosApps);
    expect(everyone.size).toBeLessThanOrEqual(sizes.iosApps);
    for (const market of ANDROID_MARKETS) {
      const found = new Set<string>();
      for (const type of ['hot', 'download', 'new'] as const)
        for (const id of world.androidChart(market, type, t).appIds) found.add(id);
      expect(found.size).toBeGreaterThan(0.9 * sizes.androidPerMarket);
    }
  });

  it('lists chart genres: overall, apps, games, then app genres and game subgenres in use', () => {
    const world = createWorld({ seed: 3, scale: 'test', historyStart });
    const [overall, apps, games, ...rest] = world.chartGenres;
    expect([overall, apps, games]).toEqual([0, 5000, 6014]);
    expect(rest.every((g) => (g >= 6000 && g <= 6027) || (g >= 7001 && g <= 7019))).toBe(true);
    expect(rest.some((g) => g > 7000)).toBe(true);
    expect(rest).not.toContain(7007);
  });

  it('answers nothing for a storefront it does not run', () => {
    const world = createWorld({ seed: 3, scale: 'test', historyStart });
    expect(world.chart({ country: 'fr', type: 'free', genre: 0 }, at(1), 200).appIds).toEqual([]);
    expect(world.lookup([1], 'fr', at(1))).toEqual([]);
    expect(world.keywords('fr')).toEqual([]);
  });
});
