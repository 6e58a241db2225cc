import { CHINA_UTC_OFFSET_MS, DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);
const world = createWorld({ seed: 21, scale: 'test', historyStart });

describe('charts', () => {
  it('stand at the last full hour and go 500 deep only for China overall free and paid', () => {
    const t = at(5, 3.7);
    const free = world.chart({ country: 'cn', type: 'free', genre: 0 }, t, 500);
    expect(free.at).toEqual(at(5, 3));
    expect(free.appIds.length).toBeGreaterThan(200);
    expect(free.appIds.length).toBeLessThanOrEqual(500);
    expect(world.chart({ country: 'cn', type: 'grossing', genre: 0 }, t, 500).appIds).toHaveLength(200);
    expect(world.chart({ country: 'cn', type: 'free', genre: 0 }, t, 200).appIds).toEqual(free.appIds.slice(0, 200));
    expect(world.chart({ country: 'cn', type: 'free', genre: 5000 }, t, 500).appIds.length).toBeLessThanOrEqual(200);
    expect(world.chart({ country: 'cn', type: 'free', genre: 36 }, t, 500).appIds).toEqual(free.appIds);
  });

  it('list each app once, only apps of the genre, paid apps only on the paid chart', () => {
    const t = at(12, 20);
    for (const type of ['free', 'charge', 'grossing'] as const) {
      for (const genre of world.chartGenres) {
        const ids = world.chart({ country: 'cn', type, genre }, t, 500).appIds;
        expect(new Set(ids).size).toBe(ids.length);
        const records = world.lookup(ids, 'cn', t);
        expect(records).toHaveLength(ids.length);
        for (const r of records) {
          if (genre === 5000) expect(r.primaryGenreId).not.toBe(6014);
          else if (genre !== 0) expect(r.genreIds).toContain(genre);
          if (type === 'free') expect(r.price).toBe(0);
          if (type === 'charge') expect(r.price).toBeGreaterThan(0);
        }
      }
    }
  });

  it('rank free apps by the last 24 hours of downloads: the #1 gets ~100-200× the #200', () => {
    const ratios: number[] = [];
    for (let d = 2; d < 60; d += 3) {
      const chart = world.chart({ country: 'cn', type: 'free', genre: 0 }, at(d + 1), 500);
      const date = new Date(at(d).getTime() + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 10);
      const truth = new Map(world.truth.days('cn', date).map((r) => [r.appId, r.downloads]));
      const top = truth.get(chart.appIds[0] as number) as number;
      ratios.push(top / (truth.get(chart.appIds[199] as number) as number));
      // The chart at the next midnight ranks on exactly that day's downloads, up to the ranking noise.
      const first50 = chart.appIds.slice(0, 50).map((id) => truth.get(id) as number);
      const inversions = first50.filter((v, k) => k > 0 && v > 1.3 * (first50[k - 1] as number)).length;
      expect(inversions).toBeLessThanOrEqual(3);
    }
    ratios.sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)] as number;
    expect(median).toBeGreaterThan(90);
    expect(median).toBeLessThan(260);
  });

  it('drop an app that is offline or cleared, while lookup tells them apart', () => {
    const events = world.truth.events(at(0), at(60));
    const cleared = events.find((e) => e.kind === 'clear-chart');
    const offline = events.find((e) => e.kind === 'offline');
    expect(cleared && offline).toBeTruthy();
    for (const e of [cleared, offline]) {
      if (!e) continue;
      const t = new Date(e.at.getTime() + 2 * HOUR_MS);
      for (const type of ['free', 'charge', 'grossing'] as const) {
        for (const genre of world.chartGenres)
          expect(world.chart({ country: 'cn', type, genre }, t, 500).appIds).not.toContain(e.appId);
      }
      expect(world.lookup([e.appId], 'cn', t)).toHaveLength(e.kind === 'clear-chart' ? 1 : 0);
    }
  });

  it('move from hour to hour', () => {
    const a = world.chart({ country: 'cn', type: 'free', genre: 0 }, at(20, 10), 500).appIds;
    const b = world.chart({ country: 'cn', type: 'free', genre: 0 }, at(20, 11), 500).appIds;
    const c = world.chart({ country: 'cn', type: 'free', genre: 0 }, at(27, 11), 500).appIds;
    expect(a).not.toEqual(b);
    const moved = (x: number[], y: number[]) => x.slice(0, 100).filter((id, k) => y[k] !== id).length;
    expect(moved(a, c)).toBeGreaterThan(moved(a, b));
  });

  it('differ between storefronts and list only apps sold there', () => {
    const t = at(9, 9);
    const cn = world.chart({ country: 'cn', type: 'free', genre: 0 }, t, 200).appIds;
    const us = world.chart({ country: 'us', type: 'free', genre: 0 }, t, 200).appIds;
    expect(us.length).toBeGreaterThan(20);
    expect(us).not.toEqual(cn.slice(0, us.length));
    expect(world.lookup(us, 'us', t)).toHaveLength(us.length);
  });
});
