/** How deep a chart goes (data.md "Chart", spec 9): the rank an app just below the chart would have is depth + 1. */
import { classifyGenre } from '@bangyan/contract';
import { CHART_DEPTH, CN_OVERALL_CHART_DEPTH } from './config.ts';

/**
 * 500 for the China storefront's overall free and paid charts, 200 for every other chart (grossing,
 * category charts, other countries). Overall is genre 0 or Apple's root 36 (contract `classifyGenre`).
 */
export function chartDepth(chart: { country: string; type: string; genre: number }): number {
  const overall = classifyGenre(chart.genre) === 'all';
  return chart.country === 'cn' && overall && chart.type !== 'grossing' ? CN_OVERALL_CHART_DEPTH : CHART_DEPTH;
}
