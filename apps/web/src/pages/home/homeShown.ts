import { useEffect } from 'react';
import { ADVERT_POSITION_POPUP } from '@bangyan/contract';
import { useAdvertQuery } from '../../api/content.ts';

let shownAt: number | null = null;

/**
 * Rendered by Home at once (its overlays' code comes later): Home's one prompt per visit waits
 * 800 ms from here (spec 2.4), and the popup ad's list is asked for now, beside the sections' code.
 */
export function HomeShown(): null {
  useAdvertQuery(ADVERT_POSITION_POPUP);
  useEffect(() => {
    shownAt = Date.now();
    return () => {
      shownAt = null;
    };
  }, []);
  return null;
}

/** When Home was shown (now if it was not). */
export const homeShownAt = (): number => shownAt ?? Date.now();
