import { HomeBanner } from './HomeBanner.tsx';

/**
 * Home (spec 2.4), sections in page order. Each section is its own component in this folder
 * (data sections lazy below the fold), framed by HomeSection with its anchor id from homeSections.ts.
 */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      {/* slot: games boards */}
      {/* slot: apps I follow */}
      {/* slot: ad carousel */}
      {/* slot: today's monitoring */}
      {/* slot: real-time rankings */}
      {/* slot: hot search, ASO index, soaring */}
      {/* slot: monthly top 10 */}
      {/* slot: articles and news */}
      {/* slot: testimonials and partners */}
      {/* slot: anchor menu, popup ad, upgrade dialog */}
    </>
  );
}
