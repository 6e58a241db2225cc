import { describe, expect, it } from 'vitest';
import { formatDate, DAY_MS } from '@bangyan/contract';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { appRankGenres, appRankPage } from './appRankPage.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';

describe('appRankGenres', () => {
  it("takes China's chart of the app's own genre, elsewhere its family's", () => {
    expect(appRankGenres(6014, true)).toEqual([0, 6014]);
    expect(appRankGenres(7001, true)).toEqual([0, 7001]);
    expect(appRankGenres(6005, true)).toEqual([0, 6005]);
    expect(appRankGenres(7001, false)).toEqual([0, 6014]);
    expect(appRankGenres(6005, false)).toEqual([0, 5000]);
  });
});

describe.each(testDatabaseKinds())('app rank history on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  /** China's overall free chart's snapshots over the last `days`, oldest first, straight from chart_snapshots. */
  const snapshots = async (days: number) =>
    (
      await h.db
        .selectFrom('chart_snapshots')
        .select(['at', 'app_ids'])
        .where('country', '=', 'cn')
        .where('chart_type', '=', 'free')
        .where('genre', '=', 0)
        .where('at', '>=', new Date(WORLD_NOW.getTime() - days * DAY_MS))
        .where('at', '<=', WORLD_NOW)
        .orderBy('at')
        .execute()
    ).map((r) => ({ at: r.at, ids: r.app_ids.map(Number) }));

  it('gives the rank at every snapshot (hourly) or each China day’s last (daily), null off the chart', async () => {
    const hourly = await snapshots(2);
    const appId = hourly.at(-1)!.ids[4]!;
    const page = await appRankPage(h.db, {
      country: 'cn',
      appId,
      genres: [0],
      from: new Date(WORLD_NOW.getTime() - 2 * DAY_MS),
      to: WORLD_NOW,
      hourly: true,
    });
    const free = page.series.find((s) => s.chartType === 'free' && s.genre === 0)!;
    expect(page.times).toEqual(hourly.map((s) => s.at));
    expect(free.ranks).toEqual(hourly.map((s) => (s.ids.includes(appId) ? s.ids.indexOf(appId) + 1 : null)));
    expect(free.ranks.at(-1)).toBe(5);
    expect(page.series.map((s) => s.chartType)).toEqual(['free', 'charge', 'grossing']);

    const daily = await appRankPage(h.db, {
      country: 'cn',
      appId,
      genres: [0],
      from: new Date(WORLD_NOW.getTime() - 30 * DAY_MS),
      to: WORLD_NOW,
      hourly: false,
    });
    const all = await snapshots(30);
    const lastOfDay = new Map<string, { at: Date; ids: number[] }>();
    for (const s of all) lastOfDay.set(formatDate(s.at), s);
    // Each day's point is at or after that day's last free snapshot (another chart may be later).
    expect(daily.times.map((t) => formatDate(t))).toEqual([...new Set(daily.times.map((t) => formatDate(t)))]);
    const dailyFree = daily.series.find((s) => s.chartType === 'free')!;
    for (const [i, t] of daily.times.entries()) {
      const s = lastOfDay.get(formatDate(t));
      if (s) expect(dailyFree.ranks[i]).toBe(s.ids.includes(appId) ? s.ids.indexOf(appId) + 1 : null);
    }
  });

  it('marks versions released in the span and the spans off sale', async () => {
    const version = await h.db
      .selectFrom('app_versions')
      .select(['app_id', 'version', 'released_at'])
      .where('country', '=', 'cn')
      .where('released_at', '<=', WORLD_NOW)
      .orderBy('released_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const from = new Date(version.released_at.getTime() - DAY_MS);
    const page = await appRankPage(h.db, {
      country: 'cn',
      appId: Number(version.app_id),
      genres: [0],
      from,
      to: WORLD_NOW,
      hourly: false,
    });
    expect(page.versions).toContainEqual({ version: version.version, at: version.released_at });
    const off = await h.db
      .selectFrom('app_status_changes')
      .select(['app_id', 'at'])
      .where('country', '=', 'cn')
      .where('on_sale', '=', false)
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (off) {
      const offPage = await appRankPage(h.db, {
        country: 'cn',
        appId: Number(off.app_id),
        genres: [0],
        from: new Date(off.at.getTime() - DAY_MS),
        to: WORLD_NOW,
        hourly: false,
      });
      expect(offPage.offline.some((o) => o.from.getTime() === off.at.getTime())).toBe(true);
    }
  });
});
