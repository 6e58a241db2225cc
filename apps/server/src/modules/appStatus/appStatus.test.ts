import { APP_STATUS_KINDS, formatDateTime } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

interface Item {
  time: string;
  kind: string;
  rank: number | null;
  chartType: string | null;
  coverageBefore: number | null;
  coverageAfter: number | null;
  price: number | null;
  expectedRelease: string | null;
}
interface Summary {
  found: boolean;
  onSale: boolean;
  statusTag: string;
  missing: boolean;
  latestEventAt: string;
  counts: { kind: string; count: number }[];
}

describe.each(testDatabaseKinds())('app status endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const event = (kind: 'offline' | 'clear-chart') =>
    t.handle.db
      .selectFrom('monitor_events')
      .selectAll()
      .where('country', '=', 'cn')
      .where('kind', '=', kind)
      .orderBy('at')
      .orderBy('app_id')
      .limit(1)
      .executeTakeFirstOrThrow();

  it('tells an app gone offline: the offline event with its rank before, not also a bare miss', async () => {
    const offline = await event('offline');
    const summary = await data<Summary>(`/v1/apps/appStatusSummary?appId=${offline.app_id}`);
    expect(summary).toMatchObject({ found: true, onSale: false, statusTag: '已下架', missing: false });
    const { list } = await data<{ list: Item[] }>(`/v1/apps/appStatusList?appId=${offline.app_id}`);
    const shown = list.filter((i) => i.time === formatDateTime(offline.at));
    expect(shown.map((i) => i.kind)).toEqual(['offline']);
    expect(shown[0]!.rank).toBe((offline.data as { offlineRank: number | null }).offlineRank);
    expect(summary.latestEventAt).toBe(list[0]!.time);
    expect(summary.counts.map((c) => c.kind)).toEqual([...APP_STATUS_KINDS]);
    expect(summary.counts.find((c) => c.kind === 'offline')!.count).toBe(
      list.filter((i) => i.kind === 'offline').length,
    );
  });

  it('lists clear-chart events with chart and rank before, a first miss as missing, a return as online', async () => {
    const cleared = await event('clear-chart');
    const d = cleared.data as { chartType: string; rankBefore: number };
    const { list } = await data<{ list: Item[] }>(`/v1/apps/appStatusList?appId=${cleared.app_id}`);
    expect(list.find((i) => i.kind === 'clear-chart')).toMatchObject({
      time: formatDateTime(cleared.at),
      chartType: d.chartType,
      rank: d.rankBefore,
    });

    // An app missed once by lookup (still on sale), then back.
    const app = cleared.app_id;
    await t.handle.db
      .insertInto('app_status_changes')
      .values({ app_id: app, country: 'cn', at: new Date('2026-11-22T05:00:00Z'), on_sale: false })
      .execute();
    await t.handle.db
      .insertInto('app_status_changes')
      .values({ app_id: app, country: 'cn', at: new Date('2026-11-22T06:00:00Z'), on_sale: true })
      .execute();
    const after = await data<{ list: Item[] }>(`/v1/apps/appStatusList?appId=${app}`);
    expect(after.list.slice(0, 2).map((i) => [i.kind, i.time])).toEqual([
      ['online', '2026-11-22 14:00'],
      ['missing', '2026-11-22 13:00'],
    ]);
    expect(list.map((i) => i.time)).toEqual([...list.map((i) => i.time)].sort().reverse());
  });

  it('answers an app the storefront does not have with nothing, and refuses bad input', async () => {
    expect(await data<Summary>('/v1/apps/appStatusSummary?appId=1')).toMatchObject({
      found: false,
      onSale: false,
      statusTag: '',
      latestEventAt: '',
    });
    expect(await data('/v1/apps/appStatusList?appId=1')).toEqual({ list: [] });
    expect((await get('/v1/apps/appStatusList?appId=12a')).body).toMatchObject({ code: 400 });
    expect((await get('/v1/apps/appStatusSummary?appId=1&country=zz')).body).toMatchObject({ code: 400 });
  });
});
