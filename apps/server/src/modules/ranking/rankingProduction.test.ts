import { chinaDayStart, formatDate, HOUR_MS, type bangLists, type DataOf } from '@bangyan/contract';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

type ListsData = DataOf<typeof bangLists>;

describe.each(testDatabaseKinds())('the chart list in production on %s', (kind) => {
  let t: TestApp;
  const now = Date.now();
  // The latest snapshot is today's (China time) even just after midnight: an hour ago, or the day's first second.
  const latest = Math.max(now - HOUR_MS, chinaDayStart(formatDate(now)).getTime() + 1000);
  beforeAll(async () => {
    // Answers are not re-checked against their schema in production: the cached envelope is sent as made.
    t = await createTestApp(kind, { RESPONSE_VALIDATION: 'false' });
    const seen = { first_seen_at: new Date(now - 48 * HOUR_MS), last_seen_at: new Date(now) };
    await t.handle.db
      .insertInto('market_apps')
      .values(
        [101, 102, 103].map((id) => ({
          app_id: id,
          country: 'cn',
          name: `应用${id}`,
          developer_id: id * 10,
          developer_name: `开发者${id}`,
          primary_genre_id: 6014,
          ...seen,
        })),
      )
      .execute();
    await t.handle.db
      .insertInto('chart_snapshots')
      .values([
        { country: 'cn', chart_type: 'free', genre: 0, at: new Date(latest - 24 * HOUR_MS), app_ids: ['102', '101'] },
        { country: 'cn', chart_type: 'free', genre: 0, at: new Date(latest), app_ids: ['101', '102', '103'] },
      ])
      .execute();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sends the same answer compressed and plain, again and again', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/v1/bang/lists' });
    const data = plain.json().data as ListsData;
    expect(data.list.map((r) => [r.appId, r.rank, r.preRank, r.rankChange, r.developerId])).toEqual([
      ['101', 1, 2, 1, '1010'],
      ['102', 2, 1, -1, '1020'],
      ['103', 3, 0, 99999, '1030'],
    ]);
    for (let i = 0; i < 2; i++) {
      const br = await t.app.inject({
        method: 'GET',
        url: '/v1/bang/lists',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/bang/lists' })).body).toBe(plain.body);
  });
});
