import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_LABELS, DAY_MS, HOUR_MS } from '@bangyan/contract';
import { createSources, simulatorSourceConfig } from '../sources/index.ts';
import { startSimulatorServer, type SimulatorServer } from './server.ts';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-04-01T16:00:00Z');
const world = createWorld({ seed: 20240512, scale: 'demo', historyStart });
const events = world.truth
  .events(historyStart, new Date(historyStart.getTime() + 30 * DAY_MS))
  .filter((e) => e.kind === 'featured');

let server: SimulatorServer;
beforeAll(async () => {
  server = await startSimulatorServer(world);
});
afterAll(async () => {
  await server?.close();
});

describe("the simulated store's Today page", () => {
  it('features, at a time, the apps the event log put up and has not taken down, on sale there', () => {
    expect(events.length).toBeGreaterThan(40);
    for (const day of [10, 20, 29]) {
      const at = new Date(historyStart.getTime() + day * DAY_MS + 5 * HOUR_MS);
      const shown = world.featured('cn', at).items;
      const live = new Set(
        world
          .lookup(
            shown.map((i) => i.appId),
            'cn',
            at,
          )
          .map((a) => a.appId),
      );
      const running = events.filter((e) => e.at <= at && at.getTime() < Date.parse(String(e.detail.until)));
      expect(shown.length).toBeGreaterThan(0);
      // Every app shown was put up and is running; the running ones not shown are not on sale.
      expect(
        shown.every((i) => running.some((e) => e.appId === i.appId && e.at.getTime() === i.featuredAt.getTime())),
      ).toBe(true);
      for (const e of running.filter((e) => !shown.some((i) => i.appId === e.appId)))
        expect(world.lookup([e.appId], 'cn', at)).toEqual([]);
      expect(shown.every((i) => live.has(i.appId))).toBe(true);
      expect(shown.map((i) => i.featuredAt.getTime())).toEqual(
        shown.map((i) => i.featuredAt.getTime()).sort((x, y) => y - x),
      );
    }
    const labels = new Set(events.flatMap((e) => world.featured('cn', e.at).items.map((i) => i.label)));
    expect(labels).toEqual(new Set(Object.values(FEATURED_LABELS)));
  });

  it('serves it over HTTP in the format the featured source reads', async () => {
    const at = new Date(historyStart.getTime() + 20 * DAY_MS + 5 * HOUR_MS);
    const sources = createSources(simulatorSourceConfig(server.baseUrl), { retries: 0 });
    const read = await sources.featured.featured('cn', at);
    expect(read).toEqual({ country: 'cn', at, items: world.featured('cn', at).items });
    await expect(sources.featured.featured('zz', at)).rejects.toThrow(/unknown country/);
  });
});
