// A process that holds the embedded database of the folder in argv[2] (as the server does), for
// the lifecycle tests in src/connect.test.ts: prints its server's pid once connected, answers each
// line on stdin with the count of rows in the table `t`, and closes on 'close'.
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { connect } from '../src/connect.ts';
import { runningServer } from '../src/embedded.ts';
import { embeddedDir } from '../src/connect.ts';

const handle = await connect({ dataDir: process.argv[2] });
await sql`CREATE TABLE IF NOT EXISTS t (n int)`.execute(handle.db);
await sql`INSERT INTO t VALUES (1)`.execute(handle.db);
console.log(JSON.stringify({ server: runningServer(embeddedDir(process.argv[2]!))?.pid }));
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'close') break;
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM t`.execute(handle.db);
  console.log(JSON.stringify({ rows: rows[0]!.n }));
}
await handle.close();
process.stdin.destroy();
