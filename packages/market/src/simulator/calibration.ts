/**
 * The calibration set: apps whose true daily downloads and revenue the store publishes, as real
 * platforms calibrate on connected developer consoles. About 40 initial apps: 30 free apps at
 * ranks spread geometrically over 1..500 of free reach (within ±10% of each target rank, the one
 * whose genre is least used so far, for spread across genres), 6 paid apps at paid ranks 1, 3, 8,
 * 20, 45, 90, and 4 big in-app spenders at spending ranks 1, 5, 20, 60. Calibration apps are
 * spared offline, clearing and price events (timeline.ts), so the set is the same every day.
 */
import type { Catalog } from './catalog.ts';
import type { SimApp } from './catalog-entries.ts';
import { tierFactor } from './history.ts';

const FREE_TARGETS = 30;
const FREE_MAX_RANK = 500;
const PAID_RANKS = [1, 3, 8, 20, 45, 90];
const SPENDER_RANKS = [1, 5, 20, 60];

/** Picks the set and marks its apps; returns their indices. */
export function chooseCalibration(catalog: Catalog): number[] {
  const initial = catalog.byReach.map((i) => catalog.app(i));
  const chosen = new Set<number>();
  const genreUse = new Map<number, number>();
  const take = (app: SimApp | undefined) => {
    if (!app || chosen.has(app.index)) return;
    chosen.add(app.index);
    genreUse.set(app.genre, (genreUse.get(app.genre) ?? 0) + 1);
  };

  const free = initial.filter((a) => a.tier === 0);
  for (let j = 0; j < FREE_TARGETS; j++) {
    const target = Math.round(Math.exp((j * Math.log(FREE_MAX_RANK)) / (FREE_TARGETS - 1)));
    const lo = Math.max(0, Math.floor(target * 0.9) - 1);
    const hi = Math.min(free.length, Math.ceil(target * 1.1));
    const ranks: number[] = [];
    for (let k = lo; k < hi; k++) if (!chosen.has((free[k] as SimApp).index)) ranks.push(k + 1);
    const use = (rank: number) => genreUse.get((free[rank - 1] as SimApp).genre) ?? 0;
    ranks.sort((a, b) => use(a) - use(b) || Math.abs(a - target) - Math.abs(b - target) || a - b);
    if (ranks.length > 0) take(free[(ranks[0] as number) - 1]);
  }
  const paid = initial
    .filter((a) => a.tier > 0)
    .sort((a, b) => b.reach * tierFactor(b.tier) - a.reach * tierFactor(a.tier) || a.index - b.index);
  for (const r of PAID_RANKS) take(paid[r - 1]);
  const spenders = initial
    .filter((a) => a.monet > 0)
    .sort((a, b) => b.monet * b.reach - a.monet * a.reach || a.index - b.index);
  for (const r of SPENDER_RANKS) take(spenders.find((a, k) => k >= r - 1 && !chosen.has(a.index)));

  const indices = [...chosen].sort((a, b) => a - b);
  for (const i of indices) catalog.app(i).calibration = true;
  return indices;
}
