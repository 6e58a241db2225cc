import { useEffect, useState, type ReactNode } from 'react';
import { CAROUSEL_INTERVAL_MS } from '@bangyan/contract';
import styles from './Carousel.module.css';

const SLIDE_MS = 500;

/**
 * A looping, autoplaying carousel for Home's boards, ads and testimonials (spec 2.4, 9: every
 * 5000 ms). After the last slide it moves on to a copy of the first and then jumps back without
 * animation, so it always moves the same way. Hovering pauses it; the nav buttons pick a slide.
 * `data-active` on the root is the slide in view.
 */
export function Carousel({
  slides,
  label,
  navLabel = (i) => String(i + 1),
  nav = 'dots',
  interval = CAROUSEL_INTERVAL_MS,
  className,
  testId,
}: {
  slides: ReactNode[];
  label: string;
  /** Text of slide i's nav button (dots show it to screen readers only). */
  navLabel?: (i: number) => string;
  /** 'dots' under the slides, 'overlay' dots over their foot, 'tabs' (labelled pills) above them, or none. */
  nav?: 'dots' | 'overlay' | 'tabs' | 'none';
  interval?: number;
  className?: string;
  testId?: string;
}) {
  const count = slides.length;
  // Position on the track: 0..count, where count is the copy of the first slide.
  const [pos, setPos] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const active = count === 0 ? 0 : pos % count;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => {
      setAnimate(true);
      setPos((p) => Math.min(p + 1, count));
    }, interval);
    return () => clearTimeout(timer);
  }, [pos, paused, count, interval]);

  // On the copy of the first slide: once the move is over, jump back to the real one unanimated.
  useEffect(() => {
    if (pos !== count || count < 2) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setPos(0);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [pos, count]);

  // Turn the animation back on after the jump has been painted.
  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setAnimate(true)));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  const goTo = (i: number) => {
    setAnimate(true);
    setPos(i);
  };

  const navButtons =
    nav !== 'none' && count > 1 ? (
      <div
        className={nav === 'tabs' ? styles.tabs : nav === 'overlay' ? styles.overlayDots : styles.dots}
        role="tablist"
        aria-label={label}
      >
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            aria-selected={i === active}
            className={nav === 'tabs' ? styles.tab : styles.dot}
            onClick={() => goTo(i)}
          >
            {nav === 'tabs' ? navLabel(i) : <span className={styles.srOnly}>{navLabel(i)}</span>}
          </button>
        ))}
      </div>
    ) : null;

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      data-testid={testId}
      data-active={active}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {nav === 'tabs' && navButtons}
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{
            transform: `translateX(-${pos * 100}%)`,
            transition: animate ? `transform ${SLIDE_MS}ms ease` : 'none',
          }}
        >
          {slides.map((slide, i) => (
            <div key={i} className={styles.slide} data-slide={i} aria-hidden={i !== active} inert={i !== active}>
              {slide}
            </div>
          ))}
          {count > 1 && (
            <div className={styles.slide} data-clone="" aria-hidden="true" inert>
              {slides[0]}
            </div>
          )}
        </div>
      </div>
      {(nav === 'dots' || nav === 'overlay') && navButtons}
    </div>
  );
}
