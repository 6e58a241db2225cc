/** What the pages show of an app, in the contract's shapes: its row, its status tag, a company's app. */
import { genreName, type CompanyAppItem, type ViewApp } from '@bangyan/contract';
import type { AppSummary, CompanyApp } from '@bangyan/market';
import { dayText } from './times.ts';

/** What a row shows of an app. */
export function viewApp(a: AppSummary): ViewApp {
  return {
    appId: String(a.appId),
    trackName: a.name,
    artworkUrl60: a.iconUrl,
    developerId: a.developerId === 0 ? '' : String(a.developerId),
    developerName: a.developerName,
    genre: a.primaryGenreId,
    genreName: genreName(a.primaryGenreId) ?? '',
    price: a.price,
  };
}

/** Spec 4's status tag: offline first, then pre-order. */
export const statusTag = (onSale: boolean, isBook: boolean): string => (!onSale ? '已下架' : isBook ? '预订' : '');

/** One of a developer's apps (company pages, samedeveloper). */
export function companyAppItem(a: CompanyApp): CompanyAppItem {
  return {
    appId: String(a.appId),
    trackName: a.name,
    subtitle: a.subtitle,
    artworkUrl60: a.iconUrl,
    genre: a.primaryGenreId,
    genreName: genreName(a.primaryGenreId) ?? '',
    price: a.price,
    rating: a.rating,
    ratingCount: a.ratingCount,
    status: a.onSale ? 1 : 0,
    is_book: a.isPreOrder ? 1 : 0,
    version: a.version,
    releaseDate: dayText(a.releaseDate),
    updateDate: dayText(a.updateDate),
    ranks: a.ranks.map((r) => ({ ...r, genreName: genreName(r.genre) ?? '' })),
  };
}
