// `npm run bench` (market part): ingest throughput at SIM_SCALE=bench on PostgreSQL, as rows/s and
// as a ratio to a plain COPY of the same rows into the same tables, measured in the same run.
//
// The sources are read first (the simulated store's work is not ingest); then the timed part
// stores one collection round the way the engine does: keyword ids, popularity and heat, search
// result lists (change points), app lookups (upserts, versions) and every chart of the day. The
// rows it wrote are then copied out, the tables emptied, and the same rows COPYed back in.
//   BENCH_DATABASE_URL  server to create the throwaway database on (default local PostgreSQL)
//   BENCH_KEYWORDS      keywords whose search results are stored (default: all 200,000)
import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { connect, migrate } from '@bangyan/db';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { heatFromPopularity } from '../src/analytics/heat.ts';
import { chartDepth } from '../src/analytics/chartDepth.ts';
import { CHART_GENRES } from '../src/ingest/engine.ts';
import { mapPool } from '../src/ingest/pool.ts';
import { applyLookup } from '../src/ingest/storeApps.ts';
import { storeChartSnapshots, upsertChartApps } from '../src/ingest/storeCharts.ts';
import { keywordIds, storeKeywordResults, storePopularity } from '../src/ingest/storeKeywords.ts';
import { CHART_TYPES, type AppRecord } from '../src/model.ts';
import { LOOKUP_BATCH } from '../src/sources/apple/itunes.ts';
import { createSources, simulatorSourceConfig } from '../src/sources/index.ts';
import { chunks } from '../src/sources/url.ts';
import { startSimulatorThread } from '../src/simulator/thread.ts';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TABLES = [
  'keywords',
  'keyword_daily',
  'keyword_results',
  'keyword_results_current',
  'market_apps',
  'app_versions',
  'chart_snapshots',
] as const;
const COUNTRY = 'cn';
const seconds = (t0: number) => (performance.now() - t0) / 1000;

const database = `bangyan_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const url = new URL(SERVER);
url.pathname = `/${database}`;
const handle = await connect({ url: url.toString() });
const simulator = await startSimulatorThread(
  { seed: 42, scale: 'bench', historyStart: new Date(Date.now() - 3 * DAY_MS) },
  { host: '127.0.0.1', port: 0 },
);
try {
  await migrate(handle.db);
  const sources = createSources(simulatorSourceConfig(simulator.baseUrl));
  const at = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS);

  let t0 = performance.now();
  const terms = await sources.ads.keywordRecommendations(COUNTRY, at);
  const searched = terms.slice(0, Number(process.env.BENCH_KEYWORDS ?? terms.length));
  const popularity = await sources.ads.popularity(terms, COUNTRY, at);
  const results = await sources.searchOrder.searchMany(searched, COUNTRY, at);
  const keys = CHART_GENRES.flatMap((genre) => CHART_TYPES.map((type) => ({ country: COUNTRY, type, genre })));
  const charts = await mapPool(keys, 16, (key) => sources.rss.chart(key, at, chartDepth(key)));
  const appIds = [
    ...new Set([...charts.flatMap((c) => c.apps.map((a) => a.appId)), ...results.flatMap((r) => r.appIds)]),
  ];
  const lookups = await mapPool(chunks(appIds, LOOKUP_BATCH), 16, async (batch) => ({
    batch,
    records: (await sources.itunes.lookup(batch, COUNTRY, at)) as AppRecord[],
  }));
  console.log(
    `Read the sources: ${terms.length} keywords, ${results.length} result lists, ${charts.length} ` +
      `charts, ${appIds.length} apps (${seconds(t0).toFixed(1)} s, not timed)`,
  );

  const phases: [string, number][] = [];
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const value = await work();
    phases.push([name, seconds(start)]);
    return value;
  };
  t0 = performance.now();
  const ids = await timed('keyword ids', () => keywordIds(handle.db, COUNTRY, terms));
  await timed('popularity', () => storePopularity(handle.db, ids, popularity, heatFromPopularity));
  await timed('result lists', async () => {
    for (let i = 0; i < results.length; i += 5000)
      await storeKeywordResults(handle.db, ids, results.slice(i, i + 5000));
  });
  await timed('charts', async () => {
    await upsertChartApps(
      handle.db,
      COUNTRY,
      at,
      charts.flatMap((c) => c.apps),
    );
    await storeChartSnapshots(
      handle.db,
      charts.map((c) => c.snapshot),
    );
  });
  // As collectApps stores them: eight lookup requests per write, two writes at a time.
  const groups = chunks(lookups, 8).map((g) => ({
    batch: g.flatMap((l) => l.batch),
    records: g.flatMap((l) => l.records),
  }));
  await timed('lookups', () =>
    mapPool(groups, 2, ({ batch, records }) => applyLookup(handle.db, COUNTRY, at, batch, records)),
  );
  const ingestSeconds = seconds(t0);
  console.log(`Phases: ${phases.map(([name, s]) => `${name} ${s.toFixed(2)} s`).join(', ')}`);

  const rows = new Map<string, number>();
  for (const table of TABLES)
    rows.set(
      table,
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(handle.db)).rows[0]!.n,
    );
  const total = [...rows.values()].reduce((a, b) => a + b, 0);

  // The same rows, copied out, the tables emptied, and COPYed back in (indexes and keys in place).
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const dumps = new Map<string, Buffer[]>();
  for (const table of TABLES) {
    const parts: Buffer[] = [];
    await pipeline(
      client.query(copyTo(`COPY (SELECT * FROM ${table}) TO STDOUT (FORMAT binary)`)),
      new Writable({ write: (chunk: Buffer, _e, done) => (parts.push(chunk), done()) }),
    );
    dumps.set(table, parts);
  }
  await client.query(`TRUNCATE ${TABLES.join(', ')}`);
  t0 = performance.now();
  for (const table of TABLES)
    await pipeline(
      Readable.from(dumps.get(table)!),
      client.query(copyFrom(`COPY ${table} FROM STDIN (FORMAT binary)`)),
    );
  const copySeconds = seconds(t0);
  await client.end();

  console.log(`Rows stored: ${total.toLocaleString('en-US')} (${TABLES.map((t) => `${t} ${rows.get(t)}`).join(', ')})`);
  console.log(
    `Ingest: ${ingestSeconds.toFixed(2)} s, ${Math.round(total / ingestSeconds).toLocaleString('en-US')} rows/s`,
  );
  console.log(`COPY:   ${copySeconds.toFixed(2)} s, ${Math.round(total / copySeconds).toLocaleString('en-US')} rows/s`);
  console.log(`Ingest / COPY throughput: ${(copySeconds / ingestSeconds).toFixed(2)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await simulator.close();
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
