import { useMemo } from 'react';
import { useMatches } from 'react-router';

/** Per-route metadata, set as `handle` in the route table. */
export interface RouteHandle {
  /** An app detail page: navigation scrolls to DETAIL_SCROLL_TOP instead of 0 (spec 2.2). */
  detail?: boolean;
  /** The page reports its own page views, so the layout does not (spec 2.2). */
  customTracking?: boolean;
  /** No footer bar (spec 1: "the footer bar can be hidden"). */
  hideFooter?: boolean;
  /** The header sits transparent over the page's banner until the visitor scrolls (spec 2.3). */
  transparentHeader?: boolean;
}

/** Detail pages scroll here on navigation: just below the shared app header (spec 2.2). */
export const DETAIL_SCROLL_TOP = 205;

const DETAIL_PREFIXES = ['/new/apps/', '/new/android/'];

export function isDetailPath(pathname: string): boolean {
  return DETAIL_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** Handles of all matched routes merged, the deepest route winning. */
export function mergeHandles(handles: readonly unknown[]): RouteHandle {
  return Object.assign({}, ...handles.filter(isRouteHandle)) as RouteHandle;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return useMemo(() => mergeHandles(matches.map((m) => m.handle)), [matches]);
}
