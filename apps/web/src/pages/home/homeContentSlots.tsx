import { lazy, Suspense } from 'react';

/**
 * Home's content sections and overlays (games boards, ad carousel, articles and news,
 * testimonials and partners, anchor menu with popup ad and upgrade dialog), each loaded on its
 * own so Home's first JavaScript stays small.
 */
const GameBoards = lazy(() => import('./GameBoards.tsx'));
const AdCarousel = lazy(() => import('./AdCarousel.tsx'));
const ArticlesSection = lazy(() => import('./ArticlesSection.tsx'));
const Testimonials = lazy(() => import('./Testimonials.tsx'));
const HomeOverlays = lazy(() => import('./HomeOverlays.tsx'));

export const GameBoardsSlot = () => (
  <Suspense fallback={null}>
    <GameBoards />
  </Suspense>
);

export const AdCarouselSlot = () => (
  <Suspense fallback={null}>
    <AdCarousel />
  </Suspense>
);

export const ArticlesSlot = () => (
  <Suspense fallback={null}>
    <ArticlesSection />
  </Suspense>
);

export const TestimonialsSlot = () => (
  <Suspense fallback={null}>
    <Testimonials />
  </Suspense>
);

export const HomeOverlaysSlot = () => (
  <Suspense fallback={null}>
    <HomeOverlays />
  </Suspense>
);
