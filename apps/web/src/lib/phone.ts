import { useSyncExternalStore } from 'react';

/**
 * The phone layout's width (issue 27: phones are 360-430 px wide): the same routes, laid out for one
 * column. The stylesheets say it as `@media (max-width: 767px)`, CSS having no import of this value.
 */
export const PHONE_QUERY = '(max-width: 767px)';

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** Whether the window is phone-wide now (and again after each resize across the line). */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
