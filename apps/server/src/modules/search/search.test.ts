import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAROUSEL_ICONS_PER_ROW, CAROUSEL_ROWS, HOT_SEARCH_LIMITS, SUGGESTION_LIMITS } from '@bangyan/contract';
import {
  appSuggestions,
  chartRanking,
  companySuggestions,
  hotCompanies,
  hotKeywords,
  keywordSuggestions,
} from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { searchSuite } from '../../../test/search.ts';

describe.each(testDatabaseKinds())('search box on %s', (kind) => {
  const { world, get, suggest, labels, hottest } = searchSuite(kind);
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

  it('suggests keywords for a one-character Chinese prefix: prefix matches first, each group by heat', async () => {
    const first = [...(await hottest())[0]!][0]!;
    const { kw, app, company, history } = await suggest({ keyword: first, country: 'cn' });
    expect(kw.length).toBeGreaterThan(0);
    expect(kw.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.kw);
    expect(labels(kw)).toEqual(
      (
        await keywordSuggestions(t.handle.db, {
          country: 'cn',
          text: first,
          at: WORLD_NOW,
          limit: SUGGESTION_LIMITS.kw,
        })
      ).map((k) => k.term),
    );
    expect(kw.every((k) => k.label.includes(first) && k.type === 'kw')).toBe(true);
    // Prefix matches before the others; within each, hotter first.
    const starts = kw.map((k) => k.label.startsWith(first));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    for (let i = 1; i < kw.length; i++) {
      if (starts[i] === starts[i - 1]) expect(kw[i - 1]!.heat ?? 0).toBeGreaterThanOrEqual(kw[i]!.heat ?? 0);
    }
    expect(app.every((a) => a.label.includes(first))).toBe(true);
    expect(app.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.app);
    expect(company.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.company);
    expect(history).toEqual([]);
  });

  it('suggests for a two-character Chinese text anywhere in keywords and app names', async () => {
    const word = (await hottest()).find((w) => [...w].length >= 3)!;
    const two = [...word].slice(1, 3).join('');
    const { kw, app } = await suggest({ keyword: two });
    expect(kw.length).toBeGreaterThan(0);
    expect(kw.every((k) => k.label.includes(two))).toBe(true);
    const apps = await appSuggestions(t.handle.db, { platform: 'ios', country: 'cn' }, two, SUGGESTION_LIMITS.app);
    expect(app).toEqual(
      apps.map((a) => ({ id: a.appId, label: a.name, logo: a.iconUrl, developer: a.developer, type: 'subject' })),
    );
  });

  it('suggests apps and companies for Latin text, case-insensitively', async () => {
    const { app } = await suggest({ keyword: 'PRO' });
    expect(app.length).toBeGreaterThan(0);
    expect(app.every((a) => a.label.toLowerCase().includes('pro'))).toBe(true);
    expect(app[0]!.logo).toMatch(/^\/media\/sim\/icons\/\d+\.svg$/);
  });

  it('answers an app id with that app', async () => {
    const row = await t.handle.db
      .selectFrom('market_apps')
      .select(['app_id', 'name', 'icon_url'])
      .where('country', '=', 'cn')
      .orderBy('rating_count', 'desc')
      .executeTakeFirstOrThrow();
    const { app } = await suggest({ keyword: String(row.app_id) });
    expect(app[0]).toMatchObject({ id: String(row.app_id), label: row.name, logo: row.icon_url, type: 'id' });
  });

  it('finds a developer by part of its English or Chinese name', async () => {
    const dev = await t.handle.db
      .selectFrom('market_apps')
      .select(['developer_id', 'developer_name', 'seller_name'])
      .where('country', '=', 'cn')
      .where(sql<boolean>`developer_name ~ '^[A-Za-z]+ [A-Za-z]' AND seller_name ~ '有限公司$'`)
      .orderBy('rating_count', 'desc')
      .executeTakeFirstOrThrow();
    const english = dev.developer_name.split(' ')[0]!.toLowerCase();
    const byEnglish = await suggest({ keyword: english });
    expect(byEnglish.company).toEqual(
      (await companySuggestions(t.handle.db, { country: 'cn', text: english, limit: SUGGESTION_LIMITS.company })).map(
        (c) => ({ id: c.developerId, label: c.name, alias: c.alias, type: 'developer' }),
      ),
    );
    expect(byEnglish.company.map((c) => c.id)).toContain(String(dev.developer_id));
    const chinese = [...dev.seller_name].slice(0, 4).join('');
    const byChinese = await suggest({ keyword: chinese });
    expect(byChinese.company.find((c) => c.id === String(dev.developer_id))).toMatchObject({
      label: dev.seller_name,
      type: 'developer',
    });
  });

  it("suggests an Android market's apps with China's keywords", async () => {
    const row = await t.handle.db
      .selectFrom('android_apps')
      .select(['app_id', 'name'])
      .where('market', '=', 'vivo')
      .orderBy('app_id')
      .executeTakeFirstOrThrow();
    const first = [...row.name][0]!;
    const { app, kw } = await suggest({ keyword: first, platform: 'android', market: 'vivo', country: 'us' });
    expect(app.length).toBeGreaterThan(0);
    const vivo = new Set(
      (await t.handle.db.selectFrom('android_apps').select('app_id').where('market', '=', 'vivo').execute()).map(
        (r) => r.app_id,
      ),
    );
    expect(app.every((a) => vivo.has(a.id) && a.label.includes(first))).toBe(true);
    expect(labels(kw)).toEqual(
      (
        await keywordSuggestions(t.handle.db, {
          country: 'cn',
          text: first,
          at: WORLD_NOW,
          limit: SUGGESTION_LIMITS.kw,
        })
      ).map((k) => k.term),
    );
    const byPackage = await suggest({ keyword: row.app_id, platform: 'android', market: 'vivo' });
    expect(byPackage.app[0]).toMatchObject({ id: row.app_id, label: row.name, type: 'id' });
  });

  it("means the app a query names: the #1 free app's name opens its apps in the suggestions and the search page alike", async () => {
    const free = await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW });
    const top = free!.entries[0]!;
    const tracked = await sql<{ n: string }>`
      SELECT count(*) AS n FROM keywords WHERE country = 'cn' AND term = ${top.name}`.execute(t.handle.db);
    expect(tracked.rows[0]!.n).toBe('0');
    const suggested = await suggest({ keyword: top.name, country: 'cn' });
    expect(suggested.intent).toBe('app');
    expect(suggested.app[0]).toMatchObject({ id: String(top.appId), label: top.name });
    const page = (await get('/v1/search/index', { keyword: top.name, country: 'cn' })).data;
    expect(page).toMatchObject({ info: null, intent: 'app' });
    expect(page.namedApp).toMatchObject({ appId: String(top.appId), trackName: top.name });
    expect(page.apps[0].appId).toBe(String(top.appId));

    // A tracked keyword stays a keyword in both, whatever apps it finds; text that finds nothing too.
    const hot = (await hottest())[0]!;
    expect((await suggest({ keyword: hot })).intent).toBe('kw');
    expect((await get('/v1/search/index', { keyword: hot })).data.intent).toBe('kw');
    expect((await suggest({ keyword: '没有这个词' })).intent).toBe('kw');
    expect((await get('/v1/search/index', { keyword: '没有这个词' })).data).toMatchObject({
      intent: 'kw',
      namedApp: null,
    });
  });

  it('answers bad input with a clear message, and SQL or script text with nothing found', async () => {
    const bad = async (params: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/search/suggestionPC?${new URLSearchParams(params)}` });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect(await bad({ keyword: '消', country: 'xx' })).toEqual({ code: 400, msg: '不支持的国家或地区', data: null });
    expect((await bad({ keyword: '消', platform: 'symbian' })).msg).toBe('平台只能是 ios 或 android');
    expect((await bad({ keyword: '消', platform: 'android', market: 'nokia' })).msg).toBe('不支持的应用市场');
    expect((await bad({ keyword: '消'.repeat(101) })).msg).toBe('关键词不能超过100个字符');
    expect((await bad({ keyword: '消', from: 'elsewhere' })).msg).toBe('来源只能是 input 或 history');
    const twice = await t.app.inject({ method: 'GET', url: '/v1/search/suggestionPC?keyword=a&keyword=b' });
    expect(twice.json()).toMatchObject({ code: 400, msg: '关键词格式不正确' });
    // A character no text column can hold is refused by the one rule every field follows.
    expect((await bad({ keyword: '\u0000\u0001' })).msg).toBe('参数keyword包含无效字符');

    const nothing = { intent: 'kw', kw: [], app: [], company: [], history: [] };
    for (const keyword of [
      "'; DROP TABLE keywords; --",
      '<script>alert(1)</script>',
      '%%%',
      '\u0001\u007f',
      '消'.repeat(100),
    ]) {
      expect(await suggest({ keyword })).toEqual(nothing);
    }
    expect(
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM keywords`.execute(t.handle.db)).rows[0]!.n),
    ).toBeGreaterThan(0);
  });

  it("gives the hot-search line: the day's hottest keywords and the most charted companies", async () => {
    const res = await get('/v1/temple/getIndexHotSearch', {});
    expect(res.code).toBe(0);
    const { kw, company } = res.data.list;
    expect(kw).toEqual(
      (await hotKeywords(t.handle.db, { country: 'cn', at: WORLD_NOW, limit: HOT_SEARCH_LIMITS.kw })).map((k) => ({
        label: k.term,
        heat: k.heat,
      })),
    );
    expect(kw).toHaveLength(HOT_SEARCH_LIMITS.kw);
    expect(labels(kw)).toEqual((await hottest()).slice(0, HOT_SEARCH_LIMITS.kw));
    expect(company).toEqual(
      (await hotCompanies(t.handle.db, { country: 'cn', at: WORLD_NOW, limit: HOT_SEARCH_LIMITS.company })).map(
        (c) => ({ id: c.developerId, label: c.name }),
      ),
    );
    expect(company).toHaveLength(HOT_SEARCH_LIMITS.company);
    // A storefront the engine has not collected has nothing to show; an unknown one is refused.
    expect((await get('/v1/temple/getIndexHotSearch', { country: 'jp' })).data).toEqual({
      list: { kw: [], company: [] },
    });
    expect((await get('/v1/temple/getIndexHotSearch', { country: 'zz' })).msg).toBe('不支持的国家或地区');
  });

  it('gives the banner three icon rows from the latest free, grossing and paid charts, no app twice', async () => {
    const res = await get('/v1/temple/carouselIcon', {});
    const rows: { appId: string; trackName: string; artworkUrl60: string }[][] = res.data.list;
    expect(rows).toHaveLength(CAROUSEL_ROWS);
    const free = await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW });
    expect(rows[0]!.slice(0, 3)).toEqual(
      free!.entries.slice(0, 3).map((e) => ({ appId: String(e.appId), trackName: e.name, artworkUrl60: e.iconUrl })),
    );
    for (const row of rows) {
      expect(row.length).toBeGreaterThan(0);
      expect(row.length).toBeLessThanOrEqual(CAROUSEL_ICONS_PER_ROW);
    }
    const ids = rows.flat().map((i) => i.appId);
    expect(new Set(ids).size).toBe(ids.length);
    // A storefront whose charts are not collected (CHART_COUNTRIES) has none.
    expect((await get('/v1/temple/carouselIcon', { country: 'fr' })).data.list).toEqual([[], [], []]);
    expect((await get('/v1/temple/carouselIcon', { country: 'jp' })).data.list[0].length).toBeGreaterThan(0);
  });
});
