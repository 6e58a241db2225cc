import { describe, expect, it } from 'vitest';
import { appEntry, chartFeed, chartFeedJson } from './formats-rss.ts';
import { createWorld } from './world.ts';

describe('chartFeedJson', () => {
  const historyStart = new Date('2026-01-01T00:00:00Z');
  const world = createWorld({ seed: 7, scale: 'test', historyStart });
  const at = new Date('2026-02-01T04:00:00Z');
  const apps = world.lookup(world.chart({ country: 'cn', type: 'free', genre: 0 }, at, 3).appIds, 'cn', at);
  const self = 'http://store.test/rss/cn/rss/topfreeapplications/limit=3/json';

  it.each([0, 1, 3])('is the text of chartFeed with %i entries (a bare object for one, no key for none)', (n) => {
    const entries = apps.slice(0, n).map(appEntry);
    const text = chartFeedJson(
      self,
      'cn',
      'free',
      at,
      entries.map((e) => JSON.stringify(e)),
    );
    expect(JSON.parse(text)).toEqual(chartFeed(self, 'cn', 'free', at, entries));
    expect(text).toBe(JSON.stringify(chartFeed(self, 'cn', 'free', at, entries)));
  });
});
