import { describe, expect, it } from 'vitest';
import { releaseCadence, versionSummary } from './versions.ts';

/** A release at a China time 'YYYY-MM-DD HH:mm'. */
const r = (version: string, china: string) => ({ version, at: new Date(`${china.replace(' ', 'T')}:00+08:00`) });
const at = (china: string) => r('', china).at;

describe('versionSummary', () => {
  it('counts the versions, finds the first and the latest, and averages the gaps to one decimal', () => {
    const releases = [r('1.2', '2026-01-31 10:00'), r('1.0', '2026-01-01 10:00'), r('1.1', '2026-01-11 10:00')];
    expect(versionSummary(releases, at('2026-02-10 09:00'))).toEqual({
      versionCount: 3,
      first: releases[1],
      latest: releases[0],
      avgIntervalDays: 15,
      updatesLast90Days: 3,
      daysSinceLastUpdate: 10,
    });
    // 10 days and 12 hours over 2 gaps: 5.25 → 5.3.
    expect(
      versionSummary(
        [r('1', '2026-01-01 00:00'), r('2', '2026-01-05 00:00'), r('3', '2026-01-11 12:00')],
        at('2026-01-11 12:00'),
      ).avgIntervalDays,
    ).toBe(5.3);
  });

  it('counts releases of the last 90 days only, and days since the latest in China calendar days', () => {
    const now = at('2026-11-22 08:00');
    const releases = [r('1', '2026-08-24 08:00'), r('2', '2026-08-24 08:01'), r('3', '2026-11-21 23:30')];
    const summary = versionSummary(releases, now);
    // Exactly 90 days before now is outside the span; a minute later is inside.
    expect(summary.updatesLast90Days).toBe(2);
    // 23:30 yesterday is a day ago though fewer than 24 hours passed.
    expect(summary.daysSinceLastUpdate).toBe(1);
    expect(versionSummary([r('1', '2026-11-22 00:10')], now).daysSinceLastUpdate).toBe(0);
  });

  it('has no interval with one version and nothing without versions', () => {
    expect(versionSummary([r('1.0', '2026-01-01 00:00')], at('2026-01-03 00:00'))).toMatchObject({
      versionCount: 1,
      avgIntervalDays: null,
      daysSinceLastUpdate: 2,
    });
    expect(versionSummary([], at('2026-01-03 00:00'))).toEqual({
      versionCount: 0,
      first: null,
      latest: null,
      avgIntervalDays: null,
      updatesLast90Days: 0,
      daysSinceLastUpdate: null,
    });
  });
});

describe('releaseCadence', () => {
  it('counts releases per China month over the last months up to now, oldest first', () => {
    const releases = [
      r('a', '2026-10-31 23:30'), // still October in China (15:30 UTC)
      r('b', '2026-11-01 00:30'), // November in China, October 31 in UTC
      r('c', '2026-11-20 12:00'),
      r('d', '2025-12-31 12:00'), // before the span
      r('e', '2026-01-01 00:00'),
    ];
    expect(releaseCadence(releases, at('2026-11-22 10:00'), 12)).toEqual({
      months: [
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
      ],
      counts: [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2],
    });
    const two = releaseCadence(releases, at('2026-11-22 10:00'), 24);
    expect(two.months).toHaveLength(24);
    expect(two.months[0]).toBe('2024-12');
    expect(two.counts.reduce((s, n) => s + n, 0)).toBe(5);
  });

  it('crosses the year and shows empty months with no releases', () => {
    expect(releaseCadence([], at('2026-02-01 00:00'), 3)).toEqual({
      months: ['2025-12', '2026-01', '2026-02'],
      counts: [0, 0, 0],
    });
  });
});
