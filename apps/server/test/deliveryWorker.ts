/**
 * A delivery worker in a process of its own, for the crash test (../src/alerts/crash.test.ts): it delivers the
 * outbox of the database at argv[2] as the server's alert engine does, round after round, until it is killed.
 */
import { connect } from '@bangyan/db';
import { deliverDue } from '../src/alerts/outbox.ts';
import { createAlertSender } from '../src/alerts/send.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryKv } from '../src/infra/kv.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: deliveryWorker.ts <database url>');
const handle = await connect({ url, poolSize: 4 });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const send = createAlertSender(config, handle.db, new MemoryKv(), { timeoutMs: 5_000 });
process.stdout.write('ready\n');
for (;;) {
  await deliverDue(handle.db, send);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
