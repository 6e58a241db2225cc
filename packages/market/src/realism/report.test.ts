import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { loadMarketConfig } from '../config.ts';
import { openWorld } from '../runtime.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';
import { HEAT_THRESHOLD } from '../analytics/config.ts';
import { REALISM_ANCHORS, type RealismAnchor } from './anchors.ts';
import { formatRealism, realismReport } from './report.ts';

describe.each(testDatabaseKinds())('realism report on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });
  const world = () =>
    openWorld(h.db, loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' }), WORLD_NOW);

  it('gives every anchor a value and a verdict, and the table one row each', async () => {
    const report = await realismReport(h.db, await world());
    expect(report.figures.map((f) => f.id)).toEqual(REALISM_ANCHORS.map((a) => a.id));
    for (const f of report.figures) expect(f.value, f.id).not.toBeNull();
    expect(report.passed).toBe(report.figures.every((f) => f.pass));
    const byId = new Map(report.figures.map((f) => [f.id, f]));
    // The small world has few apps per keyword, so its coverage shares are not a real store's; its
    // heat and estimates are.
    expect(byId.get('heat.mode')).toMatchObject({ value: HEAT_THRESHOLD, pass: true });
    expect(byId.get('heat.max')!.pass).toBe(true);
    expect(byId.get('estimate.stable')!.pass).toBe(true);
    expect(byId.get('estimate.top-to-200')!.pass).toBe(true);
    // Texts and names read like a real store's at any size.
    for (const id of ['reviews.distinct', 'reviews.sentiment', 'developers.genre', 'companies.hot'])
      expect(byId.get(id)!.pass, id).toBe(true);
    const table = formatRealism(report, 'head').split('\n');
    expect(table).toHaveLength(REALISM_ANCHORS.length + 3);
    expect(table.at(-1)).toBe(
      report.passed ? 'all targets met' : `${report.figures.filter((f) => !f.pass).length} target(s) missed`,
    );
  });

  it('runs anchors added to the list, with the context they need', async () => {
    const extra: RealismAnchor = {
      id: 'world.countries',
      label: 'storefronts',
      target: { min: 1 },
      unit: 'number',
      measure: (ctx) => ctx.world.countries.length,
    };
    const report = await realismReport(h.db, await world(), 'cn', [extra]);
    expect(report.figures).toEqual([
      { id: 'world.countries', label: 'storefronts', value: 7, target: { min: 1 }, unit: 'number', pass: true },
    ]);
    expect(report.passed).toBe(true);
  });
});
