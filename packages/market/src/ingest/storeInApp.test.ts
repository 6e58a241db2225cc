import { HOUR_MS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@bangyan/db';
import { openTestDatabase, testDatabaseKinds } from '@bangyan/db/testing';
import type { InAppEventEntry, InAppPurchaseEntry, KeywordSearchResult } from '../model.ts';
import { addToDayCoverage, openDayCoverage, storeDayCoverage } from './coverage.ts';
import { storeInAppResults } from './storeInApp.ts';
import { keywordIds } from './storeKeywords.ts';

const T0 = new Date('2026-11-20T02:00:00Z');
const hours = (h: number) => new Date(T0.getTime() + h * HOUR_MS);
const item = (appId: number, n: number, name: string, price = 6): InAppPurchaseEntry => ({
  appId,
  productId: appId * 100 + n,
  name,
  price,
});
const event: InAppEventEntry = {
  appId: 502,
  eventId: 502_001,
  name: '消除挑战赛',
  kind: '挑战赛',
  startAt: new Date('2026-11-19T02:00:00Z'),
  endAt: new Date('2026-11-26T02:00:00Z'),
};

function result(
  term: string,
  at: Date,
  items: InAppPurchaseEntry[],
  events: InAppEventEntry[] = [],
): KeywordSearchResult {
  return {
    term,
    country: 'cn',
    at,
    resultCount: 9,
    appIds: [501, 502],
    adAppId: null,
    inAppPurchases: items,
    inAppEvents: events,
  };
}

describe.each(testDatabaseKinds())('in-app search entries on %s', (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  it('stores each keyword’s items and events as change points, the entries and the day’s in-app coverage', async () => {
    const ids = await keywordIds(h.db, 'cn', ['消除', '月卡', '冷门']);
    const heat = new Map([
      ['消除', 6000],
      ['月卡', 4605],
      ['冷门', 4604],
    ]);
    const first = [
      result('消除', T0, [item(501, 1, '消除月卡', 30), item(502, 1, '消除礼包'), item(501, 2, '消除钻石')], [event]),
      result('月卡', T0, [item(502, 1, '消除礼包'), item(501, 1, '消除月卡', 30)]),
      result('冷门', T0, [item(501, 1, '消除月卡', 30)]),
    ];
    // Three keywords, two kinds each: six lists (empty ones too, so a later entry is a change).
    expect(await storeInAppResults(h.db, 'cn', ids, first)).toBe(6);
    // The day's coverage from the collection's results, in two parts: 501 on 消除 (rank 1) and 月卡
    // (rank 2), 502 on both and its event on 消除; 冷门 is below the heat threshold.
    const day = await openDayCoverage(h.db, 'cn');
    addToDayCoverage(day, first.slice(0, 1), heat, ids);
    addToDayCoverage(day, first.slice(1), heat, ids);
    await storeDayCoverage(h.db, 'cn', '2026-11-20', day);
    const coverage = await h.db
      .selectFrom('app_inapp_coverage_daily')
      .select(['app_id', 'kind', 'total', 'top3', 'top10'])
      .where('day', '=', '2026-11-20')
      .orderBy('app_id')
      .orderBy('kind')
      .execute();
    expect(coverage).toEqual([
      { app_id: '501', kind: 'item', total: 2, top3: 2, top10: 2 },
      { app_id: '502', kind: 'event', total: 1, top3: 1, top10: 1 },
      { app_id: '502', kind: 'item', total: 2, top3: 2, top10: 2 },
    ]);
    expect(
      await storeInAppResults(
        h.db,
        'cn',
        ids,
        first.map((r) => ({ ...r, at: hours(1) })),
      ),
    ).toBe(0);
    const moved = result('消除', hours(2), [item(502, 1, '消除礼包'), item(501, 1, '消除月卡', 25)]);
    expect(await storeInAppResults(h.db, 'cn', ids, [moved])).toBe(2);
    // An older result arriving late changes nothing.
    expect(await storeInAppResults(h.db, 'cn', ids, [result('消除', hours(1), [])])).toBe(0);

    const kw = ids.get('消除')!;
    const lists = await h.db
      .selectFrom('keyword_inapp_results')
      .select(['kind', 'at', 'ids'])
      .where('keyword_id', '=', kw)
      .orderBy('kind')
      .orderBy('at')
      .execute();
    expect(lists).toEqual([
      { kind: 'event', at: T0, ids: ['502001'] },
      { kind: 'event', at: hours(2), ids: [] },
      { kind: 'item', at: T0, ids: ['50101', '50201', '50102'] },
      { kind: 'item', at: hours(2), ids: ['50201', '50101'] },
    ]);
    const items = await h.db
      .selectFrom('inapp_items')
      .select(['product_id', 'app_id', 'name', 'price', 'first_seen_at', 'last_seen_at'])
      .orderBy('product_id')
      .execute();
    expect(items[0]).toEqual({
      product_id: '50101',
      app_id: '501',
      name: '消除月卡',
      price: '25.00',
      first_seen_at: T0,
      last_seen_at: hours(2),
    });
    expect(items).toHaveLength(3);
    const events = await h.db.selectFrom('inapp_events').select(['event_id', 'kind', 'starts_at', 'ends_at']).execute();
    expect(events).toEqual([{ event_id: '502001', kind: '挑战赛', starts_at: event.startAt, ends_at: event.endAt }]);
  });
});
