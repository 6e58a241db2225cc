import { CHINA_UTC_OFFSET_MS, DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);
const dateOf = (t: Date) => new Date(t.getTime() + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 10);
const world = createWorld({ seed: 8, scale: 'test', historyStart });

/** Spearman's rank correlation (average ranks for ties). */
function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rank = (v: readonly number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < order.length;) {
      let j = i;
      while (
        j + 1 < order.length &&
        (order[j + 1] as readonly [number, number])[0] === (order[i] as readonly [number, number])[0]
      )
        j++;
      for (let k = i; k <= j; k++) r[(order[k] as readonly [number, number])[1]] = (i + j) / 2;
      i = j + 1;
    }
    return r;
  };
  const a = rank(xs);
  const b = rank(ys);
  const mean = (a.length - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i++) {
    num += ((a[i] as number) - mean) * ((b[i] as number) - mean);
    da += ((a[i] as number) - mean) ** 2;
    db += ((b[i] as number) - mean) ** 2;
  }
  return num / Math.sqrt(da * db);
}

describe('keyword universe and popularity', () => {
  it('has Zipf volumes: the top word is searched ~1.5M times a day, the tail far less', () => {
    const volumes = world.truth.searchVolume('cn', dateOf(at(3)));
    expect(volumes).toHaveLength(world.keywords('cn').length);
    const sorted = volumes.map((v) => v.volume).sort((a, b) => b - a);
    expect(sorted[0]).toBeGreaterThan(500_000);
    expect((sorted[0] as number) / (sorted[999] as number)).toBeGreaterThan(300);
    expect(volumes.some((v) => v.term === '小说' || v.term === '消消乐')).toBe(true);
  });

  it('publishes popularity 5..100 that follows the true volume (Spearman ≥ 0.95)', () => {
    const t = at(12, 9);
    const volumes = world.truth.searchVolume('cn', dateOf(t));
    const popularity = new Map(world.popularity(world.keywords('cn'), 'cn', t).map((p) => [p.term, p.popularity]));
    const pops = volumes.map((v) => popularity.get(v.term) as number);
    expect(pops.every((p) => p >= 5 && p <= 100)).toBe(true);
    expect(
      spearman(
        pops,
        volumes.map((v) => v.volume),
      ),
    ).toBeGreaterThanOrEqual(0.95);
    expect(world.popularity(['不存在的词语xyz'], 'cn', t)).toEqual([]);
  });

  it('hints words that start with the prefix, most searched first', () => {
    const t = at(4);
    const volumes = new Map(world.truth.searchVolume('cn', dateOf(t)).map((v) => [v.term, v.volume]));
    const word = world
      .keywords('cn')
      .find((k) => k.length >= 2 && world.hints(k.slice(0, 1), 'cn', t).length >= 3) as string;
    const hints = world.hints(word.slice(0, 1), 'cn', t);
    expect(hints.length).toBeLessThanOrEqual(10);
    expect(hints.every((h) => h.startsWith(word.slice(0, 1)))).toBe(true);
    const v = hints.map((h) => volumes.get(h) as number);
    expect(v).toEqual([...v].sort((a, b) => b - a));
  });

  it('trends ten terms, renewed every 4-8 hours, some pointing to an app', () => {
    const seen = new Set<number>();
    let withApp = 0;
    for (let h = 0; h < 48; h++) {
      const list = world.trending('cn', at(10, h));
      expect(list.terms).toHaveLength(10);
      expect(list.at.getTime()).toBeLessThanOrEqual(at(10, h).getTime());
      seen.add(list.at.getTime());
      withApp += list.terms.filter((x) => x.appId !== null).length;
    }
    expect(seen.size).toBeGreaterThanOrEqual(6);
    expect(seen.size).toBeLessThanOrEqual(13);
    expect(withApp).toBeGreaterThan(0);
  });
});

describe('keyword search', () => {
  it('returns up to 200 distinct listed apps, a plausible result count and sometimes an ad', () => {
    const t = at(15, 10);
    let ads = 0;
    for (const term of world.keywords('cn').slice(0, 200)) {
      const r = world.keywordSearch(term, 'cn', t);
      expect(r.appIds.length).toBeLessThanOrEqual(200);
      expect(new Set(r.appIds).size).toBe(r.appIds.length);
      expect(r.resultCount).toBeGreaterThanOrEqual(r.appIds.length);
      if (r.adAppId !== null) ads++;
    }
    expect(ads).toBeGreaterThan(20);
    const top = world.keywordSearch(world.keywords('cn')[0] as string, 'cn', t);
    expect(world.lookup(top.appIds, 'cn', t)).toHaveLength(top.appIds.length);
  });

  it('puts an app first for its own brand and reorders as demand moves', () => {
    const t = at(20, 10);
    const brand = world
      .lookup(world.chart({ country: 'cn', type: 'free', genre: 0 }, t, 10).appIds, 'cn', t)
      .map((r) => r.name.split(/ - |：/)[0] as string)
      .find((name) => world.keywords('cn').includes(name));
    expect(brand).toBeDefined();
    const result = world.keywordSearch(brand as string, 'cn', t);
    const first = world.lookup(result.appIds.slice(0, 1), 'cn', t)[0];
    expect(first?.name.startsWith(brand as string)).toBe(true);
    const term = world.keywords('cn')[1] as string;
    expect(world.keywordSearch(term, 'cn', at(20, 10)).appIds).toEqual(
      world.keywordSearch(term, 'cn', at(20, 18)).appIds,
    );
    expect(world.keywordSearch(term, 'cn', at(20, 10)).appIds).not.toEqual(
      world.keywordSearch(term, 'cn', at(35, 10)).appIds,
    );
  });

  it('drops an app under clear-words from most of its keywords while it stays on sale', () => {
    const event = world.truth.events(at(0), at(30)).find((e) => e.kind === 'clear-words');
    expect(event).toBeDefined();
    if (!event) return;
    const before = new Date(event.at.getTime() - HOUR_MS);
    const after = new Date(event.at.getTime() + HOUR_MS);
    const covered = (t: Date) =>
      world.keywords('cn').filter((term) => world.keywordSearch(term, 'cn', t).appIds.includes(event.appId)).length;
    const was = covered(before);
    expect(was).toBeGreaterThan(20);
    expect(covered(after)).toBeLessThanOrEqual(was * 0.1);
    expect(world.lookup([event.appId], 'cn', after)).toHaveLength(1);
    const until = new Date(String(event.detail.until));
    expect(covered(new Date(until.getTime() + DAY_MS))).toBeGreaterThan(was * 0.5);
  });

  it('answers terms outside the universe from the words they contain, and the iTunes search', () => {
    const t = at(6, 12);
    const r = world.keywordSearch('好用的记账软件推荐', 'cn', t);
    expect(r.appIds.length).toBeGreaterThan(0);
    expect(world.keywordSearch('zzzz', 'cn', t).appIds).toEqual([]);
    const found = world.search('记账', 'cn', t, 20);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
  });
});
