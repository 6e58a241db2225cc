// Where the browser tests' expected values come from: the tests' world's constants, and what the
// served API answers (what a page shows is what the API answered), never the market engine's queries.
import {
  formatDate,
  type bangLists,
  type DataOf,
  type indexHotSearch,
  type KeywordCoverRow,
  type KeywordRankItem,
  type RankingChartType,
  type Suggestions,
} from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { apiData, apiPost, type Served } from './harness.ts';

export { WORLD_NOW };

/** The world's today, China time ('YYYY-MM-DD'): the last day its market collected. */
export const WORLD_TODAY = formatDate(WORLD_NOW);

/** A row of a chart as the ranking API lists it. */
export type ChartRow = DataOf<typeof bangLists>['list'][number];

/** China's overall chart of `type` as it stands now, in rank order. */
export async function chartRows(s: Served, type: RankingChartType): Promise<ChartRow[]> {
  return (await apiData<DataOf<typeof bangLists>>(s, `/v1/bang/lists?type=${type}`)).list;
}

/** Home's hot-search line for China: the day's hottest keywords and the most charted companies. */
export async function hotSearch(s: Served): Promise<DataOf<typeof indexHotSearch>['list']> {
  return (await apiData<DataOf<typeof indexHotSearch>>(s, '/v1/temple/getIndexHotSearch?country=cn')).list;
}

/** The first `count` keywords of China's keyword heat ranking (its latest collected day), hottest first. */
export async function hottestKeywords(s: Served, count: number): Promise<KeywordRankItem[]> {
  const query = new URLSearchParams({ country: 'cn', listType: 'hot', pageSize: String(count) });
  return (await apiData<{ list: KeywordRankItem[] }>(s, `/v1/aso/keywordRank?${query}`)).list;
}

/** Where suggestions are looked for: an iOS storefront, or an Android market. */
export type SuggestionStore = { platform: 'ios'; country: string } | { platform: 'android'; market: string };

/** The search box's suggestions for `keyword` typed (China's storefront unless told). */
export async function suggestions(
  s: Served,
  keyword: string,
  store: SuggestionStore = { platform: 'ios', country: 'cn' },
): Promise<Suggestions> {
  return apiData<Suggestions>(s, `/v1/search/suggestionPC?${new URLSearchParams({ keyword, ...store })}`);
}

/** The first `count` keywords an iOS app of China's storefront ranks for now, best rank first. */
export async function rankedKeywords(s: Served, appId: string, count: number): Promise<KeywordCoverRow[]> {
  const fields = { appId, country: 'cn', sort: 'rank', order: 'asc', pageSize: count };
  return (await apiPost<{ list: KeywordCoverRow[] }>(s, '/v1/keywordcover/lists', fields)).list;
}
