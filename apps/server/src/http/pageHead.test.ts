import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_TITLE, SITE_DESCRIPTION } from '@bangyan/contract';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/app.ts';
import { headHtml } from './pageHead.ts';

/** The page's head as served: its title and each meta tag's content by 'name:', 'property:' or 'itemprop:' key (still escaped). */
function headOf(body: string) {
  const head = body.slice(0, body.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const meta: Record<string, string[]> = {};
  for (const m of head.matchAll(/<meta (name|property|itemprop)="([^"]+)" content="([^"]*)" \/>/g)) {
    (meta[`${m[1]}:${m[2]}`] ??= []).push(m[3]!);
  }
  const one = (key: string) => {
    expect(meta[key], key).toHaveLength(1);
    return meta[key]![0]!;
  };
  expect(titles).toHaveLength(1);
  const title = titles[0]!;
  // The share cards' copies say the same.
  expect(one('property:og:title')).toBe(title);
  expect(one('itemprop:name')).toBe(title);
  expect(one('property:og:description')).toBe(one('name:description'));
  expect(one('itemprop:description')).toBe(one('name:description'));
  expect(one('property:og:image')).toBe(one('itemprop:image'));
  expect(one('property:og:type')).toBe('website');
  expect(one('property:og:site_name')).toBe('榜眼');
  return { title, description: one('name:description'), image: one('property:og:image'), url: one('property:og:url') };
}

describe('headHtml', () => {
  it('escapes every value, the address and the picture too', () => {
    const html = headHtml({ title: '<t>', description: '"d"', url: 'http://x/?a="<>&', image: "http://x/'.png" });
    expect(html).toContain('<title>&lt;t&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot;d&quot;" />');
    expect(html).toContain('<meta property="og:url" content="http://x/?a=&quot;&lt;&gt;&amp;" />');
    expect(html).toContain('<meta itemprop="image" content="http://x/&#39;.png" />');
  });
});

describe.each(testDatabaseKinds())('page heads in index.html on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  let site: string;
  let app: { appId: string; name: string; icon: string };
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('id="bangyan-config"');
    expect(res.body).toMatch(/<meta charset="UTF-8" \/><title>.*\n<script type="module"/);
    return headOf(res.body);
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bangyan-web-'));
    mkdirSync(join(dist, 'assets'));
    // The built index.html's own title and description give way to each page's, written at its comment.
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>榜眼</title><meta name="description" content="模板" />' +
        '<!-- page head: written per request -->\n<script type="module" src="/assets/index.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    t = await createTestApp(kind, { WEB_DIST: dist }, { world: true });
    site = t.config.siteUrl;
    const row = await t.handle.db
      .selectFrom('market_apps')
      .select(['app_id', 'name', 'icon_url'])
      .where('country', '=', 'cn')
      .where('icon_url', '!=', '')
      .orderBy('app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    app = { appId: row.app_id, name: row.name, icon: row.icon_url };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("gives Home the site's title and description, and the logo as its picture", async () => {
    for (const url of ['/', '/new']) {
      const head = await page(url);
      expect(head).toEqual({
        title: HOME_TITLE,
        description: SITE_DESCRIPTION,
        image: `${site}/share-logo.png`,
        url: `${site}${url}`,
      });
    }
  });

  it('gives a ranking page its name and its own address, query and all', async () => {
    const head = await page('/new/ranking/index?country=us&genre=6014');
    expect(head.title).toBe('实时排行榜 - 榜眼');
    expect(head.description).toContain('实时排行榜：');
    expect(head.url).toBe(`${site}/new/ranking/index?country=us&amp;genre=6014`);
    expect(head.image).toBe(`${site}/share-logo.png`);
  });

  it('titles a search page with its keyword, markup in it escaped', async () => {
    expect((await page(`/new/search/index?keyword=${encodeURIComponent('微信')}&country=cn`)).title).toBe(
      '关键词：微信 - 榜眼',
    );
    const attack = '"><script>alert(1)</script>&';
    const res = await t.app.inject({ method: 'GET', url: `/new/search/index?keyword=${encodeURIComponent(attack)}` });
    expect(res.body).not.toContain('<script>alert');
    const head = headOf(res.body);
    expect(head.title).toBe('关键词：&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp; - 榜眼');
    expect(head.description).toContain('「&quot;&gt;&lt;script&gt;');
    const vs = await t.app.inject({ method: 'GET', url: '/new/search/vs?keyword="><svg/onload=alert(1)>' });
    expect(vs.body).not.toContain('<svg/onload');
    expect(headOf(vs.body).title).toBe('搜索结果对比：&quot;&gt;&lt;svg/onload=alert(1)&gt; - 榜眼');
    // A keyword past the length cap is no keyword (as the page reads it).
    expect((await page(`/new/search/index?keyword=${'x'.repeat(101)}`)).title).toBe('关键词搜索 - 榜眼');
  });

  it("names an iOS app page's app and shows its icon, an absolute address", async () => {
    const head = await page(`/new/apps/baseinfo?appId=${app.appId}&country=cn`);
    expect(head.title).toBe(`${app.name} - 基本信息 - 榜眼`);
    expect(head.description).toContain(`${app.name}的基本信息：`);
    expect(head.image).toBe(new URL(app.icon, site).href);
    // The default storefront is China's, as on the page.
    expect((await page(`/new/apps/view?appId=${app.appId}`)).title).toBe(`${app.name} - 排名趋势 - 榜眼`);
  });

  it("escapes an app's name from the store", async () => {
    const rename = (name: string) =>
      t.handle.db
        .updateTable('market_apps')
        .set({ name })
        .where('app_id', '=', app.appId)
        .where('country', '=', 'cn')
        .execute();
    await rename('A&B <i>"x"</i>');
    try {
      const head = await page(`/new/apps/review?appId=${app.appId}`);
      expect(head.title).toBe('A&amp;B &lt;i&gt;&quot;x&quot;&lt;/i&gt; - 评论分析 - 榜眼');
    } finally {
      await rename(app.name);
    }
  });

  it("names an Android app page's app in its market", async () => {
    const row = await t.handle.db
      .selectFrom('android_apps')
      .select(['market', 'app_id', 'name', 'icon_url'])
      .orderBy('market')
      .orderBy('app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const head = await page(`/new/android/download?appId=${row.app_id}&market=${row.market}`);
    expect(head.title).toBe(`${row.name} - 下载量 - 榜眼`);
    expect(head.image).toBe(new URL(row.icon_url, site).href);
  });

  it("gives an unknown app, or an app page without one, the tab's generic head", async () => {
    for (const url of ['/new/apps/baseinfo?appId=1', `/new/apps/baseinfo?appId=${app.appId}&country=fr`]) {
      const head = await page(url);
      expect(head.title).toBe('基本信息 - 榜眼');
      expect(head.image).toBe(`${site}/share-logo.png`);
    }
    expect((await page('/new/apps/baseinfo?appId=abc')).title).toBe('基本信息 - 榜眼');
    expect((await page('/new/android/baseinfo?appId=no.such.package')).title).toBe('基本信息 - 榜眼');
  });

  it("gives an unknown path the site's head", async () => {
    expect((await page('/some/unknown/page')).title).toBe(HOME_TITLE);
  });
});
