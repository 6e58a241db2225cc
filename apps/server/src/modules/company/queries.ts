/**
 * Reads for the company pages: the engine's companyProfile, companyApps and companyDevelopers at
 * the market's now, in the contract's shapes.
 */
import { formatDate, genreName, type CompanyAppItem, type DeveloperFiguresItem } from '@bangyan/contract';
import type { CompanyApp, DeveloperFigures } from '@bangyan/market';

const dayText = (d: Date | null): string => (d === null ? '' : formatDate(d));

/** A developer's figures (and whatever else `d` carries) with the contract's date texts. */
export function developerItem<D extends DeveloperFigures>(d: D): Omit<D, 'firstReleaseDate' | 'latestUpdateDate'> & DeveloperFiguresItem {
  return { ...d, firstReleaseDate: dayText(d.firstReleaseDate), latestUpdateDate: dayText(d.latestUpdateDate) };
}

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
