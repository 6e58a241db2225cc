import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { reportPageView } from '../api/site.ts';
import { finishProgress, startProgress } from '../lib/progress.ts';
import { DETAIL_SCROLL_TOP, isDetailPath } from '../routeHandle.ts';
import type { RouteHandle } from '../routeHandle.ts';

/** The loading bar runs while the router loads anything: lazy route modules, loaders, redirects. */
export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) {
      startProgress();
      return;
    }
    // A loader redirect ends one navigation and starts the next with a brief idle between them;
    // finishing only after a short grace keeps the bar from flickering out and back in.
    const timer = setTimeout(finishProgress, 100);
    return () => clearTimeout(timer);
  }, [busy]);
}

/** Spec 2.2: a new page starts at the top, a detail page just below the app header. */
export function useScrollOnNavigate(handle: RouteHandle): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const detail = handle.detail === true || isDetailPath(pathname);
  useLayoutEffect(() => {
    // The first render keeps the browser's own position (reload, back from another site), and a
    // change of query only (filters, tabs) is not a new page, so neither scrolls.
    if (previous.current !== null && previous.current !== pathname) {
      window.scrollTo({ top: detail ? DETAIL_SCROLL_TOP : 0, left: 0, behavior: 'instant' });
    }
    previous.current = pathname;
  }, [pathname, detail]);
}

/**
 * Spec 2.2: every location change is reported, except on routes that track themselves. The
 * referrer is the previous in-app address, or the document's referrer for the landing page.
 */
export function usePageViewTracking(handle: RouteHandle): void {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const previous = useRef<string | null>(null);
  const custom = handle.customTracking === true;
  useEffect(() => {
    // StrictMode and re-renders re-run the effect for the same address: report it once.
    if (previous.current === address) return;
    const referrer = previous.current ?? document.referrer;
    previous.current = address;
    if (!custom) reportPageView(address, referrer);
  }, [address, custom]);
}
