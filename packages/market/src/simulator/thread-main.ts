// The simulated store's thread (thread.ts): builds the world and serves it until terminated.
import { parentPort, workerData } from 'node:worker_threads';
import { startSimulatorServer } from './server.ts';
import type { ThreadMessage, ThreadStart } from './thread.ts';
import { createWorld } from './world.ts';

const start = workerData as ThreadStart;
try {
  const server = await startSimulatorServer(createWorld(start.options), start.server);
  parentPort?.postMessage({ ready: server.baseUrl } satisfies ThreadMessage);
} catch (error) {
  parentPort?.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies ThreadMessage);
}
