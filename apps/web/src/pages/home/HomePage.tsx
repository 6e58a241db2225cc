import { HomeBanner } from './HomeBanner.tsx';
import { HomeShown } from './homeShown.ts';
import { AD_CAROUSEL_MIN_HEIGHT, HOME_SECTIONS, type HomeSectionKey } from './homeSections.ts';
import { lazySection } from './LazySection.tsx';

const section = (key: HomeSectionKey) => ({ minHeight: HOME_SECTIONS[key].minHeight, id: HOME_SECTIONS[key].id });

/** Everything below the banner loads as it comes near the window, each part holding its place meanwhile. */
const GameBoards = lazySection(() => import('./GameBoards.tsx'), section('games'));
const Follows = lazySection(() => import('./follows/FollowsSection.tsx'), section('follows'));
const AdCarousel = lazySection(() => import('./AdCarousel.tsx'), { minHeight: AD_CAROUSEL_MIN_HEIGHT });
const Monitor = lazySection(
  async () => ({ default: (await import('./MonitorSection.tsx')).MonitorSection }),
  section('monitor'),
);
const Rankings = lazySection(
  async () => ({ default: (await import('./RankingsSection.tsx')).RankingsSection }),
  section('rankings'),
);
const HotSearch = lazySection(
  async () => ({ default: (await import('./HotSearchSection.tsx')).HotSearchSection }),
  section('hotSearch'),
);
const Monthly = lazySection(
  async () => ({ default: (await import('./MonthlySection.tsx')).MonthlySection }),
  section('monthly'),
);
const Articles = lazySection(() => import('./ArticlesSection.tsx'), section('articles'));
const Testimonials = lazySection(() => import('./Testimonials.tsx'), section('testimonials'));
/** The anchor menu, popup ad and upgrade dialog: fixed on the page, so they hold no place. */
const loadOverlays = () => import('./HomeOverlays.tsx');
const Overlays = lazySection(loadOverlays, 'fixed');
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
