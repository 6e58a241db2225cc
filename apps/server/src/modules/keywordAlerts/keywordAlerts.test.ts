import { sql } from 'kysely';
import { DAY_MS, KEYWORD_ALERT_TEXTS } from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlerts } from '../../alerts/runAlerts.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { alertNotices } from '../../../test/alerts.ts';
import { registerTestUser } from '../../../test/users.ts';

/** The collection the test world's last keyword lists come from. */
interface Collection {
  at: Date;
  appId: string;
  /** The watched keywords: their terms, and the app's rank in the list before and in the collection's. */
  moved: { term: string; before: number | null; after: number | null }[];
}

describe.each(testDatabaseKinds())('alerts on watched keywords on %s', (kind) => {
  let t: TestApp;
  let last: Collection;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    // The app that left the top 10 (still ranked) for the most keywords at the last collection, with its moves, by SQL.
    const { rows } = await sql<{ at: Date; app_id: string; term: string; before: number | null; after: number | null }>`
      WITH lists AS (
        SELECT r.keyword_id, r.at, r.app_ids AS after, p.app_ids AS before FROM keyword_results r
        JOIN LATERAL (SELECT q.app_ids FROM keyword_results q WHERE q.keyword_id = r.keyword_id AND q.at < r.at
          ORDER BY q.at DESC LIMIT 1) p ON true
        WHERE r.at = (SELECT max(at) FROM keyword_results)
      ), moves AS (
        SELECT l.at, a.app_id, l.keyword_id, array_position(l.before, a.app_id) AS before,
          array_position(l.after, a.app_id) AS after
        FROM lists l CROSS JOIN LATERAL (SELECT DISTINCT unnest(l.before[1:20] || l.after[1:20]) AS app_id) a
      ), busiest AS (
        SELECT app_id FROM moves WHERE before IS DISTINCT FROM after GROUP BY app_id
        ORDER BY count(*) FILTER (WHERE before <= 10 AND after > 10) DESC, count(*) DESC, app_id
        LIMIT 1
      )
      SELECT m.at, m.app_id::text, k.term, m.before, m.after FROM moves m JOIN busiest b ON b.app_id = m.app_id
      JOIN keywords k ON k.keyword_id = m.keyword_id
      WHERE m.before IS DISTINCT FROM m.after ORDER BY k.keyword_id`.execute(t.handle.db);
    last = {
      at: rows[0]!.at,
      appId: rows[0]!.app_id,
      moved: rows.map((r) => ({ term: r.term, before: r.before, after: r.after })),
    };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const post = formPoster(() => t.app);
  const watch = (appId: string, keyword: string, cookie: string) =>
    post('/v1/apps/userKeywordsMonitorChange', { appId, country: 'cn', keyword, isMonitor: '1' }, cookie);
  const save = (appId: string, fields: Record<string, string>, cookie: string) =>
    post('/v1/user/appKeywordAlertRuleSave', { appId, country: 'cn', ...fields }, cookie);
  const ruleOf = (appId: string, cookie: string) =>
    get(`/v1/user/appKeywordAlertRule?appId=${appId}&country=cn`, cookie);
  /** Dates the user's rule and watched keywords as set a day before the collection. */
  const dateBefore = async (uid: string) => {
    const at = new Date(last.at.getTime() - DAY_MS);
    await sql`UPDATE keyword_alert_rules SET created_at = ${at} WHERE uid = ${uid}`.execute(t.handle.db);
    await sql`UPDATE app_keyword_watch SET created_at = ${at} WHERE uid = ${uid}`.execute(t.handle.db);
  };
  const alerts = (uid: string) => alertNotices(t, uid);

  it('alerts once per collection, listing the watched keywords whose rank moved by N places or left the top 10', async () => {
    const user = await registerTestUser(t, '13700008001');
    const watched = last.moved.slice(0, 5);
    for (const k of watched) expect((await watch(last.appId, k.term, user.cookie)).code).toBe(0);
    expect((await save(last.appId, { minChange: '3', top10Exit: '1', channels: 'email' }, user.cookie)).code).toBe(0);
    await dateBefore(user.uid);
    // A user whose rule asks for nothing these keywords did.
    const quiet = await registerTestUser(t, '13700008002');
    const still = last.moved.find((k) => k.before !== null && k.after !== null && Math.abs(k.after - k.before) < 50)!;
    await watch(last.appId, still.term, quiet.cookie);
    expect((await save(last.appId, { minChange: '50', top10Exit: '0' }, quiet.cookie)).code).toBe(0);
    await dateBefore(quiet.uid);

    const top = (r: number | null) => r !== null && r <= 10;
    const expected = watched.filter(
      (k) =>
        k.before === null || k.after === null || Math.abs(k.after - k.before) >= 3 || (top(k.before) && !top(k.after)),
    );
    expect(expected.length).toBeGreaterThan(0);
    await runAlerts(t.handle.db, WORLD_NOW);
    expect(await runAlerts(t.handle.db, WORLD_NOW)).toBe(0);
    const mine = await alerts(user.uid);
    expect(mine.map((n) => n.dedupe_key)).toEqual([`alert:keyword:cn:${last.appId}:${last.at.toISOString()}`]);
    expect(mine[0]!.title).toMatch(new RegExp(`」${expected.length} 个关键词排名变化$`));
    expect(mine[0]!.link).toBe(`/new/apps/keywordsmonitor?appId=${last.appId}&country=cn`);
    const lines = mine[0]!.body.split('\n');
    expect(lines[0]).toMatch(/采集的关键词排名有变化（中国区）：$/);
    expect(
      lines
        .slice(1)
        .map((l) => /^「(.+)」/.exec(l)![1])
        .sort(),
    ).toEqual(expected.map((k) => k.term).sort());
    expect(await alerts(quiet.uid)).toEqual([]);
  });

  it('keeps a rule per app whose keywords the user watches: checked, shown, changed, turned off', async () => {
    const user = await registerTestUser(t, '13700008003');
    const stranger = await registerTestUser(t, '13700008004');
    const appId = last.appId;
    // Not watched yet: refused, to read and to save.
    expect(await save(appId, { minChange: '3', top10Exit: '0' }, user.cookie)).toMatchObject({
      code: 400,
      msg: KEYWORD_ALERT_TEXTS.notWatched,
    });
    expect((await ruleOf(appId, user.cookie)).body).toMatchObject({ code: 400, msg: KEYWORD_ALERT_TEXTS.notWatched });
    await watch(appId, last.moved[0]!.term, user.cookie);
    expect(await data(`/v1/user/appKeywordAlertRule?appId=${appId}&country=cn`, user.cookie)).toEqual({
      minChange: 0,
      top10Exit: false,
      channels: ['email', 'webhook', 'wechat'],
      since: '',
    });
    // Bad fields change nothing.
    for (const [fields, msg] of [
      [{ minChange: '4', top10Exit: '0' }, KEYWORD_ALERT_TEXTS.minChange],
      [{ minChange: '', top10Exit: '1' }, KEYWORD_ALERT_TEXTS.minChange],
      [{ minChange: '3', top10Exit: 'yes' }, KEYWORD_ALERT_TEXTS.top10Exit],
      [{ minChange: '3', top10Exit: '1', channels: 'email,sms' }, '提醒渠道格式不正确'],
    ] as const) {
      expect(await save(appId, fields, user.cookie)).toMatchObject({ code: 400, msg });
    }
    expect((await data<{ list: unknown[] }>('/v1/user/appKeywordAlertRules', user.cookie)).list).toEqual([]);

    expect((await save(appId, { minChange: '10', top10Exit: '1', channels: 'wechat,email' }, user.cookie)).code).toBe(
      0,
    );
    const rule = await data<{ channels: string[]; since: string }>(
      `/v1/user/appKeywordAlertRule?appId=${appId}&country=cn`,
      user.cookie,
    );
    expect(rule).toMatchObject({ minChange: 10, top10Exit: true, channels: ['email', 'wechat'] });
    expect(rule.since).not.toBe('');
    // Channels left out are kept.
    expect((await save(appId, { minChange: '0', top10Exit: '1' }, user.cookie)).code).toBe(0);
    expect((await data<{ list: unknown[] }>('/v1/user/appKeywordAlertRules', user.cookie)).list).toEqual([
      { appId, country: 'cn', minChange: 0, top10Exit: true, channels: ['email', 'wechat'] },
    ]);
    // Another user's rule is not theirs to read or see.
    expect((await ruleOf(appId, stranger.cookie)).body).toMatchObject({
      code: 400,
      msg: KEYWORD_ALERT_TEXTS.notWatched,
    });
    expect((await data<{ list: unknown[] }>('/v1/user/appKeywordAlertRules', stranger.cookie)).list).toEqual([]);
    // Its keywords no longer watched: the rule stays readable and can be turned off, not set anew.
    await t.handle.db.deleteFrom('app_keyword_watch').where('uid', '=', user.uid).execute();
    expect(await data(`/v1/user/appKeywordAlertRule?appId=${appId}&country=cn`, user.cookie)).toMatchObject({
      top10Exit: true,
    });
    // Off.
    expect((await save(appId, { minChange: '0', top10Exit: '0' }, user.cookie)).code).toBe(0);
    expect((await data<{ list: unknown[] }>('/v1/user/appKeywordAlertRules', user.cookie)).list).toEqual([]);
    expect(await save(appId, { minChange: '3', top10Exit: '0' }, user.cookie)).toMatchObject({
      code: 400,
      msg: KEYWORD_ALERT_TEXTS.notWatched,
    });
    // Login needed.
    expect((await get('/v1/user/appKeywordAlertRules')).body).toMatchObject({ code: 401 });
    expect((await ruleOf(appId, '')).body).toMatchObject({ code: 401 });
  });
});
