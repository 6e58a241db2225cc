import { HomeBanner } from './HomeBanner.tsx';
import { HomeShown } from './homeShown.ts';
import { AD_CAROUSEL_MIN_HEIGHT, HOME_SECTIONS } from './homeSections.ts';
import { lazySection } from './LazySection.tsx';

/** Everything below the banner loads after the first screen, each part holding its place meanwhile. */
const GameBoards = lazySection(() => import('./GameBoards.tsx'), HOME_SECTIONS.games.minHeight);
const Follows = lazySection(() => import('./follows/FollowsSection.tsx'), HOME_SECTIONS.follows.minHeight);
const AdCarousel = lazySection(() => import('./AdCarousel.tsx'), AD_CAROUSEL_MIN_HEIGHT);
const Monitor = lazySection(async () => ({ default: (await import('./MonitorSection.tsx')).MonitorSection }), HOME_SECTIONS.monitor.minHeight);
const Rankings = lazySection(async () => ({ default: (await import('./RankingsSection.tsx')).RankingsSection }), HOME_SECTIONS.rankings.minHeight);
const HotSearch = lazySection(async () => ({ default: (await import('./HotSearchSection.tsx')).HotSearchSection }), HOME_SECTIONS.hotSearch.minHeight);
const Monthly = lazySection(async () => ({ default: (await import('./MonthlySection.tsx')).MonthlySection }), HOME_SECTIONS.monthly.minHeight);
const Articles = lazySection(() => import('./ArticlesSection.tsx'), HOME_SECTIONS.articles.minHeight);
const Testimonials = lazySection(() => import('./Testimonials.tsx'), HOME_SECTIONS.testimonials.minHeight);
/** The anchor menu, popup ad and upgrade dialog: fixed on the page, so they hold no place. */
const loadOverlays = () => import('./HomeOverlays.tsx');
const Overlays = lazySection(loadOverlays);
// Asked for before the sections: a first visit's popup ad, its largest paint, waits on this code.
void loadOverlays();

/**
 * Home (spec 2.4), sections in page order. Each section is its own component in this folder,
 * framed by HomeSection with its anchor id from homeSections.ts (which also holds the heights kept while they load).
 */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      <GameBoards />
      <Follows />
      <AdCarousel />
      <Monitor />
      <Rankings />
      <HotSearch />
      <Monthly />
      <Articles />
      <Testimonials />
      <Overlays />
      <HomeShown />
    </>
  );
}
