/**
 * Where each of the four Android markets serves its charts, details, search and reviews (under
 * `{ANDROID_BASE}`), and how its review pages count. User reviews come newest first in pages of a
 * market's own size, numbered from 1 (Huawei, vivo), from 0 (Xiaomi) or by the first review's offset
 * (OPPO), each with a flag for older pages.
 */
import type { AndroidChartType, AndroidMarket } from '../../model.ts';

/** Where each market serves what, under `{ANDROID_BASE}`. */
export interface AndroidRoutes {
  chartPath: string;
  chartTypeParam: string;
  appsPath: string;
  appsParam: string;
  /** Most packages one detail request may name. */
  appsBatch: number;
  searchPath: string;
  searchParam: string;
  reviewsPath: string;
  reviewsAppParam: string;
  reviewsPageParam: string;
  /** How the page parameter counts: page numbers from 0 or 1, or the offset of the page's first review. */
  reviewsPaging: 'zero' | 'one' | 'offset';
  reviewsPerPage: number;
}

export const ANDROID_ROUTES: Readonly<Record<AndroidMarket, AndroidRoutes>> = {
  huawei: {
    chartPath: '/huawei/rank',
    chartTypeParam: 'rankType',
    appsPath: '/huawei/apps',
    appsParam: 'packages',
    appsBatch: 25,
    searchPath: '/huawei/search',
    searchParam: 'keyword',
    reviewsPath: '/huawei/comments',
    reviewsAppParam: 'package',
    reviewsPageParam: 'reqPageNum',
    reviewsPaging: 'one',
    reviewsPerPage: 25,
  },
  xiaomi: {
    chartPath: '/xiaomi/toplist',
    chartTypeParam: 'type',
    appsPath: '/xiaomi/details',
    appsParam: 'packageNames',
    appsBatch: 50,
    searchPath: '/xiaomi/search',
    searchParam: 'keywords',
    reviewsPath: '/xiaomi/comment/list',
    reviewsAppParam: 'packageName',
    reviewsPageParam: 'page',
    reviewsPaging: 'zero',
    reviewsPerPage: 20,
  },
  oppo: {
    chartPath: '/oppo/rank/list',
    chartTypeParam: 'rankType',
    appsPath: '/oppo/app/batch',
    appsParam: 'pkgs',
    appsBatch: 50,
    searchPath: '/oppo/search',
    searchParam: 'key',
    reviewsPath: '/oppo/comment/list',
    reviewsAppParam: 'pkgName',
    reviewsPageParam: 'start',
    reviewsPaging: 'offset',
    reviewsPerPage: 20,
  },
  vivo: {
    chartPath: '/vivo/rank',
    chartTypeParam: 'type',
    appsPath: '/vivo/apps',
    appsParam: 'packages',
    appsBatch: 100,
    searchPath: '/vivo/search',
    searchParam: 'word',
    reviewsPath: '/vivo/comments',
    reviewsAppParam: 'package_name',
    reviewsPageParam: 'page_index',
    reviewsPaging: 'one',
    reviewsPerPage: 20,
  },
};

/** The page parameter's value that asks a market for page `page` (1 = the newest reviews). */
export function reviewsPageValue(r: AndroidRoutes, page: number): number {
  if (r.reviewsPaging === 'offset') return (page - 1) * r.reviewsPerPage;
  return r.reviewsPaging === 'zero' ? page - 1 : page;
}

/** The offset of the first review a page parameter's value asks for (its smallest value is 0 or 1). */
export function reviewsOffset(r: AndroidRoutes, value: number): number {
  if (r.reviewsPaging === 'offset') return value;
  return (r.reviewsPaging === 'zero' ? value : value - 1) * r.reviewsPerPage;
}

export const ANDROID_CHART_TYPES: readonly AndroidChartType[] = ['hot', 'download', 'new'];
