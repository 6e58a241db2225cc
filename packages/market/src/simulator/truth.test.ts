import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { exportTruth } from './truth-export.ts';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);
const world = createWorld({ seed: 16, scale: 'test', historyStart });

describe('calibration', () => {
  it('publishes the same ~40 apps every day, spread over ranks and genres', () => {
    const days = ['2026-01-03', '2026-01-20', '2026-02-14', '2026-03-20'].map((d) => world.calibration('cn', d));
    const ids = days.map((rows) => rows.map((r) => r.appId).sort((a, b) => a - b));
    for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
    expect(ids[0]?.length).toBeGreaterThanOrEqual(30);
    expect(ids[0]?.length).toBeLessThanOrEqual(45);
    const t = at(20, 1);
    const records = world.lookup(ids[0] as number[], 'cn', t);
    expect(
      new Set(records.map((r) => (r.primaryGenreId === 6014 ? r.genreIds[1] : r.primaryGenreId))).size,
    ).toBeGreaterThan(10);
    const free = world.chart({ country: 'cn', type: 'free', genre: 0 }, t, 500).appIds;
    const ranks = (ids[0] as number[]).map((id) => free.indexOf(id) + 1).filter((r) => r > 0);
    expect(Math.min(...ranks)).toBeLessThanOrEqual(5);
    expect(Math.max(...ranks)).toBeGreaterThan(100);
  });

  it('matches the truth of the same day and is nothing before history', () => {
    const truth = new Map(world.truth.days('cn', '2026-01-10').map((r) => [r.appId, r]));
    for (const row of world.calibration('cn', '2026-01-10')) expect(truth.get(row.appId)).toEqual(row);
    expect(world.calibration('cn', '2025-12-20')).toEqual([]);
  });
});

describe('truth', () => {
  it('gives every app’s day, with revenue for paid and spending apps', () => {
    const rows = world.truth.days('cn', '2026-01-15');
    expect(rows.length).toBeGreaterThan(350);
    expect(rows.every((r) => r.date === '2026-01-15' && r.country === 'cn' && r.downloads >= 0 && r.revenue >= 0)).toBe(
      true,
    );
    expect(rows.filter((r) => r.revenue > 0).length).toBeGreaterThan(rows.length / 4);
  });

  it('exports events, days and volumes as plain JSON', () => {
    const out = exportTruth(world, at(1), at(4));
    expect(out.days.map((d) => d.date)).toEqual(['2026-01-02', '2026-01-03', '2026-01-04']);
    expect(out.searchVolume).toHaveLength(3);
    expect(Object.keys(out.searchVolume[0]?.volumes ?? {})).toHaveLength(world.keywords('cn').length);
    expect(out.events.length).toBeGreaterThan(0);
    expect(out.events.every((e) => e.at >= at(1).toISOString() && e.at < at(4).toISOString())).toBe(true);
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});
