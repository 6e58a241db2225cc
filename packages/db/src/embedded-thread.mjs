// The embedded database's own thread (embedded.ts): PGlite runs here and answers PostgreSQL
// wire-protocol messages one at a time, in order, so its work never blocks the event loop of the
// process that uses it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// A test database may start as a copy of a saved one (a dumpDataDir tarball, test/databases.ts).
const db = new PGlite(
  workerData.dataDir,
  workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {},
);
let queue = db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ failed: String(error?.message ?? error) }),
);

parentPort.on('message', (m) => {
  queue = queue.then(async () => {
    if (m.close) {
      await db.close();
      parentPort.postMessage({ closed: true });
      return;
    }
    if (m.dump) {
      const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      parentPort.postMessage({ dumped: tar }, [tar.buffer]);
      return;
    }
    const chunks = [];
    try {
      // onRawData hands out views of the database's memory: copy them before the next message.
      await db.execProtocolRawStream(m.message, { onRawData: (data) => chunks.push(data.slice()) });
    } catch (error) {
      parentPort.postMessage({ failed: String(error?.message ?? error) });
      return;
    }
    const size = chunks.reduce((n, c) => n + c.length, 0);
    const out = new Uint8Array(size);
    let offset = 0;
    for (const c of chunks) {
      out.set(c, offset);
      offset += c.length;
    }
    parentPort.postMessage({ data: out }, [out.buffer]);
  });
});
