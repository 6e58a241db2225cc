/**
 * Whether the person asked their system for less motion (prefers-reduced-motion): charts then draw
 * without their entry animation and antd's transitions are off. Read once, at start.
 */
export const REDUCED_MOTION: boolean =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
