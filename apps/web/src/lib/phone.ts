import { useSyncExternalStore } from 'react';
import { browserStorage } from './storage.ts';

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

/** Browser storage: 'desktop' once a person on a phone chose the desktop site (电脑版). */
export const SITE_MODE_STORAGE_KEY = 'site_mode';
/** The desktop site's width on a phone: the body's least width (styles/global.css). */
const DESKTOP_WIDTH = 1240;

/** Whether the device itself is phone-sized, whatever width the page is laid out at. */
export const phoneDevice = (): boolean => window.screen.width <= 767;

/** Whether this browser asked for the desktop site. */
export const desktopChosen = (): boolean => browserStorage().getItem(SITE_MODE_STORAGE_KEY) === 'desktop';

/**
 * Lays the page out as the person chose: the desktop site on a phone is the desktop layout at 1240 px
 * (the browser zooms it to fit), the phone site is the device's own width. Called at start and on a
 * switch (电脑版 / 手机版 in the footer); the stylesheets' phone rules follow the width by themselves.
 */
export function applySiteMode(): void {
  const desktop = desktopChosen() && phoneDevice();
  document
    .querySelector('meta[name="viewport"]')
    ?.setAttribute('content', desktop ? `width=${DESKTOP_WIDTH}` : 'width=device-width, initial-scale=1.0');
}

/** Switches between the desktop and the phone site, remembered in the browser. */
export function chooseSiteMode(mode: 'desktop' | 'phone'): void {
  if (mode === 'desktop') browserStorage().setItem(SITE_MODE_STORAGE_KEY, 'desktop');
  else browserStorage().removeItem(SITE_MODE_STORAGE_KEY);
  applySiteMode();
}
