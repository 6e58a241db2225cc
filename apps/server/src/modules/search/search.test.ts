import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAROUSEL_ICONS_PER_ROW,
  CAROUSEL_ROWS,
  HOT_SEARCH_LIMITS,
  SEARCH_HISTORY_LIMIT,
  SUGGESTION_LIMITS,
  type Suggestions,
} from '@bangyan/contract';
import {
  appSuggestions,
  chartRanking,
  companySuggestions,
  hotCompanies,
  hotKeywords,
  keywordSuggestions,
} from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('search box on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    alice = (await registerTestUser(t, '13800002222')).cookie;
    bob = (await registerTestUser(t, '13800003333')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (path: string, params: Record<string, string>, cookie?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${path}?${new URLSearchParams(params)}`,
        headers: cookie ? { cookie } : {},
      })
    ).json();
  const suggest = async (params: Record<string, string>, cookie?: string): Promise<Suggestions> => {
    const res = await get('/v1/search/suggestionPC', params, cookie);
    expect(res.code).toBe(0);
    return res.data;
  };
  const record = async (keyword: string, cookie: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/search/addSearchHistory',
        headers: { ...FORM_HEADERS, cookie },
        payload: form({ keyword }),
      })
    ).json();
  const labels = (list: readonly { label: string }[]) => list.map((i) => i.label);

  /** The world's keywords of China by their heat on the latest day, hottest first. */
  const hottest = async () => {
    const rows = await sql<{ term: string }>`
      SELECT k.term FROM keywords k JOIN keyword_daily d ON d.keyword_id = k.keyword_id
      WHERE k.country = 'cn' AND d.day = (SELECT max(day) FROM keyword_daily) ORDER BY d.heat DESC, k.keyword_id`.execute(
      t.handle.db,
    );
    return rows.rows.map((r) => r.term);
  };

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
    expect(app[0]!.logo).toMatch(/^https:\/\//);
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

  it("keeps each user's history on the server: newest first, once per keyword, at most 20", async () => {
    expect((await record('消消乐', alice)).data.history).toEqual([{ label: '消消乐', type: 'history' }]);
    await record('  记账  ', alice);
    await record('Pro', alice);
    expect(labels((await record('消消乐', alice)).data.history)).toEqual(['消消乐', 'Pro', '记账']);
    await record('视频', bob);
    expect(labels((await suggest({ from: 'history' }, alice)).history)).toEqual(['消消乐', 'Pro', '记账']);
    // An empty keyword is history mode too.
    expect(labels((await suggest({ keyword: '  ' }, bob)).history)).toEqual(['视频']);
    // A visitor's history lives in the browser.
    expect((await suggest({ from: 'history' })).history).toEqual([]);

    for (let i = 0; i < SEARCH_HISTORY_LIMIT + 3; i++) await record(`词${i}`, bob);
    const list = labels((await suggest({ from: 'history' }, bob)).history);
    expect(list).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(list[0]).toBe(`词${SEARCH_HISTORY_LIMIT + 2}`);
    expect(list).not.toContain('视频');
  });

  it("clears one recent search, then all of them, only the user's own", async () => {
    const one = await get('/v1/search/clearSearchHistory', { keyword: 'Pro' }, alice);
    expect(one).toEqual({
      code: 0,
      msg: 'success',
      data: {
        history: [
          { label: '消消乐', type: 'history' },
          { label: '记账', type: 'history' },
        ],
      },
    });
    // Clearing a keyword that is not there changes nothing.
    expect(labels((await get('/v1/search/clearSearchHistory', { keyword: '没有搜过' }, alice)).data.history)).toEqual([
      '消消乐',
      '记账',
    ]);
    expect((await get('/v1/search/clearSearchHistory', {}, alice)).data.history).toEqual([]);
    expect((await suggest({ from: 'history' }, alice)).history).toEqual([]);
    expect((await suggest({ from: 'history' }, bob)).history).toHaveLength(SEARCH_HISTORY_LIMIT);
  });

  it('needs a login to record or clear history', async () => {
    expect((await get('/v1/search/clearSearchHistory', {})).code).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/search/addSearchHistory',
      headers: FORM_HEADERS,
      payload: form({ keyword: '消消乐' }),
    });
    expect(res.json().code).toBe(401);
    expect((await record('   ', bob)).msg).toBe('请输入关键词');
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

    const nothing = { kw: [], app: [], company: [], history: [] };
    for (const keyword of [
      "'; DROP TABLE keywords; --",
      '<script>alert(1)</script>',
      '%%%',
      '\u0000\u0001',
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
