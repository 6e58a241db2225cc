import { FEEDBACK_CONTENT_TOO_LONG, FEEDBACK_EMPTY, FEEDBACK_WECHAT_TOO_LONG, signParams } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

describe.each(testDatabaseKinds())('site endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const feedbackCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('feedback')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists the seeded friendly links in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/temple/friendLink' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.data[0]).toEqual({ name: 'App Store', url: 'https://www.apple.com.cn/app-store/' });
  });

  it('lists the business info with the names the web app looks up, without QR codes until an editor uploads them', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/v1/temple/cooperateList' })).json();
    expect(body.code).toBe(0);
    const names = body.data.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['专属客服', '官方交流群', '国内商务合作']));
    for (const item of body.data) {
      expect(item.img).toBe('');
      expect(item.description).toContain('意见反馈');
    }
  });

  it('stores a feedback with its codes, content and contact', async () => {
    const before = await feedbackCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/advice',
      headers: { ...FORM_HEADERS, 'user-agent': 'vitest' },
      payload: form({ type: [2, 1], func_type: [3], content: '  榜单数据更新慢  ', wechat: 'wx_abc' }),
    });
    expect(res.json()).toMatchObject({ code: 0, msg: 'success' });
    expect(await feedbackCount()).toBe(before + 1);
    const row = await t.handle.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      types: [2, 1],
      func_types: [3],
      content: '榜单数据更新慢',
      wechat: 'wx_abc',
      user_agent: 'vitest',
    });
  });

  it('accepts lists as repeated keys too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/advice',
      headers: FORM_HEADERS,
      payload: 'type=5&type=6&content=x',
    });
    expect(res.json().code).toBe(0);
  });

  it.each([
    [{ content: 'x'.repeat(501) }, FEEDBACK_CONTENT_TOO_LONG],
    [{ content: 'ok', wechat: 'w'.repeat(101) }, FEEDBACK_WECHAT_TOO_LONG],
    [{ type: [3], content: 'ok' }, '反馈的数据类型不正确'],
    [{ func_type: ['x'], content: 'ok' }, '反馈的功能类型不正确'],
    [{ content: '   ' }, FEEDBACK_EMPTY],
    [{}, FEEDBACK_EMPTY],
  ])('refuses %j with its message and stores nothing', async (fields, msg) => {
    const before = await feedbackCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/advice',
      headers: FORM_HEADERS,
      payload: form(fields),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg, data: null });
    expect(await feedbackCount()).toBe(before);
  });

  it('counts characters, not bytes: 500 Chinese characters are within the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/advice',
      headers: FORM_HEADERS,
      payload: form({ content: '数'.repeat(500) }),
    });
    expect(res.json().code).toBe(0);
  });

  it('records a signed page view and refuses it unsigned', async () => {
    const count = async () =>
      Number(
        (
          await t.handle.db
            .selectFrom('page_views')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/public/pageView',
      headers: FORM_HEADERS,
      payload: form({ path: '/new' }),
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().code).toBe(403);
    const signed = signParams({ path: '/new/ranking/index?genre=0', referrer: '/' }, t.config.signSecret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/pageView',
      headers: FORM_HEADERS,
      payload: form(signed),
    });
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect(await count()).toBe(before + 1);
    const row = await t.handle.db.selectFrom('page_views').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ path: '/new/ranking/index?genre=0', referrer: '/' });
  });

  it('refuses a page view for a path that is not a site path', async () => {
    const signed = signParams({ path: 'javascript:alert(1)' }, t.config.signSecret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/pageView',
      headers: FORM_HEADERS,
      payload: form(signed),
    });
    expect(res.json()).toEqual({ code: 400, msg: '页面地址格式不正确', data: null });
  });
});
