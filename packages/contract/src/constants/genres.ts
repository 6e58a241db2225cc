/**
 * App Store genres (spec 2.4, 9). Ids are Apple's; names are the ones the China storefront shows.
 * 5000 is not Apple's: it is the product's "all apps except games" chart used by Home tabs.
 */
export type GenreKind = 'all' | 'app' | 'game';

export interface Genre {
  id: number;
  name: string;
  kind: GenreKind;
}

export const GENRE_ALL = 0;
/** Apple's own root id; its charts are the same overall charts as id 0. */
export const GENRE_APP_STORE_ROOT = 36;

/** The genre a chart is stored under: Apple's root genre 36 names the same overall charts as 0. */
export const chartGenre = (genre: number): number => (genre === GENRE_APP_STORE_ROOT ? GENRE_ALL : genre);
export const GENRE_APPS = 5000;
export const GENRE_GAMES = 6014;

export const GENRES: readonly Genre[] = [
  { id: GENRE_ALL, name: '总榜', kind: 'all' },
  { id: GENRE_APP_STORE_ROOT, name: '全部', kind: 'all' },
  { id: GENRE_APPS, name: '应用', kind: 'app' },
  { id: 6000, name: '商务', kind: 'app' },
  { id: 6001, name: '天气', kind: 'app' },
  { id: 6002, name: '工具', kind: 'app' },
  { id: 6003, name: '旅游', kind: 'app' },
  { id: 6004, name: '体育', kind: 'app' },
  { id: 6005, name: '社交', kind: 'app' },
  { id: 6006, name: '参考', kind: 'app' },
  { id: 6007, name: '效率', kind: 'app' },
  { id: 6008, name: '摄影与录像', kind: 'app' },
  { id: 6009, name: '新闻', kind: 'app' },
  { id: 6010, name: '导航', kind: 'app' },
  { id: 6011, name: '音乐', kind: 'app' },
  { id: 6012, name: '生活', kind: 'app' },
  { id: 6013, name: '健康健美', kind: 'app' },
  { id: GENRE_GAMES, name: '游戏', kind: 'game' },
  { id: 6015, name: '财务', kind: 'app' },
  { id: 6016, name: '娱乐', kind: 'app' },
  { id: 6017, name: '教育', kind: 'app' },
  { id: 6018, name: '图书', kind: 'app' },
  // Apple never assigned 6019.
  { id: 6020, name: '医疗', kind: 'app' },
  { id: 6021, name: '报刊杂志', kind: 'app' },
  { id: 6022, name: '商品指南', kind: 'app' },
  { id: 6023, name: '美食佳饮', kind: 'app' },
  { id: 6024, name: '购物', kind: 'app' },
  { id: 6025, name: '贴纸', kind: 'app' },
  { id: 6026, name: '开发者工具', kind: 'app' },
  { id: 6027, name: '图形和设计', kind: 'app' },
  { id: 7001, name: '动作', kind: 'game' },
  { id: 7002, name: '冒险', kind: 'game' },
  // Apple renamed Arcade (街机) to Casual in 2016; the id stayed.
  { id: 7003, name: '休闲', kind: 'game' },
  { id: 7004, name: '桌面', kind: 'game' },
  { id: 7005, name: '卡牌', kind: 'game' },
  { id: 7006, name: '娱乐场', kind: 'game' },
  { id: 7007, name: '骰子', kind: 'game' },
  { id: 7008, name: '教育', kind: 'game' },
  { id: 7009, name: '家庭', kind: 'game' },
  { id: 7010, name: '儿童', kind: 'game' },
  { id: 7011, name: '音乐', kind: 'game' },
  { id: 7012, name: '益智解谜', kind: 'game' },
  { id: 7013, name: '赛车', kind: 'game' },
  { id: 7014, name: '角色扮演', kind: 'game' },
  { id: 7015, name: '模拟', kind: 'game' },
  { id: 7016, name: '体育', kind: 'game' },
  { id: 7017, name: '策略', kind: 'game' },
  { id: 7018, name: '问答', kind: 'game' },
  { id: 7019, name: '文字', kind: 'game' },
];

/**
 * Game subgenres Apple no longer offers to developers. Old apps and historical charts still carry
 * them, so they stay in the table for naming, but a genre picker should leave them out.
 */
export const RETIRED_GENRE_IDS: ReadonlySet<number> = new Set([7007, 7008, 7010]);

const byId = new Map(GENRES.map((g) => [g.id, g]));

export function findGenre(id: number): Genre | undefined {
  return byId.get(id);
}

export function genreName(id: number): string | undefined {
  return byId.get(id)?.name;
}

export function isGenreId(id: number): boolean {
  return byId.has(id);
}

/**
 * Spec 9: "0 all, above 7000 or 6014 game, else app". Apple's root id 36 is the same overall chart
 * as 0, so it is 'all' too rather than falling into "else app".
 */
export function classifyGenre(id: number): GenreKind {
  if (id === GENRE_ALL || id === GENRE_APP_STORE_ROOT) return 'all';
  if (id === GENRE_GAMES || id > 7000) return 'game';
  return 'app';
}
