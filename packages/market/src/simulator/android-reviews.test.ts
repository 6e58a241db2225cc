import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { ANDROID_MARKETS } from '../model.ts';
import { ANDROID_REVIEW_DEPTH } from './android-reviews.ts';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const t = new Date(historyStart.getTime() + 30 * DAY_MS + 15 * HOUR_MS);
const world = createWorld({ seed: 12, scale: 'test', historyStart });

describe('android market reviews', () => {
  const top = world.androidChart('huawei', 'download', t).appIds;

  it('come newest first, none after t, the same whichever way they are paged and in a fresh world', () => {
    const whole = world.androidReviews('huawei', top[0]!, t, 0, 60);
    const paged = [0, 20, 40].flatMap((offset) => world.androidReviews('huawei', top[0]!, t, offset, 20).reviews);
    expect(whole.reviews).toHaveLength(60);
    expect(paged).toEqual(whole.reviews);
    expect(createWorld({ seed: 12, scale: 'test', historyStart }).androidReviews('huawei', top[0]!, t, 0, 60)).toEqual(
      whole,
    );
    const times = whole.reviews.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(t.getTime());
    expect(new Set(whole.reviews.map((r) => r.reviewId)).size).toBe(60);
    expect(whole.hasMore).toBe(true);
  });

  it("rate like the market's rating, in Chinese, on the version then on sale", () => {
    for (const market of ANDROID_MARKETS) {
      const appId = world.androidChart(market, 'download', t).appIds[0]!;
      const { reviews } = world.androidReviews(market, appId, t, 0, ANDROID_REVIEW_DEPTH);
      const [record] = world.androidApps(market, [appId], t);
      const mean = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
      expect(reviews.length).toBeGreaterThan(200);
      expect(Math.abs(mean - record!.rating!)).toBeLessThan(0.35);
      expect(
        reviews.every(
          (r) => /[\u4e00-\u9fff]/.test(r.content) && r.author !== '' && r.market === market && r.appId === appId,
        ),
      ).toBe(true);
      expect(reviews[0]!.version).toBe(world.androidApps(market, [appId], reviews[0]!.createdAt)[0]!.version);
    }
  });

  it('arrive faster for products with more downloads; each market has its own', () => {
    const span = (appId: string) => {
      const { reviews } = world.androidReviews('huawei', appId, t, 0, 20);
      return t.getTime() - (reviews.at(-1)?.createdAt.getTime() ?? historyStart.getTime());
    };
    expect(span(top[0]!)).toBeLessThan(span(top[60]!));
    const other = ANDROID_MARKETS.find((m) => m !== 'huawei' && world.androidApps(m, [top[0]!], t).length > 0)!;
    expect(world.androidReviews(other, top[0]!, t, 0, 5).reviews.map((r) => r.reviewId)).not.toEqual(
      world.androidReviews('huawei', top[0]!, t, 0, 5).reviews.map((r) => r.reviewId),
    );
  });

  it('serve the newest ANDROID_REVIEW_DEPTH only, and nothing for a package the market lacks', () => {
    const last = world.androidReviews('huawei', top[0]!, t, ANDROID_REVIEW_DEPTH - 10, 20);
    expect(last.reviews).toHaveLength(10);
    expect(last.hasMore).toBe(false);
    expect(world.androidReviews('huawei', top[0]!, t, ANDROID_REVIEW_DEPTH, 20)).toEqual({
      reviews: [],
      hasMore: false,
    });
    expect(world.androidReviews('huawei', 'com.example.not.listed', t, 0, 20)).toEqual({ reviews: [], hasMore: false });
  });
});
