import { z } from 'zod';

/** Base URLs of every source; adapters append their paths (`{itunes}/lookup`, ...). */
export interface SourceConfig {
  itunes: string;
  rss: string;
  searchOrder: string;
  hints: string;
  trending: string;
  featured: string;
  ads: string;
  android: string;
  calibration: string;
}

/**
 * The environment variable of each source. Apple's own are `https://itunes.apple.com` for both
 * APPLE_ITUNES_BASE and APPLE_RSS_BASE; the others have no public source (the simulated store
 * serves them), and calibration data comes from connected developer consoles.
 */
export const SOURCE_ENV: Readonly<Record<keyof SourceConfig, string>> = {
  itunes: 'APPLE_ITUNES_BASE',
  rss: 'APPLE_RSS_BASE',
  searchOrder: 'APPLE_SEARCH_BASE',
  hints: 'APPLE_HINTS_BASE',
  trending: 'APPLE_TRENDING_BASE',
  featured: 'APPLE_FEATURED_BASE',
  ads: 'APPLE_ADS_BASE',
  android: 'ANDROID_BASE',
  calibration: 'CALIBRATION_BASE',
};

const baseUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

/** Every source served by the simulated store at `baseUrl` (`startSimulatorServer().baseUrl`). */
export function simulatorSourceConfig(baseUrl: string): SourceConfig {
  const base = parseBase('simulator base URL', baseUrl);
  return {
    itunes: `${base}/itunes`,
    rss: `${base}/rss`,
    searchOrder: `${base}/search-order`,
    hints: `${base}/hints`,
    trending: `${base}/trending`,
    featured: `${base}/featured`,
    ads: `${base}/ads`,
    android: `${base}/android`,
    calibration: base,
  };
}

/**
 * Base URLs from the environment. A variable that is unset takes the fallback's value (typically
 * `simulatorSourceConfig(...)`), so one real source can be swapped in at a time; without a fallback
 * every variable is required. Throws naming each bad or missing variable.
 */
export function sourceConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  fallback?: SourceConfig,
): SourceConfig {
  const problems: string[] = [];
  const config = {} as SourceConfig;
  for (const [key, name] of Object.entries(SOURCE_ENV) as [keyof SourceConfig, string][]) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') {
      if (fallback) config[key] = fallback[key];
      else problems.push(`${name} is not set`);
      continue;
    }
    const parsed = baseUrl.safeParse(raw);
    if (parsed.success) config[key] = parsed.data;
    else problems.push(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (problems.length > 0) throw new Error(`Invalid source configuration: ${problems.join('; ')}`);
  return config;
}

function parseBase(name: string, raw: string): string {
  const parsed = baseUrl.safeParse(raw);
  if (!parsed.success) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return parsed.data;
}
