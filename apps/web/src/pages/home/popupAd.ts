import { formatDate, type Advert } from '@bangyan/contract';

/** Spec 3 browser storage key: set once the popup ad was closed. */
export const HOME_POPUP_ADS_STORAGE_KEY = 'home_popup_ads';

/** Whether an end (unix seconds) falls on a day after `now`'s (China calendar days). */
export function endsAfterToday(endSeconds: number, now: Date | number): boolean {
  // 'YYYY-MM-DD' strings order as the days they name.
  return formatDate(endSeconds * 1000) > formatDate(now);
}

export interface PopupAdDecision {
  /** The ad to show, or null. */
  ad: Advert | null;
  /** Spec 2.4: when no ad is returned, the closed flag is cleared (the next campaign shows again). */
  clearFlag: boolean;
}

/**
 * Spec 2.4: the popup shows only if the list is non-empty, its end is after today and no
 * home_popup_ads flag is stored; an empty list clears the flag.
 */
export function decidePopupAd(list: readonly Advert[], flagStored: boolean, now: Date | number): PopupAdDecision {
  const ad = list[0];
  if (ad === undefined) return { ad: null, clearFlag: true };
  if (flagStored || !endsAfterToday(ad.end, now)) return { ad: null, clearFlag: false };
  return { ad, clearFlag: false };
}
