/**
 * Reads for the company pages: the engine's companyProfile, companyApps and companyDevelopers at
 * the market's now, in the contract's shapes.
 */
import type { DeveloperFiguresItem } from '@bangyan/contract';
import type { DeveloperFigures } from '@bangyan/market';
import { dayText } from '../../present/times.ts';

/** A developer's figures (and whatever else `d` carries) with the contract's date texts. */
export function developerItem<D extends DeveloperFigures>(
  d: D,
): Omit<D, 'firstReleaseDate' | 'latestUpdateDate'> & DeveloperFiguresItem {
  return { ...d, firstReleaseDate: dayText(d.firstReleaseDate), latestUpdateDate: dayText(d.latestUpdateDate) };
}
