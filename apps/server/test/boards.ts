import { sql } from 'kysely';
import type { Deps } from '../src/http/deps.ts';

/**
 * The tests' world holds two days of estimates (2026-11-20 and -21), but the monthly boards show
 * the month before the market's now. This copies those estimates into October (both days, so an
 * app's October total is its two days) and the second day into September, so the boards of
 * October have a month before to compare with: some apps climb, some fall, some are new.
 */
export async function copyWorldEstimatesToPastMonths(db: Deps['db']): Promise<void> {
  await sql`
    INSERT INTO app_estimates
      (country, day, app_id, downloads, downloads_low, downloads_high, revenue, revenue_low, revenue_high)
    SELECT country, (day - interval '31 days')::date, app_id,
      downloads, downloads_low, downloads_high, revenue, revenue_low, revenue_high
    FROM app_estimates WHERE day IN ('2026-11-20', '2026-11-21')
    UNION ALL
    SELECT country, (day - interval '61 days')::date, app_id,
      downloads, downloads_low, downloads_high, revenue, revenue_low, revenue_high
    FROM app_estimates WHERE day = '2026-11-21'`.execute(db);
}
