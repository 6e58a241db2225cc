import { z } from 'zod';
import { DEFAULT_BACKFILL, type BackfillWindow } from './ingest/plan.ts';
import type { SimScale } from './simulator/world-api.ts';

/** The market engine's settings (README configuration table), validated at start. */
export interface MarketConfig {
  /** 'simulator' (default): the simulated store, in process; 'live': the sources' base URLs from the environment. */
  dataSource: 'simulator' | 'live';
  simSeed: number;
  simScale: SimScale;
  backfill: BackfillWindow;
  /** Run the collection schedule in the server process. */
  collect: boolean;
}

const schema = z.object({
  DATA_SOURCE: z.enum(['simulator', 'live'], { message: 'must be simulator or live' }).default('simulator'),
  SIM_SEED: z.coerce
    .number({ message: 'must be an integer' })
    .int('must be an integer')
    .min(0, 'must be an integer ≥ 0')
    .default(20_261_122),
  SIM_SCALE: z.enum(['test', 'demo', 'bench'], { message: 'must be test, demo or bench' }).default('demo'),
  BACKFILL_DAYS: z.coerce.number().int().min(1).max(365, 'must be 1..365').default(DEFAULT_BACKFILL.days),
  MARKET_COLLECT: z.enum(['true', 'false']).default('true'),
});

export function loadMarketConfig(env: Record<string, string | undefined> = process.env): MarketConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${String(i.path[0])} ${i.message} (got ${JSON.stringify(present[String(i.path[0])] ?? null)})`,
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    dataSource: c.DATA_SOURCE,
    simSeed: c.SIM_SEED,
    simScale: c.SIM_SCALE,
    backfill: {
      ...DEFAULT_BACKFILL,
      days: c.BACKFILL_DAYS,
      keywordDays: Math.min(DEFAULT_BACKFILL.keywordDays, c.BACKFILL_DAYS),
      hourlyDays: Math.min(DEFAULT_BACKFILL.hourlyDays, c.BACKFILL_DAYS),
    },
    collect: c.MARKET_COLLECT === 'true',
  };
}
