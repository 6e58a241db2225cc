import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { Catalog } from './catalog.ts';
import { currentEvent, inAppItems, itemPrice } from './inapp.ts';
import { STEMS } from './lexicon-stems.ts';
import { SCALE_SIZES } from './scales.ts';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);
const SEED = 23;
const catalog = new Catalog(SEED, SCALE_SIZES.test, historyStart.getTime());
const apps = Array.from({ length: catalog.initialCount }, (_, i) => catalog.app(i));

describe('in-app purchase items', () => {
  it('are sold by apps with in-app spending only, 2-8 each, with unique ids and names', () => {
    for (const app of apps) {
      const items = inAppItems(SEED, app);
      if (app.monet === 0) expect(items).toEqual([]);
      else {
        expect(items.length).toBeGreaterThanOrEqual(2);
        expect(items.length).toBeLessThanOrEqual(app.isGame ? 8 : 5);
        expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
        expect(items.map((i) => i.id)).toEqual(items.map((_, k) => app.appId * 100 + k + 1));
        for (const item of items) {
          expect(item.price).toBeGreaterThan(0);
          if (item.stem >= 0) expect(item.name.startsWith(STEMS[item.stem]!.word)).toBe(true);
        }
      }
    }
    const sellers = apps.filter((a) => a.monet > 0);
    expect(sellers.length / apps.length).toBeGreaterThan(0.35);
    expect(inAppItems(SEED, sellers[0]!)).toEqual(inAppItems(SEED, sellers[0]!));
  });

  it('are priced on each storefront’s price points', () => {
    expect(itemPrice(68, 0)).toBe(68);
    expect(itemPrice(6, 1)).toBe(0.99);
    expect(itemPrice(648, 2)).toBe(13610);
  });
});

describe('in-app events', () => {
  it('run in about 30% of games and 10% of apps, 3-14 days each, one at a time', () => {
    const running = (isGame: boolean) => {
      const group = apps.filter((a) => a.isGame === isGame);
      const ever = group.filter((a) =>
        Array.from({ length: 90 }, (_, d) => currentEvent(SEED, a, at(d, 5).getTime())).some((e) => e !== null),
      );
      return ever.length / group.length;
    };
    expect(running(true)).toBeGreaterThan(0.2);
    expect(running(true)).toBeLessThan(0.4);
    expect(running(false)).toBeGreaterThan(0.04);
    expect(running(false)).toBeLessThan(0.16);
    for (const app of apps.slice(0, 200)) {
      for (let h = 0; h < 90 * 24; h += 6) {
        const t = at(0, h).getTime();
        const e = currentEvent(SEED, app, t);
        if (!e) continue;
        expect(e.start <= t && t < e.end).toBe(true);
        expect(e.end - e.start).toBeLessThanOrEqual(14 * DAY_MS);
        expect(e.name.startsWith(e.stem >= 0 ? STEMS[e.stem]!.word : app.brand)).toBe(true);
        expect(currentEvent(SEED, app, e.start)).toEqual(e);
        expect(currentEvent(SEED, app, e.end)?.id ?? 0).not.toBe(e.id);
      }
    }
  });
});

describe('in-app entries in search', () => {
  const world = createWorld({ seed: SEED, scale: 'test', historyStart });
  const t = at(30, 9);
  const terms = world.keywords('cn').slice(0, 400);

  it('match the keyword by a word of their name or their app’s brand, from apps on sale', () => {
    let items = 0;
    let events = 0;
    for (const term of terms) {
      const r = world.keywordSearch(term, 'cn', t);
      expect(r.inAppPurchases.length).toBeLessThanOrEqual(30);
      expect(r.inAppEvents.length).toBeLessThanOrEqual(10);
      const owners = [...new Set([...r.inAppPurchases, ...r.inAppEvents].map((e) => e.appId))];
      const onSale = new Map(world.lookup(owners, 'cn', t).map((a) => [a.appId, a]));
      const words = STEMS.filter((s) => term.includes(s.word)).map((s) => s.word);
      for (const entry of [...r.inAppPurchases, ...r.inAppEvents]) {
        const app = onSale.get(entry.appId);
        expect(app).toBeDefined();
        const byWord = words.some((w) => entry.name.includes(w));
        expect(byWord || app!.name.startsWith(term)).toBe(true);
      }
      for (const e of r.inAppEvents) expect(e.startAt <= t && t < e.endAt).toBe(true);
      items += r.inAppPurchases.length;
      events += r.inAppEvents.length;
    }
    expect(items).toBeGreaterThan(terms.length);
    expect(events).toBeGreaterThan(10);
  });

  it('answer the same in another world of the same seed, whatever it was asked before', () => {
    const other = createWorld({ seed: SEED, scale: 'test', historyStart });
    // Asking far ahead first grows the other world's catalogue beyond t.
    for (const term of terms.slice(0, 5)) other.keywordSearch(term, 'cn', at(80, 9));
    for (const term of terms.slice(0, 50))
      expect(other.keywordSearch(term, 'cn', t)).toEqual(world.keywordSearch(term, 'cn', t));
  });
});
