/**
 * How the world uses the genre table (`@bangyan/contract` GENRES): the share of apps per genre,
 * how popular each genre is, how often its apps are paid, content ratings, Android categories.
 * Games are 40% of apps: primary genre 6014 with one subgenre 7001..7019 (Apple's retired
 * subgenres 7007, 7008, 7010 are not given to apps). Other apps have one primary genre 6000..6027.
 */
import { RETIRED_GENRE_IDS } from '@bangyan/contract';

export const GAME_SHARE = 0.4;

export interface GenreProfile {
  id: number;
  /** Share of the catalogue within its kind (games or apps). */
  share: number;
  /** Relative popularity: how likely its apps are to hold the top reach positions. */
  popularity: number;
  /** Probability an app of the genre is paid. */
  paid: number;
}

const profile = (id: number, share: number, popularity: number, paid: number): GenreProfile => ({
  id,
  share,
  popularity,
  paid,
});

export const APP_GENRES: readonly GenreProfile[] = [
  profile(6002, 12, 1.2, 0.14),
  profile(6012, 10, 1.6, 0.03),
  profile(6017, 10, 1, 0.12),
  profile(6016, 8, 2.2, 0.04),
  profile(6007, 7, 0.9, 0.16),
  profile(6008, 7, 1.3, 0.15),
  profile(6015, 6, 1.1, 0.02),
  profile(6005, 5, 2, 0.02),
  profile(6024, 5, 2.4, 0.01),
  profile(6013, 5, 0.9, 0.1),
  profile(6000, 5, 0.9, 0.05),
  profile(6018, 4, 1.3, 0.06),
  profile(6003, 3, 1.1, 0.02),
  profile(6010, 3, 1.5, 0.03),
  profile(6011, 3, 1.3, 0.08),
  profile(6009, 2, 1, 0.02),
  profile(6023, 2, 0.8, 0.05),
  profile(6020, 2, 0.7, 0.03),
  profile(6004, 2, 0.8, 0.05),
  profile(6006, 2, 0.6, 0.2),
  profile(6022, 1, 0.9, 0.01),
  profile(6001, 1, 0.8, 0.12),
  profile(6027, 2, 0.6, 0.2),
  profile(6021, 0.5, 0.4, 0.1),
  profile(6025, 0.5, 0.3, 0.3),
  profile(6026, 0.5, 0.3, 0.25),
];

export const GAME_GENRES: readonly GenreProfile[] = [
  profile(7003, 18, 1.6, 0.06),
  profile(7012, 14, 1.1, 0.15),
  profile(7014, 14, 1.4, 0.03),
  profile(7017, 10, 1.2, 0.04),
  profile(7001, 9, 1.3, 0.06),
  profile(7015, 9, 1, 0.1),
  profile(7005, 6, 1.2, 0.03),
  profile(7004, 5, 1, 0.06),
  profile(7002, 5, 0.9, 0.15),
  profile(7013, 3, 0.9, 0.08),
  profile(7016, 3, 0.8, 0.06),
  profile(7011, 2, 0.8, 0.12),
  profile(7018, 2, 0.7, 0.05),
  profile(7019, 2, 0.6, 0.2),
  profile(7009, 1.5, 0.6, 0.1),
  profile(7006, 1, 0.5, 0.05),
].filter((g) => !RETIRED_GENRE_IDS.has(g.id));

const profiles = new Map([...APP_GENRES, ...GAME_GENRES].map((g) => [g.id, g]));

export function genreProfile(id: number): GenreProfile {
  const g = profiles.get(id);
  if (!g) throw new Error(`genre ${id} has no profile`);
  return g;
}

/** Content rating by genre: games skew older, social and video get 17+ more often. */
export function contentRatingWeights(genre: number, isGame: boolean): readonly [string, number][] {
  if (isGame)
    return [
      ['4+', 15],
      ['9+', 20],
      ['12+', 50],
      ['17+', 15],
    ];
  if (genre === 6005 || genre === 6016)
    return [
      ['4+', 30],
      ['12+', 35],
      ['17+', 35],
    ];
  return [
    ['4+', 65],
    ['9+', 5],
    ['12+', 20],
    ['17+', 10],
  ];
}

/** The category Chinese Android markets file a genre under. */
export function androidCategory(genre: number): string {
  return ANDROID_CATEGORIES.get(genre) ?? '实用工具';
}

const ANDROID_CATEGORIES = new Map<number, string>([
  [6000, '效率办公'],
  [6007, '效率办公'],
  [6001, '便捷生活'],
  [6012, '便捷生活'],
  [6023, '便捷生活'],
  [6002, '实用工具'],
  [6026, '实用工具'],
  [6003, '出行导航'],
  [6010, '出行导航'],
  [6004, '运动健康'],
  [6013, '运动健康'],
  [6020, '运动健康'],
  [6005, '社交通讯'],
  [6025, '社交通讯'],
  [6006, '教育'],
  [6017, '教育'],
  [6008, '拍摄美化'],
  [6027, '拍摄美化'],
  [6009, '新闻阅读'],
  [6018, '新闻阅读'],
  [6021, '新闻阅读'],
  [6011, '影音娱乐'],
  [6016, '影音娱乐'],
  [6015, '金融理财'],
  [6022, '购物比价'],
  [6024, '购物比价'],
  [7001, '动作射击'],
  [7002, '角色扮演'],
  [7003, '休闲益智'],
  [7004, '棋牌桌游'],
  [7005, '棋牌桌游'],
  [7006, '棋牌桌游'],
  [7009, '休闲益智'],
  [7011, '休闲益智'],
  [7012, '休闲益智'],
  [7013, '体育竞速'],
  [7014, '角色扮演'],
  [7015, '经营策略'],
  [7016, '体育竞速'],
  [7017, '经营策略'],
  [7018, '休闲益智'],
  [7019, '角色扮演'],
]);
