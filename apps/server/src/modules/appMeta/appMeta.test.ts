import {
  APP_CHANGE_FIELDS,
  APP_DETAIL_TEXTS,
  APP_META_TEXTS,
  formatDateTime,
  formatMonth,
  HOUR_MS,
  KEYWORD_COVER_TEXTS,
  type DataOf,
  type appChangeHistory,
  type appVersionChart,
  type appVersionSummary,
  type packageDetail,
} from '@bangyan/contract';
import { releaseCadence, versionSummary } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

type Changes = DataOf<typeof appChangeHistory>;
type Summary = DataOf<typeof appVersionSummary>;
type Chart = DataOf<typeof appVersionChart>;
type Package = DataOf<typeof packageDetail>;

describe.each(testDatabaseKinds())('baseinfo and version endpoints on %s', (kind) => {
  let t: TestApp;
  /** The app with the most metadata changes, the one with the most versions, and one with in-app purchase items. */
  let changed: string;
  let versioned: string;
  let withItems: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    const db = t.handle.db;
    const most = async (table: 'app_changes' | 'app_versions' | 'inapp_items') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => ['app_id', eb.fn.countAll<string>().as('n')])
          .where('country', '=', 'cn')
          .groupBy('app_id')
          .orderBy('n', 'desc')
          .orderBy('app_id')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).app_id;
    [changed, versioned, withItems] = await Promise.all([
      most('app_changes'),
      most('app_versions'),
      most('inapp_items'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);

  it("pages the app's metadata changes newest first, of one field when asked", async () => {
    // The world's three days hold one change an app at the most: three earlier ones, two at one time.
    const at = (hours: number) => new Date(WORLD_NOW.getTime() - hours * HOUR_MS);
    await t.handle.db
      .insertInto('app_changes')
      .values([
        { app_id: changed, country: 'cn', at: at(100), field: 'name', old_value: '旧名', new_value: '新名' },
        { app_id: changed, country: 'cn', at: at(100), field: 'price', old_value: '0.00', new_value: '6.00' },
        { app_id: changed, country: 'cn', at: at(200), field: 'subtitle', old_value: '', new_value: '副标题' },
      ])
      .execute();
    const rows = await t.handle.db
      .selectFrom('app_changes')
      .selectAll()
      .where('country', '=', 'cn')
      .where('app_id', '=', changed)
      .orderBy('at', 'desc')
      .orderBy('field')
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    const expected = rows.map((r) => ({
      time: formatDateTime(r.at),
      field: r.field,
      fieldName: APP_CHANGE_FIELDS[r.field],
      oldValue: r.old_value,
      newValue: r.new_value,
    }));
    const all = await data<Changes>(`/v1/apps/appChangeHistory?appId=${changed}&country=cn`);
    expect(all).toEqual({ found: true, total: rows.length, page: 1, pageSize: 20, list: expected.slice(0, 20) });
    // Pages of one: the second is the second newest change.
    const second = await data<Changes>(`/v1/apps/appChangeHistory?appId=${changed}&page=2&pageSize=1`);
    expect(second).toMatchObject({ total: rows.length, page: 2, pageSize: 1, list: [expected[1]] });
    // One field: only its changes, counted alone; '' is every field.
    const field = rows[0]!.field;
    const ofField = await data<Changes>(`/v1/apps/appChangeHistory?appId=${changed}&field=${field}&pageSize=100`);
    expect(ofField.list).toEqual(expected.filter((c) => c.field === field));
    expect(ofField.total).toBe(ofField.list.length);
    expect((await data<Changes>(`/v1/apps/appChangeHistory?appId=${changed}&field=`)).total).toBe(rows.length);
    // Beyond the last page: no rows, the same total.
    expect(await data<Changes>(`/v1/apps/appChangeHistory?appId=${changed}&page=99`)).toMatchObject({
      found: true,
      total: rows.length,
      list: [],
    });
    expect(await data<Changes>('/v1/apps/appChangeHistory?appId=1')).toEqual({
      found: false,
      total: 0,
      page: 1,
      pageSize: 20,
      list: [],
    });
  });

  it("summarises the app's versions as the pure summary does from the stored versions", async () => {
    const rows = await t.handle.db
      .selectFrom('app_versions')
      .select(['version', 'released_at'])
      .where('country', '=', 'cn')
      .where('app_id', '=', versioned)
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    const s = versionSummary(
      rows.map((r) => ({ version: r.version, at: r.released_at })),
      WORLD_NOW,
    );
    const answer = await data<Summary>(`/v1/apps/appVersionSummary?appId=${versioned}&country=cn`);
    expect(answer).toEqual({
      found: true,
      versionCount: rows.length,
      firstVersion: { version: s.first!.version, time: formatDateTime(s.first!.at) },
      latestVersion: { version: s.latest!.version, time: formatDateTime(s.latest!.at) },
      avgIntervalDays: s.avgIntervalDays,
      updatesLast90Days: s.updatesLast90Days,
      daysSinceLastUpdate: s.daysSinceLastUpdate,
    });
    expect(answer.avgIntervalDays).not.toBeNull();
    expect(await data<Summary>('/v1/apps/appVersionSummary?appId=1')).toEqual({
      found: false,
      versionCount: 0,
      firstVersion: null,
      latestVersion: null,
      avgIntervalDays: null,
      updatesLast90Days: 0,
      daysSinceLastUpdate: null,
    });
  });

  it('counts the versions released per China month over the last 12 or 24 months', async () => {
    const rows = await t.handle.db
      .selectFrom('app_versions')
      .select(['version', 'released_at'])
      .where('country', '=', 'cn')
      .where('app_id', '=', versioned)
      .execute();
    const releases = rows.map((r) => ({ version: r.version, at: r.released_at }));
    const year = await data<Chart>(`/v1/apps/appVersionChart?appId=${versioned}&country=cn`);
    expect(year).toEqual({ found: true, ...releaseCadence(releases, WORLD_NOW, 12) });
    expect(year.months).toHaveLength(12);
    expect(year.months.at(-1)).toBe(formatMonth(WORLD_NOW));
    const two = await data<Chart>(`/v1/apps/appVersionChart?appId=${versioned}&months=24`);
    expect(two).toEqual({ found: true, ...releaseCadence(releases, WORLD_NOW, 24) });
    // The span's months hold every version released in them.
    const from = two.months[0]!;
    expect(two.counts.reduce((a, n) => a + n, 0)).toBe(releases.filter((r) => formatMonth(r.at) >= from).length);
    expect(await data<Chart>('/v1/apps/appVersionChart?appId=1')).toEqual({ found: false, months: [], counts: [] });
  });

  it("lists the package: bundle id, size and each version's, languages, rating, price and in-app items", async () => {
    const db = t.handle.db;
    const row = await db
      .selectFrom('market_apps')
      .selectAll()
      .where('country', '=', 'cn')
      .where('app_id', '=', withItems)
      .executeTakeFirstOrThrow();
    const sizes = await db
      .selectFrom('app_versions')
      .select(['version', 'released_at', 'file_size'])
      .where('country', '=', 'cn')
      .where('app_id', '=', withItems)
      .where('file_size', 'is not', null)
      .orderBy('released_at', 'desc')
      .execute();
    const items = await db
      .selectFrom('inapp_items')
      .select(['product_id', 'name', 'price'])
      .where('country', '=', 'cn')
      .where('app_id', '=', withItems)
      .execute();
    const answer = await data<Package>(`/v1/apps/packageDetail?appId=${withItems}&country=cn`);
    expect(answer).toMatchObject({
      found: true,
      bundleId: row.bundle_id,
      fileSizeBytes: Number(row.file_size),
      languages: row.language_codes,
      contentRating: row.content_rating,
      price: Number(row.price),
      formattedPrice: row.formatted_price,
    });
    // The ingest records each version with its size: the current version's is the catalog's.
    expect(answer.sizeHistory).toEqual(
      sizes.map((v) => ({
        version: v.version,
        time: formatDateTime(v.released_at),
        fileSizeBytes: Number(v.file_size),
      })),
    );
    expect(answer.sizeHistory.find((v) => v.version === row.version)?.fileSizeBytes).toBe(Number(row.file_size));
    // The items search has shown for it, with the storefront's prices (cn: yuan).
    expect(items.length).toBeGreaterThan(0);
    expect(answer.inAppPurchases.map((i) => i.id).sort()).toEqual(items.map((i) => Number(i.product_id)).sort());
    for (const i of answer.inAppPurchases) {
      const item = items.find((x) => Number(x.product_id) === i.id)!;
      expect(i).toMatchObject({ name: item.name, price: Number(item.price) });
      expect(i.formattedPrice).toMatch(/^¥/);
    }
    expect(await data<Package>('/v1/apps/packageDetail?appId=1')).toMatchObject({
      found: false,
      sizeHistory: [],
      inAppPurchases: [],
    });
    expect(await data<Package>(`/v1/apps/packageDetail?appId=${withItems}&country=fr`)).toMatchObject({ found: false });
  });

  it('refuses bad input with a clear message', async () => {
    for (const path of ['appChangeHistory', 'appVersionSummary', 'appVersionChart', 'packageDetail']) {
      expect((await get(`/v1/apps/${path}`)).body).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
      expect((await get(`/v1/apps/${path}?appId=abc`)).body).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
      expect((await get(`/v1/apps/${path}?appId=${versioned}&country=zz`)).body).toMatchObject({
        code: 400,
        msg: APP_DETAIL_TEXTS.country,
      });
    }
    expect((await get(`/v1/apps/appChangeHistory?appId=${changed}&field=rating`)).body).toMatchObject({
      code: 400,
      msg: APP_META_TEXTS.field,
    });
    expect((await get(`/v1/apps/appChangeHistory?appId=${changed}&field=toString`)).body).toMatchObject({
      code: 400,
      msg: APP_META_TEXTS.field,
    });
    expect((await get(`/v1/apps/appChangeHistory?appId=${changed}&pageSize=101`)).body).toMatchObject({
      code: 400,
      msg: KEYWORD_COVER_TEXTS.pageSize,
    });
    expect((await get(`/v1/apps/appChangeHistory?appId=${changed}&page=0`)).body).toMatchObject({
      code: 400,
      msg: KEYWORD_COVER_TEXTS.page,
    });
    expect((await get(`/v1/apps/appVersionChart?appId=${versioned}&months=6`)).body).toMatchObject({
      code: 400,
      msg: APP_META_TEXTS.months,
    });
  });
});
