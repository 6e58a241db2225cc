import { sql } from 'kysely';
import { FOLLOW_GROUP_LIMIT, FOLLOW_GROUP_TEXTS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formPoster, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('follow groups on %s', (kind) => {
  let t: TestApp;
  let mine: string;
  let theirs: string;
  const IDS = ['1100000001', '1100000002', '1100000003'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const now = new Date();
    for (const [i, id] of IDS.entries()) {
      await sql`
        INSERT INTO market_apps (app_id, country, name, developer_name, icon_url, first_seen_at, last_seen_at)
        VALUES (${id}::bigint, 'cn', ${`分组应用${i}`}, '开发者', 'https://example.com/icon.png', ${now}, ${now})`.execute(
        t.handle.db,
      );
    }
    mine = (await registerTestUser(t, '13800002001')).cookie;
    theirs = (await registerTestUser(t, '13800002002')).cookie;
    for (const cookie of [mine, theirs]) {
      const list = JSON.stringify(IDS.map((appId) => ({ appId, market: 'ios', country: 'cn' })));
      const res = await post('/v1/user/followAppAlmightyBatch', { isFollow: '1', list }, cookie);
      expect(res.code).toBe(0);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const post = formPoster(() => t.app);
  const groups = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/v1/user/followGroups', headers: { cookie } })).json();
  const followIds = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/v1/user/userAppAlmighty', headers: { cookie } }))
      .json()
      .data.list.map((a: { followId: number }) => a.followId) as number[];

  it('creates, renames, fills and deletes a group; its apps stay followed', async () => {
    const created = await post('/v1/user/followGroupSave', { name: '  竞品  ' }, mine);
    expect(created.code).toBe(0);
    const groupId = created.data.groupId as number;
    const ids = await followIds(mine);
    expect(
      (
        await post(
          '/v1/user/followGroupAssign',
          { groupId: String(groupId), followIds: ids.slice(0, 2).join(',') },
          mine,
        )
      ).code,
    ).toBe(0);
    expect((await groups(mine)).data.list).toEqual([{ groupId, name: '竞品', followIds: ids.slice(0, 2) }]);

    expect((await post('/v1/user/followGroupSave', { groupId: String(groupId), name: '重点竞品' }, mine)).code).toBe(0);
    // Back to ungrouped: groupId 0.
    expect((await post('/v1/user/followGroupAssign', { groupId: '0', followIds: String(ids[0]) }, mine)).code).toBe(0);
    expect((await groups(mine)).data.list).toEqual([{ groupId, name: '重点竞品', followIds: [ids[1]] }]);

    expect((await post('/v1/user/followGroupDelete', { groupId: String(groupId) }, mine)).code).toBe(0);
    expect((await groups(mine)).data.list).toEqual([]);
    expect(await followIds(mine)).toEqual(ids);
  });

  it("refuses bad names, a taken name and more than the limit, with the rule's words", async () => {
    expect(await post('/v1/user/followGroupSave', { name: '   ' }, mine)).toMatchObject({
      code: 400,
      msg: FOLLOW_GROUP_TEXTS.nameEmpty,
    });
    expect(await post('/v1/user/followGroupSave', { name: '一二三四五六七八九十一二三' }, mine)).toMatchObject({
      code: 400,
      msg: FOLLOW_GROUP_TEXTS.nameLong,
    });
    expect((await post('/v1/user/followGroupSave', { name: '游戏' }, mine)).code).toBe(0);
    expect(await post('/v1/user/followGroupSave', { name: '游戏' }, mine)).toMatchObject({
      code: 400,
      msg: FOLLOW_GROUP_TEXTS.nameTaken,
    });
    for (let i = 1; i < FOLLOW_GROUP_LIMIT; i++)
      expect((await post('/v1/user/followGroupSave', { name: `组${i}` }, mine)).code).toBe(0);
    expect(await post('/v1/user/followGroupSave', { name: '再多一个' }, mine)).toMatchObject({
      code: 400,
      msg: FOLLOW_GROUP_TEXTS.tooMany,
    });
    expect((await groups(mine)).data.list).toHaveLength(FOLLOW_GROUP_LIMIT);
    for (const g of (await groups(mine)).data.list)
      await post('/v1/user/followGroupDelete', { groupId: String(g.groupId) }, mine);
  });

  it("never touches another user's groups or follows", async () => {
    const theirGroup = (await post('/v1/user/followGroupSave', { name: '他的分组' }, theirs)).data.groupId as number;
    const theirIds = await followIds(theirs);
    const myGroup = (await post('/v1/user/followGroupSave', { name: '我的分组' }, mine)).data.groupId as number;

    const unknown = { code: 400, msg: FOLLOW_GROUP_TEXTS.unknown };
    expect(await post('/v1/user/followGroupSave', { groupId: String(theirGroup), name: '改名' }, mine)).toMatchObject(
      unknown,
    );
    expect(await post('/v1/user/followGroupDelete', { groupId: String(theirGroup) }, mine)).toMatchObject(unknown);
    expect(
      await post(
        '/v1/user/followGroupAssign',
        { groupId: String(theirGroup), followIds: String((await followIds(mine))[0]) },
        mine,
      ),
    ).toMatchObject(unknown);
    // Their follows named with my group: nothing moves.
    expect(
      (await post('/v1/user/followGroupAssign', { groupId: String(myGroup), followIds: theirIds.join(',') }, mine))
        .code,
    ).toBe(0);
    expect((await groups(mine)).data.list).toEqual([{ groupId: myGroup, name: '我的分组', followIds: [] }]);
    expect((await groups(theirs)).data.list).toEqual([{ groupId: theirGroup, name: '他的分组', followIds: [] }]);
  });

  it('needs a login and checks its input', async () => {
    expect((await post('/v1/user/followGroupSave', { name: '游客' })).code).not.toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/followGroups' })).json().code).not.toBe(0);
    expect(await post('/v1/user/followGroupAssign', { groupId: '0', followIds: '1,,2' }, mine)).toMatchObject({
      code: 400,
      msg: '请选择应用',
    });
    expect(await post('/v1/user/followGroupDelete', { groupId: 'abc' }, mine)).toMatchObject({
      code: 400,
      msg: '分组格式不正确',
    });
  });
});
