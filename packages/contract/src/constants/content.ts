/** Home's content sections and overlays (spec 2.4, 7, 9): ad positions, counts and timings. */

/** Spec 7: the advert positions Home asks for. */
export const ADVERT_POSITION_POPUP = 'pc_index_dialog';
export const ADVERT_POSITION_CAROUSEL = 'pc_first_ad2';
export const ADVERT_POSITIONS = [ADVERT_POSITION_POPUP, ADVERT_POSITION_CAROUSEL] as const;
export type AdvertPosition = (typeof ADVERT_POSITIONS)[number];

export function isAdvertPosition(value: unknown): value is AdvertPosition {
  return (ADVERT_POSITIONS as readonly unknown[]).includes(value);
}

/** Spec 9: featured articles and operations-circle news shown on Home. */
export const HOME_ARTICLE_COUNT = 3;
export const HOME_NEWS_COUNT = 4;
/** Spec 7: the live, video and talent boards use the top 3 of each list. */
export const HOME_BOARD_TOP = 3;
/** The most items one content list call answers. */
export const CONTENT_LIST_MAX = 20;

/** Spec 9 timings. */
export const POPUP_AD_DELAY_MS = 800;
export const CAROUSEL_INTERVAL_MS = 5000;
export const RESIZE_DEBOUNCE_MS = 50;
