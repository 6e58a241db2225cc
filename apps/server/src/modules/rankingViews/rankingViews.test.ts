import {
  formatDateTime,
  formatHm,
  MINUTE_MS,
  RANKING_VIEW_TEXTS,
  type ChartDigest,
  type ViewApp,
  type VsRow,
} from '@bangyan/contract';
import { chartComparison, chartDays, chartRankSeries, chartsMovement, top10VolatilitySeries } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp, jsonGetters } from '../../../test/app.ts';
import { app, NOV21, nov22 } from '../../../test/views.ts';

interface VsData {
  before: { date: string; time: string } | null;
  after: { date: string; time: string } | null;
  counts: Record<string, number>;
  risers: VsRow[];
  fallers: VsRow[];
  list: VsRow[];
}

describe.each(testDatabaseKinds())('ranking view endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  /** Any answer at all is timed by the market's now, which runs on from WORLD_NOW: a little later than it. */
  const now = () => new Date(WORLD_NOW.getTime() + MINUTE_MS);

  describe('vsbang', () => {
    it('compares a chart today with yesterday by default: every app of either, counts and biggest movers', async () => {
      const expected = await chartComparison(t.handle.db, {
        chart: { country: 'cn', type: 'free', genre: 5000 },
        before: NOV21,
        after: nov22(now()),
      });
      const summary = await data<VsData>('/v1/bang/listVs?genre=5000');
      const detail = await data<VsData>('/v1/bang/listVsDetail?genre=5000');
      expect(summary.before).toEqual({ date: '20261121', time: formatHm(expected.before!.at) });
      expect(summary.after).toEqual({ date: '20261122', time: formatHm(expected.after!.at) });
      expect(detail.list).toEqual(
        expected.entries.map((e) => ({
          ...app(e),
          rankBefore: e.rankBefore,
          rankAfter: e.rankAfter,
          rankChange: e.change,
          kind: e.kind,
        })),
      );
      const count = (k: string) => detail.list.filter((r) => r.kind === k).length;
      expect(summary.counts).toEqual({
        entered: count('entered'),
        left: count('left'),
        up: count('up'),
        down: count('down'),
        same: count('same'),
      });
      expect(summary.counts.entered).toBeGreaterThan(0);
      expect(summary.counts.left).toBeGreaterThan(0);
      const climbs = detail.list
        .filter((r) => r.kind === 'up')
        .map((r) => r.rankChange)
        .sort((x, y) => y - x);
      expect(summary.risers.map((r) => r.rankChange)).toEqual(climbs.slice(0, 10));
      const falls = detail.list
        .filter((r) => r.kind === 'down')
        .map((r) => r.rankChange)
        .sort((x, y) => x - y);
      expect(summary.fallers.map((r) => r.rankChange)).toEqual(falls.slice(0, 10));
      // Spec 4 sentinels: entered +99999 with no earlier rank, left −99999 with no later one.
      expect(
        detail.list.filter((r) => r.kind === 'entered').every((r) => r.rankBefore === 0 && r.rankChange === 99999),
      ).toBe(true);
      expect(
        detail.list.filter((r) => r.kind === 'left').every((r) => r.rankAfter === 0 && r.rankChange === -99999),
      ).toBe(true);
    });

    it('compares two chosen times and filters the rows by kind', async () => {
      const url = '/v1/bang/listVsDetail?genre=0&type=free&date1=20261122&time1=00:30&date2=20261122&time2=09:05';
      const all = await data<VsData>(url);
      expect(all.before).toEqual({ date: '20261122', time: '00:00' });
      expect(all.after).toEqual({ date: '20261122', time: '09:00' });
      const expected = await chartComparison(t.handle.db, {
        chart: { country: 'cn', type: 'free', genre: 0 },
        before: { from: nov22().from, to: new Date('2026-11-21T16:30:59.999Z') },
        after: { from: nov22().from, to: new Date('2026-11-22T01:05:59.999Z') },
      });
      expect(all.list.map((r) => r.appId)).toEqual(expected.entries.map((e) => String(e.appId)));
      for (const k of ['entered', 'left', 'up', 'down'] as const) {
        const only = await data<VsData>(`${url}&kind=${k}`);
        expect(only.list).toEqual(all.list.filter((r) => r.kind === k));
      }
    });

    it('has no rows when a side has no chart', async () => {
      const answer = await data<VsData>('/v1/bang/listVs?date1=20261101&date2=20261122');
      expect(answer.before).toBeNull();
      expect(answer.after).not.toBeNull();
      expect(answer.risers).toEqual([]);
      expect(answer.counts).toEqual({ entered: 0, left: 0, up: 0, down: 0, same: 0 });
    });

    it.each([
      ['date2=2026-11-22', RANKING_VIEW_TEXTS.date],
      ['date1=20261331', RANKING_VIEW_TEXTS.date],
      ['date2=20261123', RANKING_VIEW_TEXTS.future],
      ['time1=24:00', RANKING_VIEW_TEXTS.time],
      ['type=paid', RANKING_VIEW_TEXTS.type],
      ['genre=1234', RANKING_VIEW_TEXTS.genre],
      ['country=xx', RANKING_VIEW_TEXTS.country],
      ['kind=moved', RANKING_VIEW_TEXTS.kind],
      ['date1=20261122&time1=10:00&date2=20261122&time2=09:00', RANKING_VIEW_TEXTS.vsOrder],
    ])('answers 400 to %s', async (params, msg) => {
      const res = await get(`/v1/bang/listVsDetail?${params}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg });
    });
  });

  describe('seven_day', () => {
    interface SevenDay {
      days: string[];
      times: string[];
      list: (ViewApp & { ranks: (number | null)[]; rankChange: number })[];
    }

    it("lists the chart's first apps with their rank on each of the seven days", async () => {
      const answer = await data<SevenDay>('/v1/bang/sevenDay?genre=0&type=grossing&top=30');
      const expected = await chartDays(t.handle.db, {
        chart: { country: 'cn', type: 'grossing', genre: 0 },
        from: '2026-11-16',
        to: '2026-11-22',
        until: now(),
        limit: 30,
      });
      expect(answer.days).toEqual(['20261116', '20261117', '20261118', '20261119', '20261120', '20261121', '20261122']);
      expect(answer.times).toEqual(expected.days.map((d) => (d.at ? formatHm(d.at) : '')));
      expect(answer.times.slice(0, 4)).toEqual(['', '', '', '']);
      expect(answer.list).toHaveLength(30);
      expect(answer.list.map((r) => ({ ...r, rankChange: 0 }))).toEqual(
        expected.entries.map((e) => ({ ...app(e), ranks: e.ranks, rankChange: 0 })),
      );
      // The change over the days with a chart (20th to 22nd), per spec 4.
      for (const r of answer.list) {
        const [first, last] = [r.ranks[4]!, r.ranks[6]!];
        expect(r.rankChange).toBe(first === 0 ? 99999 : first - last);
      }
    });

    it("draws chosen apps' ranks at every snapshot of the seven days", async () => {
      const top = await data<SevenDay>('/v1/bang/sevenDay?top=3');
      const ids = top.list.map((r) => r.appId);
      const answer = await data<{
        times: string[];
        list: { appId: string; trackName: string; ranks: (number | null)[] }[];
      }>(`/v1/bang/sevenDayPoint?appIds=${ids.join(',')}`);
      const expected = await chartRankSeries(t.handle.db, {
        chart: { country: 'cn', type: 'free', genre: 0 },
        appIds: ids.map(Number),
        from: new Date('2026-11-15T16:00:00Z'),
        to: now(),
      });
      expect(answer.times).toEqual(expected.times.map((at) => formatDateTime(at)));
      expect(answer.times.length).toBeGreaterThan(20);
      expect(answer.list.map((s) => s.appId)).toEqual(ids);
      expect(answer.list.map((s) => s.ranks)).toEqual(
        expected.series.map((s) => s.ranks.map((r) => (r === 0 ? null : r))),
      );
      expect(answer.list[0]!.trackName).toBe(top.list[0]!.trackName);
    });

    it.each([
      ['/v1/bang/sevenDayPoint', RANKING_VIEW_TEXTS.appIds],
      ['/v1/bang/sevenDayPoint?appIds=', RANKING_VIEW_TEXTS.appIds],
      [
        `/v1/bang/sevenDayPoint?appIds=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`,
        RANKING_VIEW_TEXTS.appIds,
      ],
      ['/v1/bang/sevenDayPoint?appIds=12,abc', RANKING_VIEW_TEXTS.appId],
      ['/v1/bang/sevenDay?top=0', RANKING_VIEW_TEXTS.top(500)],
      ['/v1/bang/sevenDay?date=2026112', RANKING_VIEW_TEXTS.date],
    ])('answers 400 to %s', async (url, msg) => {
      const res = await get(url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg });
    });
  });

  describe('summary and hotindustry', () => {
    it('digests every chart of a day: the main charts with their top 3, other genres with their leader', async () => {
      const answer = await data<{ date: string; main: ChartDigest[]; genres: ChartDigest[] }>(
        '/v1/bang/summary?date=20261121',
      );
      const rows = await chartsMovement(t.handle.db, { country: 'cn', window: NOV21, leaders: 3 });
      expect(answer.date).toBe('20261121');
      expect(answer.main.map((c) => `${c.genre}:${c.type}`)).toEqual(
        [0, 5000, 6014].flatMap((g) => ['free', 'charge', 'grossing'].map((type) => `${g}:${type}`)),
      );
      expect(answer.main.length + answer.genres.length).toBe(rows.length);
      for (const c of [...answer.main, ...answer.genres]) {
        const row = rows.find((r) => r.genre === c.genre && r.chartType === c.type)!;
        expect(c.time).toBe(formatDateTime(row.at));
        expect(c.movement).toEqual(
          row.movement && {
            size: row.movement.size,
            entered: row.movement.entered,
            left: row.movement.left,
            up: row.movement.up,
            down: row.movement.down,
            index: row.movement.index,
          },
        );
        expect(c.leaders.map((l) => l.appId)).toEqual(
          row.leaders.slice(0, [0, 5000, 6014].includes(c.genre) ? 3 : 1).map((l) => String(l.appId)),
        );
        expect(c.riser?.appId ?? null).toBe(row.riser ? String(row.riser.appId) : null);
      }
      expect(answer.main[0]!.leaders[0]).toMatchObject({ rank: 1, genreName: expect.any(String) });
      expect(answer.genres.some((c) => c.movement !== null && c.movement.index > 0)).toBe(true);
    });

    it('ranks genres by chart movement, games only when asked', async () => {
      const answer = await data<{ date: string; list: ChartDigest[] }>('/v1/bang/hotIndustry?type=free&date=20261121');
      const indexes = answer.list.map((c) => c.movement!.index);
      expect(indexes).toEqual([...indexes].sort((x, y) => y - x));
      expect(answer.list.some((c) => [0, 5000, 6014].includes(c.genre))).toBe(false);
      expect(answer.list.every((c) => c.type === 'free')).toBe(true);
      const games = await data<{ list: ChartDigest[] }>('/v1/bang/hotIndustry?type=free&date=20261121&kind=game');
      expect(games.list.length).toBeGreaterThan(0);
      expect(games.list.map((c) => c.genre)).toEqual(answer.list.filter((c) => c.genre > 7000).map((c) => c.genre));
      expect((await get('/v1/bang/hotIndustry?kind=music')).body).toMatchObject({
        code: 400,
        msg: RANKING_VIEW_TEXTS.genreKind,
      });
    });
  });

  describe('vshow', () => {
    it("scores each chart's top-10 volatility day by day, the most volatile first", async () => {
      const answer = await data<{
        days: string[];
        list: {
          genre: number;
          genreName: string;
          values: (number | null)[];
          latest: number | null;
          average: number | null;
          max: number | null;
        }[];
      }>('/v1/chart/top10VolatilityCharts?type=grossing');
      const expected = await top10VolatilitySeries(t.handle.db, {
        country: 'cn',
        chartType: 'grossing',
        from: '2026-11-16',
        to: '2026-11-22',
        until: now(),
      });
      expect(answer.days).toHaveLength(7);
      expect(answer.days.at(-1)).toBe('20261122');
      expect(answer.list.length).toBe(expected.charts.length);
      for (const c of answer.list) {
        const values = expected.charts.find((x) => x.genre === c.genre)!.values;
        expect(c.values).toEqual(values);
        expect(c.latest).toBe(values.at(-1));
        const known = values.filter((v) => v !== null);
        expect(c.max).toBe(known.length ? Math.max(...known) : null);
      }
      const latest = answer.list.map((c) => c.latest ?? -1);
      expect(latest).toEqual([...latest].sort((x, y) => y - x));
      expect(answer.list[0]!.latest).toBeGreaterThan(0);
      expect((await data<{ days: string[] }>('/v1/chart/top10VolatilityCharts?days=30')).days).toHaveLength(30);
      expect((await get('/v1/chart/top10VolatilityCharts?days=14')).body).toMatchObject({
        code: 400,
        msg: RANKING_VIEW_TEXTS.days([7, 30]),
      });
    });
  });
});
