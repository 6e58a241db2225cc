import { MINUTE_MS } from '@bangyan/contract';
import { companyApps, featuredApps } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

interface Featuring {
  kind: string;
  label: string;
  featuredAt: string;
  current: boolean;
  rankBefore: number | null;
  rankAfter: number | null;
}

describe.each(testDatabaseKinds())('same developer and featuring endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);

  it("lists the developer's other apps, the app itself left out", async () => {
    // A developer with several apps in cn.
    const dev = await t.handle.db
      .selectFrom('market_apps')
      .select(['developer_id', (eb) => eb.fn.countAll().as('n')])
      .where('country', '=', 'cn')
      .where('developer_id', '<>', '0')
      .groupBy('developer_id')
      .orderBy('n', 'desc')
      .orderBy('developer_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const all = await companyApps(t.handle.db, { country: 'cn', developerId: dev.developer_id, at: WORLD_NOW });
    const appId = String(all[0]!.appId);
    const answer = await data<{
      developerId: string;
      developerName: string;
      list: { appId: string; trackName: string }[];
    }>(`/v1/apps/samedeveloper?appId=${appId}`);
    expect(answer.developerId).toBe(dev.developer_id);
    expect(answer.developerName).not.toBe('');
    expect(answer.list.map((a) => [a.appId, a.trackName])).toEqual(all.slice(1).map((a) => [String(a.appId), a.name]));
    expect(await data('/v1/apps/samedeveloper?appId=1')).toEqual({ developerId: '', developerName: '', list: [] });
  });

  it('lists the times the store featured the app, with its rank before and now', async () => {
    const featured = await t.handle.db
      .selectFrom('featured_apps')
      .select(['app_id', 'featured_at', 'label', 'kind'])
      .where('country', '=', 'cn')
      .orderBy('featured_at')
      .limit(1)
      .executeTakeFirstOrThrow();
    const answer = await data<{ collectedAt: string; list: Featuring[] }>(
      `/v1/apps/applerecommend?appId=${featured.app_id}`,
    );
    const expected = (
      await featuredApps(t.handle.db, {
        country: 'cn',
        window: { from: new Date(0), to: new Date(WORLD_NOW.getTime() + MINUTE_MS) },
      })
    ).items.filter((i) => String(i.appId) === featured.app_id);
    expect(answer.list).toHaveLength(expected.length);
    expect(answer.list[0]).toMatchObject({
      kind: featured.kind,
      label: featured.label,
      rankBefore: expected[0]!.rankBefore,
      rankAfter: expected[0]!.rankAfter,
    });
    expect(answer.collectedAt).not.toBe('');
    const never = await t.handle.db
      .selectFrom('market_apps')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('app_id', 'not in', t.handle.db.selectFrom('featured_apps').select('app_id'))
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await data<{ list: unknown[] }>(`/v1/apps/applerecommend?appId=${never.app_id}`)).list).toEqual([]);
    expect((await get('/v1/apps/applerecommend?appId=')).body).toMatchObject({ code: 400 });
  });
});
