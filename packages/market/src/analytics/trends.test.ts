import { CHINA_UTC_OFFSET_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { dailyTrends, genreCounts, inGenre, type TrendEvent } from './trends.ts';

/** A May 2026 day at the given China hour. */
const cst = (day: number, hour = 12) => new Date(Date.UTC(2026, 4, day, hour) - CHINA_UTC_OFFSET_MS);
const e = (kind: TrendEvent['kind'], appId: number, genre: number, day: number, hour = 12): TrendEvent => ({
  kind,
  appId,
  genre,
  at: cst(day, hour),
});

const events = [
  e('new', 1, 6014, 1),
  e('new', 2, 7001, 1),
  e('new', 3, 6005, 1),
  e('offline', 4, 6005, 1),
  e('offline', 4, 6005, 1, 20), // same app, same day: once
  e('online', 4, 6005, 1, 22), // feeds no count
  e('clear-words', 5, 7014, 1),
  e('clear-chart', 6, 6002, 2, 0), // 00:00 China time on 2 May
  e('booked', 7, 7017, 2),
  e('offline', 8, 6014, 2),
];

describe('inGenre', () => {
  it('reads 0 as all, 6014 as games, 5000 as apps, other ids exactly', () => {
    expect(inGenre(6005, 0)).toBe(true);
    expect(inGenre(7001, 6014)).toBe(true);
    expect(inGenre(6014, 6014)).toBe(true);
    expect(inGenre(6005, 6014)).toBe(false);
    expect(inGenre(6005, 5000)).toBe(true);
    expect(inGenre(7001, 5000)).toBe(false);
    expect(inGenre(7001, 7001)).toBe(true);
    expect(inGenre(7002, 7001)).toBe(false);
  });
});

describe('dailyTrends', () => {
  it('counts distinct apps per kind and China day, zero-filled', () => {
    expect(dailyTrends(events, ['20260501', '20260502', '20260503'])).toEqual([
      // new 1, 2, 3; offline 4 (twice, once); clear-words 5
      {
        day: '20260501',
        releaseAppsCnt: 3,
        offlineAppsCnt: 1,
        clearWordGenreAppsCnt: 1,
        clearBangGenreAppsCnt: 0,
        bookAppsCnt: 0,
      },
      // clear-chart 6; booked 7; offline 8
      {
        day: '20260502',
        releaseAppsCnt: 0,
        offlineAppsCnt: 1,
        clearWordGenreAppsCnt: 0,
        clearBangGenreAppsCnt: 1,
        bookAppsCnt: 1,
      },
      {
        day: '20260503',
        releaseAppsCnt: 0,
        offlineAppsCnt: 0,
        clearWordGenreAppsCnt: 0,
        clearBangGenreAppsCnt: 0,
        bookAppsCnt: 0,
      },
    ]);
  });

  it('filters by genre', () => {
    // Games (6014): 1 May new 1 (6014) and 2 (7001), clear-words 5 (7014); 2 May booked 7 (7017), offline 8 (6014).
    expect(dailyTrends(events, ['20260501', '20260502'], 6014)).toEqual([
      {
        day: '20260501',
        releaseAppsCnt: 2,
        offlineAppsCnt: 0,
        clearWordGenreAppsCnt: 1,
        clearBangGenreAppsCnt: 0,
        bookAppsCnt: 0,
      },
      {
        day: '20260502',
        releaseAppsCnt: 0,
        offlineAppsCnt: 1,
        clearWordGenreAppsCnt: 0,
        clearBangGenreAppsCnt: 0,
        bookAppsCnt: 1,
      },
    ]);
    // Apps (5000): 1 May new 3, offline 4; 2 May clear-chart 6.
    expect(
      dailyTrends(events, ['20260501', '20260502'], 5000).map((d) => [
        d.releaseAppsCnt,
        d.offlineAppsCnt,
        d.clearBangGenreAppsCnt,
      ]),
    ).toEqual([
      [1, 1, 0],
      [0, 0, 1],
    ]);
  });
});

describe('genreCounts', () => {
  it('counts distinct apps per genre for one day and kind, largest first', () => {
    const more = [...events, e('new', 9, 6005, 1), e('new', 3, 6005, 1, 18)];
    // 1 May new: 6005 → apps 3 and 9 (3 twice, once) = 2; 6014 → 1; 7001 → 1 (tie: smaller id first)
    expect(genreCounts(more, '20260501', 'new')).toEqual([
      { genre: 6005, count: 2 },
      { genre: 6014, count: 1 },
      { genre: 7001, count: 1 },
    ]);
    expect(genreCounts(more, '20260502', 'new')).toEqual([]);
  });
});
