import { GENRE_ALL, GENRE_APPS, GENRE_GAMES, IOS_VERSIONS, type IosVersion } from '@bangyan/contract';
import type { TabOption } from './BoardParts.tsx';

/** The tabs of Home's market boards (spec 2.4, 9). The first of each is the default. */

/** Real-time rankings: 游戏 (6014), 应用 (5000), 综合 (0). */
export const RANKING_GENRE_TABS: readonly TabOption<number>[] = [
  { value: GENRE_GAMES, label: '游戏' },
  { value: GENRE_APPS, label: '应用' },
  { value: GENRE_ALL, label: '综合' },
];

/** 24 h soaring and the monthly boards: 游戏 (6014), 应用 (5000). */
export const KIND_GENRE_TABS: readonly TabOption<number>[] = RANKING_GENRE_TABS.slice(0, 2);

/** Hot search: 'iOS 13 及以上' (13) and 'iOS 12 及以下' (12). */
export const IOS_VERSION_TABS: readonly TabOption<IosVersion>[] = IOS_VERSIONS.map((v) => ({
  value: v.value,
  label: v.label,
}));
