import {
  CHART_TYPE_NAMES,
  DEFAULT_COUNTRY,
  formatAppPrice,
  GENRE_ALL,
  genreName,
  isCountryCode,
  isGenreId,
  isHm,
  parseYmd,
  RANKING_CHART_TYPES,
  type RankIndexItem,
  type RankingChartType,
} from '@bangyan/contract';
import type { ExportColumn } from '../../../lib/export.ts';
import { enumParam, intParam, textParam } from '../../../lib/urlParams.ts';

/**
 * A chart view's address (spec 2.1 RankIndex: genre, country, date YYYYMMDD, type): '' date is the
 * market's today, '' time its latest snapshot of the day.
 */
export const CHART_PARAMS = {
  genre: intParam(GENRE_ALL, isGenreId),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
  date: textParam(
    () => '',
    (s) => parseYmd(s) !== null,
  ),
  time: textParam(() => '', isHm),
  type: enumParam(RANKING_CHART_TYPES, 'free'),
};

/** The chart types other than `type`, in the tabs' order: the columns of an app's ranks elsewhere. */
export const otherTypes = (type: RankingChartType): RankingChartType[] => RANKING_CHART_TYPES.filter((t) => t !== type);

/** A chart's title: '免费榜 · 游戏'. */
export const chartTitle = (type: RankingChartType, genre: number): string =>
  `${CHART_TYPE_NAMES[type]}榜 · ${genreName(genre) ?? genre}`;

/** An app's price: 免费 / ¥6 on the China storefront, the store's number elsewhere (its currency is the storefront's). */
export const priceText = (price: number, country: string): string =>
  country === DEFAULT_COUNTRY || price === 0 ? formatAppPrice(price) : String(price);

const rankText = (rank: number) => (rank > 0 ? rank : '');

/** A rank change as an exported cell: 新上榜, the signed change, or nothing without an earlier chart. */
export const changeCell = (r: { preRank: number | null; rankChange: number }): string | number =>
  r.preRank === 0 ? '新上榜' : r.preRank === null ? '' : r.rankChange;

/** The exported chart (members): what the list shows, one column per figure. */
export function chartExportColumns(type: RankingChartType, country: string): ExportColumn<RankIndexItem>[] {
  return [
    { title: '排名', value: (r) => r.rank },
    { title: '排名变化', value: changeCell },
    { title: '应用ID', value: (r) => r.appId },
    { title: '应用名称', value: (r) => r.trackName },
    { title: '开发者', value: (r) => r.developerName },
    { title: '分类', value: (r) => r.genreName },
    { title: '价格', value: (r) => priceText(r.price, country) },
    ...otherTypes(type).map((t): ExportColumn<RankIndexItem> => ({
      title: `${CHART_TYPE_NAMES[t]}榜排名`,
      value: (r) => rankText(r.chartRanks[t]),
    })),
    { title: '分类榜排名', value: (r) => rankText(r.genreRank) },
    { title: '覆盖关键词数', value: (r) => r.coverage?.total },
    { title: 'Top10关键词数', value: (r) => r.coverage?.top10 },
  ];
}
