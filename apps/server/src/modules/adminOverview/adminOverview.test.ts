import { ADMIN_OPS_TEXTS, formatDate, type DataOf, type adminOverview } from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin } from '../../../test/admins.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

type Overview = DataOf<typeof adminOverview>;

describe.each(testDatabaseKinds())('console overview on %s', (kind) => {
  let t: TestApp;
  let editor: string;
  let member: { cookie: string; uid: string };
  const post = formPoster(() => t.app);
  const { get, data } = jsonGetters(() => t.app);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    editor = (await loginTestAdmin(t, 'overvieweditor', 'editor')).cookie;
    member = await registerTestUser(t, '13700008001');
    await registerTestUser(t, '13700008002');
    const orderNo = (await post('/v1/vip/createOrder', { planId: 'svip-1m' }, member.cookie)).data.orderNo;
    expect((await post('/v1/vip/sandboxConfirm', { orderNo }, member.cookie)).code).toBe(0);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it("answers every role the platform's days: sign-ups, actives, payments", async () => {
    expect((await get('/v1/admin/overview', member.cookie)).body.code).toBe(401);
    expect((await get('/v1/admin/overview?days=5', editor)).body.msg).toBe(ADMIN_OPS_TEXTS.span);
    const week = await data<Overview>('/v1/admin/overview?days=7', editor);
    expect(week.days).toHaveLength(7);
    const today = week.days.at(-1)!;
    expect(today.day).toBe(formatDate(Date.now()));
    const paid = await t.handle.db
      .selectFrom('vip_orders')
      .selectAll()
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(today).toMatchObject({ signups: 2, active: 2, payingUsers: 1, paidOrders: 1, revenueFen: paid.amount_fen });
    expect(week.days.slice(0, -1).every((d) => d.signups === 0 && d.revenueFen === 0)).toBe(true);
    expect(week.totals).toMatchObject({ users: 2, disabled: 0, vip: 1, svip: 1, pendingLinks: 0 });
    expect((await data<Overview>('/v1/admin/overview', editor)).days).toHaveLength(30);
  });

  it("answers the engine's jobs: last collection, lag against the market's now, failures", async () => {
    const { engine } = await data<Overview>('/v1/admin/overview?days=7', editor);
    expect(new Date(engine.checkedAt).getTime()).toBeGreaterThanOrEqual(WORLD_NOW.getTime());
    const charts = engine.jobs.find((j) => j.job === 'charts-main')!;
    const last = await t.handle.db
      .selectFrom('ingest_runs')
      .select((eb) => eb.fn.max('target_at').as('at'))
      .where('job', '=', 'charts-main')
      .where('status', '=', 'done')
      .executeTakeFirstOrThrow();
    expect(charts).toMatchObject({ periodHours: 1, lastDoneAt: new Date(last.at).toISOString(), failed24h: 0 });
    expect(charts.lagMinutes).toBe(
      Math.floor((new Date(engine.checkedAt).getTime() - new Date(last.at).getTime()) / 60_000),
    );
    expect(engine.jobs.map((j) => j.job)).toContain('maintenance');
  });
});
