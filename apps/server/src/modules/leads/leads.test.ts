import {
  ADMIN_TEXTS,
  ALL_ENDPOINTS,
  API_DOCS_PATH,
  ErrorCode,
  LEAD_TEXTS,
  type AdminLead,
  type EventDetail,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin } from '../../../test/admins.ts';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { seed } from '../../seed.ts';

type Answer<T = unknown> = { code: number; msg: string; data: T };
type Page<T> = { total: number; list: T[] };

describe.each(testDatabaseKinds())('content pages, their leads and the console 线索 on %s', (kind) => {
  let t: TestApp;
  let member: { cookie: string; uid: string };
  let operator: string;
  let editor: string;
  let address = 0;
  const { get, data } = jsonGetters(() => t.app);
  /** Each call from its own address, so the lead rate limit is not what a test meets (unless it asks). */
  const post = async <T = unknown>(url: string, fields: Record<string, string>, cookie?: string, ip?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip ?? `10.9.0.${++address}`,
      headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: form(fields),
    });
    return { status: res.statusCode, body: res.json() as Answer<T> };
  };
  const leadCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await registerTestUser(t, '13700004001');
    operator = (await loginTestAdmin(t, 'leadsop', 'operator')).cookie;
    editor = (await loginTestAdmin(t, 'leadsed', 'editor')).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each page from the seeded tables', async () => {
    const about = await data<{
      blocks: { key: string }[];
      jobs: { duties: string[]; email: string }[];
      partnerKinds: unknown[];
    }>('/v1/pages/about');
    expect(about.blocks.map((b) => b.key)).toEqual(['intro', 'culture', 'contact']);
    expect(about.jobs.length).toBeGreaterThan(2);
    expect(about.jobs[0]!.duties.length).toBeGreaterThan(1);
    expect(about.partnerKinds.length).toBeGreaterThan(1);

    const brand = await data<{ products: unknown[]; milestones: { month: string }[] }>('/v1/pages/brand');
    expect(brand.products.length).toBeGreaterThan(2);
    const months = brand.milestones.map((m) => m.month);
    expect(months).toEqual([...months].sort());
    expect(months[0]).toMatch(/^\d{4}-\d{2}$/);

    const api = await data<{
      groups: { tag: string; endpointCount: number }[];
      plans: { features: string[] }[];
      docsUrl: string;
      endpointTotal: number;
    }>('/v1/pages/api');
    expect(api.docsUrl).toBe(API_DOCS_PATH);
    for (const g of api.groups) expect(g.endpointCount).toBe(ALL_ENDPOINTS.filter((e) => e.tag === g.tag).length);
    expect(api.endpointTotal).toBe(api.groups.reduce((s, g) => s + g.endpointCount, 0));
    expect(api.plans.length).toBe(3);
    // The docs link is the real document.
    const docs = await t.app.inject({ method: 'GET', url: api.docsUrl });
    expect(docs.json()).toMatchObject({ openapi: expect.any(String) });
  });

  it('opens the latest event without an id, and answers 404 in Chinese for an unknown one', async () => {
    const latest = await data<EventDetail>('/v1/events/detail');
    const rows = await t.handle.db
      .selectFrom('events')
      .select(['id', 'starts_at'])
      .orderBy('starts_at', 'desc')
      .execute();
    expect(latest.id).toBe(rows[0]!.id);
    expect(latest.agenda.length).toBeGreaterThan(2);
    expect(latest.speakers.length).toBeGreaterThan(0);
    expect(latest.open).toBe(true);
    expect((await get('/v1/events/detail?id=999999')).body).toMatchObject({ code: 404, msg: LEAD_TEXTS.eventMissing });
    expect((await get('/v1/events/detail?id=abc')).body).toMatchObject({ code: 400, msg: LEAD_TEXTS.eventId });
  });

  it('the seed leaves tables an operator filled alone', async () => {
    await t.handle.db
      .updateTable('page_blocks')
      .set({ body: '运营改过的介绍' })
      .where('page', '=', 'about')
      .where('key', '=', 'intro')
      .execute();
    // The content step again, as on an installation whose record of it was lost.
    await t.handle.db.deleteFrom('app_meta').where('key', '=', 'seed:content-pages').execute();
    expect(await seed(t.handle.db)).toEqual(['seed:content-pages']);
    const about = await data<{ blocks: { key: string; body: string }[] }>('/v1/pages/about');
    expect(about.blocks.find((b) => b.key === 'intro')!.body).toBe('运营改过的介绍');
    expect(about.blocks).toHaveLength(3);
  });

  it('refuses bad input in Chinese and stores nothing', async () => {
    const before = await leadCount();
    const plan = (await data<{ plans: { id: number }[] }>('/v1/pages/api')).plans[0]!.id;
    const good = { name: '张伟', phone: '13800138000', company: '星辰游戏', planId: String(plan) };
    expect((await post('/v1/leads/apiApply', { ...good, phone: '12345' })).body).toMatchObject({
      code: 400,
      msg: LEAD_TEXTS.phoneInvalid,
    });
    expect((await post('/v1/leads/apiApply', { ...good, name: '  ' })).body).toMatchObject({
      code: 400,
      msg: LEAD_TEXTS.name,
    });
    expect((await post('/v1/leads/apiApply', { ...good, email: 'not-an-email' })).body).toMatchObject({
      code: 400,
      msg: LEAD_TEXTS.emailInvalid,
    });
    expect((await post('/v1/leads/apiApply', { ...good, planId: '999999' })).body).toMatchObject({
      code: 400,
      msg: LEAD_TEXTS.planMissing,
    });
    expect((await post('/v1/leads/partner', { ...good, kindId: '1', message: '' })).body).toMatchObject({
      code: 400,
      msg: LEAD_TEXTS.partnerMessage,
    });
    const event = await data<EventDetail>('/v1/events/detail');
    expect(
      (
        await post('/v1/leads/eventSignup', {
          eventId: String(event.id),
          name: '李娜',
          phone: '13900139000',
          company: '某公司',
        })
      ).body,
    ).toMatchObject({ code: 400, msg: LEAD_TEXTS.jobTitle });
    expect(await leadCount()).toBe(before);
  });

  it('signs up once per phone per event, refuses an ended event, and counts the places', async () => {
    const event = await data<EventDetail>('/v1/events/detail');
    const signup = {
      eventId: String(event.id),
      name: '李娜',
      phone: '13900139001',
      company: '某公司',
      jobTitle: '市场经理',
    };
    const first = await post<{ id: number }>('/v1/leads/eventSignup', signup);
    expect(first.body.code).toBe(0);
    const again = await post('/v1/leads/eventSignup', { ...signup, name: '李娜娜' });
    expect(again.body).toMatchObject({ code: 400, msg: LEAD_TEXTS.alreadySignedUp });
    expect((await data<EventDetail>('/v1/events/detail')).signedUp).toBe(event.signedUp + 1);

    const past = await t.handle.db
      .selectFrom('events')
      .select('id')
      .where('ends_at', '<', new Date())
      .executeTakeFirstOrThrow();
    expect((await post('/v1/leads/eventSignup', { ...signup, eventId: String(past.id) })).body).toMatchObject({
      code: 400,
      msg: LEAD_TEXTS.eventEnded,
    });
    const rows = await t.handle.db.selectFrom('leads').selectAll().where('kind', '=', 'event_signup').execute();
    expect(rows).toHaveLength(1);
  });

  it('rate-limits a visitor who sends form after form', async () => {
    const kindId = String((await data<{ partnerKinds: { id: number }[] }>('/v1/pages/about')).partnerKinds[0]!.id);
    const lead = { kindId, name: '王强', phone: '13600136000', company: '某代理', message: '希望代理华南区域' };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await post('/v1/leads/partner', lead, undefined, '10.8.8.8')).body.code);
    expect(answers.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(answers[5]).toBe(ErrorCode.TOO_FREQUENT);
  });

  it('lists leads by kind with a search and a date range for admin and operator only', async () => {
    const plan = (await data<{ plans: { id: number; name: string }[] }>('/v1/pages/api')).plans[1]!;
    const sent = await post<{ id: number }>(
      '/v1/leads/apiApply',
      {
        name: '赵敏',
        phone: '13500135000',
        company: '明月科技',
        email: 'zm@example.com',
        planId: String(plan.id),
        message: '需要榜单接口',
      },
      member.cookie,
    );
    expect(sent.body.code).toBe(0);
    const page = await data<Page<AdminLead>>('/v1/admin/leads/list?kind=api_apply', operator);
    expect(page.list[0]).toMatchObject({
      id: sent.body.data.id,
      kind: 'api_apply',
      subject: plan.name,
      company: '明月科技',
      user: { uid: member.uid },
    });
    const found = await data<Page<AdminLead>>(`/v1/admin/leads/list?q=${encodeURIComponent('明月')}`, operator);
    expect(found.list.map((l) => l.id)).toEqual([sent.body.data.id]);
    const none = await data<Page<AdminLead>>('/v1/admin/leads/list?from=20000101&to=20000102', operator);
    expect(none.total).toBe(0);
    expect((await get('/v1/admin/leads/list?from=20250102&to=20250101', operator)).body).toMatchObject({ code: 400 });
    expect((await get('/v1/admin/leads/list?kind=spam', operator)).body).toMatchObject({ code: 400 });

    const refused = await get('/v1/admin/leads/list', editor);
    expect(refused).toMatchObject({ status: 403, body: { msg: ADMIN_TEXTS.noPermission('leads.read') } });
    expect((await get('/v1/admin/leads/asoDelivery', editor)).status).toBe(403);
    // A user's session is no console session.
    expect((await get('/v1/admin/leads/list', member.cookie)).body).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
    expect((await get('/v1/admin/leads/list')).status).toBe(401);
  });
});
