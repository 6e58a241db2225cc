import { PgErrorCode, pgErrorCode } from '@bangyan/db';
import { sql } from 'kysely';
import type { Db } from '../db.ts';

export interface RunOutcome {
  /** False when the run had already finished for this target (nothing done). */
  ran: boolean;
  rows: number;
}

/**
 * Runs one collection or analytics step for one target time, recorded in ingest_runs. A step
 * already done for that target is skipped (idempotent); a step left 'running' by a crash, or
 * 'failed', runs again — every step writes idempotently, so a re-run completes what is missing
 * without duplicating anything.
 */
export async function withRun(db: Db, job: string, targetAt: Date, step: () => Promise<number>): Promise<RunOutcome> {
  const existing = await db
    .selectFrom('ingest_runs')
    .select(['id', 'status'])
    .where('job', '=', job)
    .where('target_at', '=', targetAt)
    .executeTakeFirst();
  if (existing?.status === 'done') return { ran: false, rows: 0 };
  const id =
    existing?.id ??
    (
      await db
        .insertInto('ingest_runs')
        .values({ job, target_at: targetAt, status: 'running' })
        .onConflict((oc) => oc.columns(['job', 'target_at']).doUpdateSet({ status: 'running', started_at: sql`now()` }))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  if (existing) {
    await db
      .updateTable('ingest_runs')
      .set({ status: 'running', started_at: sql`now()` as never })
      .where('id', '=', id)
      .execute();
  }
  try {
    const rows = await runAgainOnDeadlock(step);
    await db
      .updateTable('ingest_runs')
      .set({ status: 'done', finished_at: sql`now()` as never, rows_written: rows })
      .where('id', '=', id)
      .execute();
    return { ran: true, rows };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .updateTable('ingest_runs')
      .set({
        status: 'failed',
        finished_at: sql`now()` as never,
        errors: sql`errors || ${JSON.stringify([{ at: new Date().toISOString(), message }])}::jsonb` as never,
      })
      .where('id', '=', id)
      .execute();
    throw err;
  }
}

/**
 * The backfill's jobs run side by side, so two steps' transactions can lock the same rows (lookups
 * and chart sightings both write market_apps) in a cycle; PostgreSQL then ends one of them. Its
 * writes were rolled back and every step writes idempotently, so the victim simply runs again.
 */
const DEADLOCK_ATTEMPTS = 5;

async function runAgainOnDeadlock(step: () => Promise<number>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (pgErrorCode(err) !== PgErrorCode.DEADLOCK_DETECTED || attempt >= DEADLOCK_ATTEMPTS) throw err;
    }
  }
}
