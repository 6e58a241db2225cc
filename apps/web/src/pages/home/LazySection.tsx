import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of Home whose code loads after the first screen (Home's first JavaScript stays small).
 * While it loads, an empty block of `minHeight` holds its place, so nothing below it moves when
 * it arrives.
 */
export function lazySection(load: () => Promise<{ default: ComponentType }>, minHeight = 0): ComponentType {
  const Section = lazy(load);
  return function LazySection() {
    return (
      <Suspense fallback={minHeight > 0 ? <div style={{ minHeight }} aria-hidden="true" /> : null}>
        <Section />
      </Suspense>
    );
  };
}
