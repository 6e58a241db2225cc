import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, formatDate } from '@bangyan/contract';
import { androidRanking, appChartRanks, appCoverageSeries, appDayFigures, chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())("Home's followed apps on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    cookie = (await registerTestUser(t, '13600001234')).cookie;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, withCookie = true) =>
    t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });
  const yesterday = formatDate(new Date(WORLD_NOW.getTime() - DAY_MS));

  it('shows a visitor the demo apps and a user without follows the recommended ones', async () => {
    const demo = (await get('/v1/user/userAppAlmighty?from=index', false)).json().data;
    const grossing = (await chartRanking(t.handle.db, {
      country: 'cn',
      chartType: 'grossing',
      genre: 0,
      at: WORLD_NOW,
    }))!;
    expect(demo.hasFollow).toBe(false);
    expect(demo.list.map((a: { trackId: string }) => a.trackId)).toEqual(
      grossing.entries.slice(0, 7).map((e) => String(e.appId)),
    );
    expect(demo.list[0]).toMatchObject({
      followId: 0,
      market: 'ios',
      country: 'cn',
      platform: 'ios',
      trackName: grossing.entries[0]!.name,
    });

    const recommended = (await get('/v1/user/userAppAlmightyDeep?from=index')).json().data;
    const free = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    expect(recommended.hasFollow).toBe(false);
    expect(recommended.list.map((a: { trackId: string }) => a.trackId)).toEqual(
      free.entries.slice(0, 10).map((e) => String(e.appId)),
    );
    // Without from=index the list needs a login.
    expect((await get('/v1/user/userAppAlmighty', false)).json().code).toBe(401);
    expect((await get('/v1/user/userAppAlmighty?from=home')).json().msg).toBe('from 只能是 index');
  });

  it("gives followed apps' list figures from the engine: ranks, downloads, coverage", async () => {
    const free = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    const app = free.entries[2]!;
    const hot = (await androidRanking(t.handle.db, { market: 'xiaomi', chartType: 'hot', at: WORLD_NOW }))!;
    const android = hot.entries[0]!;
    for (const fields of [
      { appId: String(app.appId), market: 'ios', country: 'cn' },
      { appId: android.appId, market: 'xiaomi', country: 'cn' },
    ]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/v1/user/followAppAlmighty',
            headers: { ...FORM_HEADERS, cookie },
            payload: form({ ...fields, isFollow: '1' }),
          })
        ).json().code,
      ).toBe(0);
    }
    const { list, hasFollow } = (await get('/v1/user/userAppAlmightyDeep?from=index')).json().data;
    expect(hasFollow).toBe(true);
    const [ios, droid] = list;
    const ranks = (await appChartRanks(t.handle.db, { country: 'cn', appIds: [app.appId], at: WORLD_NOW })).get(
      app.appId,
    )!;
    const genreRank = ranks.find((r) => r.chartType === 'free' && r.genre === app.primaryGenreId);
    const figures = (await appDayFigures(t.handle.db, { country: 'cn', appIds: [app.appId], day: yesterday }))(
      app.appId,
    );
    expect(ios).toMatchObject({
      trackId: String(app.appId),
      trackName: app.name,
      bangAll: { rank: app.rank, rankChange: app.change, genreName: '总榜' },
      yesterdayDownloads: figures.downloads,
      keywordCoverAll: figures.coverage!.total,
      keywordCoverTop3: figures.coverage!.top3,
      priceStr: '免费',
      status: 1,
    });
    expect(ios.bangGenre?.rank ?? null).toBe(genreRank?.rank ?? null);
    expect(ios.platformList).toContain('ios');
    expect(ios.countryList).toContain('cn');
    expect(droid).toMatchObject({
      trackId: android.appId,
      platform: 'android',
      market: 'xiaomi',
      bangAll: { rank: android.rank, genreName: '热门榜' },
      keywordCoverAll: null,
    });
    expect(droid.marketList).toContainEqual({ appId: android.appId, code: 'xiaomi' });
  });

  it("builds an app's panel: ranks with history, coverage, downloads and rating", async () => {
    const grossing = (await chartRanking(t.handle.db, {
      country: 'cn',
      chartType: 'grossing',
      genre: 0,
      at: WORLD_NOW,
    }))!;
    const app = grossing.entries[0]!;
    const res = (await get(`/v1/temple/appDetail?appId=${app.appId}&market=ios&country=cn`, false)).json();
    expect(res.code).toBe(0);
    const panel = res.data;
    expect(panel.detailModule.detail).toMatchObject({
      trackId: String(app.appId),
      trackName: app.name,
      platform: 'ios',
      downloadUrl: `https://apps.apple.com/cn/app/id${app.appId}`,
    });
    expect(panel.detailModule.detail.qrcodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(panel.rankModule.appGenres).toContainEqual({
      genreName: '畅销·总榜',
      ranking: app.rank,
      rankChange: app.change,
    });
    const coverage = (
      await appCoverageSeries(t.handle.db, {
        country: 'cn',
        appId: app.appId,
        from: formatDate(new Date(WORLD_NOW.getTime() - 7 * DAY_MS)),
        to: formatDate(WORLD_NOW),
      })
    ).at(-1)!;
    expect(panel.keywordCoverModule.summary).toEqual({
      total: { total: coverage.total.total, diff: coverage.total.diff },
      top3: { total: coverage.top3.total, diff: coverage.top3.diff },
    });
    const figures = (await appDayFigures(t.handle.db, { country: 'cn', appIds: [app.appId], day: yesterday }))(
      app.appId,
    );
    expect(panel.downLoadsModule.downloadsYesterday).toBe(figures.downloads);
    expect(panel.downLoadsModule.downloadsSeven).toBeGreaterThan(0);
    expect(panel.ratingModule.stars.map((s: { star: number }) => s.star)).toEqual([5, 4, 3, 2, 1]);

    // A followed app's panel needs a login; an unknown app is a clear refusal.
    expect((await get(`/v1/user/userAppDetailDeep?appId=${app.appId}&market=ios&country=cn`, false)).json().code).toBe(
      401,
    );
    expect(
      (await get(`/v1/user/userAppDetailDeep?appId=${app.appId}&market=ios&country=cn&followId=1`)).json().code,
    ).toBe(0);
    expect((await get('/v1/temple/appDetail?appId=999999999&market=ios&country=cn', false)).json()).toMatchObject({
      code: 400,
      msg: '应用不存在或不在该国家/市场',
    });
    expect((await get('/v1/temple/appDetail?appId=abc%3Cscript%3E&market=ios', false)).json().msg).toBe(
      '应用ID格式不正确',
    );
  });

  it("builds an Android app's panel from its market", async () => {
    const hot = (await androidRanking(t.handle.db, { market: 'huawei', chartType: 'hot', at: WORLD_NOW }))!;
    const app = hot.entries[0]!;
    const panel = (await get(`/v1/temple/appDetail?appId=${encodeURIComponent(app.appId)}&market=huawei`, false)).json()
      .data;
    expect(panel.detailModule.detail).toMatchObject({
      trackId: app.appId,
      trackName: app.name,
      platform: 'android',
      country: 'cn',
    });
    expect(panel.rankModule.appGenres).toContainEqual({
      genreName: '热门榜',
      ranking: app.rank,
      rankChange: app.change,
    });
    expect(panel.keywordCoverModule.summary).toBeNull();
  });

  it('keeps apply-to-link-app requests, refusing bad ones, and tells the user', async () => {
    const apply = (fields: Record<string, string>, withCookie = true) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/applyLinkApp',
        headers: { ...FORM_HEADERS, ...(withCookie ? { cookie } : {}) },
        payload: form(fields),
      });
    const free = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    const appId = String(free.entries[0]!.appId);
    const urls = JSON.stringify([
      { code: 'xiaomi', url: 'https://app.mi.com/details?id=com.example' },
      { code: 'oppo', url: '' },
    ]);
    expect((await apply({ appId, urlList: urls }, false)).json().code).toBe(401);
    expect((await apply({ appId, urlList: 'nope' })).json().msg).toBe('应用地址格式不正确');
    expect((await apply({ appId, urlList: JSON.stringify([{ code: 'oppo', url: ' ' }]) })).json().msg).toBe(
      '请至少填写一个应用地址',
    );
    expect((await apply({ appId, urlList: JSON.stringify([{ code: 'nokia', url: 'x' }]) })).json().msg).toBe(
      '不支持的应用市场',
    );
    expect((await apply({ appId: '999999999', urlList: urls })).json().msg).toBe('应用不存在或不在该国家/市场');
    expect((await t.handle.db.selectFrom('link_app_requests').selectAll().execute()).length).toBe(0);
    expect((await apply({ appId, urlList: urls })).json()).toEqual({ code: 0, msg: 'success', data: null });
    const [row] = await t.handle.db.selectFrom('link_app_requests').selectAll().execute();
    expect(row).toMatchObject({
      app_id: appId,
      market: 'ios',
      status: 'pending',
      url_list: [{ code: 'xiaomi', url: 'https://app.mi.com/details?id=com.example' }],
    });
    // The message centre says it was received, naming the app; the refused requests left no notice.
    const notices = (await get('/v1/message/list?kind=link-app')).json().data.list;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'link-app', title: '已收到您的关联申请', link: null, read: false });
    expect(notices[0].body).toContain(`您为「${free.entries[0]!.name}」提交的关联应用申请已收到`);
    // An Android app's request names the app as its market lists it.
    const hot = (await androidRanking(t.handle.db, { market: 'xiaomi', chartType: 'hot', at: WORLD_NOW }))!;
    const android = hot.entries[0]!;
    const iosUrl = JSON.stringify([{ code: 'ios', url: 'https://apps.apple.com/cn/app/id1' }]);
    expect((await apply({ appId: android.appId, market: 'xiaomi', urlList: iosUrl })).json().code).toBe(0);
    const [newest] = (await get('/v1/message/list?kind=link-app')).json().data.list;
    expect(newest.body).toContain(`您为「${android.name}」提交的关联应用申请已收到`);
  });
});
