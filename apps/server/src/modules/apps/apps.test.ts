import { APP_DETAIL_TEXTS, formatDateTime, type AppInfo } from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { appsSuite } from '../../../test/apps.ts';

describe.each(testDatabaseKinds())('iOS app endpoints on %s', (kind) => {
  const { world, get, data } = appsSuite(kind);
  let t: TestApp;
  let appId: number;
  beforeAll(() => ({ t, appId } = world()));

  it("answers the app's header with its status tag, and null for an app the storefront does not have", async () => {
    const { app } = await data<{ app: AppInfo }>(`/v1/apps/appInfo?appId=${appId}`);
    const row = await t.handle.db
      .selectFrom('market_apps')
      .selectAll()
      .where('country', '=', 'cn')
      .where('app_id', '=', String(appId))
      .executeTakeFirstOrThrow();
    expect(app).toMatchObject({
      appId: String(appId),
      trackName: row.name,
      developerName: row.developer_name,
      ratingCount: row.rating_count,
      onSale: true,
      statusTag: '',
    });
    expect((await data<{ app: AppInfo | null }>('/v1/apps/appInfo?appId=1')).app).toBeNull();
    expect((await data<{ app: AppInfo | null }>(`/v1/apps/appInfo?appId=${appId}&country=fr`)).app).toBeNull();
    // Off sale: 已下架.
    await t.handle.db
      .updateTable('market_apps')
      .set({ status: 0 })
      .where('country', '=', 'cn')
      .where('app_id', '=', String(appId))
      .execute();
    expect((await data<{ app: AppInfo }>(`/v1/apps/appInfo?appId=${appId}`)).app).toMatchObject({
      onSale: false,
      statusTag: '已下架',
    });
    await t.handle.db
      .updateTable('market_apps')
      .set({ status: 1, is_preorder: true })
      .where('country', '=', 'cn')
      .where('app_id', '=', String(appId))
      .execute();
    expect((await data<{ app: AppInfo }>(`/v1/apps/appInfo?appId=${appId}`)).app).toMatchObject({
      onSale: true,
      statusTag: '预订',
    });
    await t.handle.db
      .updateTable('market_apps')
      .set({ is_preorder: false })
      .where('country', '=', 'cn')
      .where('app_id', '=', String(appId))
      .execute();
  });

  it('says whether the logged-in user follows the app (false for a visitor)', async () => {
    const { cookie } = await registerTestUser(t, '13600002222');
    expect((await data<{ followed: boolean }>(`/v1/apps/appInfo?appId=${appId}`, cookie)).followed).toBe(false);
    const follow = await t.app.inject({
      method: 'POST',
      url: '/v1/user/followAppAlmighty',
      headers: { ...FORM_HEADERS, cookie },
      payload: form({ appId: String(appId), market: 'ios', country: 'cn', isFollow: '1' }),
    });
    expect(follow.json()).toMatchObject({ code: 0 });
    expect((await data<{ followed: boolean }>(`/v1/apps/appInfo?appId=${appId}`, cookie)).followed).toBe(true);
    // Following it in China says nothing of another storefront, nor to a visitor.
    expect((await data<{ followed: boolean }>(`/v1/apps/appInfo?appId=${appId}&country=us`, cookie)).followed).toBe(
      false,
    );
    expect((await data<{ followed: boolean }>(`/v1/apps/appInfo?appId=${appId}`)).followed).toBe(false);
  });

  it('answers the store metadata', async () => {
    const row = await t.handle.db
      .selectFrom('market_apps')
      .selectAll()
      .where('country', '=', 'cn')
      .where('app_id', '=', String(appId))
      .executeTakeFirstOrThrow();
    const view = await data<{ app: { sellerName: string; version: string; description: string } | null }>(
      `/v1/apps/appView?appId=${appId}`,
    );
    expect(view.app).toMatchObject({ sellerName: row.seller_name, version: row.version, description: row.description });
    expect(await data('/v1/apps/appView?appId=1')).toEqual({ app: null });
  });

  it('lists the versions newest first', async () => {
    const latest = await t.handle.db
      .selectFrom('app_versions')
      .select(['app_id', 'version', 'released_at', 'release_notes'])
      .where('country', '=', 'cn')
      .orderBy('released_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const all = await t.handle.db
      .selectFrom('app_versions')
      .select('version')
      .where('country', '=', 'cn')
      .where('app_id', '=', latest.app_id)
      .execute();
    const answer = await data<{ found: boolean; list: { version: string; time: string; releaseNotes: string }[] }>(
      `/v1/apps/appVersionList?appId=${latest.app_id}`,
    );
    expect(answer.found).toBe(true);
    expect(answer.list).toHaveLength(all.length);
    expect(answer.list[0]).toEqual({
      version: latest.version,
      time: formatDateTime(latest.released_at),
      releaseNotes: latest.release_notes,
    });
    expect(await data('/v1/apps/appVersionList?appId=1')).toEqual({ found: false, list: [] });
  });

  it('refuses bad input with a clear message', async () => {
    expect((await get('/v1/apps/appInfo')).body).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
    expect((await get('/v1/apps/appInfo?appId=abc')).body).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
    expect((await get(`/v1/apps/appInfo?appId=${appId}&country=zz`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.country,
    });
    expect((await get(`/v1/apps/rankHistory?appId=${appId}&days=3`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.days,
    });
  });
});
