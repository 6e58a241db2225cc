/**
 * Home's sections in page order: each section's element id (the anchor menu's targets and
 * `/#<id>` links) and its title. Sections render with `HomeSection`, which sets the id.
 */
export const HOME_SECTIONS = {
  games: { id: 'games', title: '游戏推广榜' },
  follows: { id: 'my-follows', title: '我关注的应用' },
  monitor: { id: 'monitor', title: '今日App Store监控' },
  rankings: { id: 'rankings', title: 'iOS实时排行榜' },
  hotSearch: { id: 'hot-search', title: 'iOS实时热搜' },
  monthly: { id: 'monthly', title: '月度下载与收入榜' },
  articles: { id: 'articles', title: '精选文章' },
  testimonials: { id: 'testimonials', title: '行业大咖说' },
} as const;

export type HomeSectionKey = keyof typeof HOME_SECTIONS;
