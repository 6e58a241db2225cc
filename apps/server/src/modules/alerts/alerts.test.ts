import { sql } from 'kysely';
import {
  ALERT_TEXTS,
  DAY_MS,
  DEFAULT_ALERT_RANK_TOP,
  HOUR_MS,
  MINUTE_MS,
  MONITOR_ALERT_KINDS,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlerts } from '../../alerts/runAlerts.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { alertNotices } from '../../../test/alerts.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('alerts on followed apps on %s', (kind) => {
  let t: TestApp;
  /** The newest event of the test world an alert can report. */
  let event: { kind: string; appId: string; at: Date };
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    const row = await t.handle.db
      .selectFrom('monitor_events')
      .select(['kind', 'app_id', 'at'])
      .where('country', '=', 'cn')
      .where('kind', 'in', [...MONITOR_ALERT_KINDS])
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    event = { kind: row.kind, appId: String(row.app_id), at: row.at };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const post = formPoster(() => t.app);
  const follow = (appId: string, cookie: string) =>
    post('/v1/user/followAppAlmighty', { appId, market: 'ios', country: 'cn', isFollow: '1' }, cookie);
  const setRule = (appId: string, kinds: string, cookie: string) =>
    post('/v1/user/appAlertRuleSave', { appId, market: 'ios', country: 'cn', kinds }, cookie);
  const alerts = (uid: string) => alertNotices(t, uid);
  /** Dates the user's rule as set `ms` before the event (the engine reports what happens after a rule is set). */
  const ruleSetBefore = (uid: string, ms: number) =>
    sql`UPDATE alert_rules SET created_at = ${new Date(event.at.getTime() - ms)} WHERE uid = ${uid}`.execute(
      t.handle.db,
    );

  it('records each due alert in the message centre once, and only for the kinds asked for after the rule was set', async () => {
    const asked = await registerTestUser(t, '13700006001');
    const other = await registerTestUser(t, '13700006002');
    const late = await registerTestUser(t, '13700006003');
    for (const user of [asked, other, late]) expect((await follow(event.appId, user.cookie)).code).toBe(0);
    expect((await setRule(event.appId, event.kind, asked.cookie)).code).toBe(0);
    expect(
      (await setRule(event.appId, MONITOR_ALERT_KINDS.filter((k) => k !== event.kind).join(','), other.cookie)).code,
    ).toBe(0);
    expect((await setRule(event.appId, event.kind, late.cookie)).code).toBe(0);
    await ruleSetBefore(asked.uid, DAY_MS);
    await ruleSetBefore(other.uid, DAY_MS);
    await ruleSetBefore(late.uid, -3 * HOUR_MS);

    const now = new Date(event.at.getTime() + MINUTE_MS);
    await runAlerts(t.handle.db, now);
    const mine = await alerts(asked.uid);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.link).toBe(`/new/apps/view?appId=${event.appId}&country=cn`);
    expect(mine[0]!.dedupe_key).toBe(`alert:${event.kind}:cn:${event.appId}:${event.at.toISOString()}`);
    expect(await alerts(other.uid)).toEqual([]);
    expect(await alerts(late.uid)).toEqual([]);

    // Again (a second tick, a restart): nothing twice.
    expect(await runAlerts(t.handle.db, now)).toBe(0);
    expect(await alerts(asked.uid)).toHaveLength(1);
    // It shows in the user's message centre.
    const list = await data<{ list: { title: string }[] }>('/v1/message/list?kind=alert', asked.cookie);
    expect(list.list.map((n) => n.title)).toEqual([mine[0]!.title]);
  });

  it('leaves history alone: an event older than the look-back alerts no one', async () => {
    const user = await registerTestUser(t, '13700006004');
    await follow(event.appId, user.cookie);
    await setRule(event.appId, MONITOR_ALERT_KINDS.join(','), user.cookie);
    await ruleSetBefore(user.uid, 10 * DAY_MS);
    await runAlerts(t.handle.db, new Date(event.at.getTime() + 3 * DAY_MS));
    expect((await alerts(user.uid)).filter((n) => n.dedupe_key!.endsWith(event.at.toISOString()))).toEqual([]);
  });

  it('keeps a rule per followed iOS app of the user: checked, shown, changed, dropped with the follow', async () => {
    const user = await registerTestUser(t, '13700006005');
    const stranger = await registerTestUser(t, '13700006006');
    expect(await setRule(event.appId, 'offline', user.cookie)).toMatchObject({
      code: 400,
      msg: ALERT_TEXTS.notFollowed,
    });
    await follow(event.appId, user.cookie);
    expect(await setRule(event.appId, 'offline,gone', user.cookie)).toMatchObject({
      code: 400,
      msg: ALERT_TEXTS.kinds,
    });
    expect(
      await post(
        '/v1/user/appAlertRuleSave',
        { appId: 'com.example', market: 'xiaomi', kinds: 'offline' },
        user.cookie,
      ),
    ).toMatchObject({ code: 400, msg: ALERT_TEXTS.iosOnly });
    for (const rankTop of ['7', '', 'ten'])
      expect(
        await post(
          '/v1/user/appAlertRuleSave',
          { appId: event.appId, market: 'ios', country: 'cn', kinds: 'rank', rankTop },
          user.cookie,
        ),
      ).toMatchObject({ code: 400, msg: ALERT_TEXTS.rankTop });
    expect((await setRule(event.appId, 'clear-words,offline,offline', user.cookie)).code).toBe(0);
    const rule = await data<{ kinds: string[]; rankTop: number; since: string }>(
      `/v1/user/appAlertRule?appId=${event.appId}&market=ios&country=cn`,
      user.cookie,
    );
    expect(rule.kinds).toEqual(['offline', 'clear-words']);
    expect(rule.rankTop).toBe(DEFAULT_ALERT_RANK_TOP);
    expect(rule.since).not.toBe('');
    expect((await data<{ list: unknown[] }>('/v1/user/appAlertRules', user.cookie)).list).toEqual([
      {
        appId: event.appId,
        market: 'ios',
        country: 'cn',
        kinds: ['offline', 'clear-words'],
        channels: ['email', 'webhook', 'wechat'],
        rankTop: DEFAULT_ALERT_RANK_TOP,
      },
    ]);
    // The new kinds with their N and channels; N and channels left out later are kept.
    expect(
      (
        await post(
          '/v1/user/appAlertRuleSave',
          {
            appId: event.appId,
            market: 'ios',
            country: 'cn',
            kinds: 'featured,rank,version,rating',
            rankTop: '50',
            channels: 'wechat',
          },
          user.cookie,
        )
      ).code,
    ).toBe(0);
    expect((await setRule(event.appId, 'rank,offline', user.cookie)).code).toBe(0);
    expect(await data(`/v1/user/appAlertRule?appId=${event.appId}&market=ios&country=cn`, user.cookie)).toMatchObject({
      kinds: ['offline', 'rank'],
      channels: ['wechat'],
      rankTop: 50,
      since: rule.since,
    });
    expect((await data<{ list: unknown[] }>('/v1/user/appAlertRules', stranger.cookie)).list).toEqual([]);
    // Off.
    expect((await setRule(event.appId, '', user.cookie)).code).toBe(0);
    expect((await data<{ list: unknown[] }>('/v1/user/appAlertRules', user.cookie)).list).toEqual([]);
    // Unfollowing drops the rule.
    await setRule(event.appId, 'online', user.cookie);
    await post(
      '/v1/user/followAppAlmighty',
      { appId: event.appId, market: 'ios', country: 'cn', isFollow: '-1' },
      user.cookie,
    );
    expect((await data<{ list: unknown[] }>('/v1/user/appAlertRules', user.cookie)).list).toEqual([]);
    expect((await get('/v1/user/appAlertRules')).body).toMatchObject({ code: 401 });
  });
});
