/**
 * Where Home's anchor menu sits for a window size (spec 2.4, verbatim): under 650 px high it is
 * hidden and pinned to the top at 78 px; from 650 to 799 px high it sits at the bottom at 252 px,
 * hidden when the width is under 1320; otherwise it is centred vertically, hidden when the width
 * is under 1320.
 */
export const ANCHOR_MENU_MIN_WIDTH = 1320;
export const ANCHOR_MENU_LOW_HEIGHT = 650;
export const ANCHOR_MENU_CENTRED_HEIGHT = 800;
export const ANCHOR_MENU_TOP_PX = 78;
export const ANCHOR_MENU_BOTTOM_PX = 252;

export type AnchorMenuPlacement =
  { kind: 'top'; top: number } | { kind: 'bottom'; bottom: number } | { kind: 'centre' };

export interface AnchorMenuLayout {
  visible: boolean;
  placement: AnchorMenuPlacement;
}

export function anchorMenuLayout(width: number, height: number): AnchorMenuLayout {
  if (height < ANCHOR_MENU_LOW_HEIGHT) return { visible: false, placement: { kind: 'top', top: ANCHOR_MENU_TOP_PX } };
  const wideEnough = width >= ANCHOR_MENU_MIN_WIDTH;
  if (height < ANCHOR_MENU_CENTRED_HEIGHT)
    return { visible: wideEnough, placement: { kind: 'bottom', bottom: ANCHOR_MENU_BOTTOM_PX } };
  return { visible: wideEnough, placement: { kind: 'centre' } };
}
