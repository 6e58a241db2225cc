/**
 * The rank → value power law behind download and income estimates (data.md "Download estimate"):
 * D = b·R^(−a), fitted by least squares in log space on calibration apps whose true numbers are known.
 * Published anchor: Garg & Telang (MIS Quarterly 2013), the #1 paid iPhone app sells about 150× the
 * #200, i.e. a ≈ ln 150 / ln 200 ≈ 0.946.
 */
import { MIN_FIT_RANKS } from './config.ts';

/** One calibration observation: a rank and the true value (downloads or revenue) at that rank. */
export interface PowerLawPoint {
  rank: number;
  value: number;
}

export interface PowerLawModel {
  /** Decay exponent: the value falls by a factor 2^a each time the rank doubles. */
  a: number;
  /** Value at rank 1. */
  b: number;
  /** Points the fit used. */
  n: number;
  /** Standard deviation of the log residuals, sqrt(Σ residual² / (n − 2)): 0.2 ≈ ±20% typical error. */
  residualSd: number;
}

/** The model's value at a rank: b·rank^(−a). Rank 1 gives b; with a = 1, rank 10 gives b / 10. */
export function powerLawValue(model: Pick<PowerLawModel, 'a' | 'b'>, rank: number): number {
  return model.b * rank ** -model.a;
}

/**
 * Least squares of ln(value) = ln(b) − a·ln(rank) over the usable points (rank ≥ 1 and value > 0,
 * both finite; a zero value has no logarithm and is dropped). With x = ln rank, y = ln value:
 * slope = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)², a = −slope, b = exp(ȳ − slope·x̄), residualSd =
 * sqrt(Σ(y − ŷ)² / (n − 2)). Null unless the points cover at least `minRanks` distinct ranks, and
 * never fewer than 3 whatever `minRanks` says (two cannot give both a slope and a spread). Repeated
 * ranks stay separate points. Example: (1, 1000), (10, 100), (100, 10) → a = 1, b = 1000, sd 0.
 */
export function fitPowerLaw(points: readonly PowerLawPoint[], minRanks = MIN_FIT_RANKS): PowerLawModel | null {
  const usable = points.filter(
    (p) => Number.isFinite(p.rank) && Number.isFinite(p.value) && p.rank >= 1 && p.value > 0,
  );
  if (new Set(usable.map((p) => p.rank)).size < Math.max(minRanks, 3)) return null;
  const n = usable.length;
  const xs = usable.map((p) => Math.log(p.rank));
  const ys = usable.map((p) => Math.log(p.value));
  const meanX = xs.reduce((s, x) => s + x, 0) / n;
  const meanY = ys.reduce((s, y) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  xs.forEach((x, i) => {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * ((ys[i] ?? 0) - meanY);
  });
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const ssr = xs.reduce((s, x, i) => s + ((ys[i] ?? 0) - (intercept + slope * x)) ** 2, 0);
  return { a: -slope, b: Math.exp(intercept), n, residualSd: Math.sqrt(ssr / (n - 2)) };
}
