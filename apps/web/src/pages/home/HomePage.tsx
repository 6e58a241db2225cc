import { lazy, Suspense } from 'react';
import { HomeBanner } from './HomeBanner.tsx';
import { AdCarouselSlot, ArticlesSlot, GameBoardsSlot, HomeOverlaysSlot, TestimonialsSlot } from './homeContentSlots.tsx';
import { LazyHotSearchSection, LazyMonthlySection, LazyRankingsSection } from './lazyBoards.tsx';
import { LazyMonitorSection } from './MonitorSectionLazy.tsx';

const FollowsSection = lazy(() => import('./follows/FollowsSection.tsx'));

/**
 * Home (spec 2.4), sections in page order. Each section is its own component in this folder
 * (data sections lazy below the fold), framed by HomeSection with its anchor id from homeSections.ts.
 */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      <GameBoardsSlot />
      <Suspense fallback={null}>
        <FollowsSection />
      </Suspense>
      <AdCarouselSlot />
      <LazyMonitorSection />
      <LazyRankingsSection />
      <LazyHotSearchSection />
      <LazyMonthlySection />
      <ArticlesSlot />
      <TestimonialsSlot />
      <HomeOverlaysSlot />
    </>
  );
}
