import { describe, expect, it } from 'vitest';
import { anchorMenuLayout } from './anchorMenuLayout.ts';

describe('anchorMenuLayout (spec 2.4)', () => {
  it('hides the menu under 650 px high, pinned to the top at 78 px, however wide', () => {
    for (const width of [1000, 1320, 1920]) {
      expect(anchorMenuLayout(width, 649)).toEqual({ visible: false, placement: { kind: 'top', top: 78 } });
      expect(anchorMenuLayout(width, 400)).toEqual({ visible: false, placement: { kind: 'top', top: 78 } });
    }
  });

  it('puts it at the bottom at 252 px from 650 to 799 px high, hidden under 1320 px wide', () => {
    for (const height of [650, 700, 799]) {
      expect(anchorMenuLayout(1320, height)).toEqual({ visible: true, placement: { kind: 'bottom', bottom: 252 } });
      expect(anchorMenuLayout(1319, height)).toEqual({ visible: false, placement: { kind: 'bottom', bottom: 252 } });
    }
  });

  it('centres it from 800 px high, hidden under 1320 px wide', () => {
    expect(anchorMenuLayout(1440, 800)).toEqual({ visible: true, placement: { kind: 'centre' } });
    expect(anchorMenuLayout(1440, 1200)).toEqual({ visible: true, placement: { kind: 'centre' } });
    expect(anchorMenuLayout(1280, 900)).toEqual({ visible: false, placement: { kind: 'centre' } });
  });
});
