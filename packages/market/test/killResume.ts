import { loadMarketConfig } from '../src/config.ts';

/** The world and window the kill -9 test backfills, in its own process and in the test's. */
export const KILL_RESUME_NOW = new Date('2026-11-22T10:30:00Z');
export const KILL_RESUME_WINDOW = { days: 2, hourlyDays: 1, keywordDays: 2 };
export const KILL_RESUME_CONFIG = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '13', BACKFILL_DAYS: '2' });
