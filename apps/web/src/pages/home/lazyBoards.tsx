import { lazy, Suspense } from 'react';

/**
 * Home's market boards, loaded when Home renders them rather than with Home's first JavaScript
 * (they sit below the first screen). Each reserves no space while its code arrives.
 */
const Rankings = lazy(() => import('./RankingsSection.tsx').then((m) => ({ default: m.RankingsSection })));
const HotSearch = lazy(() => import('./HotSearchSection.tsx').then((m) => ({ default: m.HotSearchSection })));
const Monthly = lazy(() => import('./MonthlySection.tsx').then((m) => ({ default: m.MonthlySection })));

/** Real-time iOS rankings (spec 2.4). */
export function LazyRankingsSection() {
  return (
    <Suspense fallback={null}>
      <Rankings />
    </Suspense>
  );
}

/** Hot search, ASO index top 5 and 24 h soaring (spec 2.4). */
export function LazyHotSearchSection() {
  return (
    <Suspense fallback={null}>
      <HotSearch />
    </Suspense>
  );
}

/** Monthly top 10 downloads and income (spec 2.4). */
export function LazyMonthlySection() {
  return (
    <Suspense fallback={null}>
      <Monthly />
    </Suspense>
  );
}
