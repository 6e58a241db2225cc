import { sql } from 'kysely';
import type { Db } from '../db.ts';

export interface MarketStatus {
  apps: number;
  appsOnSale: number;
  keywords: number;
  chartSnapshots: number;
  firstSnapshot: Date | null;
  lastSnapshot: Date | null;
  /** Keyword result lists stored (a list is stored when it changed). */
  keywordResultLists: number;
  androidApps: number;
  estimatedDays: number;
  /** Monitor events per kind over the last 3 China days. */
  recentEvents: { day: string; kind: string; count: number }[];
  runs: { job: string; done: number; failed: number; running: number; lastDone: Date | null }[];
  lastErrors: { job: string; at: Date; message: string }[];
}

/** What the engine holds and how its runs went (`npm run market -- status`). */
export async function marketStatus(db: Db): Promise<MarketStatus> {
  const count = async (table: 'market_apps' | 'keywords' | 'chart_snapshots' | 'keyword_results' | 'android_apps') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const snapshots = await db
    .selectFrom('chart_snapshots')
    .select((eb) => [eb.fn.min('at').as('first'), eb.fn.max('at').as('last')])
    .executeTakeFirstOrThrow();
  const onSale = await db
    .selectFrom('market_apps')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  const days = await db
    .selectFrom('app_estimates')
    .select(sql<number>`count(DISTINCT day)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const events = await sql<{ day: string; kind: string; count: number }>`
    SELECT day::text AS day, kind, count(*)::int AS count FROM monitor_events
    WHERE day > (SELECT max(day) - 3 FROM monitor_events) GROUP BY day, kind ORDER BY day DESC, kind`.execute(db);
  const runs = await sql<{ job: string; done: number; failed: number; running: number; last_done: Date | null }>`
    SELECT job, count(*) FILTER (WHERE status = 'done')::int AS done,
      count(*) FILTER (WHERE status = 'failed')::int AS failed,
      count(*) FILTER (WHERE status = 'running')::int AS running,
      max(target_at) FILTER (WHERE status = 'done') AS last_done
    FROM ingest_runs GROUP BY job ORDER BY job`.execute(db);
  const failed = await db
    .selectFrom('ingest_runs')
    .select(['job', 'target_at', 'errors'])
    .where('status', '=', 'failed')
    .orderBy('target_at', 'desc')
    .limit(5)
    .execute();
  return {
    apps: await count('market_apps'),
    appsOnSale: Number(onSale.n),
    keywords: await count('keywords'),
    chartSnapshots: await count('chart_snapshots'),
    firstSnapshot: snapshots.first ? new Date(snapshots.first) : null,
    lastSnapshot: snapshots.last ? new Date(snapshots.last) : null,
    keywordResultLists: await count('keyword_results'),
    androidApps: await count('android_apps'),
    estimatedDays: days.n,
    recentEvents: events.rows,
    runs: runs.rows.map((r) => ({
      job: r.job,
      done: r.done,
      failed: r.failed,
      running: r.running,
      lastDone: r.last_done,
    })),
    lastErrors: failed.map((f) => ({
      job: f.job,
      at: f.target_at,
      message: String((f.errors.at(-1) as { message?: string } | undefined)?.message ?? ''),
    })),
  };
}
