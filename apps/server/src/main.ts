import { connect, embeddedDir, migrate } from '@bangyan/db';
import { loadMarketConfig, progressBar, startMarket, type MarketConfig, type MarketRuntime } from '@bangyan/market';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, productionGaps, type Config } from './config.ts';
import { openKv } from './infra/kv.ts';
import { seed } from './seed.ts';
import { alertTick, ALERT_TICK_MS } from './alerts/runAlerts.ts';
import { createAlertSender } from './alerts/send.ts';
import { runEvery } from './infra/periodic.ts';
import { sweepExpiredOrders, SWEEP_EVERY_MS } from './modules/vip/settle.ts';

/** How long after a failed start the market engine starts again. */
const MARKET_RETRY_MS = 60_000;

async function main(): Promise<void> {
  let config: Config;
  let marketConfig: MarketConfig;
  try {
    config = loadConfig();
    marketConfig = loadMarketConfig();
  } catch (err) {
    if (err instanceof ConfigError || (err instanceof Error && err.message.startsWith('Invalid configuration'))) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const gaps = productionGaps(config);
  if (gaps.length > 0) {
    console.error(
      `Not starting in production without:\n${gaps.map((g) => `  ${g}`).join('\n')}\nSee the README's settings.`,
    );
    process.exit(1);
  }

  const started = Date.now();
  const handle = await connect({ url: config.databaseUrl, dataDir: config.dataDir });
  const kv = await openKv(config.redisUrl);
  await migrate(handle.db);
  await seed(handle.db);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, marketNow: () => new Date(), kv });

  let market: MarketRuntime | null = null;
  const stops: (() => Promise<void>)[] = [];
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await market?.stop();
    await Promise.all(stops.map((stop) => stop()));
    await app.close();
    await kv.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const db = handle.kind === 'embedded' ? `embedded PostgreSQL in ${embeddedDir(config.dataDir)}` : 'PostgreSQL';
  console.log(
    `\n  榜眼 (Bangyan) is ready at http://localhost:${port}  (${db}, ${kv.kind} cache, ${Date.now() - started} ms)\n`,
  );

  // Alerts: the engine's new events matched to the users' rules, the daily digests, the outbox (alerts/runAlerts.ts).
  const sendAlert = createAlertSender(config, handle.db, kv);
  const warn = (m: string) => app.log.warn(m);
  stops.push(runEvery('alerts', () => alertTick(handle.db, sendAlert, () => new Date()), warn, ALERT_TICK_MS));
  // Expired unpaid orders: one last query of their provider, then closed there and here (modules/vip/settle.ts).
  const sweep = () => sweepExpiredOrders(handle.db, config, new Date(), (detail, m) => app.log.warn(detail, m));
  stops.push(runEvery('orders', sweep, warn, SWEEP_EVERY_MS));

  // The market engine backfills history on a first start (pages fill in as it goes), then
  // collects on schedule. A failure is logged and the web keeps serving what is stored; the engine
  // starts again a minute later (the database may have been restarting), resuming the backfill.
  const startEngine = () => {
    const marketStarted = Date.now();
    return startMarket(handle.db, marketConfig, { log: (m) => app.log.warn(m), onProgress: progressBar() })
      .then((runtime) => {
        market = runtime;
        app.log.info(
          { ms: Date.now() - marketStarted, source: marketConfig.dataSource, simulator: runtime.simulatorUrl },
          'market data ready; collecting on schedule',
        );
        if (closing) void runtime.stop();
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'market engine failed to start; trying again in a minute');
        if (!closing) setTimeout(startEngine, MARKET_RETRY_MS);
      });
  };
  void startEngine();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
