/**
 * The simulated store on a thread of its own: the world is built from its options and served over
 * HTTP there, so the store's work runs beside the collectors' parsing and database writes (on a
 * 2-core machine, about half the backfill's work) instead of taking turns with them.
 */
import { Worker } from 'node:worker_threads';
import type { SimulatorServer, SimulatorServerOptions } from './server.ts';
import type { SimOptions } from './world-api.ts';

export interface ThreadStart {
  options: SimOptions;
  server: SimulatorServerOptions;
}

export type ThreadMessage = { ready: string } | { failed: string };

export async function startSimulatorThread(
  options: SimOptions,
  server: SimulatorServerOptions = {},
): Promise<SimulatorServer> {
  // A plain ES module entry, so the thread starts whatever loaded this file (tsx, vitest).
  const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), {
    workerData: { options, server } satisfies ThreadStart,
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: ThreadMessage) =>
      'ready' in m ? resolve(m.ready) : reject(new Error(`simulated store: ${m.failed}`)),
    );
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`simulated store thread exited (${code}) before it was ready`)));
  });
  return {
    baseUrl,
    close: async () => {
      await worker.terminate();
    },
  };
}
