import { describe, expect, it } from 'vitest';
import { detectBooked } from './booked.ts';

const t = (iso: string) => new Date(iso);
const sight = (appId: number, at: string, releaseDate: string, isPreOrder: boolean, price = 0) => ({
  appId,
  at: t(at),
  releaseDate: t(releaseDate),
  price,
  isPreOrder,
});

describe('detectBooked', () => {
  it('reports a pre-order at its first sighting, with the latest expected date and price', () => {
    const events = detectBooked([
      sight(1, '2026-04-10T00:00:00Z', '2026-05-01T00:00:00Z', true, 6),
      // Apple moved the date to 8 May and the price to 3.
      sight(1, '2026-04-12T00:00:00Z', '2026-05-08T00:00:00Z', true, 3),
      // Released: the period is over; this sighting adds nothing.
      sight(1, '2026-05-08T01:00:00Z', '2026-05-08T00:00:00Z', false, 3),
    ]);
    expect(events).toEqual([
      {
        kind: 'booked',
        appId: 1,
        at: t('2026-04-10T00:00:00Z'),
        expectedReleaseAt: t('2026-05-08T00:00:00Z'),
        price: 3,
      },
    ]);
  });

  it('keeps the same key when re-run with more sightings', () => {
    const first = sight(2, '2026-04-10T00:00:00Z', '2026-05-01T00:00:00Z', true);
    const later = sight(2, '2026-04-11T00:00:00Z', '2026-05-02T00:00:00Z', true);
    const before = detectBooked([first]);
    const after = detectBooked([later, first]);
    expect(after.map((e) => e.at)).toEqual(before.map((e) => e.at));
    expect(after[0]?.expectedReleaseAt).toEqual(t('2026-05-02T00:00:00Z'));
  });

  it('makes a new event for a new pre-order period after an on-sale sighting', () => {
    const events = detectBooked([
      sight(3, '2026-04-01T00:00:00Z', '2026-04-05T00:00:00Z', true),
      sight(3, '2026-04-06T00:00:00Z', '2026-04-05T00:00:00Z', false),
      sight(3, '2026-04-20T00:00:00Z', '2026-05-05T00:00:00Z', true),
    ]);
    expect(events.map((e) => e.at.toISOString())).toEqual(['2026-04-01T00:00:00.000Z', '2026-04-20T00:00:00.000Z']);
  });

  it('reports nothing for apps never on pre-order', () => {
    expect(detectBooked([sight(4, '2026-04-01T00:00:00Z', '2026-03-01T00:00:00Z', false)])).toEqual([]);
  });
});
