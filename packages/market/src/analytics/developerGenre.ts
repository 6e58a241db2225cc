/**
 * Whether a developer's name fits an app's genre. A legal name often states a line of business
 * (星宇游戏有限公司, Hangzhou Lanxin E-commerce Co., Ltd.); a games publisher selling a shopping app,
 * or an e-commerce company selling a game, reads false. Generic lines (科技, 网络, 信息技术, 软件) and
 * names without a line (people, brands) fit every genre; a name with specific lines fits the genres
 * one of them covers.
 */
import { GENRE_GAMES } from '@bangyan/contract';

interface Line {
  pattern: RegExp;
  /** Primary genres it covers (6014 = games). */
  genres: readonly number[];
}

const LINES: readonly Line[] = [
  { pattern: /游戏|互动娱乐|互娱|\bgames?\b|interactive/i, genres: [GENRE_GAMES] },
  { pattern: /电子商务|电商|商贸|e-?commerce|trading/i, genres: [6024, 6022, 6012, 6023] },
  { pattern: /金融|理财|支付|financial|finance|payment/i, genres: [6015, 6000] },
  { pattern: /教育|education/i, genres: [6017, 6006, 6018] },
  { pattern: /健康|医疗|health|medical/i, genres: [6013, 6020] },
  { pattern: /旅行|旅游|出行|travel/i, genres: [6003, 6010] },
  {
    pattern: /文化传媒|传媒|media/i,
    genres: [6016, 6018, 6009, 6021, 6011, 6008, 6005, 6025, GENRE_GAMES],
  },
];

/** The primary genres the lines of business in a developer's names cover; null when they name none. */
export function genresOfDeveloper(developerName: string, sellerName: string): ReadonlySet<number> | null {
  const text = `${developerName} ${sellerName}`;
  const lines = LINES.filter((l) => l.pattern.test(text));
  return lines.length === 0 ? null : new Set(lines.flatMap((l) => l.genres));
}

/** Whether an app of `primaryGenreId` fits its developer's names. */
export function developerFitsGenre(developerName: string, sellerName: string, primaryGenreId: number): boolean {
  const genres = genresOfDeveloper(developerName, sellerName);
  return genres === null || genres.has(primaryGenreId);
}
