import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);
const world = createWorld({ seed: 23, scale: 'test', historyStart });

describe('app records', () => {
  it('carry the store’s metadata in Chinese with stable artwork URLs on the product’s origin', () => {
    const t = at(2);
    const ids = world.chart({ country: 'cn', type: 'grossing', genre: 0 }, t, 50).appIds;
    for (const r of world.lookup(ids, 'cn', t)) {
      expect(r.name).toMatch(/[\u4e00-\u9fff]/);
      expect(r.description).toContain('【');
      expect(r.iconUrl).toBe(`/media/sim/icons/${r.appId}.svg`);
      expect(r.screenshotUrls[0]).toBe(`/media/sim/screenshots/${r.appId}/1.svg`);
      expect(r.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(['4+', '9+', '12+', '17+']).toContain(r.contentAdvisoryRating);
      expect(r.currency).toBe('CNY');
      expect(r.formattedPrice).toBe(r.price === 0 ? '免费' : `¥${r.price.toFixed(2)}`);
      expect(r.releaseDate <= r.currentVersionReleaseDate || r.isPreOrder).toBe(true);
      expect(r.currentVersionReleaseDate <= t).toBe(true);
    }
  });

  it('follow the events: updates, renames, price changes, pre-orders', () => {
    const events = world.truth.events(at(0), at(30));
    const update = events.find((e) => e.kind === 'update');
    const rename = events.find((e) => e.kind === 'rename');
    const price = events.find((e) => e.kind === 'price');
    const preorder = events.find((e) => e.kind === 'preorder');
    const before = (e: { at: Date }) => new Date(e.at.getTime() - 1000);
    const after = (e: { at: Date }) => new Date(e.at.getTime() + 1000);
    const look = (id: number, t: Date) => world.lookup([id], 'cn', t)[0];
    if (update) {
      expect(look(update.appId, before(update))?.version).toBe(update.detail.from);
      expect(look(update.appId, after(update))?.version).toBe(update.detail.version);
      expect(look(update.appId, after(update))?.currentVersionReleaseDate).toEqual(update.at);
    }
    if (rename) {
      expect(look(rename.appId, before(rename))?.name).toBe(rename.detail.from);
      expect(look(rename.appId, after(rename))?.name).toBe(rename.detail.to);
    }
    if (price) {
      expect(look(price.appId, before(price))?.price).toBe(price.detail.from);
      expect(look(price.appId, after(price))?.price).toBe(price.detail.to);
    }
    expect(preorder).toBeDefined();
    if (preorder) {
      expect(look(preorder.appId, before(preorder))).toBeUndefined();
      const booked = look(preorder.appId, after(preorder));
      expect(booked?.isPreOrder).toBe(true);
      expect(booked?.releaseDate.toISOString()).toBe(preorder.detail.expectedRelease);
      const released = new Date(new Date(String(preorder.detail.expectedRelease)).getTime() + 1000);
      expect(look(preorder.appId, released)?.isPreOrder).toBe(false);
    }
  });

  it('grow rating counts over time', () => {
    const ids = world.chart({ country: 'cn', type: 'free', genre: 0 }, at(3), 20).appIds;
    const a = world.lookup(ids, 'cn', at(3));
    const b = world.lookup(ids, 'cn', at(9));
    b.forEach((r, k) => expect(r.userRatingCount).toBeGreaterThan(a[k]?.userRatingCount ?? Infinity));
  });
});
