import { describe, expect, it } from 'vitest';
import { ANDROID_APP_PAGES, COMPANY_PAGES, IOS_APP_PAGES } from '../constants/detailPages.ts';
import { HOME_TITLE, SITE_DESCRIPTION } from '../constants/pageNames.ts';
import { ACCOUNT_LINK_GROUPS, FOOTER_COLUMNS, MONITOR_MENU, RANKING_MENU } from '../constants/site.ts';
import { pageApp, pageMeta } from './pageMeta.ts';

const meta = (url: string, appName?: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return pageMeta(pathname, searchParams, appName);
};

describe('pageMeta', () => {
  it("gives Home, its second address and any unknown path the site's title and description", () => {
    for (const url of ['/', '/new', '/new/', '/no/such/page', '/new/apps', '/blogs']) {
      expect(meta(url)).toEqual({ title: HOME_TITLE, description: SITE_DESCRIPTION });
    }
    expect(HOME_TITLE).toBe('榜眼 - 移动应用数据分析与关键词营销平台');
  });

  it('names every page of the menus, the footer and the account centre by its label', () => {
    const links = [
      ...RANKING_MENU.links,
      ...MONITOR_MENU.links,
      ...COMPANY_PAGES,
      ...ACCOUNT_LINK_GROUPS.flatMap((g) => g.links),
      ...FOOTER_COLUMNS.flatMap((c) => c.links).filter((l) => !l.path.includes('#') && !l.path.includes('/search/')),
    ];
    for (const l of links) expect(meta(l.path).title, l.path).toBe(`${l.label} - 榜眼`);
    expect(meta('/new/ranking/index?country=us&genre=6014')).toEqual({
      title: '实时排行榜 - 榜眼',
      description: expect.stringContaining('实时排行榜：App Store'),
    });
    expect(meta('/new/bang/delist').description).toContain('下架');
    expect(meta('/user/info').description).toContain('个人中心');
  });

  it("gives every route of the web app's table (apps/web/src/routes.tsx) but Home a title of its own", () => {
    const routes = [
      ...['/admin', '/admin/login', '/admin/content/blog', '/404', '/unsubscribe', '/frequentOperation'],
      ...['/blog', '/blog/1.html', '/yunyingquan', '/yunyingquan/1.html', '/brand', '/brand/about'],
      ...['/new/about', '/new/events/detail', '/new/service/api', '/new/test', '/grow/create/app_id/1', '/vip/index'],
      ...['login', 'register', 'forget', 'agreement', 'privacy', 'wechatbindaccount'].map((p) => `/new/user/${p}`),
      ...['info', 'password', 'apps', 'appKeywords', 'keywords', 'wechatMonitor', 'alerts', 'message', 'orders']
        .concat(['updateLog', 'deliveries'])
        .map((p) => `/user/${p}`),
      ...['delist', 'clearlist', 'clearbanglist', 'booklist', 'BangRelease', 'week'].map((p) => `/new/bang/${p}`),
      ...['index', 'oversea', 'screenshot', 'androidindex', 'vsbang', 'seven_day', 'summary', 'vshow', 'hegemony']
        .concat(['hotartist', 'hotindustry', 'globalranking', 'featured', 'overview', 'RankHotApp', 'RankTop'])
        .map((p) => `/new/ranking/${p}`),
      ...['/new/aso/hotsearch', '/new/aso/keywordrank', '/new/keyword/coverrank'],
      ...['overview', 'app', 'developer'].map((p) => `/new/company/${p}`),
      ...['index', 'vs', 'summary30', 'android'].map((p) => `/new/search/${p}`),
      ...['/new/apps/subscribedetail', ...IOS_APP_PAGES.map((p) => p.path), ...ANDROID_APP_PAGES.map((p) => p.path)],
    ];
    for (const path of routes) expect(meta(path).title, path).toMatch(/^[^-]+( - [^-]+)? - 榜眼$/);
    for (const path of routes) expect(meta(path).title, path).not.toBe(HOME_TITLE);
  });

  it('reads a path as the router does: any case, a trailing slash, the pages shown under other addresses', () => {
    expect(meta('/new/bang/bangrelease').title).toBe('新品监控 - 榜眼');
    expect(meta('/new/ranking/summary/').title).toBe('榜单汇总 - 榜眼');
    expect(meta('/new/ranking/oversea').title).toBe('实时排行榜 - 榜眼');
    expect(meta('/user').title).toBe('个人资料 - 榜眼');
  });

  it('names the pages no menu names, articles and posts by their list, the console as one page', () => {
    expect(meta('/new/user/login').title).toBe('登录 - 榜眼');
    expect(meta('/new/user/forget').title).toBe('找回密码 - 榜眼');
    expect(meta('/new/user/agreement').title).toBe('用户协议 - 榜眼');
    expect(meta('/vip/index')).toEqual({ title: 'VIP特权 - 榜眼', description: SITE_DESCRIPTION });
    expect(meta('/404').title).toBe('找不到您要的页面 - 榜眼');
    expect(meta('/brand').title).toBe('品牌 - 榜眼');
    expect(meta('/blog/12.html').title).toBe('运营博客 - 榜眼');
    expect(meta('/yunyingquan/3.html').title).toBe('运营圈 - 榜眼');
    expect(meta('/grow/create/app_id/414478124').title).toBe('创建 ASO 投放需求 - 榜眼');
    expect(meta('/admin/users').title).toBe('运营后台 - 榜眼');
  });

  it("titles a keyword page with its keyword, by Search's tab", () => {
    expect(meta('/new/search/index?keyword=微信&country=cn')).toEqual({
      title: '关键词：微信 - 榜眼',
      description: '「微信」在 App Store 的搜索结果、热度、排名变化与相关关键词。',
    });
    expect(meta('/new/search/index?keyword=微信&dataType=app').title).toBe('应用搜索：微信 - 榜眼');
    expect(meta('/new/search/index?keyword=腾讯&dataType=company').title).toBe('公司搜索：腾讯 - 榜眼');
    expect(meta('/new/search/vs?keyword=微信').title).toBe('搜索结果对比：微信 - 榜眼');
    expect(meta('/new/search/summary30?keyword=微信').title).toBe('30天概况：微信 - 榜眼');
    expect(meta('/new/apps/subscribedetail?keyword=微信').title).toBe('关键词监控：微信 - 榜眼');
    const android = meta('/new/search/android?keyword=微信&market=xiaomi');
    expect(android.title).toBe('安卓关键词：微信 - 榜眼');
    expect(android.description).toContain('安卓应用市场');
  });

  it('reads the keyword as the pages do: trimmed, without control characters, none past the length cap', () => {
    expect(meta(`/new/search/index?keyword=${encodeURIComponent('  微信\n\t读书 ')}`).title).toBe(
      '关键词：微信 读书 - 榜眼',
    );
    for (const keyword of ['', '   ', 'x'.repeat(101)]) {
      expect(meta(`/new/search/index?keyword=${keyword}`).title).toBe('关键词搜索 - 榜眼');
    }
    expect(meta('/new/search/android').title).toBe('安卓关键词搜索 - 榜眼');
    expect(meta('/new/search/vs').title).toBe('搜索结果对比 - 榜眼');
    // Markup stays text here; whoever writes it into HTML escapes it.
    expect(meta('/new/search/index?keyword=<b>x</b>').title).toBe('关键词：<b>x</b> - 榜眼');
  });

  it("titles an app page with its tab, and the app's name when known", () => {
    for (const p of [...IOS_APP_PAGES, ...ANDROID_APP_PAGES]) {
      expect(meta(`${p.path}?appId=1`).title, p.path).toBe(`${p.label} - 榜眼`);
    }
    expect(meta('/new/apps/baseinfo?appId=414478124', '微信')).toEqual({
      title: '微信 - 基本信息 - 榜眼',
      description: expect.stringMatching(/^微信的基本信息：App Store/),
    });
    expect(meta('/new/android/download?appId=com.tencent.mm', ' 微信\n')).toMatchObject({
      title: '微信 - 下载量 - 榜眼',
      description: expect.stringContaining('安卓应用市场'),
    });
    expect(meta('/new/apps/view', '   ').title).toBe('排名趋势 - 榜眼');
  });
});

describe('pageApp', () => {
  const app = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    return pageApp(pathname, searchParams);
  };

  it("names an app page's app and its storefront or market, the defaults for invalid ones", () => {
    expect(app('/new/apps/view?appId=414478124&country=us')).toEqual({
      platform: 'ios',
      appId: '414478124',
      country: 'us',
    });
    expect(app('/new/apps/competitorinfo?appId=414478124&country=zz')).toEqual({
      platform: 'ios',
      appId: '414478124',
      country: 'cn',
    });
    expect(app('/new/android/baseinfo?appId=com.tencent.mm&market=huawei')).toEqual({
      platform: 'android',
      appId: 'com.tencent.mm',
      market: 'huawei',
    });
    expect(app('/new/android/baseinfo?appId=com.tencent.mm&market=nowhere')).toMatchObject({ market: 'xiaomi' });
  });

  it('is null without a valid app, or off the app pages', () => {
    for (const url of [
      '/new/apps/view',
      '/new/apps/view?appId=abc',
      '/new/apps/view?appId=1234567890123',
      '/new/android/baseinfo?appId=com/evil',
      '/new/ranking/index?appId=414478124',
      '/new/apps/subscribedetail?appId=414478124',
    ]) {
      expect(app(url), url).toBeNull();
    }
  });
});
