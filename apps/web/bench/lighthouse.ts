// Lighthouse's performance audit of a page's first visit (empty storage and cache, as Lighthouse
// leaves them before it loads the page), with its desktop preset and its default (mobile) preset,
// in Debian's Chromium started with the browser tests' flags. Part of `npm run bench`
// (homeWeight.ts runs it on Home).
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../../e2e/harness.ts';

/** The metrics shown beside the score: Lighthouse's audit ids and our short names. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

export interface LighthouseRun {
  preset: 'desktop' | 'mobile';
  /** Performance score, 0 to 100. */
  score: number;
  /** The goal the score is held to (issue 21). */
  goal: number;
  /** Each metric's value as Lighthouse shows it, e.g. '1.2 s'. */
  metrics: { name: string; value: string }[];
  /** What the largest contentful paint was, as Lighthouse names the element. */
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed (a loaded machine scores lower and its pages too). */
  benchmarkIndex: number;
  warnings: string[];
}

const PRESETS: { preset: LighthouseRun['preset']; config: Config | undefined; goal: number }[] = [
  { preset: 'desktop', config: desktopConfig, goal: 95 },
  // Issue 27: Home, a ranking page and an app page on a phone.
  { preset: 'mobile', config: undefined, goal: 90 },
];

interface NodeDetails {
  type?: string;
  selector?: string;
  nodeLabel?: string;
}

/** The LCP element from the LCP breakdown insight (its node item), or '-' when there is none. */
function lcpElement(details: unknown): string {
  const items = (details as { items?: NodeDetails[] } | undefined)?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  if (!node) return '-';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
  return `${node.selector ?? '?'} (${label})`;
}

/** Runs Lighthouse's performance category on `url` with each of `presets`, one after the other, in one Chromium. */
export async function runLighthouse(
  url: string,
  presets: readonly LighthouseRun['preset'][] = ['desktop', 'mobile'],
): Promise<LighthouseRun[]> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const runs: LighthouseRun[] = [];
    for (const { preset, config, goal } of PRESETS.filter((p) => presets.includes(p.preset))) {
      const result = await lighthouse(
        url,
        { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
        config,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url} (${preset})`);
      const { lhr } = result;
      runs.push({
        preset,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        goal,
        metrics: METRICS.map(([id, name]) => ({ name, value: lhr.audits[id]?.displayValue ?? '?' })),
        lcpElement: lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        warnings: lhr.runtimeError
          ? [...lhr.runWarnings, `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`]
          : lhr.runWarnings,
      });
    }
    return runs;
  } finally {
    chrome.kill();
  }
}

/** The runs as bench lines: score against its goal, the metrics, the LCP element. */
export function lighthouseLines(runs: LighthouseRun[]): string[] {
  return runs.flatMap((run) => [
    `  Lighthouse ${run.preset.padEnd(7)} performance: ${String(run.score).padStart(3)} (goal ≥ ${run.goal}) ` +
      run.metrics.map((m) => `${m.name} ${m.value}`).join(', '),
    `    LCP element: ${run.lcpElement}; machine benchmark index ${run.benchmarkIndex}`,
    ...run.warnings.map((warning) => `    warning: ${warning}`),
  ]);
}
