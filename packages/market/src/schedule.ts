/**
 * How often the live schedule runs each job, in hours: the schedule (`ingest/plan.ts` `dueSteps`) runs a job when
 * this long has passed since its last run, and the engine's health (`queries/engineHealth.ts`) calls a job late when
 * twice as long has.
 */
export const JOB_PERIOD_HOURS = {
  'charts-main': 1,
  'charts-all': 1,
  'charts-world': 4,
  apps: 1,
  trending: 1,
  featured: 1,
  keywords: 24,
  reviews: 24,
  android: 24,
  'android-keywords': 24,
  'android-reviews': 24,
  calibration: 24,
  analytics: 1,
  maintenance: 24,
} as const;
