import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '@bangyan/db/testing';
import { analyzeDay, detectDayClearChart, onSaleApps, saleHistory } from './analyze.ts';
import { applyLookup } from './storeApps.ts';
import { bestOverallRank } from './monitorEvents.ts';
import { addDiscoveredApps, storeChartSnapshots, upsertChartApps } from './storeCharts.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { T0, app, hours } from '../../test/appRecords.ts';

describe.each(testDatabaseKinds())('ingest store: charts and apps on %s', (kind) => {
  const h = suiteDatabase(kind);

  it('stores a chart snapshot once, in its monthly partition', async () => {
    const snap = { country: 'cn', type: 'free' as const, genre: 0, at: T0, appIds: [11, 12, 13] };
    expect(await storeChartSnapshots(h.db, [snap])).toBe(1);
    expect(await storeChartSnapshots(h.db, [snap])).toBe(0);
    const rows = await sql<{
      part: string;
      app_ids: string[];
    }>`SELECT tableoid::regclass::text AS part, app_ids FROM chart_snapshots`.execute(h.db);
    expect(rows.rows).toEqual([{ part: 'chart_snapshots_2026_11', app_ids: ['11', '12', '13'] }]);
    expect(await bestOverallRank(h.db, 'cn', 12, hours(1))).toBe(2);
    expect(await bestOverallRank(h.db, 'cn', 12, hours(30))).toBeNull();
  });

  it('records chart apps without overwriting a looked-up row', async () => {
    await applyLookup(h.db, 'cn', T0, [21], [app(21, { name: '完整名称' })]);
    await upsertChartApps(h.db, 'cn', hours(1), [
      { appId: 21, name: '榜单名称', developerName: 'x', iconUrl: '', price: 0, primaryGenreId: 6014 },
    ]);
    const row = await h.db
      .selectFrom('market_apps')
      .select(['name', 'first_seen_at', 'updated_at'])
      .where('app_id', '=', '21')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('完整名称');
    expect(row.first_seen_at).toEqual(T0);
    expect(row.updated_at).toEqual(T0);
    // A late step's earlier sighting moves the first sighting back.
    await upsertChartApps(h.db, 'cn', hours(-1), [
      { appId: 21, name: '榜单名称', developerName: 'x', iconUrl: '', price: 0, primaryGenreId: 6014 },
    ]);
    const again = await h.db
      .selectFrom('market_apps')
      .select(['name', 'first_seen_at'])
      .where('app_id', '=', '21')
      .executeTakeFirstOrThrow();
    expect(again).toEqual({ name: '完整名称', first_seen_at: hours(-1) });
  });

  it('adds apps first met in search results, and moves an earlier sighting back', async () => {
    await upsertChartApps(h.db, 'cn', hours(5), [
      { appId: 41, name: '榜单应用', developerName: 'x', iconUrl: '', price: 0, primaryGenreId: 6014 },
    ]);
    expect(await addDiscoveredApps(h.db, 'cn', hours(2), [41, 42, 42])).toBe(1);
    const rows = await h.db
      .selectFrom('market_apps')
      .select(['app_id', 'name', 'first_seen_at'])
      .where('app_id', 'in', ['41', '42'])
      .orderBy('app_id')
      .execute();
    expect(rows).toEqual([
      { app_id: '41', name: '榜单应用', first_seen_at: hours(2) },
      { app_id: '42', name: '', first_seen_at: hours(2) },
    ]);
    expect(await addDiscoveredApps(h.db, 'cn', hours(3), [42])).toBe(0);
  });

  it('rewrites a looked-up row only when the lookup brings a change', async () => {
    await applyLookup(h.db, 'cn', T0, [22], [app(22)]);
    await applyLookup(h.db, 'cn', hours(1), [22], [app(22)]);
    const same = await h.db
      .selectFrom('market_apps')
      .select('updated_at')
      .where('app_id', '=', '22')
      .executeTakeFirstOrThrow();
    expect(same.updated_at).toEqual(T0);
    await applyLookup(h.db, 'cn', hours(2), [22], [app(22, { userRatingCount: 999 })]);
    const changed = await h.db
      .selectFrom('market_apps')
      .select(['updated_at', 'rating_count'])
      .where('app_id', '=', '22')
      .executeTakeFirstOrThrow();
    expect(changed).toEqual({ updated_at: hours(2), rating_count: 999 });
    // A version recorded before sizes were kept takes its size at the next write; a kept size stays.
    await h.db.updateTable('app_versions').set({ file_size: null }).where('app_id', '=', '22').execute();
    await applyLookup(h.db, 'cn', hours(3), [22], [app(22, { userRatingCount: 1000, fileSizeBytes: 5 })]);
    await applyLookup(h.db, 'cn', hours(4), [22], [app(22, { userRatingCount: 1001, fileSizeBytes: 6 })]);
    expect(
      await h.db.selectFrom('app_versions').select(['version', 'file_size']).where('app_id', '=', '22').execute(),
    ).toEqual([{ version: '1.0.0', file_size: '5' }]);
  });

  it('keeps metadata changes and versions; offline at the second missed lookup, then back online', async () => {
    await storeChartSnapshots(h.db, [{ country: 'cn', type: 'grossing', genre: 0, at: hours(2), appIds: [99, 31] }]);
    await applyLookup(h.db, 'cn', hours(3), [31], [app(31)]);
    await applyLookup(
      h.db,
      'cn',
      hours(4),
      [31],
      [app(31, { name: '新名字', version: '1.1.0', price: 6, fileSizeBytes: 130_000_000 })],
    );
    const changes = await h.db
      .selectFrom('app_changes')
      .select(['field', 'old_value', 'new_value'])
      .where('app_id', '=', '31')
      .orderBy('field')
      .execute();
    expect(changes).toEqual([
      { field: 'name', old_value: '应用31', new_value: '新名字' },
      { field: 'price', old_value: '0.00', new_value: '6.00' },
      { field: 'version', old_value: '1.0.0', new_value: '1.1.0' },
    ]);
    // Each version keeps the package size the lookup that recorded it saw.
    const versions = await h.db
      .selectFrom('app_versions')
      .select(['version', 'file_size'])
      .where('app_id', '=', '31')
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { version: '1.0.0', file_size: '123456789' },
      { version: '1.1.0', file_size: '130000000' },
    ]);

    const first = await applyLookup(h.db, 'cn', hours(5), [31], []);
    expect(first).toMatchObject({ missing: 1, wentOffline: [] });
    const second = await applyLookup(h.db, 'cn', hours(6), [31], []);
    expect(second.wentOffline).toEqual([{ appId: 31, since: hours(5) }]);
    const offline = await h.db
      .selectFrom('monitor_events')
      .selectAll()
      .where('kind', '=', 'offline')
      .executeTakeFirstOrThrow();
    expect(offline.at).toEqual(hours(5));
    expect(offline.data).toMatchObject({ offlineRank: 2, userRatingCount: 1200 });
    const third = await applyLookup(h.db, 'cn', hours(7), [31], []);
    expect(third.wentOffline).toEqual([]);

    const back = await applyLookup(
      h.db,
      'cn',
      hours(8),
      [31],
      [app(31, { name: '新名字', version: '1.1.0', price: 6 })],
    );
    expect(back.cameBack).toEqual([31]);
    const status = await h.db
      .selectFrom('market_apps')
      .select(['status', 'missing_checks'])
      .where('app_id', '=', '31')
      .executeTakeFirstOrThrow();
    expect(status).toEqual({ status: 1, missing_checks: 0 });
    // The on-sale state as of a past time: not counted from the first missed check until it is back.
    const onSaleAt = async (h0: number) => (await onSaleApps(h.db, 'cn', hours(h0))).has(31);
    expect([await onSaleAt(2), await onSaleAt(4), await onSaleAt(5), await onSaleAt(7), await onSaleAt(8)]).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('records a pre-order app once, from when it was first seen, and as new when it is released', async () => {
    await upsertChartApps(h.db, 'cn', hours(1), [
      { appId: 41, name: '预约游戏', developerName: 'x', iconUrl: '', price: 0, primaryGenreId: 6014 },
    ]);
    const expected = new Date('2026-11-30T00:00:00Z');
    await applyLookup(h.db, 'cn', hours(2), [41], [app(41, { isPreOrder: true, releaseDate: expected })]);
    await applyLookup(h.db, 'cn', hours(3), [41], [app(41, { isPreOrder: true, releaseDate: expected })]);
    const booked = await h.db
      .selectFrom('monitor_events')
      .select(['at', 'data'])
      .where('kind', '=', 'booked')
      .where('app_id', '=', '41')
      .execute();
    expect(booked).toEqual([{ at: hours(1), data: { expectedReleaseAt: expected.toISOString(), price: 0 } }]);

    const released = new Date(hours(20).getTime());
    await applyLookup(h.db, 'cn', hours(21), [41], [app(41, { isPreOrder: false, releaseDate: released })]);
    const fresh = await h.db
      .selectFrom('monitor_events')
      .select(['at', 'data'])
      .where('kind', '=', 'new')
      .where('app_id', '=', '41')
      .execute();
    expect(fresh).toEqual([{ at: released, data: expect.objectContaining({ hadPreOrder: true, online: true }) }]);
  });
});

describe('clear-chart from complete chart rounds', () => {
  it('finds an overall-chart app on no chart in the next two complete rounds while on sale', async () => {
    const h = await openTestDatabase('embedded');
    try {
      const day = (d: number) => new Date(`2026-11-${d}T04:00:00Z`);
      await applyLookup(h.db, 'cn', day(18), [61, 62, 63], [app(61), app(62), app(63)]);
      const round = (at: Date, overall: number[], genre: number[]) => [
        { country: 'cn', type: 'free' as const, genre: 0, at, appIds: overall },
        { country: 'cn', type: 'free' as const, genre: 6014, at, appIds: genre },
      ];
      await storeChartSnapshots(h.db, [
        ...round(day(18), [61, 62], [61, 62]),
        ...round(day(19), [62], [62, 63]),
        ...round(day(20), [62], [62, 63]),
        // A partial round (one chart) proves nothing about absence.
        { country: 'cn', type: 'free', genre: 0, at: new Date('2026-11-19T06:00:00Z'), appIds: [62] },
      ]);
      const asOf = new Date('2026-11-20T12:00:00Z');
      expect(await detectDayClearChart(h.db, 'cn', '2026-11-20', await saleHistory(h.db, 'cn', asOf), 2)).toBe(1);
      const e = await h.db
        .selectFrom('monitor_events')
        .select(['app_id', 'at', 'data'])
        .where('kind', '=', 'clear-chart')
        .executeTakeFirstOrThrow();
      expect(e).toEqual({
        app_id: '61',
        at: day(19),
        data: { rankBefore: 1, chartType: 'free', rankBeforeAt: day(18).toISOString() },
      });
      // Lookup missed it at the first absent round and returned it at the second: it was offline
      // while absent, not cleared, though it is on sale again by the time the analytics run.
      await applyLookup(h.db, 'cn', day(19), [61, 62, 63], [app(62), app(63)]);
      await applyLookup(h.db, 'cn', day(20), [61, 62, 63], [app(61), app(62), app(63)]);
      const sales = await saleHistory(h.db, 'cn', asOf);
      expect([sales.onSaleAt(day(18)).has(61), sales.onSaleAt(day(19)).has(61), sales.onSaleAt(asOf).has(61)]).toEqual([
        true,
        false,
        true,
      ]);
      expect(await detectDayClearChart(h.db, 'cn', '2026-11-20', sales, 2)).toBe(0);
      // The analytics of 11-19 run at 11-21 12:00 China also see a clearing in that day's rounds.
      await storeChartSnapshots(h.db, [...round(day(21), [62], [62, 63])]);
      await storeChartSnapshots(h.db, [...round(new Date('2026-11-21T05:00:00Z'), [], [63])]);
      await storeChartSnapshots(h.db, [...round(new Date('2026-11-21T06:00:00Z'), [], [63])]);
      await analyzeDay(h.db, 'cn', '2026-11-20', 2, new Date('2026-11-21T06:30:00Z'));
      const today = await h.db
        .selectFrom('monitor_events')
        .select(['app_id', 'at'])
        .where('kind', '=', 'clear-chart')
        .where('app_id', '=', '62')
        .execute();
      expect(today).toEqual([{ app_id: '62', at: new Date('2026-11-21T05:00:00Z') }]);
    } finally {
      await h.close();
    }
  });
});
