import { sql } from 'kysely';
import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_LOOKBACK_MS, runAlerts } from '../runAlerts.ts';
import { createTestApp, formPoster, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { alertNotices } from '../../../test/alerts.ts';
import { registerTestUser } from '../../../test/users.ts';

/** The look-back's start when the engine runs at WORLD_NOW. */
const SINCE = new Date(WORLD_NOW.getTime() - ALERT_LOOKBACK_MS);

describe.each(testDatabaseKinds())('alerts of versions, ranks, ratings and featurings on %s', (kind) => {
  let t: TestApp;
  let phone = 13700007000;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = formPoster(() => t.app);
  /** A new user following `appId` with a rule of `kinds` (and more fields) dated `setAt`. */
  const userWithRule = async (appId: string, kinds: string, setAt: Date, fields: Record<string, string> = {}) => {
    const user = await registerTestUser(t, String(++phone));
    expect(
      (await post('/v1/user/followAppAlmighty', { appId, market: 'ios', country: 'cn', isFollow: '1' }, user.cookie))
        .code,
    ).toBe(0);
    const saved = await post(
      '/v1/user/appAlertRuleSave',
      { appId, market: 'ios', country: 'cn', kinds, ...fields },
      user.cookie,
    );
    expect(saved.code).toBe(0);
    await sql`UPDATE alert_rules SET created_at = ${setAt} WHERE uid = ${user.uid}`.execute(t.handle.db);
    return user;
  };
  const alerts = (uid: string) => alertNotices(t, uid);
  const keys = async (uid: string) => (await alerts(uid)).map((n) => n.dedupe_key ?? '');
  /** Runs the engine at WORLD_NOW twice: the second run records nothing new. */
  const runTwice = async () => {
    await runAlerts(t.handle.db, WORLD_NOW);
    expect(await runAlerts(t.handle.db, WORLD_NOW)).toBe(0);
  };

  it('tells of each new version released after the rule was set, within the look-back, once', async () => {
    const { rows: releases } = await sql<{ app_id: string; version: string; released_at: Date }>`
      SELECT app_id::text, version, released_at FROM app_versions
      WHERE country = 'cn' AND released_at >= ${SINCE} AND released_at <= ${WORLD_NOW}
      ORDER BY released_at DESC LIMIT 1`.execute(t.handle.db);
    const release = releases[0]!;
    const asked = await userWithRule(release.app_id, 'version', new Date(release.released_at.getTime() - HOUR_MS / 2));
    const late = await userWithRule(release.app_id, 'version', new Date(release.released_at.getTime() + 2 * HOUR_MS));
    const offline = await userWithRule(release.app_id, 'offline', new Date(SINCE.getTime() - DAY_MS));
    await runTwice();
    const mine = await alerts(asked.uid);
    expect(mine.map((n) => n.dedupe_key)).toEqual([`alert:version:cn:${release.app_id}:${release.version}`]);
    expect(mine[0]!.title).toContain(`发布新版本 ${release.version}`);
    expect(mine[0]!.body).toContain(`发布了新版本 ${release.version}。（中国区）`);
    expect(mine[0]!.link).toBe(`/new/apps/view?appId=${release.app_id}&country=cn`);
    expect(await keys(late.uid)).toEqual([]);
    expect(await keys(offline.uid)).toEqual([]);
  });

  it('tells of the app entering or leaving the top N of its genre charts between consecutive snapshots', async () => {
    // The crossings of the top `n` on the app's price chart and grossing chart of its primary genre, by SQL: the
    // first of each direction a China day.
    const crossings = async (appId: string, n: number) => {
      const { rows } = await sql<{ key: string }>`
        WITH charts AS (
          SELECT m.app_id, m.primary_genre_id AS genre, c.chart_type FROM market_apps m
          CROSS JOIN unnest(ARRAY[CASE WHEN m.price > 0 THEN 'charge' ELSE 'free' END, 'grossing']) AS c(chart_type)
          WHERE m.country = 'cn' AND m.app_id = ${appId}::bigint
        ), ranks AS (
          SELECT c.chart_type, c.genre, s.at, coalesce(array_position(s.app_ids, c.app_id), 100000) <= ${n} AS top,
            lag(coalesce(array_position(s.app_ids, c.app_id), 100000) <= ${n}) OVER w AS top_before
          FROM charts c JOIN chart_snapshots s ON s.country = 'cn' AND s.chart_type = c.chart_type
            AND s.genre = c.genre
          WINDOW w AS (PARTITION BY c.chart_type, c.genre ORDER BY s.at)
        )
        SELECT DISTINCT 'alert:rank:cn:' || ${appId} || ':' || chart_type || '-' || genre || '-top' || ${n}::text ||
          ':' || CASE WHEN top THEN 'in' ELSE 'out' END || ':' ||
          to_char(at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS key
        FROM ranks WHERE top <> top_before AND at >= ${SINCE} AND at <= ${WORLD_NOW} ORDER BY key`.execute(t.handle.db);
      return rows.map((r) => r.key);
    };
    // The app with the most crossings of the top 10 in the look-back.
    const { rows: apps } = await sql<{ app_id: string }>`
      SELECT app_id::text FROM market_apps WHERE country = 'cn' AND primary_genre_id = 6014 ORDER BY app_id`.execute(
      t.handle.db,
    );
    const counted = await Promise.all(
      apps.map(async (a) => ({ appId: a.app_id, keys: await crossings(a.app_id, 10) })),
    );
    const busiest = counted.reduce((a, b) => (b.keys.length > a.keys.length ? b : a));
    expect(busiest.keys.length).toBeGreaterThan(1);
    const top10 = await userWithRule(busiest.appId, 'rank', new Date(SINCE.getTime() - DAY_MS));
    const top50 = await userWithRule(busiest.appId, 'rank,version', new Date(SINCE.getTime() - DAY_MS), {
      rankTop: '50',
    });
    await runTwice();
    expect(await keys(top10.uid)).toEqual(busiest.keys);
    const fifty = (await keys(top50.uid)).filter((k) => k.startsWith('alert:rank:'));
    expect(fifty).toEqual(await crossings(busiest.appId, 50));
    const first = (await alerts(top10.uid))[0]!;
    expect(first.title).toMatch(/^「.+」(进入|跌出)游戏(免费|付费|畅销)榜前 10 名$/);
    expect(first.body).toMatch(/当前(第 \d+ 名|未上榜)，此前(第 \d+ 名|未上榜)。（中国区）$/);
  });

  it("tells of a fall of the current version's rating between two collected day ends, once", async () => {
    // Each app's current version's review average at each China day end, by SQL; falls of ≥ 0.1 on ≥ 20 reviews.
    const { rows: falls } = await sql<{ app_id: string; at: Date }>`
      WITH day_ends AS (
        SELECT d AT TIME ZONE 'Asia/Shanghai' AS at
        FROM generate_series(date_trunc('day', ${SINCE}::timestamptz AT TIME ZONE 'Asia/Shanghai'),
          ${WORLD_NOW}::timestamptz AT TIME ZONE 'Asia/Shanghai', '1 day') AS d
        WHERE d AT TIME ZONE 'Asia/Shanghai'
          <= (SELECT max(target_at) FROM ingest_runs WHERE job = 'reviews' AND status = 'done')
      ), ratings AS (
        SELECT m.app_id, e.at, count(r.rating) AS n, avg(r.rating) AS average FROM market_apps m
        CROSS JOIN day_ends e
        JOIN app_reviews r ON r.app_id = m.app_id AND r.country = m.country AND r.version = m.version
          AND r.updated_at < e.at
        WHERE m.country = 'cn' GROUP BY 1, 2
      ), compared AS (
        SELECT app_id, at, average, lag(average) OVER w AS before, lag(n) OVER w AS n_before,
          lag(at) OVER w AS at_before
        FROM ratings WINDOW w AS (PARTITION BY app_id ORDER BY at)
      )
      SELECT app_id::text, at FROM compared
      WHERE at >= ${SINCE} AND at_before = at - interval '1 day' AND n_before >= 20 AND before - average >= 0.1
      ORDER BY at, app_id`.execute(t.handle.db);
    expect(falls.length).toBeGreaterThan(0);
    const fall = falls[0]!;
    const expected = falls
      .filter((f) => f.app_id === fall.app_id)
      .map((f) => `alert:rating:cn:${f.app_id}:${f.at.toISOString()}`);
    const asked = await userWithRule(fall.app_id, 'rating', new Date(SINCE.getTime() - DAY_MS));
    const late = await userWithRule(fall.app_id, 'rating', new Date(fall.at.getTime() + 2 * HOUR_MS));
    await runTwice();
    expect(await keys(asked.uid)).toEqual(expected);
    const notice = (await alerts(asked.uid))[0]!;
    expect(notice.title).toMatch(/」评分下降$/);
    expect(notice.body).toMatch(
      /当前版本 .+ 的评分（已采集的 \d+ 条该版本评论的平均星级）在 \d{4}-\d{2}-\d{2} 由 \d\.\d{2} 降至 \d\.\d{2}。（中国区）$/,
    );
    expect((await keys(late.uid)).filter((k) => k === expected[0])).toEqual([]);
  });

  it('tells of a featuring put up after the rule was set and within the look-back, once', async () => {
    const { rows } = await sql<{ app_id: string; featured_at: Date; label: string; recent: boolean }>`
      SELECT app_id::text, featured_at, label, featured_at >= ${SINCE} AS recent FROM featured_apps
      WHERE country = 'cn' ORDER BY featured_at DESC`.execute(t.handle.db);
    const recent = rows.find((r) => r.recent)!;
    const old = rows.find((r) => !r.recent)!;
    const asked = await userWithRule(recent.app_id, 'featured', new Date(SINCE.getTime() - DAY_MS));
    const history = await userWithRule(old.app_id, 'featured', new Date(SINCE.getTime() - 10 * DAY_MS));
    await runTwice();
    const mine = await alerts(asked.uid);
    expect(mine.map((n) => n.dedupe_key)).toEqual([
      `alert:featured:cn:${recent.app_id}:${recent.featured_at.toISOString()}`,
    ]);
    expect(mine[0]!.title).toMatch(new RegExp(`」获得${recent.label}$`));
    expect(mine[0]!.body).toContain(`的「${recent.label}」。（中国区）`);
    expect(await keys(history.uid)).toEqual([]);
  });
});
