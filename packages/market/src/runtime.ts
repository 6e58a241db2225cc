import type { MarketConfig } from './config.ts';
import type { Db } from './db.ts';
import { backfill, createEngine, startScheduler, type Engine, type Progress } from './ingest/engine.ts';
import { createSources, simulatorSourceConfig, sourceConfigFromEnv } from './sources/index.ts';
import type { SimulatorServer } from './simulator/server.ts';
import { startSimulatorThread } from './simulator/thread.ts';
import { createWorld } from './simulator/world.ts';
import type { SimOptions, World } from './simulator/world-api.ts';
import { formatDate, DAY_MS, chinaDayStart } from '@bangyan/contract';

export interface MarketRuntime {
  engine: Engine;
  /** The simulated store's address when DATA_SOURCE=simulator. */
  simulatorUrl: string | null;
  /** Stops the schedule and the simulated store. */
  stop(): Promise<void>;
}

/**
 * The engine wired to its sources: with DATA_SOURCE=simulator the simulated store runs on a thread
 * of this process (simulator/thread.ts) on a loopback port and the collectors read it over HTTP, exactly as they read
 * the real
 * sources; any source whose base URL is set in the environment replaces the simulator's.
 */
export async function openMarket(
  db: Db,
  config: MarketConfig,
  log: (m: string) => void,
  now: Date = new Date(),
  env: Record<string, string | undefined> = process.env,
): Promise<{ engine: Engine; simulator: SimulatorServer | null }> {
  let simulator: SimulatorServer | null = null;
  let sourceConfig;
  if (config.dataSource === 'simulator') {
    const world = await worldOptions(db, config, now);
    simulator = await startSimulatorThread(world, { host: '127.0.0.1', port: 0 });
    sourceConfig = sourceConfigFromEnv(env, simulatorSourceConfig(simulator.baseUrl));
  } else {
    sourceConfig = sourceConfigFromEnv(env);
  }
  const engine = createEngine(db, createSources(sourceConfig), { log });
  return { engine, simulator };
}

const HISTORY_START_KEY = 'market:simulator-history-start';

/** The simulated world of this installation (see worldOptions). */
export async function openWorld(db: Db, config: MarketConfig, now: Date = new Date()): Promise<World> {
  return createWorld(await worldOptions(db, config, now));
}

/**
 * The options of this installation's simulated world. The world is a function of its seed, scale
 * and start, so the start is fixed once (at the first start, the China midnight before the
 * backfill window) and kept in app_meta: every later start, and the truth and accuracy commands,
 * see the same world the stored history came from.
 */
async function worldOptions(db: Db, config: MarketConfig, now: Date): Promise<SimOptions> {
  const stored = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', HISTORY_START_KEY)
    .executeTakeFirst();
  let historyStart = stored ? new Date(stored.value) : null;
  if (!historyStart) {
    historyStart = chinaDayStart(formatDate(new Date(now.getTime() - (config.backfill.days + 1) * DAY_MS)));
    await db
      .insertInto('app_meta')
      .values({ key: HISTORY_START_KEY, value: historyStart.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  return { seed: config.simSeed, scale: config.simScale, historyStart };
}

/**
 * Starts the engine for the server: on an empty database (or after an interrupted backfill) the
 * history is backfilled first, reporting progress; then collection runs on schedule (a failed step is
 * logged and runs again at the next tick, so collection resumes after a database outage by itself).
 */
export async function startMarket(
  db: Db,
  config: MarketConfig,
  options: { log: (m: string) => void; onProgress?: (p: Progress) => void; now?: Date },
): Promise<MarketRuntime> {
  const now = options.now ?? new Date();
  const { engine, simulator } = await openMarket(db, config, options.log, now);
  // A failed backfill (the database went away, say) leaves no simulated store behind for the next start.
  await backfill(engine, now, config.backfill, options.onProgress).catch(async (err: unknown) => {
    await simulator?.close();
    throw err;
  });
  const stopSchedule = config.collect ? startScheduler(engine) : async () => undefined;
  return {
    engine,
    simulatorUrl: simulator?.baseUrl ?? null,
    stop: async () => {
      await stopSchedule();
      await simulator?.close();
    },
  };
}
