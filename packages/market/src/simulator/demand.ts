/**
 * The demand model's formulas. An app's expected downloads in China in hour h are
 *
 *   reach · dyn(d) · price(tier) · events(t) · profile(hour of day)
 *
 * - reach: the app's daily downloads in China were it free and undisturbed. Initial apps take
 *   stratified positions q = 1..N in a genre-weighted random order and reach = 260,000·q^(−0.93),
 *   so the sorted curve is a power law: the #1 free app gets ~150× the #200.
 * - dyn(d) = e^drift · weekly season · ad campaign (see `driftLog`, `seasonality`, `adBoost`).
 * - price(tier): paid apps sell far fewer copies, 0.07·(price/¥6)^(−0.5) of their free reach.
 * - events(t): launch boost, update bump and featuring spike, each decaying (see below).
 * - profile: China's daily rhythm, night trough and evening peak; sums to 1 over the day.
 * Other storefronts scale this by market size and the app's affinity (storefronts.ts).
 */
import { hash, smoothNoise, unit } from './prng.ts';
import { SALT } from './salts.ts';

export const TOP_REACH = 260_000;
export const REACH_EXPONENT = 0.93;

/** Free-equivalent daily downloads in China of the app at reach position q (q ≥ 0.1). */
export function reachOfQuantile(q: number): number {
  return TOP_REACH * Math.pow(Math.max(q, 0.1), -REACH_EXPONENT);
}

/** Share of its free reach a paid app converts at price `cny` (1 when free). */
export function priceFactor(cny: number): number {
  return cny === 0 ? 1 : 0.07 * Math.pow(cny / 6, -0.5);
}

const RAW_PROFILE = [30, 18, 11, 8, 7, 9, 16, 28, 40, 46, 48, 52, 56, 52, 48, 47, 48, 50, 53, 58, 64, 68, 62, 46];
const PROFILE_SUM = RAW_PROFILE.reduce((a, b) => a + b, 0);

/** Share of a day's downloads in each local hour 0..23. */
export const HOURLY_PROFILE: readonly number[] = RAW_PROFILE.map((w) => w / PROFILE_SUM);

/** Share of a day's downloads before local hour `h` (0 at midnight, 1 at the next). */
export function profileBefore(h: number): number {
  let sum = 0;
  for (let i = 0; i < h; i++) sum += HOURLY_PROFILE[i] as number;
  return sum;
}

/**
 * Drift in log space: smooth value noise at periods of 40, 12 and 4 days with amplitudes 0.28,
 * 0.16 and 0.07, a mean-reverting random walk of stationary sd ≈ 0.28: apps rise and fall over
 * weeks, ranks reshuffle slowly, and the sorted demand curve keeps its power-law shape.
 */
export function driftLog(seed: number, app: number, day: number): number {
  return (
    0.28 * smoothNoise(seed, app, SALT.drift, day / 40) +
    0.16 * smoothNoise(seed, app, SALT.drift + 100, day / 12) +
    0.07 * smoothNoise(seed, app, SALT.drift + 200, day / 4)
  );
}

/** Revenue's own drift (spending moves apart from downloads): ±0.15 over ~10 days. */
export function revenueDriftLog(seed: number, app: number, day: number): number {
  return 0.15 * smoothNoise(seed, app, SALT.revenueDrift, day / 10);
}

/** Weekly rhythm: games +8% at weekends, work and study apps −15%, the rest flat. */
export function seasonality(isGame: boolean, genre: number, weekday: number): number {
  const weekend = weekday === 0 || weekday === 6;
  if (!weekend) return 1;
  if (isGame) return 1.08;
  return genre === 6000 || genre === 6007 || genre === 6017 ? 0.85 : 1;
}

/**
 * Apple Ads campaigns: an app that bids runs a campaign in a given week with probability 0.35,
 * lifting its downloads by 1 + 0.25·bid (bid is its bid strength, ~0.5..2).
 */
export function adBoost(seed: number, app: number, bid: number, day: number): number {
  if (bid === 0) return 1;
  const week = Math.floor((day + (app % 7)) / 7);
  return unit(hash(seed, app, SALT.adCampaign, week)) < 0.35 ? 1 + 0.25 * bid : 1;
}

/** A new app's launch: downloads × (1 + boost·e^(−age/3 days)), age ≥ 0 in days. */
export function launchMultiplier(boost: number, ageDays: number): number {
  return boost === 0 || ageDays < 0 ? 1 : 1 + boost * Math.exp(-ageDays / 3);
}

/** An update's bump: × (1 + size·e^(−age/1.5 days)) for a week after it ships. */
export function updateMultiplier(size: number, ageDays: number): number {
  return ageDays < 0 || ageDays > 7 ? 1 : 1 + size * Math.exp(-ageDays / 1.5);
}

/**
 * Featuring: × boost while featured, then decaying back over about a day,
 * 1 + (boost − 1)·e^(−days since the end / 0.75).
 */
export function featuredMultiplier(boost: number, daysAfterEnd: number): number {
  return daysAfterEnd <= 0 ? boost : 1 + (boost - 1) * Math.exp(-daysAfterEnd / 0.75);
}
