/**
 * Home's sections in page order: each section's element id (the anchor menu's targets and
 * `/#<id>` links), its title, and the height its place is held at while its code loads (about its
 * height with data at the page's fixed content width), so the page below does not jump when it
 * arrives (no layout shift).
 */
export const HOME_SECTIONS = {
  games: { id: 'games', title: '游戏推广榜', minHeight: 403 },
  follows: { id: 'my-follows', title: '我关注的应用', minHeight: 696 },
  monitor: { id: 'monitor', title: '今日App Store监控', minHeight: 643 },
  rankings: { id: 'rankings', title: 'iOS实时排行榜', minHeight: 731 },
  hotSearch: { id: 'hot-search', title: 'iOS实时热搜', minHeight: 586 },
  monthly: { id: 'monthly', title: '月度下载与收入榜', minHeight: 453 },
  articles: { id: 'articles', title: '精选文章', minHeight: 474 },
  testimonials: { id: 'testimonials', title: '行业大咖说', minHeight: 559 },
} as const;

/** The ad carousel between the followed apps and the monitoring, which is not a titled section. */
export const AD_CAROUSEL_MIN_HEIGHT = 120;

export type HomeSectionKey = keyof typeof HOME_SECTIONS;
