import {
  CONTENT_TEXTS,
  ErrorCode,
  type AdminApiGroup,
  type AdminEvent,
  type AdminJob,
  type AdminPageBlock,
  type EventDetail,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin } from '../../../test/admins.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

type Page<T> = { total: number; list: T[] };
type Answer<T = unknown> = { code: number; msg: string; data: T };
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** 页面: the content pages' tables, edited in the console and shown on their pages at once. */
describe.each(testDatabaseKinds())('console page content on %s', (kind) => {
  let t: TestApp;
  let editor: string;
  let operator: string;
  const { data } = jsonGetters(() => t.app);
  const post = <T = unknown>(url: string, fields: Record<string, string>, cookie = editor): Promise<Answer<T>> =>
    formPoster(() => t.app)(url, fields, cookie) as Promise<Answer<T>>;
  const audit = () => t.handle.db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').execute();
  const about = () => data<{ blocks: { key: string; title: string }[]; jobs: AdminJob[] }>('/v1/pages/about');

  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = (await loginTestAdmin(t, 'editor1', 'editor')).cookie;
    operator = (await loginTestAdmin(t, 'operator1', 'operator')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it('edits a page block: the page shows it, a second block of the same place is refused, the audit has both', async () => {
    const blocks = await data<Page<AdminPageBlock>>('/v1/admin/content/pageBlocks/list', editor);
    const intro = blocks.list.find((b) => b.block === 'about.intro')!;
    const saved = await post<AdminPageBlock>('/v1/admin/content/pageBlocks/update', {
      id: String(intro.id),
      title: '关于我们（新）',
      body: '我们做**应用商店**数据。',
    });
    expect(saved).toMatchObject({ code: 0, data: { block: 'about.intro', title: '关于我们（新）' } });
    expect((await about()).blocks.find((b) => b.key === 'intro')).toMatchObject({ title: '关于我们（新）' });
    const [row] = await audit();
    expect(row).toMatchObject({ action: 'content.update', target: `pageBlocks:${intro.id}` });
    expect(row!.before).toMatchObject({ title: intro.title });

    expect(await post('/v1/admin/content/pageBlocks/create', { block: 'about.intro', title: '重复' })).toEqual({
      code: 400,
      msg: CONTENT_TEXTS.blockUsed,
      data: null,
    });
    expect(await post('/v1/admin/content/pageBlocks/create', { block: 'home.hero', title: '无此区块' })).toEqual({
      code: 400,
      msg: CONTENT_TEXTS.block,
      data: null,
    });
  });

  it('adds, hides and refuses open positions as /new/about#join shows them', async () => {
    const created = await post<AdminJob>('/v1/admin/content/jobs/create', {
      title: '数据工程师',
      city: '北京',
      duties: '建设采集管线\n\n维护数据质量',
      requirements: '熟悉 SQL',
      email: 'jobs@example.com',
    });
    expect(created).toMatchObject({ code: 0, data: { title: '数据工程师', published: true } });
    const shown = (await about()).jobs.find((j) => j.id === created.data.id);
    expect(shown).toMatchObject({ duties: ['建设采集管线', '维护数据质量'], requirements: ['熟悉 SQL'] });

    await post('/v1/admin/content/jobs/update', { id: String(created.data.id), published: 'false' });
    expect((await about()).jobs.some((j) => j.id === created.data.id)).toBe(false);

    const before = await data<Page<AdminJob>>('/v1/admin/content/jobs/list', editor);
    for (const [fields, msg] of [
      [{ email: 'not-an-email' }, CONTENT_TEXTS.email],
      [{ city: ' ' }, CONTENT_TEXTS.required('工作城市', 20)],
    ] as const) {
      expect(await post('/v1/admin/content/jobs/update', { id: String(created.data.id), ...fields })).toEqual({
        code: 400,
        msg,
        data: null,
      });
    }
    expect(await data<Page<AdminJob>>('/v1/admin/content/jobs/list', editor)).toEqual(before);
  });

  it('keeps the brand history by month and the API groups by the API document’s tags', async () => {
    const milestone = await post('/v1/admin/content/milestones/create', { month: '2010-01', title: '团队成立' });
    expect(milestone).toMatchObject({ code: 0, data: { month: '2010-01', title: '团队成立' } });
    const brand = await data<{ milestones: { month: string; title: string }[] }>('/v1/pages/brand');
    expect(brand.milestones[0]).toMatchObject({ month: '2010-01', title: '团队成立' });
    expect(await post('/v1/admin/content/milestones/create', { month: '2019-13', title: 'x' })).toMatchObject({
      code: 400,
      msg: CONTENT_TEXTS.month,
    });

    const groups = await data<Page<AdminApiGroup>>('/v1/admin/content/apiGroups/list', editor);
    const ranking = groups.list.find((g) => g.tag === 'ranking')!;
    await post('/v1/admin/content/apiGroups/update', { id: String(ranking.id), name: '榜单接口' });
    const api = await data<{ groups: { tag: string; name: string }[] }>('/v1/pages/api');
    expect(api.groups.find((g) => g.tag === 'ranking')?.name).toBe('榜单接口');
    const fields = { name: '某组', description: '说明' };
    expect(await post('/v1/admin/content/apiGroups/create', { tag: 'nosuchtag', ...fields })).toMatchObject({
      code: 400,
      msg: CONTENT_TEXTS.tag,
    });
    expect(await post('/v1/admin/content/apiGroups/create', { tag: 'ranking', ...fields })).toMatchObject({
      code: 400,
      msg: CONTENT_TEXTS.tagUsed,
    });
  });

  it('builds an event with its agenda and speakers; the event page shows them', async () => {
    const event = await post<AdminEvent>('/v1/admin/content/events/create', {
      title: '出海增长沙龙',
      summary: '聊聊出海',
      city: '深圳',
      venue: '南山会议中心',
      address: '南山区科技园',
      startsAt: iso(10 * DAY),
      endsAt: iso(10 * DAY + 3 * 3_600_000),
      capacity: '80',
    });
    expect(event).toMatchObject({ code: 0, data: { title: '出海增长沙龙', capacity: 80, published: true } });
    const eventId = String(event.data.id);
    await post('/v1/admin/content/eventAgenda/create', {
      eventId,
      startTime: '14:00',
      endTime: '14:30',
      title: '开场',
    });
    await post('/v1/admin/content/eventSpeakers/create', {
      eventId,
      name: '王五',
      title: '增长负责人',
      company: '某公司',
    });
    const detail = await data<EventDetail>(`/v1/events/detail?id=${eventId}`);
    expect(detail.agenda).toEqual([{ startTime: '14:00', endTime: '14:30', title: '开场', speaker: '' }]);
    expect(detail.speakers).toEqual([{ name: '王五', title: '增长负责人', company: '某公司', bio: '' }]);

    const refusals = [
      ['eventAgenda', { eventId: '999999', startTime: '09:00', endTime: '10:00', title: '无此活动' }, 'eventMissing'],
      ['eventAgenda', { eventId, startTime: '10:00', endTime: '09:00', title: '倒序' }, 'timeOrder'],
      ['eventAgenda', { eventId, startTime: '25:00', endTime: '26:00', title: '时间错' }, 'clock'],
      ['eventSpeakers', { eventId: '999999', name: '甲', title: '乙', company: '丙' }, 'eventMissing'],
      ['events', { id: eventId, endsAt: iso(DAY) }, 'timeOrder'],
      ['events', { id: eventId, capacity: '0' }, 'capacity'],
    ] as const;
    for (const [kindName, fields, text] of refusals) {
      const action = 'id' in fields ? 'update' : 'create';
      expect(await post(`/v1/admin/content/${kindName}/${action}`, fields)).toEqual({
        code: 400,
        msg: CONTENT_TEXTS[text],
        data: null,
      });
    }
    expect(await data<EventDetail>(`/v1/events/detail?id=${eventId}`)).toEqual(detail);

    // Deleting the event takes its agenda and speakers with it.
    await post('/v1/admin/content/events/delete', { id: eventId });
    const left = await t.handle.db
      .selectFrom('event_agenda')
      .select('id')
      .where('event_id', '=', Number(eventId))
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses the operator, changing nothing', async () => {
    const before = await audit();
    const job = { title: '运营', city: '上海', duties: '做运营', requirements: '有经验', email: 'hr@example.com' };
    const answer = await post('/v1/admin/content/jobs/create', job, operator);
    expect(answer.code).toBe(ErrorCode.NO_PERMISSION);
    expect(await audit()).toHaveLength(before.length);
  });
});
