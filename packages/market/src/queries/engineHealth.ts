/**
 * The data engine's health for the operator console's overview: per job of the live schedule, the last collection
 * it finished, how long ago that collection's time was against the job's period (`../schedule.ts`), the runs going
 * on, and the failures, from what `ingest/runs.ts` records in `ingest_runs`.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@bangyan/contract';
import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { JOB_PERIOD_HOURS } from '../schedule.ts';

export interface EngineJobHealth {
  job: string;
  /** The target time of the newest finished run, and when it finished; null before any. */
  lastDoneAt: Date | null;
  lastFinishedAt: Date | null;
  periodHours: number;
  /** Whole minutes from the newest finished run's target time to `now`; null before any. */
  lagMinutes: number | null;
  /** Later than twice the job's period (or never finished). */
  late: boolean;
  running: number;
  /** Runs for targets within the 24 hours before `now` that failed (and were not run again since). */
  failed24h: number;
  /** The newest error a run of the job recorded (a run that failed, or failed before it was done). */
  lastError: { at: Date; message: string } | null;
}

/** Every scheduled job's health at `now` (the schedule's order of `JOB_PERIOD_HOURS`). */
export async function engineHealth(db: Db, now: Date): Promise<EngineJobHealth[]> {
  const since = new Date(now.getTime() - DAY_MS);
  const runs = await sql<{
    job: string;
    last_done: Date | null;
    last_finished: Date | null;
    running: number;
    failed: number;
  }>`
    SELECT job,
      max(target_at) FILTER (WHERE status = 'done') AS last_done,
      max(finished_at) FILTER (WHERE status = 'done') AS last_finished,
      count(*) FILTER (WHERE status = 'running')::int AS running,
      count(*) FILTER (WHERE status = 'failed' AND target_at >= ${since})::int AS failed
    FROM ingest_runs WHERE target_at <= ${now} GROUP BY job`.execute(db);
  const errors = await sql<{ job: string; errors: { at?: string; message?: string }[] }>`
    SELECT DISTINCT ON (job) job, errors FROM ingest_runs
    WHERE jsonb_array_length(errors) > 0 AND target_at <= ${now}
    ORDER BY job, target_at DESC`.execute(db);
  const byJob = new Map(runs.rows.map((r) => [r.job, r]));
  const errorOf = new Map(errors.rows.map((r) => [r.job, r.errors.at(-1)]));
  return (Object.keys(JOB_PERIOD_HOURS) as (keyof typeof JOB_PERIOD_HOURS)[]).map((job) => {
    const r = byJob.get(job);
    const periodHours = JOB_PERIOD_HOURS[job];
    const lastDoneAt = r?.last_done ? new Date(r.last_done) : null;
    const lagMs = lastDoneAt === null ? null : Math.max(0, now.getTime() - lastDoneAt.getTime());
    const error = errorOf.get(job);
    return {
      job,
      lastDoneAt,
      lastFinishedAt: r?.last_finished ? new Date(r.last_finished) : null,
      periodHours,
      lagMinutes: lagMs === null ? null : Math.floor(lagMs / MINUTE_MS),
      late: lagMs === null || lagMs > 2 * periodHours * HOUR_MS,
      running: r?.running ?? 0,
      failed24h: r?.failed ?? 0,
      lastError: error ? { at: new Date(error.at ?? 0), message: String(error.message ?? '') } : null,
    };
  });
}
