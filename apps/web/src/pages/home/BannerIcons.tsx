import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { CarouselIcon } from '@bangyan/contract';
import { useCarouselIconsQuery } from '../../api/search.ts';
import { AppIcon } from '../../components/AppIcon.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import styles from './BannerIcons.module.css';

/**
 * Spec 2.4, 9 banner scroll speeds, row by row: the time one slide takes to move its own width, as a
 * continuously autoplaying swiper's `speed` is.
 */
export const BANNER_ROW_SPEEDS_MS = [15000, 13000, 15000] as const;
/** Spec 9: slides per view = window width / 125, i.e. every slide is 125 px wide at any width. */
export const BANNER_SLIDE_WIDTH = 125;
/** A row repeats its apps until it is at least this wide, so the widest screens never see its end. */
const MIN_ROW_WIDTH = 2560;

function IconRow({ icons, speedMs, reverse }: { icons: CarouselIcon[]; speedMs: number; reverse: boolean }) {
  const repeats = Math.max(1, Math.ceil(MIN_ROW_WIDTH / (icons.length * BANNER_SLIDE_WIDTH)));
  const loop = Array.from({ length: repeats }, () => icons).flat();
  // The loop is laid out twice; moving by one loop's width brings the second where the first began.
  const style = {
    '--row-duration': `${loop.length * speedMs}ms`,
    '--slide-width': `${BANNER_SLIDE_WIDTH}px`,
  } as CSSProperties;
  return (
    <div className={styles.row} style={style} data-testid="banner-icon-row">
      <div className={reverse ? `${styles.track} ${styles.reverse}` : styles.track}>
        {[0, 1].map((copy) =>
          loop.map((icon, i) => {
            // Only the first appearance of each app is a link for keyboards and screen readers.
            const first = copy === 0 && i < icons.length;
            return (
              <Link
                key={`${copy}-${i}`}
                to={iosAppPath(icon.appId)}
                className={styles.slide}
                title={icon.trackName}
                tabIndex={first ? undefined : -1}
                aria-hidden={first ? undefined : true}
                data-testid={first ? 'banner-icon' : undefined}
              >
                <AppIcon
                  src={icon.artworkUrl60}
                  name={icon.trackName}
                  appId={icon.appId}
                  size={54}
                  className={styles.icon}
                />
                <span className={styles.name}>{icon.trackName}</span>
              </Link>
            );
          }),
        )}
      </div>
    </div>
  );
}

/** Spec 2.4: the banner's scrolling icon rows from the latest top charts, each icon linking to its app page. */
export function BannerIcons() {
  const { data } = useCarouselIconsQuery();
  const rows = (data?.list ?? []).filter((row) => row.length > 0);
  if (rows.length === 0) return null;
  return (
    <nav className={styles.wall} aria-label="榜单热门应用" data-testid="banner-icons">
      {rows.map((icons, i) => (
        <IconRow
          key={i}
          icons={icons}
          speedMs={BANNER_ROW_SPEEDS_MS[i % BANNER_ROW_SPEEDS_MS.length]!}
          reverse={i % 2 === 1}
        />
      ))}
    </nav>
  );
}
