import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ADVERT_POSITION_POPUP } from '@bangyan/contract';
import { useAdvertQuery } from '../../api/content.ts';

let shownAt: number | null = null;

/**
 * Rendered by Home at once (its overlays' code comes later): Home's one prompt per visit waits
 * 800 ms (spec 2.4, 9) from the page's load when Home is the page the browser opened (the router's
 * first location), else from here; the popup ad's list is asked for now, beside the sections' code.
 */
export function HomeShown(): null {
  useAdvertQuery(ADVERT_POSITION_POPUP);
  const opened = useLocation().key === 'default';
  useEffect(() => {
    shownAt = opened ? performance.timeOrigin : Date.now();
    return () => {
      shownAt = null;
    };
    // Once, when Home shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** When Home was shown (now if it was not). */
export const homeShownAt = (): number => shownAt ?? Date.now();
