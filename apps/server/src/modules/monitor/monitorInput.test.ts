import { formatHm, historyLimitFailure, MONITOR_TEXTS } from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { monitorSuite } from '../../../test/monitor.ts';

describe.each(testDatabaseKinds())('monitor run time, input and history depth on %s', (kind) => {
  const { world, get } = monitorSuite(kind);
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

  it('gives the time of the latest monitor run of the day', async () => {
    const runs = await t.handle.db
      .selectFrom('ingest_runs')
      .select(['job', 'target_at'])
      .where('status', '=', 'done')
      .execute();
    const start = Date.parse('2026-11-22T00:00:00+08:00');
    const latest = Math.max(
      ...runs
        .filter((r) => ['apps', 'analytics'].includes(r.job) && r.target_at.getTime() >= start)
        .map((r) => r.target_at.getTime()),
    );
    const { updateTime } = (await get('/v1/temple/monitorSummary')).body.data as { updateTime: string };
    expect(updateTime).toBe(formatHm(latest));
    // The world's backfill covers its last 3 days only.
    expect(
      ((await get('/v1/temple/monitorSummary?date=20261101')).body.data as { updateTime: string }).updateTime,
    ).toBe('');
  });

  it.each([
    ['/v1/bang/delist?date=2026-11-22', MONITOR_TEXTS.date],
    ['/v1/bang/delist?date=20261301', MONITOR_TEXTS.date],
    ['/v1/bang/newList?date=20261123', MONITOR_TEXTS.future],
    ['/v1/bang/booklist?genre=9999', MONITOR_TEXTS.genre],
    ['/v1/bang/clearlist?genre=abc', MONITOR_TEXTS.genre],
    ['/v1/bang/delist?page=0', MONITOR_TEXTS.page],
    ['/v1/bang/delist?pageSize=101', MONITOR_TEXTS.pageSize],
    ['/v1/bang/delist?pageSize=x', MONITOR_TEXTS.pageSize],
    ['/v1/bang/clearbanglist?type=1', MONITOR_TEXTS.type],
    ['/v1/bang/clearbanglist?date1=20261122&date2=20261121', MONITOR_TEXTS.range],
    ['/v1/bang/monitorDateCount?date1=20260101&date2=20261122', MONITOR_TEXTS.rangeTooLong],
    ['/v1/temple/monitorSummary?date=abc', MONITOR_TEXTS.date],
    ['/v1/bang/monitorTrendSummary?date=2026-11-22', MONITOR_TEXTS.date],
    ['/v1/bang/monitorTrendSummary?date=20261123', MONITOR_TEXTS.future],
    ['/v1/bang/monitorTrendSummary?genre=1', MONITOR_TEXTS.genre],
  ])('refuses %s with a Chinese message', async (url, msg) => {
    const before = await t.handle.db
      .selectFrom('monitor_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, msg });
    expect(msg).toMatch(/[\u4e00-\u9fff]/);
    const after = await t.handle.db
      .selectFrom('monitor_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  describe('history depth (free 30 days, VIP a year, visitors as free)', () => {
    /** 40 days before today, and more than a year before it. */
    const OLD = '20261013';
    const ANCIENT = '20251001';
    const urls = (day: string) => [
      `/v1/bang/delist?date=${day}`,
      `/v1/bang/newList?date=${day}`,
      `/v1/bang/clearlist?date=${day}`,
      `/v1/bang/booklist?date=${day}`,
      `/v1/bang/clearbanglist?date1=${day}&date2=${day}&type=0`,
      `/v1/temple/monitorSummary?date=${day}`,
      `/v1/bang/monitorDateCount?date1=${day}&date2=${day}`,
      `/v1/bang/monitorTrendSummary?date=${day}`,
    ];
    let vip = '';
    beforeAll(async () => {
      // A new account has the registration gift: two months of VIP.
      vip = (await registerTestUser(t, '13700006666')).cookie;
    }, 60_000);

    it('answers a visitor asking 40 days back with code 2 and the way up, on every dated endpoint', async () => {
      for (const url of urls(OLD)) {
        const { status, body } = await get(url);
        expect({ url, status, body: { code: body.code, msg: body.msg } }).toEqual({
          url,
          status: 200,
          body: historyLimitFailure('normal'),
        });
      }
    });

    it('lets a VIP user read 40 days back, and answers code 3 beyond a year', async () => {
      for (const url of urls(OLD)) expect({ url, code: (await get(url, vip)).body.code }).toEqual({ url, code: 0 });
      for (const url of urls(ANCIENT)) {
        const { body } = await get(url, vip);
        expect({ url, code: body.code, msg: body.msg }).toEqual({ url, ...historyLimitFailure('vip') });
      }
    });

    it('checks the first day of a range: the last 30 days are open to a visitor, a day more is not', async () => {
      expect((await get('/v1/bang/monitorDateCount?date1=20261024&date2=20261122')).body.code).toBe(0);
      expect((await get('/v1/bang/monitorDateCount?date1=20261023&date2=20261122')).body.code).toBe(2);
      expect((await get('/v1/bang/clearbanglist?date1=20261023&date2=20261024')).body.code).toBe(2);
      // The week of the 30th day back starts 6 days earlier.
      expect((await get('/v1/bang/monitorTrendSummary?date=20261030')).body.code).toBe(0);
      expect((await get('/v1/bang/monitorTrendSummary?date=20261029')).body.code).toBe(2);
    });
  });
});
