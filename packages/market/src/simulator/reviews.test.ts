import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { distinctTextRatio, reviewSentimentAgreement } from '../analytics/textRealism.ts';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);
const world = createWorld({ seed: 19, scale: 'test', historyStart });

describe('reviews', () => {
  const t = at(30, 15);
  const [top] = world.chart({ country: 'cn', type: 'free', genre: 0 }, t, 1).appIds as [number];

  it('come newest first, 50 a page, up to 10 pages, none after t', () => {
    const pages = Array.from({ length: 3 }, (_, p) => world.reviews(top, 'cn', t, p + 1));
    const all = pages.flat();
    expect(pages[0]).toHaveLength(50);
    for (let k = 1; k < all.length; k++)
      expect((all[k] as (typeof all)[number]).updatedAt <= (all[k - 1] as (typeof all)[number]).updatedAt).toBe(true);
    expect(all.every((r) => r.updatedAt <= t)).toBe(true);
    expect(new Set(all.map((r) => r.reviewId)).size).toBe(all.length);
    expect(world.reviews(top, 'cn', t, 11)).toEqual([]);
  });

  it('are in Chinese, rated like the app, written on the version then on sale', () => {
    const [record] = world.lookup([top], 'cn', t);
    const reviews = Array.from({ length: 10 }, (_, p) => world.reviews(top, 'cn', t, p + 1)).flat();
    const mean = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
    expect(Math.abs(mean - (record?.averageUserRating ?? 0))).toBeLessThan(0.4);
    for (const r of reviews) {
      expect(r.title).toMatch(/[\u4e00-\u9fff]/);
      expect(r.content).toMatch(/[\u4e00-\u9fff]/);
      expect(r.author.length).toBeGreaterThan(0);
      expect(r.version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('arrive faster for apps with more downloads', () => {
    const chart = world.chart({ country: 'cn', type: 'free', genre: 0 }, t, 300).appIds;
    const span = (id: number) => {
      const page = world.reviews(id, 'cn', t, 1);
      return t.getTime() - (page.at(-1)?.updatedAt.getTime() ?? historyStart.getTime());
    };
    expect(span(chart[0] as number)).toBeLessThan(span(chart[250] as number));
  });

  it('read like real ones: varied texts, title and text as the stars say, the same for the same seed', () => {
    const reviews = Array.from({ length: 4 }, (_, p) => world.reviews(top, 'cn', t, p + 1)).flat();
    expect(reviews).toHaveLength(200);
    expect(distinctTextRatio(reviews.map((r) => r.content)).pass).toBe(true);
    expect(reviewSentimentAgreement(reviews).value).toBe(1);
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThan(2);
    const again = createWorld({ seed: 19, scale: 'test', historyStart }).reviews(top, 'cn', t, 1);
    expect(again).toEqual(reviews.slice(0, 50));
  });
});
