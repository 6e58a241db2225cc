/**
 * A backfill in a process of its own, for the kill -9 test (../src/ingest/killResume.test.ts): it backfills the
 * database at argv[2] with the test's world and window (resuming what an earlier, killed run left) and prints
 * `progress <done> <total>` after each step, then `done`.
 */
import { connect } from '@bangyan/db';
import { backfill } from '../src/ingest/engine.ts';
import { openMarket } from '../src/runtime.ts';
import { KILL_RESUME_CONFIG, KILL_RESUME_NOW, KILL_RESUME_WINDOW } from './killResume.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: backfillWorker.ts <database url>');
const handle = await connect({ url, poolSize: 4 });
const { engine, simulator } = await openMarket(handle.db, KILL_RESUME_CONFIG, () => undefined, KILL_RESUME_NOW, {});
await backfill(engine, KILL_RESUME_NOW, KILL_RESUME_WINDOW, ({ done, total }) =>
  process.stdout.write(`progress ${done} ${total}\n`),
);
await simulator?.close();
await handle.close();
process.stdout.write('done\n');
