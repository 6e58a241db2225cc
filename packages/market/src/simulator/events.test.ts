import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import type { SimEventKind } from './world-api.ts';
import { createWorld } from './world.ts';

const historyStart = new Date('2026-01-01T00:00:00+08:00');
const at = (days: number, hours = 0) => new Date(historyStart.getTime() + days * DAY_MS + hours * HOUR_MS);

describe('events at demo scale', () => {
  const world = createWorld({ seed: 4, scale: 'demo', historyStart });

  it('happen several times a day, every day, for every kind the monitors watch', () => {
    const watched: SimEventKind[] = ['offline', 'release', 'clear-chart', 'clear-words', 'preorder'];
    const others: SimEventKind[] = ['update', 'rename', 'price', 'featured'];
    for (let d = 0; d < 90; d++) {
      const events = world.truth.events(at(d), at(d + 1));
      for (const kind of watched)
        expect(events.filter((e) => e.kind === kind).length, `${kind} on day ${d}`).toBeGreaterThanOrEqual(2);
      for (const kind of others)
        expect(events.filter((e) => e.kind === kind).length, `${kind} on day ${d}`).toBeGreaterThanOrEqual(1);
      expect(events.every((e) => e.at >= at(d) && e.at < at(d + 1))).toBe(true);
    }
    expect(world.truth.events(at(0), at(90)).some((e) => e.kind === 'online')).toBe(true);
  });

  it('take apps off the overall charts every day (offline and clear-chart)', () => {
    for (let d = 1; d < 5; d++) {
      const events = world.truth
        .events(at(d), at(d + 1))
        .filter((e) => e.kind === 'offline' || e.kind === 'clear-chart');
      const ranked = events.filter((e) => {
        const before = new Date(e.at.getTime() - HOUR_MS);
        return (['free', 'charge', 'grossing'] as const).some((type) =>
          world.chart({ country: 'cn', type, genre: 0 }, before, 500).appIds.includes(e.appId),
        );
      });
      expect(ranked.filter((e) => e.kind === 'offline').length, `day ${d}`).toBeGreaterThanOrEqual(1);
      expect(ranked.filter((e) => e.kind === 'clear-chart').length, `day ${d}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('clear words of apps that ranked for at least 100 keywords', () => {
    const event = world.truth.events(at(3), at(4)).find((e) => e.kind === 'clear-words');
    expect(event).toBeDefined();
    if (!event) return;
    const before = new Date(event.at.getTime() - HOUR_MS);
    const after = new Date(event.at.getTime() + HOUR_MS);
    let coverageBefore = 0;
    let coverageAfter = 0;
    for (const term of world.keywords('cn')) {
      if (world.keywordSearch(term, 'cn', before).appIds.includes(event.appId)) coverageBefore++;
      if (world.keywordSearch(term, 'cn', after).appIds.includes(event.appId)) coverageAfter++;
    }
    expect(coverageBefore).toBeGreaterThanOrEqual(100);
    expect(coverageAfter).toBeLessThanOrEqual(coverageBefore * 0.1);
    expect(world.lookup([event.appId], 'cn', after)).toHaveLength(1);
  });
});
