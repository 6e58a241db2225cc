import { describe, expect, it } from 'vitest';
import { detectNewApps } from './newApps.ts';

const t = (iso: string) => new Date(iso);
const sight = (appId: number, at: string, releaseDate: string, isPreOrder = false, price = 0) => ({
  appId,
  at: t(at),
  releaseDate: t(releaseDate),
  price,
  isPreOrder,
});

describe('detectNewApps', () => {
  it('reports an app first seen on sale within a day of its release', () => {
    // Released 08:00, first seen 09:00 (1 h later), later sightings change nothing.
    const events = detectNewApps(
      [
        sight(1, '2026-05-01T09:00:00Z', '2026-05-01T08:00:00Z', false, 6),
        sight(1, '2026-05-01T10:00:00Z', '2026-05-01T08:00:00Z', false, 3),
      ],
      new Set(),
    );
    expect(events).toEqual([
      {
        kind: 'new',
        appId: 1,
        at: t('2026-05-01T08:00:00Z'),
        firstSeenAt: t('2026-05-01T09:00:00Z'),
        price: 6,
        online: true,
        hadPreOrder: false,
      },
    ]);
  });

  it('includes exactly 24 h, not more, and not a release dated after the sighting', () => {
    const exactly = sight(2, '2026-05-02T08:00:00Z', '2026-05-01T08:00:00Z');
    const tooOld = sight(3, '2026-05-02T08:00:01Z', '2026-05-01T08:00:00Z');
    const future = sight(4, '2026-05-01T07:59:59Z', '2026-05-01T08:00:00Z');
    expect(detectNewApps([exactly, tooOld, future], new Set()).map((e) => e.appId)).toEqual([2]);
  });

  it('counts a pre-ordered app when it goes on sale, with hadPreOrder', () => {
    // Seen on pre-order from 20 April (expected 1 May), released 1 May 00:00, seen on sale at 00:30.
    const events = detectNewApps(
      [
        sight(5, '2026-04-20T00:00:00Z', '2026-05-01T00:00:00Z', true, 12),
        sight(5, '2026-05-01T00:30:00Z', '2026-05-01T00:00:00Z', false, 12),
      ],
      new Set([5]),
    );
    expect(events).toEqual([
      {
        kind: 'new',
        appId: 5,
        at: t('2026-05-01T00:00:00Z'),
        firstSeenAt: t('2026-05-01T00:30:00Z'),
        price: 12,
        online: false,
        hadPreOrder: true,
      },
    ]);
  });

  it('ignores apps only seen on pre-order, and orders events by release time', () => {
    const events = detectNewApps(
      [
        sight(6, '2026-04-20T00:00:00Z', '2026-06-01T00:00:00Z', true),
        sight(8, '2026-05-01T05:00:00Z', '2026-05-01T04:00:00Z'),
        sight(7, '2026-05-01T05:00:00Z', '2026-05-01T02:00:00Z'),
      ],
      new Set(),
    );
    expect(events.map((e) => [e.appId, e.at.toISOString()])).toEqual([
      [7, '2026-05-01T02:00:00.000Z'],
      [8, '2026-05-01T04:00:00.000Z'],
    ]);
  });
});
