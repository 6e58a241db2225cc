import { describe, it, expect } from 'vitest';
import { DATA_SOURCE_NOTE, FOOTER_COLUMNS, MONITOR_MENU, RANKING_DROPDOWN, RANKING_MENU, SITE_SLOGAN } from './site.ts';

/** Route paths from the spec's route table (2.1) that the menus may point at. */
const SPEC_ROUTES = new Set([
  '/new/search/index',
  '/new/asa',
  '/new/asa/service',
  '/new/service/api',
  '/new/about',
  '/new/user/agreement',
  '/new/user/privacy',
  '/blog',
  '/yunyingquan',
  ...[
    'index',
    'vsbang',
    'seven_day',
    'summary',
    'vshow',
    'featured',
    'hotartist',
    'hotindustry',
    'globalranking',
    'hegemony',
    'overview',
    'androidindex',
    'screenshot',
    'RankHotApp',
    'RankTop',
  ].map((p) => `/new/ranking/${p}`),
  '/new/aso/hotsearch',
  '/new/aso/keywordrank',
  '/new/keyword/coverrank',
  ...['week', 'delist', 'clearlist', 'clearbanglist', 'booklist', 'BangRelease'].map((p) => `/new/bang/${p}`),
]);

describe('ranking dropdown (spec 2.3)', () => {
  it('has the ranking column then the monitoring column', () => {
    expect(RANKING_DROPDOWN.map((c) => c.title)).toEqual(['榜单', '监控']);
    expect(RANKING_DROPDOWN).toEqual([RANKING_MENU, MONITOR_MENU]);
  });

  it('links every ranking and monitor route of the spec exactly once', () => {
    const paths = RANKING_DROPDOWN.flatMap((c) => c.links.map((l) => l.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(24);
    for (const p of paths) expect(SPEC_ROUTES.has(p), p).toBe(true);
    expect(RANKING_MENU.links[0]).toEqual({ label: '实时排行榜', path: '/new/ranking/index' });
    expect(MONITOR_MENU.links.map((l) => l.label)).toEqual([
      '下架监控',
      '清词监控',
      '清榜监控',
      '预订监控',
      '新品监控',
      '本周动态',
    ]);
  });
});

describe('footer (spec 1)', () => {
  it('has the product, service and about columns', () => {
    expect(FOOTER_COLUMNS.map((c) => c.title)).toEqual(['产品', '服务', '关于']);
  });

  it('points every link at a spec route (the blog and 运营圈 among them, spec 2.2)', () => {
    for (const link of FOOTER_COLUMNS.flatMap((c) => c.links)) {
      expect(SPEC_ROUTES.has(link.path.split('#')[0]!), link.path).toBe(true);
    }
  });

  it('has a slogan and the public-data note', () => {
    expect(SITE_SLOGAN).toBe('专业的移动应用数据分析平台');
    expect(DATA_SOURCE_NOTE.startsWith('本站数据均来自公开渠道')).toBe(true);
  });
});
