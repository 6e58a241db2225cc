// `npm run market -- <command>`: the operator's commands for the market data engine.
//   backfill   backfill history now (resumes an interrupted one), then exit
//   collect    run the collections the schedule owes now, then exit
//   status     what the engine holds, its runs and recent monitor events
//   truth --out FILE   export the simulated store's ground truth (never read by the platform)
//   accuracy   compare the engine's figures with the simulated store's truth
//   realism    build a world of its own and check its figures against real stores' (realism/run.ts)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { connect, migrate } from '@bangyan/db';
import { loadMarketConfig } from './config.ts';
import { accuracyReport, formatAccuracy } from './accuracy.ts';
import { backfill, collectDue } from './ingest/engine.ts';
import { progressBar } from './ingest/progress.ts';
import { marketStatus } from './queries/status.ts';
import { openMarket, openWorld } from './runtime.ts';
import { exportTruth } from './simulator/truth-export.ts';
import { runRealism } from './realism/run.ts';

const USAGE = 'usage: npm run market -- backfill | collect | status | truth --out FILE | accuracy | realism';

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadMarketConfig();
  const now = new Date();
  if (!['backfill', 'collect', 'status', 'truth', 'accuracy', 'realism'].includes(command ?? ''))
    throw new Error(USAGE);
  if (command === 'realism') {
    if (!(await runRealism(args))) process.exitCode = 1;
    return;
  }

  const handle = await connect({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
    // Beside a running server, the CLI uses the database that server started.
    role: 'tool',
  });
  try {
    await migrate(handle.db);
    if (command === 'status') {
      console.log(JSON.stringify(await marketStatus(handle.db), null, 2));
      return;
    }
    if (command === 'truth') {
      const outIndex = args.indexOf('--out');
      const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
      if (!out) throw new Error(`truth needs --out FILE\n${USAGE}`);
      const world = await openWorld(handle.db, config, now);
      writeFileSync(resolve(out), JSON.stringify(exportTruth(world, world.options.historyStart, now)));
      console.log(`Ground truth (seed ${config.simSeed}, scale ${config.simScale}) written to ${resolve(out)}`);
      return;
    }
    if (command === 'accuracy') {
      console.log(formatAccuracy(await accuracyReport(handle.db, await openWorld(handle.db, config, now), now)));
      return;
    }
    const { engine, simulator } = await openMarket(handle.db, config, (m) => console.error(m), now);
    try {
      if (command === 'backfill') await backfill(engine, now, config.backfill, progressBar());
      else {
        const ran = (await collectDue(engine, now)).map((s) => s.job).join(', ');
        console.log(`Ran ${ran || 'nothing (all collections are current)'}`);
      }
    } finally {
      await simulator?.close();
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
