/**
 * The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly and
 * runs on the thread that calls it; here it runs on a worker thread (embedded-thread.mjs) and the
 * `pg` driver talks to it through a stream carrying the PostgreSQL wire protocol, as it would to a
 * server. Queries, ingest and page reads then share the event loop with nothing heavier than the
 * driver, and on a 2-core machine the database's work runs beside the application's.
 */
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';

type ThreadMessage =
  { ready: true } | { failed: string } | { data: Uint8Array } | { closed: true } | { dumped: Uint8Array };

/** PGlite serves one session: the pool holds a single client (see connect.ts). */
export interface EmbeddedDatabase {
  /** A new wire stream for the driver's client (`pg` `stream` option). */
  stream(): Duplex;
  /** The data directory as an uncompressed tarball (PGlite's dumpDataDir), between two queries. */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

const STARTUP_PROTOCOL = 196_608;
const TERMINATE = 0x58; // 'X'

/** Splits the driver's bytes into whole protocol messages (the startup message has no type byte). */
function takeMessages(buffer: Buffer, started: boolean): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const left = buffer.length - offset;
    const startup =
      !started && messages.length === 0 && left >= 8 && buffer.readInt32BE(offset + 4) === STARTUP_PROTOCOL;
    if (startup) {
      const length = buffer.readInt32BE(offset);
      if (left < length) break;
      messages.push(buffer.subarray(offset, offset + length));
      offset += length;
      continue;
    }
    if (left < 5) break;
    const length = 1 + buffer.readInt32BE(offset + 1);
    if (left < length) break;
    messages.push(buffer.subarray(offset, offset + length));
    offset += length;
  }
  return { messages, rest: buffer.subarray(offset) };
}

/** The messages in one buffer of their own, which the thread can own (transferred, not cloned). */
function ownCopy(messages: readonly Buffer[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let offset = 0;
  for (const m of messages) {
    out.set(m, offset);
    offset += m.length;
  }
  return out;
}

class WireStream extends Duplex {
  private pending = Buffer.alloc(0);
  private started = false;

  constructor(private readonly send: (message: Uint8Array<ArrayBuffer>) => void) {
    super();
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  // The driver refs and unrefs its socket; the thread keeps the process alive until close().
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  /** A response from the database thread. */
  receive(data: Uint8Array): void {
    this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.forward(chunk);
    callback();
  }

  /** The driver corks a query's messages (parse, bind, describe, execute, sync): they come here together. */
  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void {
    this.forward(Buffer.concat(chunks.map((c) => c.chunk)));
    callback();
  }

  /**
   * Sends the whole messages in `chunk` (and what was pending) to the thread: the startup and
   * terminate messages alone, the others in one batch, which PGlite runs in order in one call, so
   * a query costs one round trip between the threads instead of one per message.
   */
  private forward(chunk: Buffer): void {
    const { messages, rest } = takeMessages(
      this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk,
      this.started,
    );
    this.pending = Buffer.from(rest);
    let batch: Buffer[] = [];
    const flush = () => {
      if (batch.length > 0) this.send(ownCopy(batch));
      batch = [];
    };
    for (const message of messages) {
      if (!this.started) {
        this.started = true;
        this.send(ownCopy([message]));
        continue;
      }
      if (message[0] === TERMINATE) {
        flush();
        this.end();
        this.push(null);
        continue;
      }
      batch.push(message);
    }
    flush();
  }

  override _final(callback: () => void): void {
    process.nextTick(() => this.emit('close'));
    callback();
  }
}

/** Starts PGlite on its thread over `dataDir`, or, with `loadDataDir`, over a copy of a dump. */
export async function startEmbedded(dataDir: string, loadDataDir?: Uint8Array): Promise<EmbeddedDatabase> {
  const worker = new Worker(new URL('./embedded-thread.mjs', import.meta.url), {
    workerData: { dataDir, loadDataDir },
  });
  let current: WireStream | null = null;
  let onClosed: (() => void) | null = null;
  let onDumped: ((tar: Uint8Array) => void) | null = null;
  let fatal: Error | null = null;
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (m: ThreadMessage) => {
      if ('ready' in m) resolve();
      else if ('data' in m) current?.receive(m.data);
      else if ('closed' in m) onClosed?.();
      else if ('dumped' in m) onDumped?.(m.dumped);
      else {
        fatal = new Error(`embedded database: ${m.failed}`);
        reject(fatal);
        current?.destroy(fatal);
      }
    });
    worker.on('error', (error) => {
      fatal = error;
      reject(error);
      current?.destroy(error);
    });
  });
  return {
    stream() {
      if (fatal) throw fatal;
      current = new WireStream((message) => worker.postMessage({ message }, [message.buffer]));
      return current;
    },
    dump() {
      return new Promise<Uint8Array>((resolve) => {
        onDumped = resolve;
        worker.postMessage({ dump: true });
      });
    },
    async close() {
      await new Promise<void>((resolve) => {
        onClosed = resolve;
        worker.postMessage({ close: true });
      });
      await worker.terminate();
    },
  };
}
