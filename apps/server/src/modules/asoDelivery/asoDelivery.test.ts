import {
  ADMIN_LEAD_TEXTS,
  ASO_DELIVERY_TEXTS,
  ErrorCode,
  formatDate,
  LEAD_TEXTS,
  type AdminDelivery,
  type DeliveryKeyword,
  type DeliveryRequest,
} from '@bangyan/contract';
import { appKeywordRanks, chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin } from '../../../test/admins.ts';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('ASO delivery requests on %s', (kind) => {
  let t: TestApp;
  let member: { cookie: string; uid: string };
  let appId: string;
  let ranked: { term: string; rank: number }[];
  const { get, data } = jsonGetters(() => t.app);
  const create = async (fields: Record<string, string>, cookie?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/asoDelivery/create',
        headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
        payload: form(fields),
      })
    ).json() as { code: number; msg: string; data: DeliveryRequest };
  const count = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('aso_delivery_requests')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    member = await registerTestUser(t, '13600007777');
    const top = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    appId = String(top.entries[0]!.appId);
    ranked = (
      await appKeywordRanks(t.handle.db, { country: 'cn', appId: Number(appId), day: formatDate(WORLD_NOW) })
    ).filter((k) => k.rank > 0);
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers the cart's form POST with a 303 to the page with the keywords, and never stores anything", async () => {
    const keywords = `${ranked[0]!.term}, ${ranked[1]!.term},${ranked[0]!.term}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/grow/create/app_id/${appId}`,
      headers: FORM_HEADERS,
      payload: form({ submit_type: 'cart', keywords }),
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://x');
    expect(location.pathname).toBe(`/grow/create/app_id/${appId}`);
    expect(location.searchParams.get('keywords')).toBe(`${ranked[0]!.term},${ranked[1]!.term}`);

    const empty = await t.app.inject({
      method: 'POST',
      url: `/grow/create/app_id/${appId}`,
      headers: FORM_HEADERS,
      payload: form({ submit_type: 'cart', keywords: '' }),
    });
    expect(empty.headers.location).toBe(`/grow/create/app_id/${appId}`);
    const badApp = await t.app.inject({
      method: 'POST',
      url: '/grow/create/app_id/not-an-app',
      headers: FORM_HEADERS,
      payload: form({ submit_type: 'cart', keywords: 'a' }),
    });
    expect(badApp).toMatchObject({ statusCode: 303, headers: { location: '/404' } });
    expect(await count()).toBe(0);
  });

  it("answers each keyword's heat and the app's rank now, null for a keyword the storefront lacks", async () => {
    const [a] = ranked;
    const list = (
      await data<{ list: DeliveryKeyword[] }>(
        `/v1/asoDelivery/keywords?appId=${appId}&keywords=${encodeURIComponent(`${a!.term},不存在的词汇xyz`)}`,
      )
    ).list;
    expect(list[0]).toMatchObject({ keyword: a!.term, rank: a!.rank });
    expect(list[0]!.heat).toEqual(expect.any(Number));
    expect(list[1]).toEqual({ keyword: '不存在的词汇xyz', heat: null, rank: null });
    // The same heat as the keyword page shows.
    const page = await data<{ info: { heat: number } }>(
      `/v1/search/index?keyword=${encodeURIComponent(a!.term)}&country=cn`,
    );
    expect(list[0]!.heat).toBe(page.info.heat);
  });

  it('needs login, refuses bad input in Chinese and stores nothing', async () => {
    const good = {
      appId,
      country: 'cn',
      keywords: `${ranked[0]!.term},${ranked[1]!.term}`,
      targetRanks: '1,3',
      budget: '50000',
      contactName: '刘洋',
      contactPhone: '13700137000',
    };
    expect((await create(good)).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(await create({ ...good, targetRanks: '1' }, member.cookie)).toMatchObject({
      code: 400,
      msg: ASO_DELIVERY_TEXTS.targetRanks,
    });
    expect(await create({ ...good, targetRanks: '0,3' }, member.cookie)).toMatchObject({
      code: 400,
      msg: ASO_DELIVERY_TEXTS.targetRank,
    });
    expect(await create({ ...good, budget: '10' }, member.cookie)).toMatchObject({
      code: 400,
      msg: ASO_DELIVERY_TEXTS.budget,
    });
    expect(await create({ ...good, contactPhone: '110' }, member.cookie)).toMatchObject({
      code: 400,
      msg: LEAD_TEXTS.phoneInvalid,
    });
    expect(await create({ ...good, keywords: '' }, member.cookie)).toMatchObject({
      code: 400,
      msg: ASO_DELIVERY_TEXTS.keywords,
    });
    expect(await create({ ...good, appId: '999999999' }, member.cookie)).toMatchObject({
      code: 400,
      msg: ASO_DELIVERY_TEXTS.appMissing,
    });
    expect(await count()).toBe(0);
  });

  it("stores a request with the server's heat and rank, lists it in the account centre and the console", async () => {
    const [a, b] = ranked;
    const made = await create(
      {
        appId,
        country: 'cn',
        keywords: `${a!.term},${b!.term}`,
        targetRanks: '1,3',
        budget: '50000',
        contactName: '刘洋',
        contactPhone: '13700137000',
        note: '希望两周内进入前三',
      },
      member.cookie,
    );
    expect(made.code).toBe(0);
    expect(made.data.keywords).toEqual([
      expect.objectContaining({ keyword: a!.term, rank: a!.rank, targetRank: 1 }),
      expect.objectContaining({ keyword: b!.term, rank: b!.rank, targetRank: 3 }),
    ]);
    expect(made.data.appName).not.toBe('');
    const mine = await data<{ list: DeliveryRequest[] }>('/v1/asoDelivery/mine', member.cookie);
    expect(mine.list).toEqual([made.data]);
    expect((await get('/v1/asoDelivery/mine')).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    // Another user sees none of it.
    const other = await registerTestUser(t, '13600008888');
    expect((await data<{ list: DeliveryRequest[] }>('/v1/asoDelivery/mine', other.cookie)).list).toEqual([]);

    const operator = (await loginTestAdmin(t, 'deliveryop', 'operator')).cookie;
    const page = await data<{ list: AdminDelivery[] }>(
      `/v1/admin/leads/asoDelivery?q=${encodeURIComponent('刘洋')}`,
      operator,
    );
    expect(page.list).toEqual([{ ...made.data, user: { uid: member.uid, nickname: expect.any(String) } }]);
    expect(made.data).toMatchObject({ status: 'new', statusNote: '', statusAt: null });
  });

  it('lets an operator move a request on with a note: the user reads it in 我的投放 and is told; an editor cannot', async () => {
    const [request] = (await data<{ list: DeliveryRequest[] }>('/v1/asoDelivery/mine', member.cookie)).list;
    const id = String(request!.id);
    const operator = (await loginTestAdmin(t, 'deliveryop2', 'operator')).cookie;
    const editor = (await loginTestAdmin(t, 'deliveryeditor', 'editor')).cookie;
    const post = async (fields: Record<string, string>, cookie?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/admin/leads/asoDelivery/status',
          headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
          payload: form(fields),
        })
      ).json() as { code: number; msg: string; data: AdminDelivery };
    const audits = () => t.handle.db.selectFrom('admin_audit').selectAll().where('action', '=', 'delivery.status');

    // Refused: an editor, a user's session, bad input; nothing changes.
    expect((await post({ id, status: 'contacted' }, editor)).code).toBe(ErrorCode.NO_PERMISSION);
    expect((await post({ id, status: 'contacted' }, member.cookie)).code).toBe(ErrorCode.NOT_LOGGED_IN);
    for (const [fields, msg] of [
      [{ id, status: 'lost' }, ADMIN_LEAD_TEXTS.status],
      [{ id, status: 'done', note: '长'.repeat(201) }, ADMIN_LEAD_TEXTS.statusNote],
      [{ id: '99999999', status: 'done' }, ADMIN_LEAD_TEXTS.deliveryMissing],
    ] as const) {
      expect(await post(fields, operator)).toEqual({ code: 400, msg, data: null });
    }
    expect(await audits().execute()).toEqual([]);

    const saved = await post({ id, status: 'contacted', note: '顾问已电话联系，方案今天发出' }, operator);
    expect(saved).toMatchObject({ code: 0, data: { status: 'contacted', statusNote: '顾问已电话联系，方案今天发出' } });
    const [mine] = (await data<{ list: DeliveryRequest[] }>('/v1/asoDelivery/mine', member.cookie)).list;
    expect(mine).toMatchObject({ status: 'contacted', statusNote: '顾问已电话联系，方案今天发出' });
    expect(mine!.statusAt).not.toBeNull();
    const [audit] = await audits().execute();
    expect(audit).toMatchObject({
      target: `delivery:${id}`,
      before: { status: 'new', note: '' },
      after: { status: 'contacted', note: '顾问已电话联系，方案今天发出' },
    });
    const notices = await t.handle.db
      .selectFrom('notices')
      .selectAll()
      .where('uid', '=', member.uid)
      .where('title', '=', ADMIN_LEAD_TEXTS.statusTitle)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'system', link: '/user/deliveries' });
    expect(notices[0]!.body).toContain('已联系');

    // The console filters by status.
    const byStatus = (s: string) => data<{ total: number }>(`/v1/admin/leads/asoDelivery?status=${s}`, operator);
    expect((await byStatus('contacted')).total).toBe(1);
    expect((await byStatus('new')).total).toBe(0);
  });
});
