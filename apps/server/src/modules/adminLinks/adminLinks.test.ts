import { ADMIN_OPS_TEXTS, ADMIN_TEXTS, type AdminLinkRequest, type Notice } from '@bangyan/contract';
import { androidMatches, chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin } from '../../../test/admins.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

type Page<T> = { total: number; list: T[] };

describe.each(testDatabaseKinds())('console link-app requests on %s', (kind) => {
  let t: TestApp;
  let user: { cookie: string; uid: string };
  let operator: string;
  let editor: string;
  let iosAppId: string;
  /** An Android listing the engine has that does not match the iOS app by its own rule. */
  let listing: { market: string; appId: string };
  const post = formPoster(() => t.app);
  const { get, data } = jsonGetters(() => t.app);
  const requests = () => t.handle.db.selectFrom('link_app_requests').selectAll().orderBy('request_id').execute();
  const audit = () => t.handle.db.selectFrom('admin_audit').selectAll().where('action', 'like', 'link.%').execute();
  const apply = (appId: string) =>
    post(
      '/v1/user/applyLinkApp',
      { appId, urlList: JSON.stringify([{ code: 'xiaomi', url: `https://app.mi.com/details?id=${listing.appId}` }]) },
      user.cookie,
    );

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    user = await registerTestUser(t, '13700004001');
    operator = (await loginTestAdmin(t, 'linkop', 'operator')).cookie;
    editor = (await loginTestAdmin(t, 'linked', 'editor')).cookie;
    const free = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    iosAppId = String(free.entries[0]!.appId);
    const matched = (await androidMatches(t.handle.db, { iosAppId: Number(iosAppId), country: 'cn' })) ?? [];
    const row = await t.handle.db
      .selectFrom('android_apps')
      .select(['market', 'app_id'])
      .where('market', '=', 'xiaomi')
      .where('ios_app_id', 'is', null)
      .orderBy('app_id')
      .execute();
    const free2 = row.find((r) => !matched.some((m) => m.appId === r.app_id));
    listing = { market: free2!.market, appId: free2!.app_id };
    expect((await apply(iosAppId)).code).toBe(0);
    expect((await apply(iosAppId)).code).toBe(0);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists requests by status for operators only', async () => {
    expect((await get('/v1/admin/links/list', user.cookie)).body).toMatchObject({
      code: 401,
      msg: ADMIN_TEXTS.notLoggedIn,
    });
    expect((await get('/v1/admin/links/list', editor)).body).toMatchObject({
      code: 4030,
      msg: ADMIN_TEXTS.noPermission('links.review'),
    });
    expect((await get('/v1/admin/links/list?status=done', operator)).body.msg).toBe(ADMIN_OPS_TEXTS.requestStatus);
    const pending = await data<Page<AdminLinkRequest>>('/v1/admin/links/list', operator);
    expect(pending.total).toBe(2);
    expect(pending.list[0]).toMatchObject({
      market: 'ios',
      appId: iosAppId,
      user: { uid: user.uid },
      status: 'pending',
      urlList: [{ code: 'xiaomi' }],
      links: [],
    });
    expect(pending.list[0]!.appName).not.toBe('');
  });

  it('refuses bad approvals and changes nothing', async () => {
    const [first] = await requests();
    const id = first!.request_id;
    const approve = (links: unknown, cookie = operator) =>
      post('/v1/admin/links/approve', { id, links: typeof links === 'string' ? links : JSON.stringify(links) }, cookie);
    expect((await approve([listing], editor)).code).toBe(4030);
    expect((await approve([listing], user.cookie)).code).toBe(401);
    expect((await approve('nope')).msg).toBe(ADMIN_OPS_TEXTS.links);
    expect((await approve([])).msg).toBe(ADMIN_OPS_TEXTS.links);
    expect((await approve([{ market: 'nokia', appId: 'a.b' }])).msg).toBe(ADMIN_OPS_TEXTS.linkMarket);
    expect((await approve([{ market: 'xiaomi', appId: 'bad pkg' }])).msg).toBe(ADMIN_OPS_TEXTS.linkPackage);
    expect((await approve([{ market: 'xiaomi', appId: 'com.nobody.has' }])).msg).toBe(
      ADMIN_OPS_TEXTS.linkUnknown('小米', 'com.nobody.has'),
    );
    expect(
      (await post('/v1/admin/links/approve', { id: '999999', links: JSON.stringify([listing]) }, operator)).msg,
    ).toBe(ADMIN_OPS_TEXTS.requestMissing);
    expect((await post('/v1/admin/links/reject', { id, reason: '  ' }, operator)).msg).toBe(ADMIN_OPS_TEXTS.reason);
    expect((await requests()).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(await t.handle.db.selectFrom('app_links').selectAll().execute()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('approves: the listing is linked to the app, the user told, the decision audited', async () => {
    const [first] = await requests();
    const answer = await post(
      '/v1/admin/links/approve',
      { id: first!.request_id, links: JSON.stringify([listing]) },
      operator,
    );
    expect(answer).toMatchObject({ code: 0, data: { status: 'linked', decidedBy: 'linkop', links: [listing] } });
    const again = await post(
      '/v1/admin/links/approve',
      { id: first!.request_id, links: JSON.stringify([listing]) },
      operator,
    );
    expect(again.msg).toBe(ADMIN_OPS_TEXTS.requestDecided);

    // The iOS app page's Android versions now include the linked listing, said to be verified.
    const match = await post('/v1/android/appMatch', { appId: iosAppId, country: 'cn' });
    expect(match.data.list).toContainEqual(expect.objectContaining({ ...listing, matchedBy: 'linked' }));

    const notices = await data<Page<Notice>>('/v1/message/list?kind=link-app', user.cookie);
    expect(notices.list[0]).toMatchObject({
      title: ADMIN_OPS_TEXTS.linkApprovedTitle,
      link: `/new/apps/view?appId=${iosAppId}&country=cn`,
    });
    expect(notices.list[0]!.body).toContain(`[小米](/new/android/download?appId=${listing.appId}&market=xiaomi)`);
    const rows = await audit();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'link.approve',
      target: `link:${first!.request_id}`,
      before: { status: 'pending' },
      after: { status: 'linked', links: [listing] },
    });
  });

  it('rejects with a reason the user reads', async () => {
    const [, second] = await requests();
    const answer = await post('/v1/admin/links/reject', { id: second!.request_id, reason: '地址与应用不符' }, operator);
    expect(answer).toMatchObject({ code: 0, data: { status: 'rejected', rejectReason: '地址与应用不符' } });
    const notices = await data<Page<Notice>>('/v1/message/list?kind=link-app', user.cookie);
    expect(notices.list[0]).toMatchObject({ title: ADMIN_OPS_TEXTS.linkRejectedTitle });
    expect(notices.list[0]!.body).toContain('原因：地址与应用不符');
    expect((await data<Page<AdminLinkRequest>>('/v1/admin/links/list?status=rejected', operator)).total).toBe(1);
    expect((await data<Page<AdminLinkRequest>>('/v1/admin/links/list', operator)).total).toBe(0);
    expect((await audit()).map((r) => r.action).sort()).toEqual(['link.approve', 'link.reject']);
  });
});
