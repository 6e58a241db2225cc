import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import styles from './HomeSection.module.css';

/**
 * How far below (and above) the window a section starts to load and render: half a window ahead,
 * so a reader scrolling down meets it drawn, while a visit that stays at the top renders only what
 * it sees (Home's first seconds are spent on the first screen, not on sections nobody has reached).
 */
const NEAR_MARGIN = '50% 0px';

/** True from the moment `ref`'s element comes within NEAR_MARGIN of the window (and stays true). */
function useNearWindow(wait: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!wait);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * Where a lazy part of Home sits: in the page, holding a place of `minHeight` under its section `id`; or fixed on the
 * screen.
 */
export type LazyPlace = { minHeight: number; id?: string } | 'fixed';

/**
 * A part of Home whose code loads, and which renders, only once it comes near the window (Home's
 * first JavaScript and first rendering stay small). Until it has rendered, an empty block of
 * `minHeight` holds its place, so nothing below it moves when it arrives; the block carries the
 * section's element `id`, so the anchor menu and `/#id` links reach a section not yet drawn (it
 * draws as the page scrolls to it). A part fixed on the screen (the overlays) loads at once and
 * holds no place.
 */
export function lazySection(load: () => Promise<{ default: ComponentType }>, where: LazyPlace): ComponentType {
  const Section = lazy(load);
  const { minHeight, id } = where === 'fixed' ? { minHeight: 0, id: undefined } : where;
  const place = (ref?: Ref<HTMLDivElement>) => (
    <div
      ref={ref}
      id={id}
      className={styles.place}
      style={minHeight > 0 ? { minHeight } : undefined}
      aria-hidden="true"
    />
  );
  return function LazySection() {
    const { ref, near } = useNearWindow(where !== 'fixed');
    if (!near) return place(ref);
    return (
      <Suspense fallback={where === 'fixed' ? null : place()}>
        <Section />
      </Suspense>
    );
  };
}
